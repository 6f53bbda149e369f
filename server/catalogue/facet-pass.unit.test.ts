import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { inSharedMemory } from './column-writer.ts';
import { type IndexedStatus, OFFER_FLAG, RANGE_DIMENSIONS, STATUS_FLAG, VALUE_DIMENSIONS, type ValueDimension } from './dimensions.ts';
import { type FacetIndex, GONE_TRIM, staffView } from './facet-index.ts';
import { runFacetPass } from './facet-pass.ts';
import type { ActiveFilters, PassResult } from './facet-types.ts';
import { buildFacetIndex, patchFacetIndex } from './index-patch.ts';
import { matchPass } from './match-pass.ts';
import { PassThreads, joinCounts } from './pass-threads.ts';
import { rangeOnlyPass } from './range-only-pass.ts';
import { passRows } from './row-pass.ts';
import { trimFailures } from './trim-failures.ts';
import { lookups, trimFacts } from './testing/small-catalogue.ts';
import { emptyRowSet, hasRow, setRow } from './row-set.ts';

const TEXTS = ['toyota corolla 2018', 'toyota rav 4', 'honda cr-v 2019', 'mazda cx-5 rojo'];
const YEARS = [2015, 2016, 2017, 2018, 2019];
const MILES = [0, 10_000, 50_000, 120_000];
const PRICES = [500_000, 900_000, 1_200_000, 2_000_000];
const STATUSES = Object.keys(STATUS_FLAG) as IndexedStatus[];

const car = (id: number) =>
  fc.record({
    trim: fc.integer({ min: 1, max: 8 }),
    exterior_color_id: fc.integer({ min: 1, max: 4 }),
    spot_id: fc.integer({ min: 1, max: 2 }),
    year: fc.constantFrom(...YEARS),
    mileage: fc.constantFrom(...MILES),
    price: fc.constantFrom(...PRICES),
    status: fc.constantFrom(...STATUSES),
    has_offer: fc.boolean(),
    certified: fc.boolean(),
    published: fc.constantFrom(null, 1_700_000_000),
    search_text: fc.constantFrom(...TEXTS),
    category_ids: fc.subarray([1, 2, 3]),
  }).map(({ trim, ...rest }) => ({ id, trim_id: trim, ...trimFacts(trim), ...rest }));

const featuresOf = (featuresByTrim: number[][]) => featuresByTrim.flatMap((features, trim) => features.map((feature_id) => ({ trim_id: trim + 1, feature_id })));

/** A built catalogue of up to `most` cars, then some of them gone (their rows stay, under GONE_TRIM), and the cars still listed. */
const cataloguesWithDepartures = (most: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: Math.max(200, 2 * most) }), { maxLength: most })
    .chain((ids) => fc.tuple(fc.tuple(...ids.map(car)), fc.array(fc.subarray([1, 2, 3, 4, 5]), { minLength: 8, maxLength: 8 }), fc.subarray(ids)))
    .map(([rows, featuresByTrim, leaving]) => {
      const built = buildFacetIndex(1, rows, featuresOf(featuresByTrim), lookups);
      const index = patchFacetIndex(built, { version: 2, carIds: new Set(leaving), rows: [], trimFeatures: [] });
      const staying = rows.filter((row) => !leaving.includes(row.id));
      return { index, staying, features: featuresOf(featuresByTrim) };
    });
const catalogueWithDepartures = cataloguesWithDepartures(60);
const catalogue = catalogueWithDepartures.map(({ index }) => index);

