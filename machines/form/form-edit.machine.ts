import { assertEvent, assign, setup } from 'xstate';
import type { createFormMachine, FormOutput } from './form.machine';

/** The one form machine over given values, parsed values and answer. */
type FormMachine<Values extends Record<string, unknown>, Parsed, Result> = ReturnType<typeof createFormMachine<Values, Parsed, Result>>;

/**
 * The events of an edit: `edit.open` starts the form from the machine's values with `changes` over
 * them (a car's price as it is now, the day on screen); `edit.cancel` closes it without sending.
 */
type FormEditEvent<Values> = { type: 'edit.open'; changes: Partial<Values> } | { type: 'edit.cancel' };

/**
 * An edit the console opens on demand over the one form machine: closed until asked for, then the
 * form (checked before sending, kept after a failed send, locked after the third), then saved with
 * the send's answer, from which it opens again. Every such edit is one of these, so none wires its
 * own open, cancel and acknowledgement: a car's price, a spot's hourly capacity, a spot's closure.
 *
 * `changed` runs once a send succeeds (the page fetches what it shows again); the form is the child
 * `form`, and `context.result` holds the last answer while saved.
 */
export function createFormEditMachine<Values extends Record<string, unknown>, Parsed, Result = unknown>({ id, form }: { id: string; form: FormMachine<Values, Parsed, Result> }) {
  return setup({
    types: {
      context: {} as { base: Values; values: Values; result: Result | null },
      events: {} as FormEditEvent<Values>,
      /** The values every opening starts from, before its changes. */
      input: {} as { values: Values },
      children: {} as { form: 'form' },
    },
    actors: { form },
    actions: {
      startFrom: assign({
        values: ({ context, event }) => {
          assertEvent(event, 'edit.open');
          return { ...context.base, ...event.changes };
        },
        result: null,
      }),
      keepResult: assign({ result: (_, params: { output: FormOutput<Parsed, Result> }) => params.output.result }),
      changed: () => undefined,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ base: input.values, values: input.values, result: null }),
    initial: 'closed',
    states: {
      closed: { on: { 'edit.open': { target: 'editing', actions: 'startFrom' } } },
      editing: {
        on: { 'edit.cancel': 'closed' },
        invoke: {
          id: 'form',
          src: 'form',
          input: ({ context }) => ({ values: context.values }),
          onDone: { target: 'saved', actions: [{ type: 'keepResult', params: ({ event }) => ({ output: event.output }) }, 'changed'] },
        },
      },
      saved: { on: { 'edit.open': { target: 'editing', actions: 'startFrom' } } },
    },
  });
}
