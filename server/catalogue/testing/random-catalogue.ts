// Random catalogues and edits for the property tests of the index and of what is cached from it:
// few values per column, so that edits often meet the same cars, trims, texts and bounds.
import fc from 'fast-check';
import type { IndexedCarRow } from '../../db/queries/cars-index.ts';
import { type IndexedStatus, STATUS_FLAG } from '../dimensions.ts';
import type { FacetIndex } from '../facet-index.ts';
import { buildFacetIndex, patchFacetIndex, type TrimFeature } from '../index-patch.ts';
import { lookups, trimFacts } from './small-catalogue.ts';

export const TEXTS = ['toyota corolla 2018', 'toyota rav 4', 'honda cr-v 2019', 'mazda cx-5 rojo', 'kia rio azul'];
const STATUSES = Object.keys(STATUS_FLAG) as IndexedStatus[];

export type Car = IndexedCarRow;

export const car = (id: number) =>
  fc.record({
    trim: fc.integer({ min: 1, max: 8 }),
    exterior_color_id: fc.integer({ min: 1, max: 4 }),
    spot_id: fc.integer({ min: 1, max: 2 }),
    year: fc.integer({ min: 2016, max: 2018 }),
    mileage: fc.constantFrom(0, 10_000, 50_000),
    price: fc.constantFrom(500_000, 900_000, 1_200_000),
    status: fc.constantFrom(...STATUSES),
    has_offer: fc.boolean(),
    certified: fc.boolean(),
    published: fc.constantFrom(null, 1_700_000_000, 1_700_100_000),
    search_text: fc.constantFrom(...TEXTS),
    category_ids: fc.subarray([1, 2, 3]),
  }).map(({ trim, ...rest }): Car => ({ id, trim_id: trim, ...trimFacts(trim), ...rest }));

export const edit = fc.oneof(
  fc.integer({ min: 1, max: 40 }).chain((id) => car(id).map((row) => ({ kind: 'car' as const, row }))),
  fc.integer({ min: 1, max: 40 }).map((id) => ({ kind: 'delete' as const, id })),
  fc.record({ trim: fc.integer({ min: 1, max: 8 }), features: fc.subarray([1, 2, 3, 4, 5]) }).map((change) => ({ kind: 'features' as const, ...change })),
);
export type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/** Up to 30 cars to start from, then up to 6 batches of up to 6 edits, each batch one patch. */
export const catalogueHistory = fc.tuple(
  fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }).chain((ids) => fc.tuple(...ids.map(car))),
  fc.array(fc.array(edit, { minLength: 1, maxLength: 6 }), { maxLength: 6 }),
);

// Every car not deleted is read, whatever its status, as the index's queries do.
export const presentRows = (cars: Map<number, Car>, ids: Iterable<number>) => [...ids].flatMap((id) => (cars.has(id) ? [cars.get(id)!] : []));
export const featuresOf = (features: Map<number, number[]>, rows: IndexedCarRow[]): TrimFeature[] =>
  [...new Set(rows.map((row) => row.trim_id))].flatMap((trim) => (features.get(trim) ?? []).map((feature_id) => ({ trim_id: trim, feature_id })));

/** The database's side of a random catalogue: its cars and trims' features, edited batch by batch. */
export class RandomCatalogue {
  readonly cars: Map<number, Car>;
  readonly features = new Map(Array.from({ length: 8 }, (_, trim) => [trim + 1, [1 + (trim % 5), 1 + ((trim * 3) % 5)]]));

  constructor(initial: Car[]) {
    this.cars = new Map(initial.map((row) => [row.id, row]));
  }

  fullBuild(version: number): FacetIndex {
    const rows = presentRows(this.cars, this.cars.keys());
    return buildFacetIndex(version, rows, featuresOf(this.features, rows), lookups);
  }

  /** Applies the edits and returns the ids the change feed would name. */
  apply(batch: Edit[]): Set<number> {
    const named = new Set<number>();
    for (const change of batch) {
      if (change.kind === 'car') {
        this.cars.set(change.row.id, change.row);
        named.add(change.row.id);
      } else if (change.kind === 'delete') {
        this.cars.delete(change.id);
        named.add(change.id);
      } else {
        // As the feed's trigger does: a trim's change names every car of the trim.
        this.features.set(change.trim, change.features);
        for (const row of this.cars.values()) if (row.trim_id === change.trim) named.add(row.id);
      }
    }
    return named;
  }

  /** `index` patched with the cars `named`, as a catch-up reads them. */
  patch(index: FacetIndex, version: number, named: Set<number>): FacetIndex {
    const rows = presentRows(this.cars, named);
    return patchFacetIndex(index, { version, carIds: named, rows, trimFeatures: featuresOf(this.features, rows) });
  }
}