const range = (values: number[]) => fc.tuple(fc.constantFrom(...values), fc.constantFrom(...values)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const allowedOf = (dimension: ValueDimension) => fc.array(fc.constantFrom(0, 1), { minLength: lookups[dimension].size, maxLength: lookups[dimension].size }).map((bits) => Uint8Array.from(bits));

/** Every kind of filter, each present or not; `textScores` needs the index's texts. */
const filtersFor = (index: FacetIndex) =>
  fc.record(
    {
      values: fc.subarray([...VALUE_DIMENSIONS]).chain((dimensions) => fc.tuple(...dimensions.map((dimension) => allowedOf(dimension).map((allowed) => ({ dimension, allowed }))))),
      categories: fc.integer({ min: 0, max: 7 }),
      features: fc.integer({ min: 0, max: 31 }).map((bits) => Uint32Array.of(bits)),
      featuresImpossible: fc.boolean(),
      offer: fc.integer({ min: 0, max: 7 }),
      statuses: fc.integer({ min: 0, max: 255 }),
      ranges: fc.record({ year: range(YEARS), miles: range(MILES), price: range(PRICES) }, { requiredKeys: [] }),
      textScores: fc.array(fc.constantFrom(0, 1, 3), { minLength: index.vocabulary.texts.length, maxLength: index.vocabulary.texts.length }).map((scores) => Uint16Array.from(scores)),
    },
    { requiredKeys: ['values', 'ranges'] },
  ) as fc.Arbitrary<ActiveFilters>;

/** The pass written plainly, car by car: which dimensions it fails, then where it counts. */
function referencePass(index: FacetIndex, filters: ActiveFilters) {
  const valueCounts = Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, Array<number>(lookups[dimension].size).fill(0)]));
  const categoryCounts = Array<number>(32).fill(0);
  const trimCounts = Array<number>(index.trimCount).fill(0);
  const offerCounts = { withOffer: 0, certified: 0, available: 0 };
  const bounds = Object.fromEntries(RANGE_DIMENSIONS.map((dimension) => [dimension, { min: Infinity, max: -Infinity }]));
  const matched = emptyRowSet(index.size);
  let count = 0;
  for (let row = 0; row < index.size; row++) {
    if (index.trim[row] === GONE_TRIM) continue;
    if (filters.textScores && filters.textScores[index.textId[row]!] === 0) continue;
    if (filters.statuses !== undefined && (index.flags[row]! & filters.statuses) === 0) continue;
    const trim = index.trim[row]!;
    const failed: string[] = [];
    for (const { dimension, allowed } of filters.values) if (allowed[index.values[dimension][row]!] !== 1) failed.push(dimension);
    if (filters.categories !== undefined && (index.categoryBits[row]! & filters.categories) === 0) failed.push('categories');
    const featureBits = index.trimFeatureBits[trim * index.featureWords]!;
    if (filters.features && (filters.featuresImpossible || (featureBits & filters.features[0]!) !== filters.features[0])) failed.push('features');
    if (filters.offer !== undefined && (index.flags[row]! & filters.offer) === 0) failed.push('offer');
    for (const dimension of RANGE_DIMENSIONS) {
      const within = filters.ranges[dimension];
      if (within && (index[dimension][row]! < within.min || index[dimension][row]! > within.max)) failed.push(dimension);
    }
    if (failed.length > 1) continue;
    const countsIn = (dimension: string) => failed.length === 0 || failed[0] === dimension;
    if (failed.length === 0) {
      count++;
      setRow(matched, row, true);
      trimCounts[trim]!++;
    }
    for (const dimension of VALUE_DIMENSIONS) if (countsIn(dimension)) valueCounts[dimension]![index.values[dimension][row]!]!++;
    if (countsIn('categories')) for (let bit = 0; bit < 32; bit++) if (index.categoryBits[row]! & (1 << bit)) categoryCounts[bit]!++;
    if (countsIn('offer')) {
      if (index.flags[row]! & OFFER_FLAG.hasOffer) offerCounts.withOffer++;
      if (index.flags[row]! & OFFER_FLAG.certified) offerCounts.certified++;
      if (index.flags[row]! & OFFER_FLAG.available) offerCounts.available++;
    }
    for (const dimension of RANGE_DIMENSIONS) {
      if (!countsIn(dimension)) continue;
      bounds[dimension]!.min = Math.min(bounds[dimension]!.min, index[dimension][row]!);
      bounds[dimension]!.max = Math.max(bounds[dimension]!.max, index[dimension][row]!);
    }
  }
  return { count, matched: [...matched], valueCounts, categoryCounts, trimCounts, offerCounts, bounds };
}

