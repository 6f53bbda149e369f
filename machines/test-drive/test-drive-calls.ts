import { fromPromise } from 'xstate';
import type { InspectionSlotsRequest } from '../../common/validation/selling-slots';
import { withSubmit } from '../form/form.machine';
import type { InspectionSlot } from '../sell/sell-values';
import { slotCalendarMachine } from '../sell/slot-calendar.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { confirmForm } from './test-drive-forms';
import { testDriveMachine } from './test-drive.machine';
import type { ScheduleTestDriveInput, TestDriveBooked } from './test-drive-values';

/**
 * The API calls behind the test-drive flow, as the feature makes them. A refused scheduleTestDrive
 * rejects with an error carrying the server's `code` (SLOT_TAKEN, CAR_NOT_AVAILABLE…), as every
 * feature's calls do.
 */
export type TestDriveCalls = {
  /** The car's hours for the calendar's range and place (getTestDriveSlots). */
  fetchSlots(carId: string, request: InspectionSlotsRequest): Promise<InspectionSlot[]>;
  scheduleTestDrive(input: ScheduleTestDriveInput): Promise<TestDriveBooked>;
};

/** The flow for one car with the feature's calls; `lock` is the feature's submission lock (visit-lock.ts). */
export const testDriveWith = (carId: string, calls: TestDriveCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  testDriveMachine.provide({
    actors: {
      slotCalendar: slotCalendarMachine.provide({ actors: { fetchSlots: fromPromise<InspectionSlot[], InspectionSlotsRequest>(({ input }) => calls.fetchSlots(carId, input)) } }),
      confirmForm: withSubmit(confirmForm.provide({ actors: { submissionLock: lock } }), calls.scheduleTestDrive),
    },
  });
