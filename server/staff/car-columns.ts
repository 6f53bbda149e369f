import type { CarDescription, CarInspectionReport } from '../../common/validation/car-editor.ts';
import type { InspectionColumns, NewCarRow, PictureColumns, TrimForCar } from '../db/queries/car-editor.ts';
import { cabinBodyStyle } from '../media/drawings/interior.ts';
import { type PictureKey, cardPictureWidth, largestPicture, pictureBasePath, pictureUrl, pictureWidths } from '../media/paths.ts';
import { pickCategories } from '../seed/cars/categories.ts';
import { searchText } from '../seed/cars/search-text.ts';
import { modelSeeds } from '../seed/data/models.ts';
import { priceBreakdown } from '../seed/pricing.ts';

/** The ids the description's slugs named, once each was found. */
export interface ResolvedLookups {
  trim: TrimForCar;
  exteriorColorId: number;
  interiorColorId: number;
  spotId: number;
  countryVersionId: number | null;
}

const percentOff = (original: number, price: number) => Math.round(((original - price) / original) * 10_000) / 100;

/**
 * A car's columns from its description, by the rules every listed car follows: the trim's model,
 * brand, year and body style copied, the costs beside the price (seed/pricing.ts), the offer's
 * discount measured from its original price, the search words and the card picture of its drawing.
 */
export function carColumns(description: CarDescription, lookups: ResolvedLookups): Omit<NewCarRow, 'slug' | 'status' | 'publishedAt'> {
  const { vehicle, sale, papers } = description;
  const { trim } = lookups;
  const offer = sale.offer;
  return {
    trimId: trim.id,
    modelId: trim.modelId,
    brandId: trim.brandId,
    bodyStyleId: trim.bodyStyleId,
    year: trim.year,
    exteriorColorId: lookups.exteriorColorId,
    interiorColorId: lookups.interiorColorId,
    spotId: lookups.spotId,
    countryVersionId: lookups.countryVersionId,
    sellerType: sale.sellerType,
    certified: sale.certified,
    mileage: sale.mileage,
    vin: sale.vin,
    licensePlate: sale.licensePlate,
    keysCount: sale.keys,
    ownersCount: sale.owners,
    mainPicture: pictureUrl(pictureBasePath(mainPictureOf(trim, vehicle.exteriorColor)), cardPictureWidth),
    listingPrice: sale.price,
    basePrice: sale.price,
    ...priceBreakdown(sale.price),
    hasOffer: offer !== null,
    offerLabel: offer?.labelEs ?? null,
    offerLabelTranslations: offer ? { es: offer.labelEs, en: offer.labelEn } : null,
    offerBackgroundColor: offer?.backgroundColor ?? null,
    offerTextColor: offer?.textColor ?? null,
    offerDiscount: offer ? offer.originalPrice - sale.price : null,
    offerOriginalPrice: offer?.originalPrice ?? null,
    offerDiscountPercentage: offer ? percentOff(offer.originalPrice, sale.price) : null,
    titleChecked: papers.titleChecked,
    noOppositionChecked: papers.noOppositionChecked,
    searchText: searchText({ brand: trim.brandName, model: trim.modelName, trim: trim.name, year: trim.year, bodyStyle: trim.bodyStyleSlug, color: vehicle.exteriorColor, fuel: trim.fuelSlug }),
  };
}

const mainPictureOf = (trim: TrimForCar, color: string): PictureKey => ({ model: trim.modelSlug, bodyStyle: trim.bodyStyleSlug, color, view: 'three-quarter' });

/** The drawn pictures the seed gives every car (seed/cars/draft.ts): drawn on first request from model, body style and paint. */
export function drawnPictures(trim: TrimForCar, vehicle: CarDescription['vehicle']): PictureColumns[] {
  const outside = { model: trim.modelSlug, bodyStyle: trim.bodyStyleSlug, color: vehicle.exteriorColor };
  const keys: [PictureColumns['kind'], number, PictureKey][] = [
    ['main', 0, mainPictureOf(trim, vehicle.exteriorColor)],
    ['exterior', 0, { ...outside, view: 'side' }],
    ['exterior', 1, { ...outside, view: 'front' }],
    ['exterior', 2, { ...outside, view: 'rear' }],
    ['interior', 0, { bodyStyle: cabinBodyStyle(trim.bodyStyleSlug), color: vehicle.interiorColor, view: 'interior' }],
  ];
  return keys.map(([kind, position, key]) => ({ kind, position, basePath: pictureBasePath(key), widths: pictureWidths, ...largestPicture }));
}

/** The model's usual categories (its seed entry) with economy or luxury by price, as the seed chooses them. */
export const categorySlugsOf = (modelSlug: string, price: number): string[] =>
  pickCategories(modelSeeds.find((model) => model.slug === modelSlug)?.categories ?? [], price);

/** The report's row: the day at noon in Santo Domingo, each wheel's figures, and a score the findings take points from. */
export function inspectionColumns(report: CarInspectionReport): InspectionColumns {
  const wheel = (position: string) => report.wheels.find((entry) => entry.position === position)!;
  const attention = report.findings.filter((finding) => finding.result === 'attention').length;
  return {
    inspectedAt: new Date(`${report.inspectedAt}T16:00:00Z`),
    score: Math.max(0, 100 - attention * 4 - (report.findings.length - attention)),
    treadLeftFrontMm: wheel('LEFT_FRONT').treadDepthMm,
    treadRightFrontMm: wheel('RIGHT_FRONT').treadDepthMm,
    treadLeftBackMm: wheel('LEFT_BACK').treadDepthMm,
    treadRightBackMm: wheel('RIGHT_BACK').treadDepthMm,
    brakeLeftFrontMm: wheel('LEFT_FRONT').brakePadMm,
    brakeRightFrontMm: wheel('RIGHT_FRONT').brakePadMm,
    brakeLeftBackMm: wheel('LEFT_BACK').brakePadMm,
    brakeRightBackMm: wheel('RIGHT_BACK').brakePadMm,
  };
}
