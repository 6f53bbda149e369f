import { assertEvent, assign, setup } from 'xstate';
import type * as z from 'zod/mini';
import { spotCapacitySchema } from '../../common/validation/schedules';
import { createFormMachine } from '../form/form.machine';
import { overNumberText } from '../form/number-text';

/** What the API receives: the spot and how many inspections one hour holds. */
export type SpotCapacity = z.output<typeof spotCapacitySchema>;

/** What the box holds: the spot and the number as typed. */
export type SpotCapacityValues = { spotId: string; inspectors: string };

const capacitySchema = overNumberText<SpotCapacityValues, SpotCapacity>(['inspectors'], (values) => spotCapacitySchema.safeParse(values));

/** One spot's capacity on the one form machine; the console provides the send. */
export const spotCapacityForm = createFormMachine<SpotCapacityValues, SpotCapacity>({ id: 'spotCapacityForm', schema: capacitySchema });

/**
 * A spot's inspections per hour in the schedule screen: closed until asked for, then the form
 * (starting from the capacity it has; checked before sending, kept after a failed send, locked after
 * the third), then the acknowledgement; the calendar is fetched again.
 */
export const spotCapacityMachine = setup({
  types: {
    context: {} as { spotId: string; capacity: string },
    events: {} as { type: 'capacity.edit'; capacity: string } | { type: 'capacity.cancel' },
    input: {} as { spotId: string },
    children: {} as { spotCapacityForm: 'spotCapacityForm' },
  },
  actors: { spotCapacityForm },
  actions: {
    startFrom: assign({
      capacity: ({ event }) => {
        assertEvent(event, 'capacity.edit');
        return event.capacity;
      },
    }),
    spotChanged: () => undefined,
  },
}).createMachine({
  id: 'spotCapacity',
  context: ({ input }) => ({ spotId: input.spotId, capacity: '' }),
  initial: 'closed',
  states: {
    closed: { on: { 'capacity.edit': { target: 'editing', actions: 'startFrom' } } },
    editing: {
      on: { 'capacity.cancel': 'closed' },
      invoke: {
        id: 'spotCapacityForm',
        src: 'spotCapacityForm',
        input: ({ context }) => ({ values: { spotId: context.spotId, inspectors: context.capacity } }),
        onDone: { target: 'saved', actions: 'spotChanged' },
      },
    },
    saved: { on: { 'capacity.edit': { target: 'editing', actions: 'startFrom' } } },
  },
});
