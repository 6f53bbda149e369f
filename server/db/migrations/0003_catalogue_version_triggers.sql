-- Every statement that changes what the catalogue lists bumps catalogue_version, so each API
-- instance notices within a second and rebuilds its in-memory facet index. Statement-level
-- triggers cost one update per statement, however many rows a bulk load writes.
INSERT INTO "catalogue_version" ("singleton", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now();
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['cars', 'car_categories', 'trims', 'trim_features', 'brands', 'car_models', 'body_styles',
    'fuel_types', 'transmissions', 'drive_trains', 'colors', 'features', 'categories', 'country_versions', 'spots', 'cities']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()',
      watched || '_bump_catalogue_version', watched);
  END LOOP;
END
$$;
