// The leads inbox's sources and statuses: the API's schema checks with them and the console's
// address reads with them, without pulling the schemas into every page's first download.

/** Every source of the inbox, in the order the console offers them as filters. */
export const LEAD_KINDS = ['CAR_QUESTION', 'FAQ_QUESTION', 'CAR_REQUEST', 'PREQUALIFICATION', 'FINANCING_APPLICATION', 'NEWSLETTER'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['OPEN', 'CLOSED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
