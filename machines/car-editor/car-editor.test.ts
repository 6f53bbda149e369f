import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { createCarSchema } from '../../common/validation/car-editor';
import { fakeStorage } from '../testing/fake-storage';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { wizardDraft } from '../wizard/wizard-draft';
import { type CarEditorCalls, carEditorWith } from './car-editor-calls';
import { type CarEditorEvent, CAR_EDITOR_STEPS } from './car-editor.machine';
import { type CarRequest, draftOfCar } from './car-editor-values';

const TODAY = '2026-03-10';
const never = <T>() => new Promise<T>(() => undefined);
const pending = carEditorWith({ saveCar: never });

const VEHICLE = { brand: 'toyota', model: 'toyota-corolla', year: 2019, trim: 'toyota-corolla-2019-le', exteriorColor: 'rojo', interiorColor: 'negro', countryVersion: null };
const SALE = { spot: 'piantini', sellerType: 'SPOT' as const, certified: true, mileage: 45_000, vin: '1HGCM82633A004352', licensePlate: 'A123456', keys: 2, owners: 1, price: 1_150_000, offer: null };
const PAPERS = { titleChecked: true, noOppositionChecked: true };
const WHEELS = (['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'] as const).map((position) => ({ position, treadDepthMm: 6.5, brakePadMm: 9 }));
const INSPECTION = { inspectedAt: TODAY, wheels: WHEELS, findings: [{ point: 'pintura-capo', result: 'repaired' as const, note: 'Pintura retocada' }] };

type AnyEvent = CarEditorEvent | { type: `xstate.${'done.actor' | 'snapshot'}.${string}`; [key: string]: unknown };
const typed = (values: object, value = 'editing') => ({ snapshot: { value, context: { values } } });
const everyEvent: AnyEvent[] = [
  { type: 'step.back' },
  ...CAR_EDITOR_STEPS.map((step) => ({ type: 'step.goto' as const, step })),
  { type: 'form.failed', error: new Error('offline') },
  { type: 'xstate.done.actor.vehicleForm', output: { values: VEHICLE, result: null } },
  { type: 'xstate.done.actor.saleForm', output: { values: SALE, result: null } },
  { type: 'xstate.done.actor.papersForm', output: { values: PAPERS, result: null } },
  { type: 'xstate.done.actor.inspectionForm', output: { values: INSPECTION, result: null } },
  { type: 'xstate.done.actor.reviewForm', output: { values: {}, result: { id: '7', slug: 'toyota-corolla-2019-x' } } },
  { type: 'xstate.snapshot.vehicleForm', ...typed({ brand: 'toyota' }) },
  { type: 'xstate.snapshot.saleForm', ...typed({ price: '1150000' }) },
  { type: 'xstate.snapshot.papersForm', ...typed({ titleChecked: true }) },
  { type: 'xstate.snapshot.inspectionForm', ...typed({ inspectedAt: TODAY }) },
  { type: 'xstate.snapshot.reviewForm', ...typed({ status: 'AVAILABLE' }) },
  { type: 'xstate.snapshot.reviewForm', ...typed({ status: 'AVAILABLE' }, 'submitting') },
];
const runsIn = { vehicleForm: 'vehicle', saleForm: 'sale', papersForm: 'papers', inspectionForm: 'inspection', reviewForm: 'review' };
type Snapshot = { value: unknown; context: { visited: string[] } };

