import type { CarStatusSlug } from '../catalogue/public-statuses.ts';

/**
 * Where a car's status may go, in the one place every change passes (staff and purchases alike).
 * TO_REVIEW is a car that came in and is being checked; COMING_SOON is listed without sale;
 * PENDING is reserved by a buyer; SOLD is the end (a car bought back comes in as a new car).
 */
export const CAR_STATUS_TRANSITIONS = {
  TO_REVIEW: ['COMING_SOON', 'AVAILABLE', 'NOT_AVAILABLE'],
  COMING_SOON: ['AVAILABLE', 'NOT_AVAILABLE', 'TO_REVIEW'],
  AVAILABLE: ['PENDING', 'SOLD', 'NOT_AVAILABLE', 'TO_REVIEW'],
  PENDING: ['AVAILABLE', 'SOLD', 'NOT_AVAILABLE'],
  NOT_AVAILABLE: ['AVAILABLE', 'COMING_SOON', 'TO_REVIEW'],
  SOLD: [],
} as const satisfies Record<CarStatusSlug, readonly CarStatusSlug[]>;

export const CAR_STATUSES = Object.keys(CAR_STATUS_TRANSITIONS) as CarStatusSlug[];

export const isCarStatus = (value: string): value is CarStatusSlug => value in CAR_STATUS_TRANSITIONS;

export const canMoveCar = (from: CarStatusSlug, to: CarStatusSlug): boolean => (CAR_STATUS_TRANSITIONS[from] as readonly CarStatusSlug[]).includes(to);
