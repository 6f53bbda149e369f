import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { nameTranslations, translations } from './columns.ts';

export const inspectionArea = pgEnum('inspection_area', [
  'exterior',
  'interior',
  'motor',
  'transmision',
  'suspension',
  'frenos',
  'neumaticos',
  'electronica',
  'bajos',
  'prueba-de-ruta',
  'documentos',
]);
export const inspectionResult = pgEnum('inspection_result', ['ok', 'repaired', 'attention']);

/** The checklist every inspection goes through, the same for every car. */
export const inspectionPoints = pgTable('inspection_points', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  area: inspectionArea('area').notNull(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameTranslations: nameTranslations(),
  position: smallint('position').notNull(),
});

const millimetres = (name: string) => numeric(name, { precision: 3, scale: 1, mode: 'number' }).notNull();

export const carInspections = pgTable(
  'car_inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carId: integer('car_id')
      .notNull()
      .unique()
      .references(() => cars.id, { onDelete: 'cascade' }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    score: smallint('score').notNull(),
    treadLeftFrontMm: millimetres('tread_left_front_mm'),
    treadRightFrontMm: millimetres('tread_right_front_mm'),
    treadLeftBackMm: millimetres('tread_left_back_mm'),
    treadRightBackMm: millimetres('tread_right_back_mm'),
    brakeLeftFrontMm: millimetres('brake_left_front_mm'),
    brakeRightFrontMm: millimetres('brake_right_front_mm'),
    brakeLeftBackMm: millimetres('brake_left_back_mm'),
    brakeRightBackMm: millimetres('brake_right_back_mm'),
  },
  (table) => [
    check('car_inspections_score_range', sql`${table.score} between 0 and 100`),
    check(
      'car_inspections_tread_range',
      sql`least(${table.treadLeftFrontMm}, ${table.treadRightFrontMm}, ${table.treadLeftBackMm}, ${table.treadRightBackMm}) >= 0
        and greatest(${table.treadLeftFrontMm}, ${table.treadRightFrontMm}, ${table.treadLeftBackMm}, ${table.treadRightBackMm}) <= 12`,
    ),
    check(
      'car_inspections_brake_range',
      sql`least(${table.brakeLeftFrontMm}, ${table.brakeRightFrontMm}, ${table.brakeLeftBackMm}, ${table.brakeRightBackMm}) >= 0
        and greatest(${table.brakeLeftFrontMm}, ${table.brakeRightFrontMm}, ${table.brakeLeftBackMm}, ${table.brakeRightBackMm}) <= 15`,
    ),
  ],
);

/**
 * The points of one inspection that were not simply fine. A point without a row here passed:
 * storing the hundreds of passes of every car would multiply the table for no information.
 */
export const inspectionFindings = pgTable(
  'inspection_findings',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => carInspections.id, { onDelete: 'cascade' }),
    pointId: integer('point_id')
      .notNull()
      .references(() => inspectionPoints.id),
    result: inspectionResult('result').notNull(),
    note: text('note').notNull(),
    noteTranslations: translations('note_translations').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.inspectionId, table.pointId] }),
    check('inspection_findings_not_ok', sql`${table.result} <> 'ok'`),
  ],
);
