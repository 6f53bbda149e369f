import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { fakeStorage } from './fake-storage';
import { wizardDraft } from '../wizard/wizard-draft';
import { declaredStates, declaredTransitions, replay } from './coverage';
import { type ContactStep, twoStepWizardMachine, type VehicleStep, type WizardEvent } from './two-step-wizard.machine';

const VEHICLE: VehicleStep = { brand: 'Toyota', year: '2019' };
const CONTACT: ContactStep = { name: 'Ana', phone: '8095551234' };

// The send never settles by itself in the graph: each path says whether the server answers or refuses.
const pending = twoStepWizardMachine.provide({ actors: { sendRequest: fromPromise(() => new Promise<string>(() => undefined)) } });

type AnyEvent =
  | WizardEvent
  | { type: 'xstate.done.actor.vehicleForm'; output: { values: VehicleStep; result: null } }
  | { type: 'xstate.done.actor.contactForm'; output: { values: ContactStep; result: null } }
  | { type: 'xstate.done.actor.sendRequest'; output: string }
  | { type: 'xstate.error.actor.sendRequest'; error: unknown };

const everyEvent: AnyEvent[] = [
  { type: 'step.back' },
  { type: 'step.goto', step: 'vehicle' },
  { type: 'step.goto', step: 'contact' },
  { type: 'step.goto', step: 'review' },
  { type: 'wizard.submit' },
  { type: 'xstate.done.actor.vehicleForm', output: { values: VEHICLE, result: null } },
  { type: 'xstate.done.actor.contactForm', output: { values: CONTACT, result: null } },
  { type: 'xstate.done.actor.sendRequest', output: 'request-1' },
  { type: 'xstate.error.actor.sendRequest', error: new Error('offline') },
];

// A child's answer only arrives while it runs.
const runsIn: Record<string, string> = { vehicleForm: 'vehicle', contactForm: 'contact', sendRequest: 'sending' };
const deliverable = (path: { state: { value: unknown } }) => (event: AnyEvent) => {
  const child = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  return child ? path.state.value === runsIn[child] : true;
};

type Snapshot = { value: unknown; context: { visited: string[] } };
const options = { events: everyEvent, serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.visited]) };
const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init') as AnyEvent[];
// The step forms run for real inside; their own tests cover them.
const own = (ids: Set<string>) => new Set([...ids].filter((id) => id.startsWith('twoStepWizard')));

describe('wizard statechart', () => {
  const paths = getShortestPaths(pending, options as never);

  it('reaches each state by events that can happen there', () => {
    for (const path of paths) {
      const events = eventsOf(path);
      events.forEach((event, index) => expect(deliverable({ state: replayState(events.slice(0, index)) })(event)).toBe(true));
    }
  });

  it('reaches every state and takes every transition: every step, the review, the busy send, the end', () => {
    expect(own(replay(pending, paths.map(eventsOf) as never).states)).toEqual(declaredStates(pending));
    const sequences = paths.flatMap((path) => everyEvent.filter(deliverable(path as never)).map((event) => [...eventsOf(path), event]));
    expect(own(replay(pending, sequences as never).transitions)).toEqual(declaredTransitions(pending));
  });

  it('opens only visited steps from the stepper', () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'step.goto', step: 'review' });
    expect(actor.getSnapshot().value).toBe('vehicle');
    actor.send({ type: 'xstate.done.actor.vehicleForm', output: { values: VEHICLE, result: null } } as never);
    actor.send({ type: 'step.goto', step: 'review' });
    expect(actor.getSnapshot().value).toBe('contact');
    actor.send({ type: 'step.goto', step: 'vehicle' });
    expect(actor.getSnapshot().value).toBe('vehicle');
    expect(actor.getSnapshot().context.draft.vehicle).toEqual(VEHICLE);
  });

  it('stays on the send while it is on its way, whatever the stepper asks', () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'xstate.done.actor.vehicleForm', output: { values: VEHICLE, result: null } } as never);
    actor.send({ type: 'xstate.done.actor.contactForm', output: { values: CONTACT, result: null } } as never);
    actor.send({ type: 'wizard.submit' });
    actor.send({ type: 'step.goto', step: 'vehicle' });
    expect(actor.getSnapshot().value).toBe('sending');
  });
});

