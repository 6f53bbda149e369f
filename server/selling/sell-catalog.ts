import { latestModelYear, SELL_LIMITS } from '../../common/validation/selling.ts';
import type { Db } from '../db/client.ts';
import { sellCatalogRows, type SellModelRow, type SellTrimRow } from '../db/queries/sell-catalog.ts';

/** A trim as a Lookup of the SDL; trims have no translated names. */
interface TrimLookup {
  slug: string;
  name: string;
  nameTranslations: null;
}
export interface SellCatalogModel {
  slug: string;
  name: string;
  years: number[];
  trims: TrimLookup[];
  trimsByYear: { year: number; trims: TrimLookup[] }[];
}
export interface SellCatalog {
  brands: { slug: string; name: string; models: SellCatalogModel[] }[];
}

// Names sort as a Spanish reader expects, the same on PGlite and PostgreSQL whatever their collation.
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name);

const lookup = (trim: SellTrimRow): TrimLookup => ({ slug: trim.slug, name: trim.name, nameTranslations: null });

/** Years newest first, each with its trims in the order given (cheapest first). */
function describeModel(model: SellModelRow, trims: readonly SellTrimRow[]): SellCatalogModel {
  const years = [...new Set(trims.map((trim) => trim.year))].sort((a, b) => b - a);
  const trimsByYear = years.map((year) => ({ year, trims: trims.filter((trim) => trim.year === year).map(lookup) }));
  return { slug: model.slug, name: model.name, years, trims: trimsByYear.flatMap((entry) => entry.trims), trimsByYear };
}

/**
 * Every brand and model the catalogue knows, with or without cars on sale, sorted by name, with the
 * years a seller may pick (2000 to next year's models) and each year's trims. A model with no trim
 * in those years is still listed, with no years: the wizard says it has nothing to offer for it.
 */
export async function sellCatalog(db: Db, now: Date): Promise<SellCatalog> {
  const rows = await sellCatalogRows(db, { from: SELL_LIMITS.minYear, to: latestModelYear(now) });
  const trimsByModel = new Map<number, SellTrimRow[]>();
  for (const { modelId, ...trim } of rows.trims) {
    const trims = trimsByModel.get(modelId) ?? [];
    trims.push(trim);
    trimsByModel.set(modelId, trims);
  }
  const modelsOf = (brandId: number) =>
    rows.models
      .filter((model) => model.brandId === brandId)
      .sort(byName)
      .map((model) => describeModel(model, trimsByModel.get(model.id) ?? []));
  return { brands: [...rows.brands].sort(byName).map((brand) => ({ slug: brand.slug, name: brand.name, models: modelsOf(brand.id) })) };
}
