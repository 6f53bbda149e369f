import { eq } from 'drizzle-orm';
import type { CarInspectionReport } from '../../../common/validation/car-editor.ts';
import type { Db } from '../client.ts';
import { sellRequestInspections } from '../schema/index.ts';

export type SellInspectionRow = typeof sellRequestInspections.$inferSelect;

export async function sellInspectionOf(db: Db, sellRequestId: string): Promise<SellInspectionRow | undefined> {
  const [row] = await db.select().from(sellRequestInspections).where(eq(sellRequestInspections.sellRequestId, sellRequestId));
  return row;
}

/** The request's one report, written afresh: recording again replaces the last one. */
export async function replaceSellInspection(db: Db, sellRequestId: string, report: CarInspectionReport, mileage: number | null): Promise<void> {
  const values = { report, mileage, recordedAt: new Date() };
  await db
    .insert(sellRequestInspections)
    .values({ sellRequestId, ...values })
    .onConflictDoUpdate({ target: sellRequestInspections.sellRequestId, set: values });
}
