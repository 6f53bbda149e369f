-- Every stored text a visitor reads gets both interface languages, as the lookups' names have.
-- Rows written before this migration are backfilled: the seeded texts with their translations,
-- any other text with itself in both languages until someone translates it.
ALTER TABLE "currencies" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
UPDATE "currencies" SET "name_translations" = CASE "code"
  WHEN 'DOP' THEN '{"en": "Dominican peso", "es": "Peso dominicano"}'::jsonb
  WHEN 'USD' THEN '{"en": "US dollar", "es": "Dólar estadounidense"}'::jsonb
  WHEN 'COP' THEN '{"en": "Colombian peso", "es": "Peso colombiano"}'::jsonb
  ELSE jsonb_build_object('en', "name", 'es', "name") END;--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "name_translations" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "sales_and_support_schedule_translations" jsonb;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "test_drive_schedule_translations" jsonb;--> statement-breakpoint
UPDATE "app_settings" SET
  "sales_and_support_schedule_translations" = jsonb_build_object('en', "sales_and_support_schedule", 'es', replace(replace(replace("sales_and_support_schedule", 'Monday to Saturday', 'Lunes a sábado'), 'Monday to Friday', 'Lunes a viernes'), 'Saturday', 'sábado')),
  "test_drive_schedule_translations" = jsonb_build_object('en', "test_drive_schedule", 'es', replace(replace(replace("test_drive_schedule", 'Monday to Saturday', 'Lunes a sábado'), 'Monday to Friday', 'Lunes a viernes'), 'Saturday', 'sábado'));--> statement-breakpoint
ALTER TABLE "app_settings" ALTER COLUMN "sales_and_support_schedule_translations" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ALTER COLUMN "test_drive_schedule_translations" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "offer_label_translations" jsonb;--> statement-breakpoint
UPDATE "cars" SET "offer_label_translations" = jsonb_build_object('es', "offer_label", 'en', CASE "offer_label"
  WHEN 'Oferta' THEN 'Offer' WHEN 'Precio rebajado' THEN 'Reduced price' WHEN 'Oferta de la semana' THEN 'Deal of the week'
  ELSE "offer_label" END)
  WHERE "offer_label" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_offer_translated" CHECK (not "cars"."has_offer" or "cars"."offer_label_translations" is not null);
