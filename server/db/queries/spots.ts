import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cities, spots } from '../schema/index.ts';

/** A spot's columns as every query answers them: the catalogue's lookups, sell requests, the wizard's list. */
export const spotColumns = {
  id: spots.id,
  slug: spots.slug,
  name: spots.name,
  address: spots.address,
  latitude: spots.latitude,
  longitude: spots.longitude,
  schedule: spots.schedule,
  phone: spots.phone,
};

/** The company's spots in one country, by name, each with its city: where a seller books an inspection. */
export async function spotsOfCountry(db: Db, countryId: number) {
  const rows = await db
    .select({ ...spotColumns, cityName: cities.name })
    .from(spots)
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(spots.name), asc(spots.id));
  return rows.map(({ cityName, ...spot }) => ({ ...spot, city: { name: cityName } }));
}
