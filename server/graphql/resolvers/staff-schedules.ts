import { limitMutation } from '../../abuse/limit-mutation.ts';
import { bookingRefSchema, closureRefSchema, rescheduleBookingSchema, spotCapacitySchema, spotClosureSchema, staffScheduleSchema } from '../../../common/validation/schedules.ts';
import type { Db } from '../../db/client.ts';
import { spotCapacityRow } from '../../db/queries/spot-closures.ts';
import { rolesOf } from '../../db/queries/staff-roles.ts';
import { confirmBooking, markAttendance, rescheduleBooking } from '../../staff/booking-changes.ts';
import { addSpotClosure, removeSpotClosure, setSpotCapacity } from '../../staff/spot-closures.ts';
import { bookingById, type StaffBooking, staffSchedule, visibleKinds } from '../../staff/staff-schedule.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { requireStaff } from '../staff-access.ts';

async function bookingOf(db: Db, bookingId: string, now: Date): Promise<StaffBooking> {
  const booking = await bookingById(db, bookingId, now);
  if (!booking) throw new Error(`The booking ${bookingId} vanished after a change`);
  return booking;
}

/** The console's schedules (issue 18 §4): a spot's calendar, its bookings' changes, capacity and closures. */
export const staffSchedulesResolvers: Resolvers = {
  Query: {
    async staffSchedule(_parent, args, context) {
      const actor = await requireStaff(context, 'staffSchedule');
      const request = parseInput(staffScheduleSchema, args, 'The calendar request is invalid.');
      const kinds = visibleKinds(await rolesOf(context.db, actor.userId!));
      return staffSchedule(context.db, actor, { spotId: Number(request.spotId), from: request.from, to: request.to, kinds, now: context.auth.now() });
    },
  },
  Mutation: {
    async confirmBooking(_parent, { input }, context) {
      const actor = await requireStaff(context, 'confirmBooking');
      await limitMutation(context, 'confirmBooking');
      const { bookingId } = parseInput(bookingRefSchema, input, 'The booking is invalid.');
      await confirmBooking(context.db, actor, bookingId, context.auth.now());
      return bookingOf(context.db, bookingId, context.auth.now());
    },
    async rescheduleBooking(_parent, { input }, context) {
      const actor = await requireStaff(context, 'rescheduleBooking');
      await limitMutation(context, 'rescheduleBooking');
      const { bookingId, startsAt } = parseInput(rescheduleBookingSchema, input, 'The new hour is invalid.');
      await rescheduleBooking(context.db, actor, bookingId, startsAt, { now: context.auth.now(), publicUrl: context.auth.publicUrl });
      return bookingOf(context.db, bookingId, context.auth.now());
    },
    async markBookingDone(_parent, { input }, context) {
      const actor = await requireStaff(context, 'markBookingDone');
      await limitMutation(context, 'markBookingDone');
      const { bookingId } = parseInput(bookingRefSchema, input, 'The booking is invalid.');
      await markAttendance(context.db, actor, bookingId, 'DONE', context.auth.now());
      return bookingOf(context.db, bookingId, context.auth.now());
    },
    async markNoShow(_parent, { input }, context) {
      const actor = await requireStaff(context, 'markNoShow');
      await limitMutation(context, 'markNoShow');
      const { bookingId } = parseInput(bookingRefSchema, input, 'The booking is invalid.');
      await markAttendance(context.db, actor, bookingId, 'NO_SHOW', context.auth.now());
      return bookingOf(context.db, bookingId, context.auth.now());
    },
    async setSpotCapacity(_parent, { input }, context) {
      const actor = await requireStaff(context, 'setSpotCapacity');
      await limitMutation(context, 'setSpotCapacity');
      const change = parseInput(spotCapacitySchema, input, 'The capacity is invalid.');
      await setSpotCapacity(context.db, actor, Number(change.spotId), change.inspectors);
      const spot = (await spotCapacityRow(context.db, Number(change.spotId)))!;
      return { id: String(spot.id), name: spot.name, capacity: spot.inspectors };
    },
    async addSpotClosure(_parent, { input }, context) {
      const actor = await requireStaff(context, 'addSpotClosure');
      await limitMutation(context, 'addSpotClosure');
      const closure = parseInput(spotClosureSchema, input, 'The closure is invalid.');
      return addSpotClosure(context.db, actor, { ...closure, spotId: Number(closure.spotId) }, { now: context.auth.now(), publicUrl: context.auth.publicUrl });
    },
    async removeSpotClosure(_parent, { input }, context) {
      const actor = await requireStaff(context, 'removeSpotClosure');
      await limitMutation(context, 'removeSpotClosure');
      const { closureId } = parseInput(closureRefSchema, input, 'The closure is invalid.');
      return removeSpotClosure(context.db, actor, closureId);
    },
  },
};
