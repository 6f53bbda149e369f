import { RESERVATION_DEPOSIT } from '../../../common/reservation-deposit.ts';
import type { PurchaseRow } from '../../db/queries/purchases.ts';

export type PurchaseStatus = PurchaseRow['status'];

const HOUR_MS = 3_600_000;

/** SPEC §9: a held deposit keeps the car for 72 hours. */
export const HOLD_MS = RESERVATION_DEPOSIT.holdHours * HOUR_MS;

/**
 * How long a hold may wait for its charge's answer. Normally milliseconds; a crash between the
 * hold and the answer leaves a pending hold, which the expiry job ends after this, giving back
 * any money the processor took (decision 30).
 */
export const PENDING_HOLD_MS = 15 * 60_000;

/** Open purchases can still be cancelled; the rest are ends. */
export const isOpen = (status: PurchaseStatus): boolean => status === 'RESERVED' || status === 'IN_PROGRESS';

/** SPEC §4's buying tabs: archived wherever it was; otherwise open is in progress, an end is complete. */
export function purchaseTab(purchase: Pick<PurchaseRow, 'status' | 'archivedAt'>): 'IN_PROGRESS' | 'COMPLETE' | 'ARCHIVE' {
  if (purchase.archivedAt) return 'ARCHIVE';
  return isOpen(purchase.status) ? 'IN_PROGRESS' : 'COMPLETE';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Purchase ids are UUIDs; any other text names none and never reaches SQL. */
export const isPurchaseId = (id: string): boolean => UUID.test(id);
