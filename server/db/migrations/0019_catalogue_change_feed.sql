CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"car_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_version" ON "catalogue_changes" USING btree ("version");--> statement-breakpoint
-- The change feed replaces the statement triggers of migrations 0003 and 0008, which told instances
-- only that something changed, so each rebuilt its whole index. Now each change names the cars it
-- touched (decision 36). The version stays the feed's sequence: the UPDATE of the one
-- catalogue_version row holds its lock until commit, so versions are taken in commit order and an
-- instance that has read version N has seen every change up to N. A bigserial would not be: a
-- transaction that draws 10 may commit after one that drew 11.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['cars', 'car_categories', 'trims', 'trim_features', 'brands', 'car_models', 'body_styles',
    'fuel_types', 'transmissions', 'drive_trains', 'colors', 'features', 'categories', 'country_versions', 'spots', 'cities']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', watched || '_bump_catalogue_version', watched);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION bump_catalogue_version();--> statement-breakpoint
-- One change: a new version, the cars it touched (a NULL car: every car), and a notification with
-- the version, delivered at commit. Every hundredth change prunes rows older than ten minutes; an
-- instance further behind than that finds its next version missing and rebuilds in full.
CREATE FUNCTION record_catalogue_change(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() RETURNING "version" INTO bumped;
  INSERT INTO "catalogue_changes" ("version", "car_id") SELECT bumped, unnest(changed);
  PERFORM pg_notify('catalogue_changed', bumped::text);
  IF bumped % 100 = 0 THEN
    DELETE FROM "catalogue_changes" WHERE "changed_at" < now() - interval '10 minutes';
  END IF;
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk load of a million cars records one change, and
-- rows are compared as sets. Only rows that differ in something besides updated_at count, so an
-- UPDATE that changes nothing records nothing. TG_ARGV[0] names the column holding the car id, or
-- with TG_ARGV[1] = 'trim' the trim id, whose cars all change with it.
CREATE FUNCTION feed_catalogue_rows() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSE
    changed := keys;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM record_catalogue_change(changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Reference tables (names, slugs, categories, features) and TRUNCATE change every car at once.
CREATE FUNCTION feed_every_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_catalogue_change(ARRAY[NULL]::integer[]);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  watched record;
  lookup text;
BEGIN
  FOR watched IN SELECT * FROM (VALUES ('cars', 'id', 'car'), ('car_categories', 'car_id', 'car'), ('trims', 'id', 'trim'), ('trim_features', 'trim_id', 'trim')) AS w(name, key, via)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_catalogue_rows(%L, %L)',
      watched.name || '_feed_inserts', watched.name, watched.key, watched.via);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_catalogue_rows(%L, %L)',
      watched.name || '_feed_updates', watched.name, watched.key, watched.via);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_catalogue_rows(%L, %L)',
      watched.name || '_feed_deletes', watched.name, watched.key, watched.via);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION feed_every_car()', watched.name || '_feed_truncate', watched.name);
  END LOOP;
  FOREACH lookup IN ARRAY ARRAY['brands', 'car_models', 'body_styles', 'fuel_types', 'transmissions', 'drive_trains', 'colors', 'features',
    'categories', 'country_versions', 'spots', 'cities']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION feed_every_car()',
      lookup || '_feed_every_car', lookup);
  END LOOP;
END
$$;
