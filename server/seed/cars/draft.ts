import type { cars } from '../../db/schema/index.ts';
import { cabinBodyStyle } from '../../media/drawings/interior.ts';
import { type PictureKey, cardPictureWidth, pictureBasePath, pictureUrl } from '../../media/paths.ts';
import { idOf } from '../reference/slugged.ts';
import type { Random } from '../random.ts';
import { CATALOGUE_YEAR, MILES_PER_YEAR, priceBreakdown, usedPrice } from '../pricing.ts';
import { type CarContext, ageWeight, catalogueYears, modelYearKey } from './context.ts';
import { makePlate, makeVin } from './identity.ts';
import { type InspectionDraft, draftInspection } from './inspection.ts';
import { pickCategories } from './categories.ts';
import { pickCountryVersion, pickOffer, pickStatus } from './choices.ts';
import { searchText } from './search-text.ts';

/** Listings are dated before this day, so the same seed always yields the same dates. */
export const CATALOGUE_DATE = Date.UTC(CATALOGUE_YEAR, 10, 1, 12);
const DAY = 86_400_000;

export interface CarDraft {
  car: Omit<typeof cars.$inferInsert, 'id'>;
  inspection: InspectionDraft;
  categorySlugs: string[];
  pictures: { kind: 'main' | 'exterior' | 'interior'; position: number; picture: PictureKey }[];
}

/** Invents car number `serial` (1-based), consistent in every field: age, wear, price and papers. */
export function draftCar(random: Random, context: CarContext, serial: number): CarDraft {
  const model = random.weighted(context.models);
  const year = random.weighted(catalogueYears(model).map((y) => [y, ageWeight(CATALOGUE_YEAR - y)] as const));
  const options = context.trimsByModelYear.get(modelYearKey(model.slug, year)) ?? [];
  const choice = random.weighted(options.map((option) => [option, [5, 4, 2][option.trim.level] ?? 1] as const));
  const age = CATALOGUE_YEAR - year;
  const mileage = age === 0 ? random.int(300, 9000) : Math.round(age * random.between(0.55, 1.35) * MILES_PER_YEAR);
  const status = pickStatus(random, serial);
  const exterior = random.weighted(context.exteriorColors);
  const interior = random.weighted(context.interiorColors);
  // Certification is earned by young, little-driven cars that pass the longer check: about a third of the lot.
  const certified = random.chance(age <= 6 && mileage < 80_000 ? 0.45 : 0.1);
  const fairPrice = usedPrice(choice.basePrice, year, mileage, random.between(0.94, 1.06));
  const offer = pickOffer(random, fairPrice);
  const listingPrice = offer ? offer.price : fairPrice;
  const publishedAt = ['COMING_SOON', 'TO_REVIEW'].includes(status) ? null : new Date(CATALOGUE_DATE - random.int(1, 180) * DAY);
  const inspectedAt = new Date((publishedAt?.getTime() ?? CATALOGUE_DATE) - random.int(2, 20) * DAY);
  const outside = { model: model.slug, bodyStyle: choice.bodyStyle, color: exterior };
  const main: PictureKey = { ...outside, view: 'three-quarter' };
  return {
    car: {
      slug: `${model.slug}-${year}-${serial}`,
      trimId: choice.id,
      modelId: choice.modelId,
      brandId: choice.brandId,
      bodyStyleId: choice.bodyStyleId,
      year,
      exteriorColorId: idOf(context.lookups.colors, exterior),
      interiorColorId: idOf(context.lookups.colors, interior),
      spotId: idOf(context.lookups.spots, random.weighted(context.spots)),
      countryVersionId: idOf(context.lookups.countryVersions, pickCountryVersion(random, choice.brand.wmi)),
      status,
      sellerType: random.chance(0.85) ? 'SPOT' : 'DEALER',
      certified,
      mileage,
      vin: makeVin(random, choice.brand.wmi, year, serial),
      licensePlate: makePlate(choice.bodyStyle, serial),
      keysCount: random.chance(0.7) ? 2 : 1,
      ownersCount: Math.min(3, 1 + Math.floor(random.between(0, age / 4 + 0.5))),
      mainPicture: pictureUrl(pictureBasePath(main), cardPictureWidth),
      listingPrice,
      basePrice: listingPrice,
      ...priceBreakdown(listingPrice),
      hasOffer: offer !== undefined,
      offerLabel: offer?.label ?? null,
      offerLabelTranslations: offer?.labelTranslations ?? null,
      offerBackgroundColor: offer?.backgroundColor ?? null,
      offerTextColor: offer?.textColor ?? null,
      offerDiscount: offer?.discount ?? null,
      offerOriginalPrice: offer ? fairPrice : null,
      offerDiscountPercentage: offer?.percentage ?? null,
      titleChecked: certified || random.chance(0.85),
      noOppositionChecked: certified || random.chance(0.8),
      searchText: searchText({ brand: choice.brand.name, model: model.name, trim: choice.trim.name, year, bodyStyle: choice.bodyStyle, color: exterior, fuel: choice.trim.fuel }),
      publishedAt,
    },
    inspection: draftInspection(random, choice, inspectedAt, context.inspectionChecklist),
    categorySlugs: pickCategories(model.categories, listingPrice),
    pictures: [
      { kind: 'main', position: 0, picture: main },
      { kind: 'exterior', position: 0, picture: { ...outside, view: 'side' } },
      { kind: 'exterior', position: 1, picture: { ...outside, view: 'front' } },
      { kind: 'exterior', position: 2, picture: { ...outside, view: 'rear' } },
      { kind: 'interior', position: 0, picture: { bodyStyle: cabinBodyStyle(choice.bodyStyle), color: interior, view: 'interior' } },
    ],
  };
}
