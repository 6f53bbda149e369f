import { createCarSchema, updateCarSchema } from '../../../common/validation/car-editor.ts';
import { limitMutation } from '../../abuse/limit-mutation.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import { AREA_NAMES } from '../../catalogue/inspection-report.ts';
import type { Db } from '../../db/client.ts';
import { trimDetails } from '../../db/queries/car-editor.ts';
import { checklistPoints } from '../../db/queries/cars-detail.ts';
import { loadCarLookups } from '../../db/queries/cars-lookups.ts';
import { carDescription } from '../../staff/car-description.ts';
import { sellInspectionSchema } from '../../../common/validation/sell-inspection.ts';
import { recordSellInspection } from '../../selling/sell-inspection.ts';
import { listSellRequestCar } from '../../selling/sell-request-car.ts';
import { createCar, updateCarDescription } from '../../staff/car-editor.ts';
import { notFound } from '../errors.ts';
import type { ChecklistArea, Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { requireStaff } from '../staff-access.ts';
import { carOf, sellRequestOf } from './staff.ts';

async function checklistAreas(db: Db): Promise<ChecklistArea[]> {
  const areas = new Map<string, ChecklistArea>();
  for (const point of await checklistPoints(db)) {
    const names = AREA_NAMES[point.area];
    const area: ChecklistArea = areas.get(point.area) ?? { slug: point.area, name: names.es, nameTranslations: names, points: [] };
    areas.set(point.area, area);
    area.points.push({ slug: point.slug, name: point.name, nameTranslations: point.nameTranslations });
  }
  return [...areas.values()];
}

/** The console's car editor (staff.graphql): its options, a car's values, the two changes, and the ones that feed it from sell requests. */
export const staffCarEditorResolvers: Resolvers = {
  Query: {
    async staffTrim(_parent, { slug }, context) {
      await requireStaff(context, 'staffTrim');
      const found = await trimDetails(context.db, slug);
      if (!found) throw notFound('No trim has this slug.');
      const { trim, ...lookups } = found;
      return { slug: trim.slug, name: trim.name, alias: trim.alias, specs: trim, ...lookups };
    },
    async staffCarOptions(_parent, _args, context) {
      await requireStaff(context, 'staffCarOptions');
      // Reference tables only: nobody's personal data, so no audit entry (SECURITY.md row 11).
      const [lookups, inspectionAreas] = await Promise.all([loadCarLookups(context.db), checklistAreas(context.db)]);
      return { colors: lookups.colors, spots: lookups.spots.map((spot) => ({ ...spot, id: String(spot.id) })), countryVersions: lookups.countryVersions, inspectionAreas };
    },
    async staffCarForm(_parent, { carId }, context) {
      await requireStaff(context, 'staffCarForm');
      const id = carIdOf(carId);
      const found = id === undefined ? undefined : await carDescription(context.db, id);
      if (!found) throw notFound('No car has this id.');
      return { carId, status: found.status, title: found.title, ...found.description };
    },
  },
  Mutation: {
    async createCar(_parent, { input }, context) {
      const actor = await requireStaff(context, 'createCar');
      await limitMutation(context, 'createCar');
      const values = parseInput(createCarSchema, input, 'The car is invalid.');
      return carOf(context.db, await createCar(context.db, actor, values));
    },
    async updateCar(_parent, { input }, context) {
      const actor = await requireStaff(context, 'updateCar');
      await limitMutation(context, 'updateCar');
      const { carId, ...description } = parseInput(updateCarSchema, input, 'The car is invalid.');
      await updateCarDescription(context.db, actor, Number(carId), description);
      return carOf(context.db, carId);
    },
    async listSellRequestCar(_parent, { input }, context) {
      const actor = await requireStaff(context, 'listSellRequestCar');
      await limitMutation(context, 'listSellRequestCar');
      return carOf(context.db, await listSellRequestCar(context.db, actor, input.sellRequestId));
    },
    async recordSellInspection(_parent, { input }, context) {
      const actor = await requireStaff(context, 'recordSellInspection');
      await limitMutation(context, 'recordSellInspection');
      const values = parseInput(sellInspectionSchema, input, 'The inspection report is invalid.');
      await recordSellInspection(context.db, actor, values);
      return sellRequestOf(context.db, values.sellRequestId);
    },
  },
};
