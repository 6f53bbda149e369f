/** The tabs of the selling screen (SPEC §4), as `?tab=` names them. */
export const SELLING_TABS = ['in-progress', 'complete'] as const;
export type SellingTab = (typeof SELLING_TABS)[number];

/** The API's name for each tab's sales. */
export const TAB_OF_SALES = { 'in-progress': 'IN_PROGRESS', complete: 'COMPLETE' } as const;
