import type { Db } from '../../db/client.ts';
import {
  bodyStyles,
  categories,
  cities,
  colors,
  countryVersions,
  driveTrains,
  features,
  fuelTypes,
  spots,
  transmissions,
} from '../../db/schema/index.ts';
import { bodyStyleSeeds, categorySeeds, colorSeeds, countryVersionSeeds, driveTrainSeeds, fuelTypeSeeds, transmissionSeeds } from '../data/lookups.ts';
import { featureSeeds } from '../data/features.ts';
import { citySeeds, spotSeeds } from '../data/places.ts';
import { seedChecklist } from './checklist.ts';
import { idOf, insertBySlug } from './slugged.ts';

/** Slug → id for every lookup the car generator refers to. */
export interface LookupIds {
  bodyStyles: Map<string, number>;
  fuelTypes: Map<string, number>;
  driveTrains: Map<string, number>;
  transmissions: Map<string, number>;
  countryVersions: Map<string, number>;
  colors: Map<string, number>;
  categories: Map<string, number>;
  features: Map<string, number>;
  spots: Map<string, number>;
  inspectionPoints: Map<string, number>;
}

const withoutWeights = <Row extends { body: number; cabin: number }>({ body: _body, cabin: _cabin, ...color }: Row) => color;

/** Every lookup but the checklist: these are only ever completed, never rewritten. */
export async function seedVehicleLookups(db: Db, countryIds: Map<string, number>): Promise<Omit<LookupIds, 'inspectionPoints'>> {
  const cityRows = citySeeds.map(({ countryCode, ...city }) => ({ ...city, countryId: idOf(countryIds, countryCode) }));
  const cityIds = await insertBySlug(db, cities, cityRows);
  const spotRows = spotSeeds.map(({ city, share: _share, ...spot }) => ({ ...spot, cityId: idOf(cityIds, city) }));
  return {
    bodyStyles: await insertBySlug(db, bodyStyles, bodyStyleSeeds),
    fuelTypes: await insertBySlug(db, fuelTypes, fuelTypeSeeds),
    driveTrains: await insertBySlug(db, driveTrains, driveTrainSeeds),
    transmissions: await insertBySlug(db, transmissions, transmissionSeeds),
    countryVersions: await insertBySlug(db, countryVersions, countryVersionSeeds),
    colors: await insertBySlug(db, colors, colorSeeds.map(withoutWeights)),
    categories: await insertBySlug(db, categories, categorySeeds),
    features: await insertBySlug(db, features, featureSeeds.map(({ level: _level, ...feature }) => feature)),
    spots: await insertBySlug(db, spots, spotRows),
  };
}

export async function seedLookups(db: Db, countryIds: Map<string, number>): Promise<LookupIds> {
  return { ...(await seedVehicleLookups(db, countryIds)), inspectionPoints: await seedChecklist(db) };
}
