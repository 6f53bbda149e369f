import { bodyStyleSeeds, colorSeeds, fuelTypeSeeds } from '../data/lookups.ts';

const names = (seeds: { slug: string; nameTranslations: { en: string; es: string } }[]) =>
  new Map(seeds.map((seed) => [seed.slug, `${seed.nameTranslations.es} ${seed.nameTranslations.en}`]));
const bodyStyleNames = names(bodyStyleSeeds);
const colorNames = names(colorSeeds);
const fuelNames = names(fuelTypeSeeds);

/** Lowercase, without accents, only letters, digits and single spaces: how search queries are normalised too. */
export const normaliseSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface SearchableCar {
  brand: string;
  model: string;
  trim: string;
  year: number;
  bodyStyle: string;
  color: string;
  fuel: string;
}

/** What a visitor may type to find this car, in either language. */
export function searchText(car: SearchableCar): string {
  const words = [car.brand, car.model, car.trim, String(car.year), bodyStyleNames.get(car.bodyStyle), colorNames.get(car.color), fuelNames.get(car.fuel)];
  return normaliseSearch(words.filter(Boolean).join(' '));
}
