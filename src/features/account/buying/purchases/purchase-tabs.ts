import type { AccountItemStanding } from '../../../../../machines/account-item/account-item.machine';
import type { Purchase } from '../api/purchases-query';

/** The tabs of the purchases (SPEC §4), as `?tab=` names them. */
export const PURCHASE_TABS = ['in-progress', 'complete', 'archive'] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];

/** The API's view of each tab's purchases. */
export const VIEW_OF_TAB = { 'in-progress': 'IN_PROGRESS', complete: 'COMPLETE', archive: 'ARCHIVE' } as const satisfies Record<PurchaseTab, string>;

export const isPurchaseTab = (value: string): value is PurchaseTab => (PURCHASE_TABS as readonly string[]).includes(value);

/** The purchases one tab shows, in the API's order (newest first); undefined while they load. */
export const purchasesOfTab = (purchases: readonly Purchase[] | undefined, tab: PurchaseTab) => purchases?.filter((purchase) => purchase.view === VIEW_OF_TAB[tab]);

/** A reservation or a purchase under way can be cancelled; an archived one can only be restored. */
export function purchaseStanding({ view, status }: Pick<Purchase, 'view' | 'status'>): AccountItemStanding {
  if (view === 'ARCHIVE') return 'archived';
  return view === 'IN_PROGRESS' && (status === 'RESERVED' || status === 'IN_PROGRESS') ? 'open' : 'closed';
}
