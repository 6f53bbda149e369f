import { purchaseTab } from '../buying/purchases/purchase-status.ts';
import type { CarRecord } from '../catalogue/car-record.ts';
import type { PurchaseView } from '../db/queries/purchase-views.ts';
import { localDateTimeAt } from '../selling/local-date.ts';
import type { Deposit, ResolversTypes } from './generated/resolvers.ts';

/** The GraphQL Deposit of a purchase's columns; null when no deposit was taken. */
function depositOf({ purchase, cardBrand, cardLast4 }: PurchaseView): Deposit | null {
  const { depositAmount: amount, depositCurrency: currency, depositStatus: status } = purchase;
  if (amount === null || currency === null || status === null) return null;
  // SPEC §9: refundable while the purchase is not pursued; once refunded or applied it is settled.
  return { amount, currency, status, refundable: status === 'PENDING' || status === 'HELD', cardBrand, cardLast4 };
}

/** The GraphQL Purchase of a stored one (SPEC §3 Purchase card), with its car as the catalogue resolves cars. */
export function toPurchase(view: PurchaseView, car: CarRecord): ResolversTypes['Purchase'] {
  const { purchase } = view;
  return {
    id: purchase.id,
    status: purchase.status,
    view: purchaseTab(purchase),
    car,
    method: purchase.method,
    deposit: depositOf(view),
    // Only a hold lapses; an ended purchase has nothing left to expire.
    expiresAt: purchase.status === 'RESERVED' && purchase.expiresAt ? localDateTimeAt(purchase.expiresAt) : null,
    createdAt: localDateTimeAt(purchase.createdAt),
  };
}
