import { fromPromise } from 'xstate';
import { bookingActionMachine } from '../../../../machines/booking-action/booking-action.machine';
import { closureRemovalMachine } from '../../../../machines/closure-removal/closure-removal.machine';
import { withSubmit } from '../../../../machines/form/form.machine';
import { spotCapacityForm, spotCapacityMachine } from '../../../../machines/spot-capacity/spot-capacity.machine';
import { spotClosureForm, spotClosureMachine } from '../../../../machines/spot-closure/spot-closure.machine';
import { opsToasts } from './ops-toasts';
import { addSpotClosure, removeSpotClosure, runBookingAction, setSpotCapacity } from './schedule-query';

/** One booking's actions, sent to the API with this console's toast; the card adds the refetch. */
export const bookingAction = bookingActionMachine.provide({
  actors: { runBookingAction: fromPromise(({ input }) => runBookingAction(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});

/** A spot's capacity box, sent to the API; the page adds the refetch. */
export const spotCapacity = spotCapacityMachine.provide({ actors: { form: withSubmit(spotCapacityForm, setSpotCapacity) } });

/** A new closure's form, sent to the API; the page adds the refetch. */
export const spotClosure = spotClosureMachine.provide({ actors: { form: withSubmit(spotClosureForm, addSpotClosure) } });

/** One closure's removal, with this console's toast; the list adds the refetch. */
export const closureRemoval = closureRemovalMachine.provide({
  actors: { removeSpotClosure: fromPromise(({ input }) => removeSpotClosure(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});
