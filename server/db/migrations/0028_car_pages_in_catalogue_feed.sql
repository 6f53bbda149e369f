-- The server keeps the pages it has drawn until the catalogue changes (decision 59), so whatever a
-- drawn page shows of a car is part of it: its pictures and inspection report on its page, its main
-- picture and whether a buyer holds it (a purchase RESERVED) on its card too.
CREATE OR REPLACE FUNCTION feed_catalogue_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
  keys integer[];
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (to_jsonb(n) ->> key)::integer) INTO keys FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (to_jsonb(o) ->> key)::integer) INTO keys FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT (differing.fields ->> key)::integer) INTO keys FROM (
      (SELECT to_jsonb(n) - 'updated_at' AS fields FROM new_rows n EXCEPT SELECT to_jsonb(o) - 'updated_at' FROM old_rows o)
      UNION ALL
      (SELECT to_jsonb(o) - 'updated_at' FROM old_rows o EXCEPT SELECT to_jsonb(n) - 'updated_at' FROM new_rows n)
    ) AS differing;
  END IF;
  IF TG_ARGV[1] = 'trim' AND keys IS NOT NULL THEN
    SELECT array_agg("id") INTO changed FROM "cars" WHERE "trim_id" = ANY (keys);
  ELSIF TG_ARGV[1] = 'inspection' AND keys IS NOT NULL THEN
    -- Findings deleted with their report find it gone; the report's own trigger has named its car.
    SELECT array_agg("car_id") INTO changed FROM "car_inspections" WHERE "id" = ANY (keys);
  ELSE
    changed := keys;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM record_catalogue_change(changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN SELECT * FROM (VALUES ('car_pictures', 'car_id', 'car'), ('car_inspections', 'car_id', 'car'), ('inspection_findings', 'inspection_id', 'inspection'),
    ('purchases', 'car_id', 'car')) AS w(name, key, via)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_catalogue_rows(%L, %L)',
      watched.name || '_feed_inserts', watched.name, watched.key, watched.via);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_catalogue_rows(%L, %L)',
      watched.name || '_feed_updates', watched.name, watched.key, watched.via);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_catalogue_rows(%L, %L)',
      watched.name || '_feed_deletes', watched.name, watched.key, watched.via);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION feed_every_car()', watched.name || '_feed_truncate', watched.name);
  END LOOP;
END
$$;
