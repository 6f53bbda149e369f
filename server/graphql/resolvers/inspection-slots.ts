import { inspectionSlotsSchema } from '../../../common/validation/selling-slots.ts';
import { spotIdOf } from '../../catalogue/car-id.ts';
import { spotsOfCountry } from '../../db/queries/spots.ts';
import { inspectionHours } from '../../selling/inspection-schedule.ts';
import { inspectionSlots } from '../../selling/inspection-slots.ts';
import { notFound } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';

export const inspectionSlotsResolvers: Resolvers = {
  // Every spot works the same hours today; the field lets a spot have its own without a client change.
  Spot: { inspectionHours: () => inspectionHours() },
  Query: {
    getInspectionSpots: (_parent, _args, { db, country }) => spotsOfCountry(db, country.id),
    async getInspectionSlots(_parent, { input }, { db, auth }) {
      const { range, spotId: rawSpotId } = parseInput(inspectionSlotsSchema, input, 'The slot request is invalid.');
      const spotId = spotIdOf(rawSpotId);
      const slots = spotId === undefined ? undefined : await inspectionSlots(db, { spotId, ...range }, auth.now());
      if (!slots) throw notFound('No spot has this id.');
      return slots;
    },
  },
};
