// The car statuses and the staff inventory list's limits: the API's schema checks with them and the
// console's address reads with them, without pulling the schemas into every page's first download.

export const CAR_STATUS_NAMES = ['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW'] as const;
export type CarStatusName = (typeof CAR_STATUS_NAMES)[number];

/** The inventory list's page size, and the longest search it takes. */
export const STAFF_CARS_LIMITS = { pageSize: 30, maxSearch: 100 } as const;
