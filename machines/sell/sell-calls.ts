import { fromPromise } from 'xstate';
import type { CreateSellRequestInput } from '../../common/validation/sell-request';
import type { InspectionSlotsRequest } from '../../common/validation/selling-slots';
import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { scheduleForm, type SellRequestCreated } from './sell-forms';
import { sellWizardMachine } from './sell-wizard.machine';
import { slotCalendarMachine } from './slot-calendar.machine';
import type { InspectionSlot, SellCar, SellQuote } from './sell-values';

/**
 * The API calls behind the wizard, as the sell feature makes them. A refused createSellRequest
 * rejects with an error carrying the server's `code` (SLOT_TAKEN, SLOT_UNAVAILABLE…), as the auth
 * feature's calls do. The catalogue is not here: the page loads it for the car step's selects,
 * which are data to pick from, not states of the flow.
 */
export type SellCalls = {
  fetchQuote(car: SellCar): Promise<SellQuote>;
  fetchSlots(request: InspectionSlotsRequest): Promise<InspectionSlot[]>;
  createSellRequest(input: CreateSellRequestInput): Promise<SellRequestCreated>;
};

/**
 * The wizard with the feature's calls; the send is the schedule form's submission. `lock` is the
 * feature's submission lock (visit-lock.ts): the step's form starts again whenever the step opens,
 * so only a lock remembered outside it keeps a locked send locked for the visit.
 */
export const sellWizardWith = (calls: SellCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  sellWizardMachine.provide({
    actors: {
      fetchQuote: fromPromise<SellQuote, SellCar>(({ input }) => calls.fetchQuote(input)),
      slotCalendar: slotCalendarWith(calls.fetchSlots),
      scheduleForm: withSubmit(scheduleForm.provide({ actors: { submissionLock: lock } }), calls.createSellRequest),
    },
  });

/** The calendar with the feature's call for its hours. */
export const slotCalendarWith = (fetchSlots: SellCalls['fetchSlots']) =>
  slotCalendarMachine.provide({ actors: { fetchSlots: fromPromise<InspectionSlot[], InspectionSlotsRequest>(({ input }) => fetchSlots(input)) } });
