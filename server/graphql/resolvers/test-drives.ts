import { limitMutation } from '../../abuse/limit-mutation.ts';
import { scheduleTestDriveSchema, testDriveSlotsSchema } from '../../../common/validation/test-drive.ts';
import { archiveTestDrive, cancelTestDrive, restoreTestDrive } from '../../buying/test-drives/change-test-drive.ts';
import { ownTestDrives, storedTestDrive } from '../../buying/test-drives/own-test-drives.ts';
import { scheduleTestDrive } from '../../buying/test-drives/schedule-test-drive.ts';
import { testDriveSlots } from '../../buying/test-drives/test-drive-slots.ts';
import { carRecords } from '../../catalogue/car-record.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import { carsInOrder } from '../../db/queries/cars.ts';
import type { TestDriveView } from '../../db/queries/test-drives.ts';
import { localeOf } from '../../mail/account-mails.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toTestDrive } from '../test-drive-payload.ts';

/** The drives as the API answers them, their cars loaded in one query like a listing's. */
async function testDrivesOf({ db, auth }: GraphQLContext, views: TestDriveView[]): Promise<ResolversTypes['TestDrive'][]> {
  if (views.length === 0) return [];
  const carIds = [...new Set(views.map((view) => view.drive.carId))];
  const cars = new Map(carRecords(await carsInOrder(db, carIds), (await catalogueFor(db).index()).lookups).map((car) => [car.id, car]));
  const now = auth.now();
  return views.map((view) => {
    const car = cars.get(view.drive.carId);
    if (!car) throw new Error(`The car ${view.drive.carId} of test drive ${view.drive.id} was not found`);
    return toTestDrive(view, { car, now, publicUrl: auth.publicUrl });
  });
}

async function testDriveOf(context: GraphQLContext, id: string): Promise<ResolversTypes['TestDrive']> {
  const [drive] = await testDrivesOf(context, [await storedTestDrive(context.db, id)]);
  return drive!;
}

export const testDrivesResolvers: Resolvers = {
  Query: {
    async getTestDriveSlots(_parent, { input }, { db, auth, viewer }) {
      const { carId, range } = parseInput(testDriveSlotsSchema, input, 'The slot request is invalid.');
      return testDriveSlots(db, { carId, ...range }, viewer?.userId ?? null, auth.now());
    },
    async selfTestDrives(_parent, _args, context) {
      const { userId } = requireViewer(context);
      return testDrivesOf(context, await ownTestDrives(context.db, userId));
    },
  },
  Mutation: {
    async scheduleTestDrive(_parent, { input }, context) {
      const { db, auth, viewer, country } = context;
      const drive = parseInput(scheduleTestDriveSchema, input, 'The test drive is invalid.');
      await limitMutation(context, 'scheduleTestDrive', { email: drive.person.email });
      const origin = { userId: viewer?.userId ?? null, countryId: country.id, locale: localeOf(input.locale), publicUrl: auth.publicUrl, now: auth.now(), classified: auth.classified };
      return testDriveOf(context, await scheduleTestDrive(db, drive, origin));
    },
    async cancelTestDrive(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'cancelTestDrive');
      await cancelTestDrive(context.db, userId, input.id, context.auth.now());
      return testDriveOf(context, input.id);
    },
    async archiveTestDrive(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'archiveTestDrive');
      await archiveTestDrive(context.db, userId, input.id, context.auth.now());
      return testDriveOf(context, input.id);
    },
    async restoreTestDrive(_parent, { input }, context) {
      const { userId } = requireViewer(context);
      await limitMutation(context, 'restoreTestDrive');
      await restoreTestDrive(context.db, userId, input.id);
      return testDriveOf(context, input.id);
    },
  },
};
