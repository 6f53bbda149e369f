import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AddedClosure, SpotClosureRequest } from '../../../../machines/spot-closure/spot-closure.machine';
import type { BookingActionRequest } from '../../../../machines/booking-action/booking-action.machine';
import type { SpotCapacity } from '../../../../machines/spot-capacity/spot-capacity.machine';
import { gqlRequest } from '../../../graphql/client';
import type { StaffBookingFieldsFragment } from '../../../graphql/generated/graphql';
import {
  addSpotClosureDocument,
  confirmBookingDocument,
  driveMoveSlotsDocument,
  inspectionMoveSlotsDocument,
  markBookingDoneDocument,
  markNoShowDocument,
  removeSpotClosureDocument,
  rescheduleBookingDocument,
  scheduleSpotsDocument,
  setSpotCapacityDocument,
  staffScheduleDocument,
} from './schedule-documents';
import { untilActionsMayChange } from './schedule-refresh';

export type StaffBooking = StaffBookingFieldsFragment;
export type ScheduleRange = { spotId: string; from: string; to: string };

/** The spots a schedule can show, by name. */
export const scheduleSpotsQueryOptions = () =>
  queryOptions({ queryKey: ['scheduleSpots', {}] as const, queryFn: async () => (await gqlRequest(scheduleSpotsDocument)).getInspectionSpots, staleTime: 5 * 60_000 });

/**
 * One spot's calendar over some days; personal data, so always asked afresh (each look is audited),
 * and again when a shown hour begins or ends, for the actions the server offers then.
 */
export const scheduleQueryOptions = (range: ScheduleRange) =>
  queryOptions({
    queryKey: ['staffSchedule', range] as const,
    queryFn: async () => (await gqlRequest(staffScheduleDocument, range)).staffSchedule,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ? untilActionsMayChange(query.state.data.bookings, Date.now()) : false),
  });

/** A change moves bookings between days and weeks: every range seen is fetched again. */
export const refetchSchedule = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['staffSchedule'] });

const MOVE_DAYS = 14;

/** The free hours a booking may move to over the next two weeks, from tomorrow; the same calendars the public books on. */
export const moveSlotsQueryOptions = (booking: Pick<StaffBooking, 'id' | 'kind' | 'carId'>, spotId: string, tomorrow: string) =>
  queryOptions({
    queryKey: ['moveSlots', { bookingId: booking.id, spotId, tomorrow }] as const,
    queryFn: async (): Promise<string[]> => {
      const range = { from: tomorrow, days: MOVE_DAYS };
      const slots =
        booking.kind === 'TEST_DRIVE' && booking.carId
          ? (await gqlRequest(driveMoveSlotsDocument, { input: { carId: booking.carId, range, place: 'SPOT' } })).getTestDriveSlots
          : (await gqlRequest(inspectionMoveSlotsDocument, { input: { spotId, range, place: 'SPOT' } })).getInspectionSlots;
      return slots.filter((slot) => slot.available).map((slot) => slot.startsAt);
    },
    staleTime: 0,
  });

export async function runBookingAction({ bookingId, action, startsAt }: BookingActionRequest): Promise<void> {
  const input = { bookingId };
  if (action === 'move') await gqlRequest(rescheduleBookingDocument, { input: { bookingId, startsAt: startsAt ?? '' } });
  else if (action === 'confirm') await gqlRequest(confirmBookingDocument, { input });
  else if (action === 'done') await gqlRequest(markBookingDoneDocument, { input });
  else await gqlRequest(markNoShowDocument, { input });
}

export const setSpotCapacity = async (change: SpotCapacity): Promise<void> => void (await gqlRequest(setSpotCapacityDocument, { input: change }));

export const addSpotClosure = async (closure: SpotClosureRequest): Promise<AddedClosure> => (await gqlRequest(addSpotClosureDocument, { input: closure })).addSpotClosure;

export const removeSpotClosure = async ({ closureId }: { closureId: string }): Promise<void> => void (await gqlRequest(removeSpotClosureDocument, { input: { closureId } }));
