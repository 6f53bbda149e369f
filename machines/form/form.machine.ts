import { type AnyStateMachine, assertEvent, assign, fromPromise, type OutputFrom, sendParent, sendTo, setup } from 'xstate';
import { submissionLockMachine } from '../submission-lock/submission-lock.machine';
import { type FieldProblems, type FormSchema, parsedValues, problemsOf } from './form-schema';

/**
 * The form's events. Inside the machine a field is any name of the values; the typed helper
 * `fieldChange` (form-events.ts) is how features build them, so a field and its value always agree.
 */
export type FormEvent =
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'field.blur'; field: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'notice.dismiss' }
  /** A notice that does not count towards the lock (a closed sign-in popup): shown as a toast. */
  | { type: 'form.notice'; error: unknown };

/**
 * How a standalone form goes on after a success: it shows its notice (tag `saved`) until it is
 * dismissed or the visitor edits again, with the values `valuesAfter` makes of the answer (the
 * server's copy of a profile, emptied password boxes). Without it the form ends, as a wizard step does.
 */
export type KeepEditing<Values> = { valuesAfter: (result: unknown, sent: Values) => Values };

/**
 * What a form that answers its host sends it after each success (`answersHost`): the host moves on
 * while the form, its values and its lock stay, e.g. the auth modal's panels sharing one lock.
 */
export type FormAnswered<Parsed, Result> = { type: 'form.answered'; output: FormOutput<Parsed, Result> };

/**
 * What a form whose failures matter to its host sends it after each failed submission
 * (`tellsHostFailures`), once the lock has counted it: the sell wizard's last step reloads the
 * calendar when the hour was taken meanwhile.
 */
export type FormFailed = { type: 'form.failed'; error: unknown };

export type FormContext<Values> = {
  initialValues: Values;
  values: Values;
  problems: FieldProblems<Values>;
  /** Set by the submission lock: the third failure locks the form for the visit (SPEC §4, §8). */
  locked: boolean;
  /** The submission's answer, typed by the output. */
  result: unknown;
};

/** What a form ends with: the parsed values it sent and what the submission answered. */
export type FormOutput<Parsed, Result> = { values: Parsed; result: Result };

/**
 * The one form machine (CONVENTIONS: one way to do each thing). A feature gives its schema from
 * common/validation and provides `submit`; the machine keeps what was typed, checks a field on blur
 * (and as it is typed once in error), checks everything on submit, refuses while locked, reports
 * each failure to the shared submission lock and ends with the parsed values and the answer.
 * A wizard step invokes one and moves on with its output; a standalone form restarts it to edit again.
 */
