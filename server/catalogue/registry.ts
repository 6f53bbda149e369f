import type { Db } from '../db/client.ts';
import { Catalogue } from './catalogue.ts';

// One catalogue per database handle, so every request of an app instance shares its index
// and test servers, each with their own database, never see each other's cars.
const catalogues = new WeakMap<Db, Catalogue>();

export function catalogueFor(db: Db): Catalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = new Catalogue(db);
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
