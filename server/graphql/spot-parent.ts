import type { Spot } from './generated/resolvers.ts';

/** A spot as the queries load it: the fields computed by the Spot resolvers (its inspection hours) come after. */
export type SpotParent = Omit<Spot, 'inspectionHours'>;
