import type { CarRow } from '../db/queries/cars.ts';
import type { CatalogueLookups } from './dimensions.ts';

/**
 * What a Car field resolves from: the car's row and trim, with the reference tables of the index
 * that listed it, so brand, colours, spot and the rest resolve without a query or a wait.
 */
export interface CarRecord extends CarRow {
  lookups: CatalogueLookups;
}

export const carRecords = (rows: CarRow[], lookups: CatalogueLookups): CarRecord[] => rows.map((row) => ({ ...row, lookups }));
