import { limitMutation } from '../../abuse/limit-mutation.ts';
import { anonymousCarQuestionSchema, carQuestionSchema } from '../../../common/validation/car-question.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import { carRecords } from '../../catalogue/car-record.ts';
import { parseListingRequest } from '../../catalogue/listing-request.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import { publicCarBySlug } from '../../db/queries/cars.ts';
import { insertCarQuestion, isListedCar } from '../../db/queries/leads.ts';
import { userById } from '../../db/queries/users.ts';
import { notFound } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';


export const catalogueResolvers: Resolvers = {
  Query: {
    async getListingCars(_parent, { filter }, { db }) {
      const catalogue = catalogueFor(db);
      const listing = await catalogue.list(parseListingRequest(filter));
      return { ...listing, cars: carRecords(await catalogue.carsInOrder(listing.carIds), listing.lookups) };
    },
    async getCar(_parent, { slug }, { db }) {
      // Hidden statuses answer like unknown slugs, so their existence does not leak.
      const car = slug.length <= 200 ? await publicCarBySlug(db, slug) : undefined;
      if (!car) throw notFound('No car is listed with this slug.');
      const [record] = carRecords([car], (await catalogueFor(db).index()).lookups);
      return record!;
    },
  },
  Mutation: {
    async askCarQuestion(_parent, { input }, context) {
      const { db, country, viewer } = context;
      // Without a session, the e-mail or WhatsApp number left here is the only way to answer.
      const schema = viewer ? carQuestionSchema : anonymousCarQuestionSchema;
      const { carId: rawCarId, email, phone, question } = parseInput(schema, input, 'The question is invalid.');
      await limitMutation(context, 'askCarQuestion', { email, phone });
      const carId = carIdOf(rawCarId);
      if (carId === undefined || !(await isListedCar(db, carId))) throw notFound('No car is listed with this id.');
      // A signed-in asker who left no contact is answered at their account's address.
      const replyTo = email ?? (viewer && !phone ? (await userById(db, viewer.userId))?.email : undefined);
      return insertCarQuestion(db, { carId, countryId: country.id, question, email: replyTo ?? undefined, phone });
    },
  },
};
