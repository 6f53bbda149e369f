import { carLoaders } from '../../catalogue/car-loaders.ts';
import { rowOf } from '../../catalogue/lookup-table.ts';
import { carStatus, isListed } from '../../catalogue/public-statuses.ts';
import { RELATED_LIMIT, relatedCarIds } from '../../catalogue/related-cars.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import { carRecords } from '../../catalogue/car-record.ts';
import type { Resolvers } from '../generated/resolvers.ts';

export const carResolvers: Resolvers = {
  Car: {
    title: ({ lookups, brandId, modelId, year }) => `${rowOf(lookups.brand, brandId).name} ${rowOf(lookups.carModel, modelId).name} ${year}`,
    keys: (car) => car.keysCount,
    owners: (car) => car.ownersCount,
    status: (car) => carStatus(car.status),
    priceInfo: (car) => ({
      monthlyPrice: car.monthlyPrice,
      basePrice: car.basePrice,
      fee: car.fee,
      licensePlate: car.licensePlateFee,
      transfer: car.transferFee,
      warranty: car.warrantyPrice,
    }),
    offerData: (car) => ({
      hasOffer: car.hasOffer,
      label: car.offerLabel,
      labelTranslations: car.offerLabelTranslations,
      backgroundColor: car.offerBackgroundColor,
      textColor: car.offerTextColor,
      discount: car.offerDiscount,
      originalPrice: car.offerOriginalPrice,
      discountPercentage: car.offerDiscountPercentage,
    }),
    papers: (car) => ({ titleChecked: car.titleChecked, noOppositionChecked: car.noOppositionChecked }),
    version: (car) => ({ name: car.trim.name, alias: car.trim.alias }),
    specs: ({ trim }) => trim,
    brand: (car) => rowOf(car.lookups.brand, car.brandId),
    carModel: (car) => rowOf(car.lookups.carModel, car.modelId),
    countryVersion: (car) => (car.countryVersionId ? rowOf(car.lookups.countryVersion, car.countryVersionId) : null),
    curboSpot: (car) => rowOf(car.lookups.curboSpot, car.spotId),
    bodyStyle: (car) => rowOf(car.lookups.bodyStyle, car.bodyStyleId),
    fuelType: (car) => rowOf(car.lookups.fuelType, car.trim.fuelTypeId),
    transmission: (car) => rowOf(car.lookups.transmission, car.trim.transmissionId),
    driveTrain: (car) => rowOf(car.lookups.driveTrain, car.trim.driveTrainId),
    exteriorColor: (car) => rowOf(car.lookups.color, car.exteriorColorId),
    interiorColor: (car) => rowOf(car.lookups.color, car.interiorColorId),
    async categories(car, _args, context) {
      const ids = await carLoaders(context).categoryIds(car.id);
      return car.lookups.categories.rows.filter((row) => ids?.includes(row.id));
    },
    async features(car, _args, context) {
      const ids = await carLoaders(context).featureIds(car.trimId);
      return car.lookups.features.rows.filter((row) => ids?.includes(row.id));
    },
    pictures: async (car, _args, context) => (await carLoaders(context).pictures(car.id)) ?? [],
    inspection: async (car, _args, context) => (await carLoaders(context).inspection(car.id)) ?? null,
    reserved: async (car, _args, context) => (await carLoaders(context).reserved(car.id)) ?? false,
    async relatedCars(car, { limit }, context) {
      const index = await catalogueFor(context.db).index();
      const ids = relatedCarIds(index, car, Math.min(RELATED_LIMIT.max, Math.max(0, limit ?? RELATED_LIMIT.default)));
      const loader = carLoaders(context).car;
      // The index may predate a car being hidden; its row, read now, has the last word.
      const rows = (await Promise.all(ids.map((id) => loader(id)))).flatMap((row) => (row && isListed(row) ? [row] : []));
      return carRecords(rows, index.lookups);
    },
  },
};
