/**
 * The owner may edit a sell request while we have not decided: before the offer, and while it waits
 * for an answer (SPEC §4). The API refuses the rest with SELL_REQUEST_CLOSED; the pages offer no edit.
 */
export const EDITABLE_SELL_STATUSES = ['REQUESTED', 'PENDING'] as const;

export const isEditableSellStatus = (status: string): boolean => (EDITABLE_SELL_STATUSES as readonly string[]).includes(status);
