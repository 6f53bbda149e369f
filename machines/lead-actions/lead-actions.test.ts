import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type LeadActionsEvent, type LeadAssignment, leadActionsMachine, leadAssignForm } from './lead-actions.machine';

const leadId = 'CAR_REQUEST:0b7f4c52-8a3e-4b8e-9d61-2f1c3a4b5c6d';
const input = { leadId, status: 'OPEN' as const };
const lead = { id: leadId, status: 'OPEN' };
const refusal = { code: 'NOT_FOUND' };

// The server never answers by itself: each path says whether it accepts or refuses.
const pending = () => new Promise<unknown>(() => undefined);
const machine = leadActionsMachine.provide({ actors: { assignLead: fromPromise(pending), closeLead: fromPromise(pending), reopenLead: fromPromise(pending) } });

type AnyEvent = LeadActionsEvent | { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
const everyEvent: AnyEvent[] = [
  { type: 'assign.self', email: 'ana@olacars.test' },
  { type: 'assign.other' },
  { type: 'assign.cancel' },
  { type: 'lead.close' },
  { type: 'lead.reopen' },
  { type: 'xstate.done.actor.leadAssignForm', output: { values: { leadId, email: 'luis@olacars.test' }, result: lead } },
  ...(['assignLead', 'closeLead', 'reopenLead'] as const).flatMap((id): AnyEvent[] => [
    { type: `xstate.done.actor.${id}`, output: lead },
    { type: `xstate.error.actor.${id}`, error: refusal },
  ]),
];

function run(events: AnyEvent[], announced: unknown[] = [], leadChanged = vi.fn(), status: 'OPEN' | 'CLOSED' = 'OPEN') {
  const actor = createActor(machine.provide({ actions: { announceFailure: ({ context }) => void announced.push(context.error), leadChanged } }), { input: { leadId, status } }).start();
  events.forEach((event) => actor.send(event as LeadActionsEvent));
  return actor.getSnapshot();
}

describe('lead actions statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown; context: { status: string } }) => JSON.stringify([state.value, state.context.status]),
      runsIn: { leadAssignForm: 'choosingAssignee', assignLead: 'assigning', closeLead: 'closing', reopenLead: 'reopening' },
      ownId: 'leadActions',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('lead actions', () => {
  it('is busy while the server answers, then hands the changed lead to the list', () => {
    for (const [event, id, status] of [
      [{ type: 'lead.close' }, 'closeLead', 'OPEN'],
      [{ type: 'lead.reopen' }, 'reopenLead', 'CLOSED'],
      [{ type: 'assign.self', email: 'ana@olacars.test' }, 'assignLead', 'OPEN'],
    ] as const) {
      expect(run([event], [], vi.fn(), status).hasTag('busy')).toBe(true);
      const leadChanged = vi.fn();
      const done = run([event, { type: `xstate.done.actor.${id}`, output: lead }], [], leadChanged, status);
      expect(done.value).toBe('idle');
      expect(leadChanged).toHaveBeenCalledWith(expect.anything(), { lead });
    }
  });

  it('closes an open lead only, opens a closed one only, and remembers what it did', () => {
    expect(run([]).can({ type: 'lead.reopen' })).toBe(false);
    expect(run([], [], vi.fn(), 'CLOSED').can({ type: 'lead.close' })).toBe(false);
    const closed = run([{ type: 'lead.close' }, { type: 'xstate.done.actor.closeLead', output: lead }]);
    expect(closed.context.status).toBe('CLOSED');
    expect(closed.can({ type: 'lead.close' })).toBe(false);
    expect(closed.can({ type: 'lead.reopen' })).toBe(true);
    const refused = run([{ type: 'lead.close' }, { type: 'xstate.error.actor.closeLead', error: refusal }]);
    expect(refused.context.status).toBe('OPEN');
  });

  it('announces a refusal and leaves the lead as it was', () => {
    const announced: unknown[] = [];
    const leadChanged = vi.fn();
    const failed = run([{ type: 'lead.close' }, { type: 'xstate.error.actor.closeLead', error: refusal }], announced, leadChanged);
    expect(announced).toEqual([refusal]);
    expect(leadChanged).not.toHaveBeenCalled();
    expect(failed.value).toBe('idle');
  });

  it('sends the e-mail of whoever takes the lead, and the lead it was started for', async () => {
    const calls: unknown[] = [];
    const actor = createActor(leadActionsMachine.provide({ actors: { assignLead: fromPromise(async ({ input: sent }) => void calls.push(sent)), closeLead: fromPromise(async ({ input: sent }) => void calls.push(sent)) } }), { input }).start();
    actor.send({ type: 'assign.self', email: 'ana@olacars.test' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'lead.close' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual([{ leadId, email: 'ana@olacars.test' }, { leadId }]);
  });

  it('checks the other member of staff\'s e-mail before sending; an empty box hands the lead back to nobody', async () => {
    const send = vi.fn(async (_values: LeadAssignment) => lead);
    const actor = createActor(leadActionsMachine.provide({ actors: { leadAssignForm: withSubmit(leadAssignForm, send) } }), { input }).start();
    actor.send({ type: 'assign.other' });
    const form = () => actor.getSnapshot().children.leadAssignForm as AnyActorRef;
    form().send({ type: 'field.change', field: 'email', value: 'luis@' });
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toEqual({ email: 'invalid_email' });
    expect(send).not.toHaveBeenCalled();
    form().send({ type: 'field.change', field: 'email', value: '  ' });
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(send).toHaveBeenCalledWith({ leadId });
  });

  it('closes the assignee box without sending when cancelled', () => {
    expect(run([{ type: 'assign.other' }, { type: 'assign.cancel' }]).value).toBe('idle');
  });
});
