import type { QueueTab } from '../../../../common/sell-request-queue';

export { QUEUE_TABS, type QueueTab } from '../../../../common/sell-request-queue';

/** The API's status for each tab; every status for `all`. */
export const STATUS_OF_TAB: Record<QueueTab, string | undefined> = { requested: 'REQUESTED', pending: 'PENDING', approved: 'APPROVED', all: undefined };
