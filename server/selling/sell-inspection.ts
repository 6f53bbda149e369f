import type { SellInspectionValues } from '../../common/validation/sell-inspection.ts';
import type { Db } from '../db/client.ts';
import { replaceSellInspection, sellInspectionOf } from '../db/queries/sell-request-inspections.ts';
import { lockSellRequestForOffer } from '../db/queries/sell-requests.ts';
import { NotFound, SellRequestClosed } from '../domain-errors.ts';
import { type StaffActor, recordChange } from '../staff/audit.ts';
import { pointIdsOf } from '../staff/car-editor.ts';
import type { SellRequestStatus } from './sell-request-status.ts';

/**
 * The statuses whose inspection is due or done and whose offer is still ours to make: REQUESTED
 * (the inspection is booked) and PENDING (the offer is made and may be replaced, so may its basis).
 * Once the seller accepted, the report is what they agreed to; it changes in the car editor.
 */
export const INSPECTABLE_STATUSES: readonly SellRequestStatus[] = ['REQUESTED', 'PENDING'];

/**
 * Stores the appraiser's report of a seller's car, replacing the one recorded before, with the
 * audit entry holding both (decision 53).
 * @throws NotFound for an unknown request
 * @throws SellRequestClosed unless the request is REQUESTED or PENDING
 * @throws InvalidInput (inspection.findings.<n>.point: unknown) for a point the checklist lacks
 */
export async function recordSellInspection(db: Db, actor: StaffActor, values: SellInspectionValues): Promise<void> {
  await pointIdsOf(db, values);
  const mileage = values.mileage ?? null;
  await db.transaction(async (tx) => {
    const request = await lockSellRequestForOffer(tx, values.sellRequestId);
    if (!request) throw new NotFound('No sell request has this id.');
    if (!INSPECTABLE_STATUSES.includes(request.status)) throw new SellRequestClosed('The inspection of this sell request can no longer be recorded.');
    const before = await sellInspectionOf(tx, request.id);
    await replaceSellInspection(tx, request.id, values.inspection, mileage);
    await recordChange(tx, actor, {
      action: 'recordSellInspection',
      subject: { type: 'sell_request', id: request.id },
      before: before ? { inspection: before.report, mileage: before.mileage } : null,
      after: { inspection: values.inspection, mileage },
    });
  });
}
