import { searchTokens } from '../../../common/search-text.ts';
import { bodyStyleSeeds, colorSeeds, fuelTypeSeeds } from '../data/lookups.ts';

const names = (seeds: { slug: string; nameTranslations: { en: string; es: string } }[]) =>
  new Map(seeds.map((seed) => [seed.slug, `${seed.nameTranslations.es} ${seed.nameTranslations.en}`]));
const bodyStyleNames = names(bodyStyleSeeds);
const colorNames = names(colorSeeds);
const fuelNames = names(fuelTypeSeeds);

/**
 * The words of `text` exactly as the API normalises a query (common/search-text.ts), plus the
 * parts of each hyphenated name, so 'CR-V' is found as 'crv', 'cr-v' and 'cr v' alike.
 */
export function searchWords(text: string): string {
  const joinedOrSplit = text.split(/\s+/).filter((word) => /[-/]/.test(word)).flatMap((word) => searchTokens(word.replace(/[-/]/g, ' ')));
  return [...new Set([...searchTokens(text), ...joinedOrSplit])].join(' ');
}

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
  return searchWords(words.filter(Boolean).join(' '));
}
