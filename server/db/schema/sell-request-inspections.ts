import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CarInspectionReport } from '../../../common/validation/car-editor.ts';
import { sellRequests } from './sell-requests.ts';

/**
 * What the appraiser found inspecting a seller's car (decision 53): the car editor's report as it
 * was sent, checked by the same schema, kept whole until the car we buy is entered with it.
 * One per request: recording again replaces it.
 */
export const sellRequestInspections = pgTable(
  'sell_request_inspections',
  {
    sellRequestId: uuid('sell_request_id')
      .primaryKey()
      .references(() => sellRequests.id, { onDelete: 'cascade' }),
    report: jsonb('report').$type<CarInspectionReport>().notNull(),
    /** The odometer the appraiser read; null when it said what the seller had written. */
    mileage: integer('mileage'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sell_request_inspections_mileage', sql`${table.mileage} between 0 and 1000000`)],
);
