/**
 * The appraisers' queue's tabs, as `?tab=` names them: requests waiting for an offer, those with
 * one, those whose offer the seller accepted (their car to enter), and every request. Here rather
 * than with the queue's screen: the route reads them from every page's first download.
 */
export const QUEUE_TABS = ['requested', 'pending', 'approved', 'all'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
