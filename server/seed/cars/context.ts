import { inspectionPointSeeds } from '../data/inspection-points.ts';
import { colorSeeds } from '../data/lookups.ts';
import type { ModelSeed } from '../data/model-types.ts';
import { spotSeeds } from '../data/places.ts';
import type { LookupIds } from '../reference/lookups.ts';
import { idOf } from '../reference/slugged.ts';
import type { TrimChoice } from '../reference/vehicles.ts';
import { CATALOGUE_YEAR } from '../pricing.ts';
import type { ChecklistPointRef } from './findings.ts';

/** Everything drawn from when inventing cars, prepared once per seed run. */
export interface CarContext {
  lookups: LookupIds;
  models: (readonly [ModelSeed, number])[];
  trimsByModelYear: Map<string, TrimChoice[]>;
  exteriorColors: (readonly [string, number])[];
  interiorColors: (readonly [string, number])[];
  spots: (readonly [string, number])[];
  /** The checklist in its written order, so the same seed picks the same points whatever order the database answers in. */
  inspectionChecklist: ChecklistPointRef[];
}

export const modelYearKey = (modelSlug: string, year: number) => `${modelSlug}:${year}`;

/** How common each age is on a used lot: few brand-new cars, most 3 to 8 years old. */
export function ageWeight(age: number): number {
  if (age === 0) return 3;
  if (age <= 3) return 10;
  if (age <= 8) return 9;
  if (age <= 12) return 5;
  return 3;
}

export function buildCarContext(trims: TrimChoice[], lookups: LookupIds): CarContext {
  const trimsByModelYear = new Map<string, TrimChoice[]>();
  const models = new Map<string, ModelSeed>();
  for (const choice of trims) {
    const key = modelYearKey(choice.model.slug, choice.year);
    trimsByModelYear.set(key, [...(trimsByModelYear.get(key) ?? []), choice]);
    models.set(choice.model.slug, choice.model);
  }
  return {
    lookups,
    models: [...models.values()].map((model) => [model, model.popularity] as const),
    trimsByModelYear,
    exteriorColors: colorSeeds.filter((color) => color.body > 0).map((color) => [color.slug, color.body] as const),
    interiorColors: colorSeeds.filter((color) => color.cabin > 0).map((color) => [color.slug, color.cabin] as const),
    spots: spotSeeds.map((spot) => [spot.slug, spot.share] as const),
    inspectionChecklist: inspectionPointSeeds.map(({ slug }) => ({ slug, id: idOf(lookups.inspectionPoints, slug) })),
  };
}

export const catalogueYears = (model: ModelSeed) =>
  Array.from({ length: model.years[1] - model.years[0] + 1 }, (_, index) => model.years[0] + index).filter(
    (year) => year <= CATALOGUE_YEAR,
  );