describe('car editor statechart', () => {
  const { missingStates, missingTransitions } = shortestPathsCoverage(pending, {
    events: everyEvent,
    input: { today: TODAY },
    runsIn,
    ownId: 'carEditor',
    serializeState: (state: Snapshot) => JSON.stringify([state.value, state.context.visited]),
  });

  it('reaches every state and takes every transition: the four steps, the review, the busy save, the end', () => {
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

type Form = 'vehicleForm' | 'saleForm' | 'papersForm' | 'inspectionForm' | 'reviewForm';
const formOf = (actor: AnyActorRef, form: Form) => actor.getSnapshot().children[form] as AnyActorRef;
function type(actor: AnyActorRef, form: Form, values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) formOf(actor, form).send({ type: 'field.change', field, value });
}
async function completeStep(actor: AnyActorRef, form: Exclude<Form, 'reviewForm'>, values: Record<string, unknown>) {
  type(actor, form, values);
  formOf(actor, form).send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

const VEHICLE_TYPED = { brand: 'toyota', model: 'toyota-corolla', year: '2019', trim: 'toyota-corolla-2019-le', exteriorColor: 'rojo', interiorColor: 'negro' };
const SALE_TYPED = { spot: 'piantini', mileage: '45,000', vin: '1hgcm82633a004352', licensePlate: 'a 123-456', price: '1,150,000', certified: true };
const WHEELS_TYPED = Object.fromEntries(WHEELS.flatMap((wheel) => [[`tread_${wheel.position}`, '6,5'], [`brake_${wheel.position}`, '9']]));

async function upToReview(actor: AnyActorRef) {
  await completeStep(actor, 'vehicleForm', VEHICLE_TYPED);
  await completeStep(actor, 'saleForm', SALE_TYPED);
  await completeStep(actor, 'papersForm', PAPERS);
  await completeStep(actor, 'inspectionForm', { ...WHEELS_TYPED, findings: INSPECTION.findings });
}

function server(overrides: Partial<CarEditorCalls> = {}) {
  const sent: (CarRequest & { status: string | null })[] = [];
  const calls: CarEditorCalls = { saveCar: async (request) => (sent.push(request), { id: '7', slug: 'toyota-corolla-2019-1hgcm82633a004352' }), ...overrides };
  return { sent, machine: carEditorWith(calls) };
}

describe('car editor', () => {
  it('walks the steps and saves exactly the CreateCarInput the API takes, once, ending with the car', async () => {
    const { sent, machine } = server();
    const actor = createActor(machine, { input: { today: TODAY } }).start();
    await upToReview(actor);
    expect(actor.getSnapshot().matches({ review: 'checking' })).toBe(true);
    type(actor, 'reviewForm', { status: 'AVAILABLE' });
    formOf(actor, 'reviewForm').send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toHaveLength(1);
    const { carId, ...input } = sent[0]!;
    expect(carId).toBeNull();
    expect(createCarSchema.parse(input)).toEqual({ status: 'AVAILABLE', vehicle: VEHICLE, sale: SALE, papers: PAPERS, inspection: INSPECTION });
    expect(actor.getSnapshot().output).toEqual({ id: '7', slug: 'toyota-corolla-2019-1hgcm82633a004352' });
  });

  it('names each box in error, the offer only when there is one, and does not move on', async () => {
    const actor = createActor(pending, { input: { today: TODAY } }).start();
    await completeStep(actor, 'vehicleForm', VEHICLE_TYPED);
    type(actor, 'saleForm', { ...SALE_TYPED, vin: 'IOQ', price: '1,000,000', hasOffer: true, offerOriginalPrice: '900,000', offerLabelEs: '', offerTextColor: 'white' });
    formOf(actor, 'saleForm').send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sale');
    expect(formOf(actor, 'saleForm').getSnapshot().context.problems).toEqual({ vin: 'invalid_vin', offerLabelEs: 'required', offerLabelEn: 'required', offerTextColor: 'invalid_color' });
    // Once every box is right, the offer must still take something off the price.
    type(actor, 'saleForm', { vin: SALE.vin, offerLabelEs: 'Rebajado', offerLabelEn: 'Reduced', offerTextColor: '#ffffff' });
    formOf(actor, 'saleForm').send({ type: 'form.submit' });
    expect(formOf(actor, 'saleForm').getSnapshot().context.problems).toEqual({ offerOriginalPrice: 'not_above_price' });
  });

  it('keeps another brand from keeping the model, year and trim of the last one', () => {
    const actor = createActor(pending, { input: { today: TODAY } }).start();
    type(actor, 'vehicleForm', VEHICLE_TYPED);
    type(actor, 'vehicleForm', { brand: 'honda' });
    expect(formOf(actor, 'vehicleForm').getSnapshot().context.values).toMatchObject({ brand: 'honda', model: '', year: '', trim: '' });
  });

  it('edits a car from its values and saves it as updateCar, without a status', async () => {
    const { sent, machine } = server();
    const draft = draftOfCar({ vehicle: VEHICLE, sale: SALE, papers: PAPERS, inspection: INSPECTION }, TODAY);
    const actor = createActor(machine, { input: { today: TODAY, carId: '7', draft } }).start();
    for (const form of ['vehicleForm', 'saleForm', 'papersForm', 'inspectionForm'] as const) await completeStep(actor, form, form === 'saleForm' ? { price: '1,100,000' } : {});
    formOf(actor, 'reviewForm').send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([{ carId: '7', status: null, vehicle: VEHICLE, sale: { ...SALE, price: 1_100_000 }, papers: PAPERS, inspection: INSPECTION }]);
  });

  it('comes back after a failed save with everything kept, and saves on the next try', async () => {
    let attempts = 0;
    const { sent, machine } = server({ saveCar: async () => (++attempts === 1 ? Promise.reject(Object.assign(new Error('offline'), { code: 'INTERNAL_SERVER_ERROR' })) : { id: '8', slug: 's' }) });
    const actor = createActor(machine, { input: { today: TODAY } }).start();
    await upToReview(actor);
    formOf(actor, 'reviewForm').send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ review: 'checking' }) && attempts === 1);
    formOf(actor, 'reviewForm').send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ id: '8', slug: 's' });
  });

  it('keeps the draft across a reload: the open step and what was typed in it', async () => {
    const storage = fakeStorage();
    const draft = wizardDraft('car-editor:new', 1, () => storage);
    const first = createActor(pending, { input: { today: TODAY } }).start();
    const stop = draft.keep(first);
    await completeStep(first, 'vehicleForm', VEHICLE_TYPED);
    type(first, 'saleForm', { vin: '1HGCM82633A004352' });
    stop();
    first.stop();

    const again = createActor(pending, { input: { today: TODAY }, snapshot: draft.restore() as never }).start();
    expect(again.getSnapshot().value).toBe('sale');
    expect(formOf(again, 'saleForm').getSnapshot().context.values.vin).toBe('1HGCM82633A004352');
    again.send({ type: 'step.goto', step: 'vehicle' });
    expect(formOf(again, 'vehicleForm').getSnapshot().context.values).toMatchObject(VEHICLE_TYPED);
  });
});
