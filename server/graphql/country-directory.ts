import type { Db } from '../db/client.ts';
import { listCountries, type CountryRecord } from '../db/queries/settings.ts';

/**
 * How long an instance answers the `Country` header from its copy of the countries table. Countries
 * change a few times a year; a change reaches every instance within this time, without a query per request.
 */
export const COUNTRY_CACHE_MS = 10_000;

interface Snapshot {
  byCode: Map<string, CountryRecord>;
  loadedAt: number;
}

// One directory per database handle, like the catalogue: test servers never share countries.
const directories = new WeakMap<Db, () => Promise<Snapshot>>();

function directory(db: Db): () => Promise<Snapshot> {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  const load = () =>
    (loading ??= listCountries(db)
      .then((rows) => (snapshot = { byCode: new Map(rows.map((row) => [row.countryCode, row])), loadedAt: Date.now() }))
      .finally(() => (loading = undefined)));
  // An expired copy is reloaded before answering, so the bound above holds even after a quiet hour.
  return async () => (snapshot && Date.now() - snapshot.loadedAt < COUNTRY_CACHE_MS ? snapshot : load());
}

/** `code` is an upper-case ISO 3166-1 alpha-2 code; undefined when we do not serve it. */
export async function servedCountry(db: Db, code: string): Promise<CountryRecord | undefined> {
  let read = directories.get(db);
  if (!read) {
    read = directory(db);
    directories.set(db, read);
  }
  return (await read()).byCode.get(code);
}
