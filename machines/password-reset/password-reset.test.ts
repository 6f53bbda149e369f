import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { withSubmit } from '../form/form.machine';
import { declaredStates, declaredTransitions, replay } from '../testing/coverage';
import { newPasswordForm, passwordResetMachine, type ResetAnswer } from './password-reset.machine';

const pending = <T,>() => new Promise<T>(() => undefined);
const machine = passwordResetMachine.provide({ actors: { validateToken: fromPromise(() => pending<{ valid: boolean; purpose: string }>()) } });
const input = { token: 'tok' };

type AnyEvent = { type: string; output?: unknown; error?: unknown };
const checked = (valid: boolean, purpose = 'PASSWORD_RESET'): AnyEvent => ({ type: 'xstate.done.actor.validateToken', output: { valid, purpose } });
const answered = (result: ResetAnswer): AnyEvent => ({ type: 'xstate.done.actor.newPasswordForm', output: { values: { token: 'tok', password: 'nueva123' }, result } });
const everyEvent: AnyEvent[] = [checked(true), checked(true, 'EMAIL_CONFIRMATION'), { type: 'xstate.error.actor.validateToken', error: { code: 'INVALID_TOKEN' } }, answered('reset'), answered('link_refused')];
const runsIn: Record<string, string> = { validateToken: 'checking', newPasswordForm: 'editing' };
const deliverable = (state: { value: unknown }) => (event: AnyEvent) => runsIn[/actor\.(.+)$/.exec(event.type)?.[1] ?? ''] === state.value;
const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];

function run(events: AnyEvent[]) {
  const actor = createActor(machine, { input }).start();
  events.forEach((event) => actor.send(event as never));
  return actor.getSnapshot();
}

/** The page's form, with the server's answer to the new password. */
async function formAnswering(answer: () => Promise<ResetAnswer>) {
  const working = passwordResetMachine.provide({
    actors: {
      validateToken: fromPromise(async (): Promise<{ valid: boolean; purpose: string }> => ({ valid: true, purpose: 'PASSWORD_RESET' })),
      newPasswordForm: withSubmit(newPasswordForm, answer),
    },
  });
  const actor = createActor(working, { input }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  return { actor, form: actor.getSnapshot().children.newPasswordForm as AnyActorRef };
}

describe('password reset statechart', () => {
  it('reaches every state and takes every transition', () => {
    const paths = getShortestPaths(machine, { events: everyEvent, input, serializeState: (s: { value: unknown }) => JSON.stringify(s.value) } as never);
    const sequences = paths.flatMap((path) => everyEvent.filter(deliverable(path.state)).map((event) => [...eventsOf(path), event]));
    const visited = replay(machine, sequences as never, input);
    const own = (id: string) => id.startsWith('passwordReset');
    expect(new Set([...visited.states].filter(own))).toEqual(declaredStates(machine));
    expect(new Set([...visited.transitions].filter(own))).toEqual(declaredTransitions(machine));
  });

  it('refuses a confirmation link used as a reset link', () => {
    expect(run([checked(true, 'EMAIL_CONFIRMATION')]).value).toBe('invalid');
  });
});

describe('password reset', () => {
  it('asks for matching passwords of at least 6 characters', async () => {
    const { form } = await formAnswering(async () => 'reset');
    form.send({ type: 'field.change', field: 'password', value: 'abc' });
    form.send({ type: 'field.change', field: 'confirmPassword', value: 'abd' });
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().context.problems).toEqual({ password: 'too_short', confirmPassword: 'passwords_differ' });
  });

  it('sends the token with the new password, and ends done or with the link refused', async () => {
    for (const [answer, end] of [['reset', 'done'], ['link_refused', 'invalid']] as const) {
      const { actor, form } = await formAnswering(async () => answer);
      form.send({ type: 'field.change', field: 'password', value: 'nueva123' });
      form.send({ type: 'field.change', field: 'confirmPassword', value: 'nueva123' });
      form.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(actor.getSnapshot().value).toBe(end);
    }
  });

  it('locks the form after three failed submissions, and keeps it on screen', async () => {
    const { actor, form } = await formAnswering(async () => {
      throw Object.assign(new Error('refused'), { code: 'INTERNAL_SERVER_ERROR' });
    });
    form.send({ type: 'field.change', field: 'password', value: 'nueva123' });
    form.send({ type: 'field.change', field: 'confirmPassword', value: 'nueva123' });
    for (let attempt = 0; attempt < 3; attempt++) {
      form.send({ type: 'form.submit' });
      await waitFor(form, (snapshot) => snapshot.matches('editing'));
    }
    expect(form.getSnapshot().context.locked).toBe(true);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