function replayState(events: AnyEvent[]) {
  const actor = createActor(pending, { input: {} }).start();
  events.forEach((event) => actor.send(event as WizardEvent));
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** Types into the open step's form and submits it, as the page does through the child actor. */
async function completeStep(actor: AnyActorRef, form: 'vehicleForm' | 'contactForm', values: Record<string, string>) {
  const child = actor.getSnapshot().children[form] as AnyActorRef;
  for (const [field, value] of Object.entries(values)) child.send({ type: 'field.change', field, value });
  child.send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

describe('wizard pattern', () => {
  const working = (answer: () => Promise<string>) => twoStepWizardMachine.provide({ actors: { sendRequest: fromPromise(answer) } });

  it('moves on with each step form output, sends the whole draft once, and ends with what to navigate to', async () => {
    const sent: unknown[] = [];
    const send = async () => {
      sent.push(actor.getSnapshot().context.draft);
      return 'request-7';
    };
    const actor = createActor(working(send), { input: {} }).start();
    await completeStep(actor, 'vehicleForm', VEHICLE);
    expect(actor.getSnapshot().value).toBe('contact');
    await completeStep(actor, 'contactForm', CONTACT);
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ vehicle: VEHICLE, contact: CONTACT }]);
    expect(actor.getSnapshot().output).toEqual({ requestId: 'request-7' });
  });

  it('refuses an invalid step without moving on, showing the problems', async () => {
    const actor = createActor(pending, { input: {} }).start();
    const form = actor.getSnapshot().children.vehicleForm as AnyActorRef;
    form.send({ type: 'field.change', field: 'year', value: '19' });
    form.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('vehicle');
    expect(form.getSnapshot().context.problems).toEqual({ brand: 'required', year: 'invalid_year' });
  });

  it('keeps the draft across a reload, half-typed step included, in sessionStorage only', async () => {
    const session = fakeStorage();
    const local = fakeStorage();
    const draft = wizardDraft('two-step', 1, () => session);
    const first = createActor(pending, { input: {} }).start();
    const stop = draft.keep(first);
    await completeStep(first, 'vehicleForm', VEHICLE);
    (first.getSnapshot().children.contactForm as AnyActorRef).send({ type: 'field.change', field: 'name', value: 'An' });
    stop();
    first.stop();

    const reloaded = createActor(pending, { input: {}, snapshot: draft.restore() }).start();
    expect(reloaded.getSnapshot().value).toBe('contact');
    expect(reloaded.getSnapshot().context.draft).toEqual({ vehicle: VEHICLE, contact: { name: 'An', phone: '' } });
    expect((reloaded.getSnapshot().children.contactForm as AnyActorRef).getSnapshot().context.values).toEqual({ name: 'An', phone: '' });
    expect(local.length).toBe(0);
  });

  it('drops a draft saved by another version of the wizard', () => {
    const session = fakeStorage();
    const actor = createActor(pending, { input: {} }).start();
    wizardDraft('two-step', 1, () => session).keep(actor);
    expect(wizardDraft('two-step', 2, () => session).restore()).toBeUndefined();
    expect(session.length).toBe(0);
  });

  it('does not save while sending, so a reload goes back to the review instead of sending twice', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('two-step', 1, () => session);
    const actor = createActor(pending, { input: {} }).start();
    draft.keep(actor);
    await completeStep(actor, 'vehicleForm', VEHICLE);
    await completeStep(actor, 'contactForm', CONTACT);
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(createActor(pending, { input: {}, snapshot: draft.restore() }).getSnapshot().value).toBe('review');
  });

  it('forgets the draft once the wizard has ended', async () => {
    const session = fakeStorage();
    const draft = wizardDraft('two-step', 1, () => session);
    const actor = createActor(working(async () => 'request-8'), { input: {} }).start();
    draft.keep(actor);
    await completeStep(actor, 'vehicleForm', VEHICLE);
    await completeStep(actor, 'contactForm', CONTACT);
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(draft.restore()).toBeUndefined();
  });

  it('lives without storage when the browser refuses it', () => {
    const draft = wizardDraft('two-step', 1, () => {
      throw new Error('SecurityError');
    });
    const actor = createActor(pending, { input: {} }).start();
    expect(() => draft.keep(actor)).not.toThrow();
    expect(draft.restore()).toBeUndefined();
  });
});
