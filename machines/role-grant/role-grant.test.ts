import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type RoleChange, type RoleGrantAnswer, roleGrantForm, roleGrantMachine } from './role-grant.machine';

const given: RoleChange = { email: 'ana@example.com', role: 'appraiser' };
const everyEvent = [
  { type: 'grant.edit' },
  { type: 'form.answered', output: { values: given, result: { granted: true } } },
  { type: 'form.answered', output: { values: given, result: { granted: false, reason: 'no_account' } } },
];

/** The staff screen's grant form with the given send, and a way to fill it as the page does. */
function granting(send: (values: RoleChange) => Promise<RoleGrantAnswer>, staffChanged = vi.fn()) {
  const machine = roleGrantMachine.provide({ actors: { roleGrantForm: withSubmit(roleGrantForm, send) }, actions: { staffChanged } });
  const actor = createActor(machine).start();
  const form = () => actor.getSnapshot().children.roleGrantForm as AnyActorRef;
  const fill = (field: string, value: string) => form().send({ type: 'field.change', field, value });
  return { actor, form, fill };
}
const never = () => new Promise<never>(() => undefined);

describe('role grant statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(roleGrantMachine, {
      events: everyEvent,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      ownId: 'roleGrant',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('role grant', () => {
  it('refuses a bad e-mail and a role that does not exist, without sending', () => {
    const send = vi.fn(never);
    const { form, fill } = granting(send);
    fill('email', 'ana@');
    fill('role', 'owner');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ email: 'invalid_email', role: 'unknown_role' });
    expect(send).not.toHaveBeenCalled();
  });

  it('gives the role, says so, and has the staff list fetched again', async () => {
    const send = vi.fn(async (): Promise<RoleGrantAnswer> => ({ granted: true }));
    const staffChanged = vi.fn();
    const { actor, form, fill } = granting(send, staffChanged);
    fill('email', ' Ana@Example.com ');
    fill('role', 'admin');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('granted'));
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', role: 'admin' });
    expect(actor.getSnapshot().context.granted).toEqual({ email: 'ana@example.com', role: 'admin' });
    expect(staffChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'grant.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('says when no account has the e-mail, without counting it as a failure, until the e-mail is edited', async () => {
    const staffChanged = vi.fn();
    const { actor, form, fill } = granting(async () => ({ granted: false, reason: 'no_account' }), staffChanged);
    fill('email', 'nadie@example.com');
    for (let attempt = 0; attempt < 3; attempt++) {
      form().send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('noAccount') && !form().getSnapshot().hasTag('busy'));
      actor.send({ type: 'grant.edit' });
    }
    expect(form().getSnapshot().context.locked).toBe(false);
    expect(staffChanged).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
