// The car editor's fixed lists, shared by its schema, the console's wizard and the API.

/**
 * A car comes in as TO_REVIEW (being checked) or, when it was checked before it was entered, in one
 * of the statuses TO_REVIEW may move to (server/staff/car-status.ts; a unit test keeps them equal).
 */
export const CAR_INITIAL_STATUSES = ['TO_REVIEW', 'COMING_SOON', 'AVAILABLE', 'NOT_AVAILABLE'] as const;
export type CarInitialStatus = (typeof CAR_INITIAL_STATUSES)[number];

/** The four wheels an inspection measures (DOMAIN.md "Inspection report"), in the report's order. */
export const CAR_WHEELS = ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'] as const;
export type CarWheel = (typeof CAR_WHEELS)[number];

/** A point is fine unless noted: only these results are written down, each with its note. */
export const INSPECTION_RESULTS_TO_NOTE = ['repaired', 'attention'] as const;
export type InspectionResultToNote = (typeof INSPECTION_RESULTS_TO_NOTE)[number];
