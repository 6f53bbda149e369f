import type { YogaInitialContext } from 'graphql-yoga';
import type { Db } from '../db/client.ts';
import type { CountryRecord } from '../db/queries/settings.ts';
import { servedCountry } from './country-directory.ts';
import { domainError } from './errors.ts';

/** What every resolver receives. */
export interface GraphQLContext {
  db: Db;
  /** The country named by the `Country` header, already known to exist. */
  country: CountryRecord;
  /** The raw `Authorization` header; empty for an anonymous request. */
  authorization: string;
}

// CONTRACT.md: a request that names no country is about the Dominican Republic.
const DEFAULT_COUNTRY_CODE = 'DO';

async function countryOf(db: Db, header: string | null): Promise<CountryRecord> {
  const code = (header ?? '').trim().toUpperCase() || DEFAULT_COUNTRY_CODE;
  // A value that cannot be an ISO code is refused without asking the database.
  const country = /^[A-Z]{2}$/.test(code) ? await servedCountry(db, code) : undefined;
  if (!country) throw domainError('UNKNOWN_COUNTRY', 'We do not serve the country named in the Country header.');
  return country;
}

export function contextFactory(db: Db) {
  return async ({ request }: YogaInitialContext): Promise<GraphQLContext> => ({
    db,
    country: await countryOf(db, request.headers.get('country')),
    authorization: request.headers.get('authorization')?.trim() ?? '',
  });
}
