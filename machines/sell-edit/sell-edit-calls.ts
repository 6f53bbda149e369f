import type { UpdateSellRequestInput } from '../../common/validation/sell-request';
import { withSubmit } from '../form/form.machine';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { type SellCalls, slotCalendarWith } from '../sell/sell-calls';
import { sellEditForm, sellEditMachine } from './sell-edit.machine';
import type { SellRequestSaved } from './sell-edit-values';

/** The calls behind the edit-selling page; a refused save rejects with the server's `code` (SLOT_TAKEN, SELL_REQUEST_CLOSED…). */
export type SellEditCalls = Pick<SellCalls, 'fetchSlots'> & { updateSellRequest(input: UpdateSellRequestInput): Promise<SellRequestSaved> };

/** The page's machine with the feature's calls; the save is the form's submission, under the feature's lock (visit-lock.ts). */
export const sellEditWith = (calls: SellEditCalls, lock: typeof submissionLockMachine = submissionLockMachine) =>
  sellEditMachine.provide({
    actors: { sellEditForm: withSubmit(sellEditForm.provide({ actors: { submissionLock: lock } }), calls.updateSellRequest), slotCalendar: slotCalendarWith(calls.fetchSlots) },
  });
