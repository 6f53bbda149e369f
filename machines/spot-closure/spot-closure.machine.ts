import { assign, setup } from 'xstate';
import type * as z from 'zod/mini';
import { closureFormSchema } from '../../common/validation/schedules';
import { createFormMachine, type FormOutput } from '../form/form.machine';
import { overNumberText } from '../form/number-text';

/** What the API receives: the spot, the closed hours and why. */
export type SpotClosureRequest = z.output<typeof closureFormSchema>;

/** What the form holds: the day, the hours as typed and the reason. */
export type SpotClosureValues = { spotId: string; day: string; fromHour: string; toHour: string; reason: string };

/** What adding answers: how many booked people were e-mailed. */
export type AddedClosure = { notified: number };

const closureSchema = overNumberText<SpotClosureValues, SpotClosureRequest>(['fromHour', 'toHour'], (values) => closureFormSchema.safeParse(values));

/** One closure on the one form machine; the console provides the send. */
export const spotClosureForm = createFormMachine<SpotClosureValues, SpotClosureRequest, AddedClosure>({ id: 'spotClosureForm', schema: closureSchema });

/**
 * Closing a spot for some hours in the schedule screen: closed until asked for, then the form (a day,
 * from an hour to an hour, why; starting on the day shown), then the acknowledgement with how many
 * booked people were told; the calendar is fetched again.
 */
export const spotClosureMachine = setup({
  types: {
    context: {} as { spotId: string; day: string; notified: number | null },
    events: {} as { type: 'closure.open'; day: string } | { type: 'closure.cancel' },
    input: {} as { spotId: string },
    children: {} as { spotClosureForm: 'spotClosureForm' },
  },
  actors: { spotClosureForm },
  actions: {
    startOn: assign({ day: ({ event }) => (event.type === 'closure.open' ? event.day : '') }),
    rememberNotified: assign({ notified: (_, params: { output: FormOutput<SpotClosureRequest, AddedClosure> }) => params.output.result.notified }),
    spotChanged: () => undefined,
  },
}).createMachine({
  id: 'spotClosure',
  context: ({ input }) => ({ spotId: input.spotId, day: '', notified: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'closure.open': { target: 'editing', actions: 'startOn' } } },
    editing: {
      on: { 'closure.cancel': 'closed' },
      invoke: {
        id: 'spotClosureForm',
        src: 'spotClosureForm',
        input: ({ context }) => ({ values: { spotId: context.spotId, day: context.day, fromHour: '8', toHour: '17', reason: '' } }),
        onDone: { target: 'saved', actions: [{ type: 'rememberNotified', params: ({ event }) => ({ output: event.output }) }, 'spotChanged'] },
      },
    },
    saved: { on: { 'closure.open': { target: 'editing', actions: 'startOn' } } },
  },
});
