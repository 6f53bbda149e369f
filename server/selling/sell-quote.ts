import { latestModelYear, SELL_LIMITS, type SellQuoteCar, yearAt } from '../../common/validation/selling.ts';
import type { Db } from '../db/client.ts';
import { brandAndModelBySlugs, modelTrims, type SellTrimRow } from '../db/queries/sell-catalog.ts';
import { listedCarsOfModel } from '../db/queries/sell-comparables.ts';
import { InvalidInput } from '../domain-errors.ts';
import { marketValueOf, type ModelYear } from './market-value.ts';
import { type QuoteFigures, quoteFigures } from './quote-figures.ts';

const unknown = (fields: string[], message: string) => new InvalidInput(fields.map((field) => ({ field, message: 'unknown' })), message);

/** Each year's average price new over its trims: the reference for a seller who does not know the trim. */
function modelYears(trims: readonly SellTrimRow[]): ModelYear[] {
  const byYear = new Map<number, number[]>();
  for (const trim of trims) {
    const prices = byYear.get(trim.year) ?? [];
    prices.push(trim.newPrice);
    byYear.set(trim.year, prices);
  }
  return [...byYear].map(([year, prices]) => ({ year, newPrice: prices.reduce((sum, price) => sum + price, 0) / prices.length }));
}

/** The catalogue rows a seller's slugs name; no trim for "no sé". */
export interface IdentifiedCar {
  brandId: number;
  brandName: string;
  modelId: number;
  modelName: string;
  trimId: number | undefined;
}

/** The instant quote for a car described by catalogue slugs; see quotedCar. */
export async function sellQuote(db: Db, car: SellQuoteCar, now: Date): Promise<QuoteFigures> {
  return (await quotedCar(db, car, now)).figures;
}

/**
 * The catalogue rows of a car described by slugs (checked beforehand by the shared schema) and its
 * instant quote. A brand, model, year or trim the catalogue does not offer is InvalidInput naming it.
 * The chosen trim moves the model year's value by its price new against the year's average.
 */
export async function quotedCar(db: Db, car: SellQuoteCar, now: Date): Promise<{ ids: IdentifiedCar; figures: QuoteFigures }> {
  const { brand, model } = await brandAndModelBySlugs(db, car.brand, car.model);
  if (!brand) throw unknown(model ? ['brand'] : ['brand', 'model'], 'No brand has this slug.');
  if (!model || model.brandId !== brand.id) throw unknown(['model'], 'The brand has no model with this slug.');
  const [trims, cars] = await Promise.all([modelTrims(db, model.id, { from: SELL_LIMITS.minYear, to: latestModelYear(now) }), listedCarsOfModel(db, model.id)]);
  const yearTrims = trims.filter((trim) => trim.year === car.year);
  if (yearTrims.length === 0) throw unknown(['year'], 'The model has no trims of this year.');
  const trim = car.trim === undefined ? undefined : yearTrims.find((candidate) => candidate.slug === car.trim);
  if (car.trim !== undefined && !trim) throw unknown(['trim'], 'The model has no trim with this slug in this year.');
  const years = modelYears(trims);
  const { value, evidence } = marketValueOf(car, years, cars, yearAt(now));
  const yearNewPrice = years.find((modelYear) => modelYear.year === car.year)!.newPrice;
  const figures = quoteFigures(trim ? (value * trim.newPrice) / yearNewPrice : value, evidence);
  return { ids: { brandId: brand.id, brandName: brand.name, modelId: model.id, modelName: model.name, trimId: trim?.id }, figures };
}