export function createFormMachine<Values extends Record<string, unknown>, Parsed, Result = unknown>({
  id,
  schema,
  keepEditing,
  answersHost = false,
  tellsHostFailures = false,
  resets,
}: {
  id: string;
  schema: FormSchema<Values, Parsed>;
  keepEditing?: KeepEditing<Values>;
  /** Stay after a success and tell the invoking machine with `form.answered` instead of ending. */
  answersHost?: boolean;
  /** Tell the invoking machine each failure with `form.failed`, besides counting it towards the lock. */
  tellsHostFailures?: boolean;
  /**
   * Fields that depend on another and start over when it changes, with the values they take: a
   * car's model and year once another brand is chosen.
   */
  resets?: Partial<Record<keyof Values & string, Partial<Values>>>;
}) {
  const submitBranches = [{ guard: 'formLocked' }, { guard: 'formValid', target: '#' + id + '.submitting' }, { actions: 'flagAllProblems' }] as const;
  return setup({
    types: {
      context: {} as FormContext<Values>,
      events: {} as FormEvent,
      input: {} as { values: Values },
      output: {} as FormOutput<Parsed, Result>,
      tags: {} as 'busy' | 'saved',
      // Typed children: the page reads the lock (its toasts) by its id.
      children: {} as { submissionLock: 'submissionLock'; submit: 'submit' },
    },
    actors: {
      // Typed loosely inside: generic actor types defeat XState's inference; `provideSubmit` types it for features.
      submit: fromPromise<unknown, unknown>(async () => {
        throw new Error(`${id}: the feature provides 'submit'`);
      }),
      submissionLock: submissionLockMachine,
    },
    guards: {
      formLocked: ({ context }) => context.locked,
      formValid: ({ context }) => Object.keys(problemsOf(schema, context.values)).length === 0,
      lockEngaged: (_, params: { locked: boolean }) => params.locked,
    },
    actions: {
      storeValue: assign(({ context, event }) => {
        assertEvent(event, 'field.change');
        const field = event.field as keyof Values & string;
        const values: Values = { ...context.values, [field]: event.value, ...(context.values[field] === event.value ? {} : resets?.[field]) };
        // A field already in error is checked as it is typed, so its message leaves once it is fixed.
        if (!context.problems[field]) return { values };
        return { values, problems: { ...context.problems, [field]: problemsOf(schema, values)[field] } };
      }),
      checkField: assign({
        problems: ({ context, event }) => {
          assertEvent(event, 'field.blur');
          const field = event.field as keyof Values & string;
          return { ...context.problems, [field]: problemsOf(schema, context.values)[field] };
        },
      }),
      flagAllProblems: assign({ problems: ({ context }) => problemsOf(schema, context.values) }),
      restoreInitialValues: assign({ values: ({ context }) => context.initialValues, problems: {} }),
      noteLocked: assign({ locked: true }),
      adoptAnswer: assign({ values: ({ context }) => (keepEditing ? keepEditing.valuesAfter(context.result, context.values) : context.values), problems: {} }),
      keepResult: assign({ result: (_, params: { result: unknown }) => params.result }),
      reportFailure: sendTo('submissionLock', (_, params: { error: unknown }) => ({ type: 'submission.failed' as const, error: params.error })),
      showNotice: sendTo('submissionLock', ({ event }) => {
        assertEvent(event, 'form.notice');
        return { type: 'toast.show' as const, error: event.error };
      }),
      tellHost: sendParent(({ context }): FormAnswered<Parsed, Result> => ({ type: 'form.answered', output: { values: parsedValues(schema, context.values), result: context.result as Result } })),
      forgiveFailures: sendTo('submissionLock', { type: 'submission.succeeded' as const }),
      tellHostFailure: sendParent((_, params: { error: unknown }): FormFailed => ({ type: 'form.failed', error: params.error })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ initialValues: input.values, values: input.values, problems: {}, locked: false, result: undefined }),
    invoke: {
      id: 'submissionLock',
      src: 'submissionLock',
      input: {},
      onSnapshot: { guard: { type: 'lockEngaged', params: ({ event }) => ({ locked: event.snapshot.hasTag('locked') }) }, actions: 'noteLocked' },
    },
    on: { 'form.notice': { actions: 'showNotice' } },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: 'storeValue' },
          'field.blur': { actions: 'checkField' },
          'form.reset': { actions: 'restoreInitialValues' },
          // A locked form swallows submissions: the UI disables it, this makes sure of it.
          'form.submit': submitBranches,
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }: { context: FormContext<Values> }): unknown => parsedValues(schema, context.values),
          onDone: { target: 'submitted', actions: [{ type: 'keepResult', params: ({ event }) => ({ result: event.output }) }, 'adoptAnswer', 'forgiveFailures'] },
          onError: {
            target: 'editing',
            actions: [
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ...(tellsHostFailures ? [{ type: 'tellHostFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }] : []),
            ],
          },
        },
      },
      // A form answering its host tells it and is at once ready for the next submission.
      submitted: answersHost
        ? { entry: 'tellHost', always: 'editing' }
        : keepEditing
          ? {
              tags: ['saved'],
              on: {
                'field.change': { target: 'editing', actions: 'storeValue' },
                'notice.dismiss': 'editing',
                'form.submit': submitBranches,
              },
            }
          : { type: 'final' },
    },
    output: ({ context }) => ({ values: parsedValues(schema, context.values), result: context.result as Result }),
  });
}


/** A wizard step's submission: it calls nothing, and its parsed values move the wizard on. */
export const finishStep = fromPromise<unknown, unknown>(async () => null);

/** A form machine with the feature's submission: the one place a feature plugs its API call in. */
export function withSubmit<Machine extends AnyStateMachine>(
  machine: Machine,
  submit: (values: OutputFrom<Machine>['values']) => Promise<OutputFrom<Machine>['result']>,
): Machine {
  return machine.provide({ actors: { submit: fromPromise<unknown, unknown>(({ input }) => submit(input as OutputFrom<Machine>['values'])) } }) as Machine;
}
