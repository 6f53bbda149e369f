import type { UpdateSellRequestInput } from '../../common/validation/sell-request';
import { withSubmit } from '../form/form.machine';
import { type SellCalls, slotCalendarWith } from '../sell/sell-calls';
import { sellEditForm, sellEditMachine } from './sell-edit.machine';
import type { SellRequestSaved } from './sell-edit-values';

/** The calls behind the edit-selling page; a refused save rejects with the server's `code` (SLOT_TAKEN, SELL_REQUEST_CLOSED…). */
export type SellEditCalls = Pick<SellCalls, 'fetchSlots'> & { updateSellRequest(input: UpdateSellRequestInput): Promise<SellRequestSaved> };

/** The page's machine with the feature's calls; the save is the form's submission. */
export const sellEditWith = (calls: SellEditCalls) =>
  sellEditMachine.provide({ actors: { sellEditForm: withSubmit(sellEditForm, calls.updateSellRequest), slotCalendar: slotCalendarWith(calls.fetchSlots) } });
