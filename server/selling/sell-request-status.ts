/** SPEC §4: where a sell request can go from each status. Migration 0013 holds the same rows. */
export const SELL_REQUEST_TRANSITIONS = {
  // We make an offer, decline to, or the owner withdraws.
  REQUESTED: ['PENDING', 'REJECTED', 'CANCELED'],
  // The owner accepts or turns down the offer, or withdraws.
  PENDING: ['APPROVED', 'REJECTED', 'CANCELED'],
  // The car is handed over, or the deal falls through.
  APPROVED: ['SOLD', 'CANCELED'],
  REJECTED: [],
  SOLD: [],
  CANCELED: [],
} as const satisfies Record<string, readonly string[]>;

export type SellRequestStatus = keyof typeof SELL_REQUEST_TRANSITIONS;

export const canMove = (from: SellRequestStatus, to: SellRequestStatus): boolean => (SELL_REQUEST_TRANSITIONS[from] as readonly string[]).includes(to);

/** SPEC §4: the account's two tabs; a cancelled request moves to complete. */
export const sellRequestTab = (status: SellRequestStatus): 'IN_PROGRESS' | 'COMPLETE' => (SELL_REQUEST_TRANSITIONS[status].length > 0 ? 'IN_PROGRESS' : 'COMPLETE');
