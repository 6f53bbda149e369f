import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { CAR_WHEELS } from '../../common/car-editor';
import type { CarInspectionReport } from '../../common/validation/car-editor';
import { withSubmit } from '../form/form.machine';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type SellInspection, sellInspectionForm, sellInspectionMachine } from './sell-inspection.machine';

const ID = '9f1c2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b';
const report: CarInspectionReport = {
  inspectedAt: '2026-03-10',
  wheels: CAR_WHEELS.map((position) => ({ position, treadDepthMm: 6.5, brakePadMm: 9 })),
  findings: [{ point: 'pintura', result: 'attention', note: 'Rayón en la puerta' }],
};
const input = { sellRequestId: ID, report: null, mileage: null, today: '2026-03-09' };
const everyEvent = [
  { type: 'inspection.open' },
  { type: 'inspection.cancel' },
  { type: 'xstate.done.actor.sellInspectionForm', output: { values: { sellRequestId: ID, inspection: report, mileage: null }, result: undefined } },
];

function recording(send: (values: SellInspection) => Promise<unknown>, start: { report: CarInspectionReport | null; mileage: number | null } = input) {
  const actor = createActor(sellInspectionMachine.provide({ actors: { sellInspectionForm: withSubmit(sellInspectionForm, send) } }), { input: { ...input, ...start } }).start();
  const form = () => actor.getSnapshot().children.sellInspectionForm as AnyActorRef;
  const type = (field: string, value: unknown) => form().send({ type: 'field.change', field, value });
  return { actor, form, type };
}
const never = () => new Promise<never>(() => undefined);

describe('sell inspection statechart', () => {
  it('reaches every state and takes every transition', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(sellInspectionMachine, {
      events: everyEvent,
      input,
      serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
      runsIn: { sellInspectionForm: 'recording' },
      ownId: 'sellInspection',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('sell inspection', () => {
  it('opens an empty report dated today, and refuses it without the wheels’ figures, sending nothing', () => {
    const send = vi.fn(never);
    const { actor, form } = recording(send);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'inspection.open' });
    expect(form().getSnapshot().context.values).toMatchObject({ sellRequestId: ID, inspectedAt: '2026-03-09', findings: [], mileage: '', tread_LEFT_FRONT: '' });
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems).toMatchObject({ tread_LEFT_FRONT: 'required', brake_RIGHT_BACK: 'required' });
    expect(send).not.toHaveBeenCalled();
  });

  it('reads the odometer as whole km, empty meaning the seller’s figure', () => {
    const { actor, form, type } = recording(vi.fn(never));
    actor.send({ type: 'inspection.open' });
    type('mileage', '52 mil');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems.mileage).toBe('only_numbers');
    type('mileage', '1,000,001');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems.mileage).toBe('too_large');
    type('mileage', '');
    form().send({ type: 'form.submit' });
    expect(form().getSnapshot().context.problems.mileage).toBeUndefined();
  });

  it('sends the car editor’s report for the request, and keeps it once recorded', async () => {
    const send = vi.fn(async () => undefined);
    const { actor, form, type } = recording(send);
    actor.send({ type: 'inspection.open' });
    for (const wheel of CAR_WHEELS) {
      type(`tread_${wheel}`, '6.5');
      type(`brake_${wheel}`, '9');
    }
    type('inspectedAt', '2026-03-10');
    type('findings', report.findings);
    type('mileage', '52,400');
    form().send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('recorded'));
    expect(send).toHaveBeenCalledWith({ sellRequestId: ID, inspection: report, mileage: 52_400 });
    expect(actor.getSnapshot().context).toMatchObject({ report, mileage: 52_400 });
  });

  it('opens again with the report recorded before, and closes without sending', () => {
    const send = vi.fn(never);
    const { actor, form } = recording(send, { report, mileage: 52_400 });
    actor.send({ type: 'inspection.open' });
    expect(form().getSnapshot().context.values).toMatchObject({ inspectedAt: '2026-03-10', tread_LEFT_FRONT: '6.5', brake_LEFT_FRONT: '9', findings: report.findings, mileage: '52400' });
    actor.send({ type: 'inspection.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(send).not.toHaveBeenCalled();
  });
});
