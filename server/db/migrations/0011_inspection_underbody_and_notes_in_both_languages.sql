-- The checklist gains an area for the underbody, and a finding's note is read in both interface languages.
-- ADD VALUE may run inside the migrations' transaction (PostgreSQL 12 and later, PGlite too) as long as
-- nothing in that transaction uses the new value: the seed writes 'bajos' points only after it commits.
ALTER TYPE "public"."inspection_area" ADD VALUE 'bajos' BEFORE 'prueba-de-ruta';--> statement-breakpoint
-- Notes written before this migration are backfilled: the seed's former notes with their English,
-- any other note with itself in both languages until someone translates it.
ALTER TABLE "inspection_findings" ADD COLUMN "note_translations" jsonb;--> statement-breakpoint
UPDATE "inspection_findings" SET "note_translations" = jsonb_build_object('es', "note", 'en', CASE "note"
  WHEN 'Reemplazado por pieza nueva' THEN 'Replaced with a new part'
  WHEN 'Reparado y verificado en prueba de ruta' THEN 'Repaired and checked on a road test'
  WHEN 'Pintura retocada en taller' THEN 'Paint touched up at a body shop'
  WHEN 'Ajustado según especificación del fabricante' THEN 'Adjusted to the manufacturer''s specification'
  WHEN 'Limpieza y mantenimiento realizados' THEN 'Cleaned and serviced'
  WHEN 'Desgaste normal por uso; revisar en el próximo mantenimiento' THEN 'Normal wear from use; check at the next service'
  WHEN 'Rayón leve visible de cerca' THEN 'Light scratch visible up close'
  WHEN 'Ruido leve, no afecta el funcionamiento' THEN 'Slight noise, does not affect operation'
  WHEN 'Recomendado reemplazo en los próximos 10,000 km' THEN 'Replacement recommended within the next 10,000 km'
  WHEN 'Marca estética menor' THEN 'Minor cosmetic mark'
  ELSE "note" END);--> statement-breakpoint
ALTER TABLE "inspection_findings" ALTER COLUMN "note_translations" SET NOT NULL;
