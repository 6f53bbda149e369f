/** The queue's tabs, as `?tab=` names them: requests waiting for an offer, those with one, and every request. */
export const QUEUE_TABS = ['requested', 'pending', 'all'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/** The API's status for each tab; every status for `all`. */
export const STATUS_OF_TAB: Record<QueueTab, string | undefined> = { requested: 'REQUESTED', pending: 'PENDING', all: undefined };
