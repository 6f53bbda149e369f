import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { newsletterForm, newsletterSignupMachine } from './newsletter-signup.machine';

const never = () => new Promise<boolean>(() => undefined);

/** The form with the given send, and a way to type into it as the page does. */
function signingUp(send: (values: unknown) => Promise<boolean>, input: { email?: string } = {}) {
  const actor = createActor(newsletterSignupMachine.provide({ actors: { newsletterForm: withSubmit(newsletterForm, send) } }), { input }).start();
  const form = () => actor.getSnapshot().children.newsletterForm as AnyActorRef;
  const type = (value: string) => form().send({ type: 'field.change', field: 'email', value });
  return { actor, form, type };
}

describe('newsletter signup statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(newsletterSignupMachine.provide({ actors: { newsletterForm: withSubmit(newsletterForm, never) } }), {
      events: [{ type: 'xstate.done.actor.newsletterForm', output: { values: { email: 'ana@example.com' }, result: true } }, { type: 'signup.another' }],
      input: {},
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { newsletterForm: 'subscribing' },
      ownId: 'newsletterSignup',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('newsletter signup', () => {
  it('refuses a missing, malformed or over-long address without sending', () => {
    const send = vi.fn(never);
    const { form, type } = signingUp(send);
    for (const [typed, problem] of [
      ['', 'required'],
      ['ana@', 'invalid_email'],
      [`${'a'.repeat(45)}@example.com`, 'too_long'],
    ] as const) {
      type(typed);
      form().send({ type: 'form.submit' });
      expect(form().getSnapshot().context.problems).toEqual({ email: problem });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the address trimmed and lower-cased, then asks to confirm it, and can go back to correct it', async () => {
    const send = vi.fn(async () => true);
    const { actor, form, type } = signingUp(send);
    type('  Ana.Perez@Example.COM ');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingConfirmation'));
    expect(send).toHaveBeenCalledWith({ email: 'ana.perez@example.com' });
    expect(actor.getSnapshot().context.email).toBe('ana.perez@example.com');
    actor.send({ type: 'signup.another' });
    expect(form().getSnapshot().context.values).toEqual({ email: 'ana.perez@example.com' });
  });

  it('keeps what was typed when the send fails, and locks after the third failure', async () => {
    const { actor, form, type } = signingUp(async () => {
      throw Object.assign(new Error('This email is already subscribed'), { code: 'DUPLICATE_EMAIL' });
    });
    type('ana@example.com');
    for (let attempt = 0; attempt < 3; attempt++) {
      form().send({ type: 'form.submit' });
      await waitFor(form(), (snapshot) => snapshot.matches('editing'));
    }
    expect(form().getSnapshot().context.values.email).toBe('ana@example.com');
    expect(form().getSnapshot().context.locked).toBe(true);
    expect(actor.getSnapshot().value).toBe('subscribing');
  });
});
