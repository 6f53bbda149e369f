import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldChange } from '../form/form-events';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { emailConfirmationMachine, resendForm, type ResendValues } from './email-confirmation.machine';

const never = <T,>() => new Promise<T>(() => undefined);
const input = { token: 'tok' };
const checked = (valid: boolean, purpose = 'EMAIL_CONFIRMATION') => ({ type: 'xstate.done.actor.validateToken', output: { valid, purpose } });

/** The page's machine with the given answers, and a way to type into the resend form as the page does. */
function confirming(validate: () => Promise<{ valid: boolean; purpose: string }>, resend: (values: ResendValues) => Promise<void> = never) {
  const actor = createActor(emailConfirmationMachine.provide({ actors: { validateToken: fromPromise(validate), resendForm: withSubmit(resendForm, resend) } }), { input }).start();
  const form = () => actor.getSnapshot().children.resendForm!;
  return { actor, form, type: (email: string) => form().send(fieldChange<ResendValues, 'email'>('email', email)) };
}
const refused = async (): Promise<never> => {
  throw Object.assign(new Error('INVALID_TOKEN'), { code: 'INVALID_TOKEN' });
};

describe('e-mail confirmation statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(emailConfirmationMachine.provide({ actors: { validateToken: fromPromise(never<{ valid: boolean; purpose: string }>) } }), {
      events: [checked(true), checked(true, 'PASSWORD_RESET'), { type: 'xstate.error.actor.validateToken', error: { code: 'INVALID_TOKEN' } }, { type: 'xstate.done.actor.resendForm', output: { values: { email: 'maria@example.com' } } }],
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { validateToken: 'checking', resendForm: 'invalid.asking' },
      ownId: 'emailConfirmation',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('e-mail confirmation', () => {
  it('confirms the account with a confirmation link only', async () => {
    const confirmed = confirming(async () => ({ valid: true, purpose: 'EMAIL_CONFIRMATION' }));
    await waitFor(confirmed.actor, (snapshot) => snapshot.status === 'done');
    const resetLink = confirming(async () => ({ valid: true, purpose: 'PASSWORD_RESET' }));
    await waitFor(resetLink.actor, (snapshot) => snapshot.matches({ invalid: 'asking' }));
  });

  it('offers a new link for a valid address after a used one, sent trimmed and lower-cased', async () => {
    const resend = vi.fn(async () => undefined);
    const { actor, form, type } = confirming(refused, resend);
    await waitFor(actor, (snapshot) => snapshot.matches({ invalid: 'asking' }));
    type('maria@');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ email: 'invalid_email' });
    type(' Maria@Example.com ');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ invalid: 'sent' }));
    expect(resend).toHaveBeenCalledWith({ email: 'maria@example.com' });
  });

  it('keeps the address after a failed send and locks the form after the third', async () => {
    const { actor, form, type } = confirming(refused, async () => {
      throw Object.assign(new Error('TOO_MANY_REQUESTS'), { code: 'TOO_MANY_REQUESTS' });
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ invalid: 'asking' }));
    type('maria@example.com');
    for (let attempt = 1; attempt <= 3; attempt++) {
      form().send({ type: 'form.submit' });
      await waitFor(form(), (snapshot) => snapshot.children.submissionLock!.getSnapshot().context.failures === attempt);
    }
    expect(form().getSnapshot().context).toMatchObject({ locked: true, values: { email: 'maria@example.com' } });
  });
});