const plain = (pass: PassResult) => ({
  ...pass,
  matched: [...pass.matched],
  valueCounts: Object.fromEntries(VALUE_DIMENSIONS.map((dimension) => [dimension, [...pass.valueCounts[dimension]]])),
  categoryCounts: [...pass.categoryCounts],
  trimCounts: [...pass.trimCounts],
});

describe('runFacetPass', () => {
  it('counts as the plain car-by-car pass does, for any catalogue and any filters', async () => {
    await fc.assert(
      fc.asyncProperty(catalogue.chain((index) => fc.tuple(fc.constant(index), filtersFor(index))), async ([index, filters]) => {
        expect(plain(await runFacetPass(index, filters))).toEqual(referencePass(index, filters));
        // The staff's view, hidden cars included, with a status filter as its requests always have.
        const staff = staffView(index);
        const everyStatus = { ...filters, statuses: filters.statuses ?? 255 };
        expect(plain(await runFacetPass(staff, everyStatus))).toEqual(referencePass(staff, everyStatus));
      }),
      { numRuns: 400 },
    );
  });

  it('counts a catalogue some cars left as a fresh build of the cars still listed, and matches none of those gone', async () => {
    const observed = async (index: FacetIndex, filters: ActiveFilters) => {
      const { count, valueCounts, categoryCounts, offerCounts, bounds } = plain(await runFacetPass(index, filters));
      return { count, valueCounts, categoryCounts, offerCounts, bounds };
    };
    await fc.assert(
      fc.asyncProperty(catalogueWithDepartures.chain((built) => fc.tuple(fc.constant(built), filtersFor(built.index))), async ([{ index, staying, features }, { textScores: _texts, ...filters }]) => {
        const fresh = buildFacetIndex(2, staying, features, lookups);
        // Filters resolved against both: value tables and ranges mean the same in each.
        expect(await observed(index, filters)).toEqual(await observed(fresh, filters));
        const { matched } = await matchPass(index, filters);
        for (let row = 0; row < index.size; row++) if (index.trim[row] === GONE_TRIM) expect(hasRow(matched, row)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('lists the public cars of a catalogue with hidden ones as a build of the public cars alone, and the staff every status asked for', async () => {
    const observed = async (index: FacetIndex, filters: ActiveFilters) => {
      const { count, valueCounts, categoryCounts, offerCounts, bounds } = plain(await runFacetPass(index, filters));
      return { count, valueCounts, categoryCounts, offerCounts, bounds };
    };
    const features = [{ trim_id: 1, feature_id: 2 }];
    const built = fc
      .uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 60 })
      .chain((ids) => fc.tuple(...ids.map(car)))
      .map((rows) => ({ rows, index: buildFacetIndex(1, rows, features, lookups) }))
      .chain((catalogue) => fc.tuple(fc.constant(catalogue), filtersFor(catalogue.index)));
    await fc.assert(
      fc.asyncProperty(built, fc.subarray(STATUSES, { minLength: 1 }), async ([{ rows, index }, filters], asked) => {
        const { textScores: _texts, statuses: _statuses, ...visitorFilters } = filters;
        const publicOnly = buildFacetIndex(1, rows.filter((row) => ['AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD'].includes(row.status)), features, lookups);
        expect(await observed(index, visitorFilters)).toEqual(await observed(publicOnly, visitorFilters));
        const mask = asked.reduce((bits, status) => bits | STATUS_FLAG[status], 0);
        const onlyAsked = buildFacetIndex(1, rows.filter((row) => asked.includes(row.status)), features, lookups);
        expect(await observed(staffView(index), { ...visitorFilters, statuses: mask })).toEqual(await observed(staffView(onlyAsked), { ...visitorFilters, statuses: 255 }));
      }),
      { numRuns: 300 },
    );
  });

  it('matches the rows matchPass matches', async () => {
    await fc.assert(
      fc.asyncProperty(catalogue.chain((index) => fc.tuple(fc.constant(index), filtersFor(index))), async ([index, filters]) => {
        const { count, matched } = await runFacetPass(index, filters);
        expect(await matchPass(index, filters)).toEqual({ count, matched });
        const staff = { view: staffView(index), filters: { ...filters, statuses: filters.statuses ?? 255 } };
        const staffPass = await runFacetPass(staff.view, staff.filters);
        expect(await matchPass(staff.view, staff.filters)).toEqual({ count: staffPass.count, matched: staffPass.matched });
      }),
      { numRuns: 400 },
    );
  });
  it('answers a filter of one range alone from its order as the pass over every row does, whatever the blocks and after any edit', () => {
    const oneRange = fc.oneof(...RANGE_DIMENSIONS.map((dimension) => range({ year: YEARS, miles: MILES, price: PRICES }[dimension]).map((within) => ({ [dimension]: within }))));
    const everyRow = (index: FacetIndex, filters: ActiveFilters) => {
      const { matched, ...rest } = passRows(index, filters, trimFailures(index, filters), true);
      return { ...rest, matched: [...matched] };
    };
    const fromOrder = (index: FacetIndex, filters: ActiveFilters, blockSize: number) => {
      const { matched, ...rest } = rangeOnlyPass(index, filters, blockSize)!;
      return { ...rest, matched: [...matched] };
    };
    const ORDER_OF = { year: 'year_asc', miles: 'miles_asc', price: 'price_asc' } as const;
    fc.assert(
      fc.property(catalogueWithDepartures, oneRange, fc.integer({ min: 1, max: 9 }), car(1000), car(1001), ({ index, staying }, ranges, blockSize, edited, recoloured) => {
        const filters: ActiveFilters = { values: [], ranges };
        for (const view of [index, staffView(index)]) expect(fromOrder(view, filters, blockSize)).toEqual(everyRow(view, filters));
        // An edit that moves a car in the order: its sums are taken anew, never read from the last one's.
        const moved = { ...edited, id: index.ids[0] ?? 1000 };
        const patched = patchFacetIndex(index, { version: index.version + 1, carIds: new Set([moved.id]), rows: [moved], trimFeatures: [] });
        for (const view of [patched, staffView(patched)]) expect(fromOrder(view, filters, blockSize)).toEqual(everyRow(view, filters));
        // An edit that leaves the order as it was (same trim, status and compared values, any other
        // value new): the sums already taken are moved to the edited row.
        const stays = staying.find((row) => row.id !== moved.id);
        if (!stays) return;
        const dimension = RANGE_DIMENSIONS.find((name) => ranges[name])!;
        const { exterior_color_id, spot_id, category_ids, year, mileage, price, has_offer, certified, published } = recoloured;
        const varied = {
          ...stays,
          exterior_color_id,
          spot_id,
          category_ids,
          ...(dimension === 'year' ? {} : { year, has_offer, certified, published }),
          ...(dimension === 'miles' ? {} : { mileage }),
          ...(dimension === 'price' ? {} : { price }),
        };
        const repatched = patchFacetIndex(patched, { version: patched.version + 1, carIds: new Set([varied.id]), rows: [varied], trimFeatures: [] });
        expect(repatched.orders[ORDER_OF[dimension]]).toBe(patched.orders[ORDER_OF[dimension]]);
        for (const view of [repatched, staffView(repatched)]) expect(fromOrder(view, filters, blockSize)).toEqual(everyRow(view, filters));
        // And back: the index before the edit, still answering a request, has its own sums again.
        expect(fromOrder(patched, filters, blockSize)).toEqual(everyRow(patched, filters));
      }),
      { numRuns: 400 },
    );
    expect(rangeOnlyPass(buildFacetIndex(1, [], [], lookups), { values: [], ranges: { year: { min: 2016, max: 2018 } }, offer: 1 })).toBeUndefined();
  });
});

describe('a pass split between threads', () => {
  // Catalogues of up to 200 rows, so that cuts at multiples of 32 fall inside them.
  const larger = cataloguesWithDepartures(200).chain(({ index }) => fc.tuple(fc.constant(index), filtersFor(index), fc.uniqueArray(fc.integer({ min: 1, max: 6 }).map((word) => word * 32), { maxLength: 3 })));
  const plainCounts = ({ matched, ...rest }: ReturnType<typeof passRows>) => ({ ...rest, matched: [...matched] });

  it('joins the counts of rows passed in parts into those of one pass over them all', () => {
    fc.assert(
      fc.property(larger, fc.boolean(), ([index, filters, cuts], counting) => {
        const from = [0, ...cuts.filter((cut) => cut < index.size).sort((a, b) => a - b)];
        const failedByTrim = trimFailures(index, filters);
        const parts = from.map((start, part) => ({ from: start, counts: passRows(index, filters, failedByTrim, counting, { from: start, to: from[part + 1] ?? index.size }) }));
        expect(plainCounts(joinCounts(index.size, parts))).toEqual(plainCounts(passRows(index, filters, failedByTrim, counting)));
      }),
      { numRuns: 300 },
    );
  });

  const threads = new PassThreads(0);
  const oneThread = new PassThreads(Number.POSITIVE_INFINITY);
  afterAll(() => threads.close());

  it('counts and matches as one thread does, with the worker thread passing the later rows', async () => {
    await threads.start();
    await fc.assert(
      fc.asyncProperty(larger, async ([index, { textScores, ...rest }]) => {
        // A search's scores live in shared memory, as the server's do (search-match.ts).
        const filters = { ...rest, textScores: textScores && inSharedMemory(textScores) };
        expect(plain(await runFacetPass(index, filters, threads))).toEqual(plain(await runFacetPass(index, filters, oneThread)));
        expect(await matchPass(index, filters, threads)).toEqual(await matchPass(index, filters, oneThread));
        const staff = { view: staffView(index), filters: { ...filters, statuses: filters.statuses ?? 255 } };
        expect(plain(await runFacetPass(staff.view, staff.filters, threads))).toEqual(referencePass(staff.view, staff.filters));
      }),
      { numRuns: 200 },
    );
    // Passes of one range or of trims alone never reach the rows; the others all did, in part on the worker.
    expect(threads.sharesAnswered).toBeGreaterThan(400);
  }, 60_000);

  it('passes the share of a worker that stops during the pass on this thread', async () => {
    const stopping = new PassThreads(0);
    await stopping.start();
    const [index] = fc.sample(larger, { numRuns: 1, seed: 5 })[0]!;
    // Filters that only a pass over rows answers.
    const filters: ActiveFilters = { values: [], ranges: { price: { min: 600_000, max: 2_000_000 } }, offer: OFFER_FLAG.hasOffer };
    const pass = runFacetPass(index, filters, stopping);
    await stopping.close();
    expect(plain(await pass)).toEqual(plain(await runFacetPass(index, filters, oneThread)));
    expect(stopping.sharesAnswered).toBe(0);
  });

  it('passes every row on this thread when the worker cannot load', async () => {
    const missing = new PassThreads(0, 0.65, 'catalogue/no-such-worker');
    await expect(missing.start()).rejects.toThrow();
    const [index] = fc.sample(larger, { numRuns: 1, seed: 5 })[0]!;
    const filters: ActiveFilters = { values: [], ranges: { price: { min: 600_000, max: 2_000_000 } }, offer: OFFER_FLAG.hasOffer };
    expect(plain(await runFacetPass(index, filters, missing))).toEqual(plain(await runFacetPass(index, filters, oneThread)));
    await expect(missing.start()).rejects.toThrow();
    expect(missing.sharesAnswered).toBe(0);
  });
});
