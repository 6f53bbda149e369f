import { expect, test, type Page } from '@playwright/test';
import { carEditorWith } from '../../machines/car-editor/car-editor-calls';
import { CAR_EDITOR_STEPS, type CarEditorStep } from '../../machines/car-editor/car-editor.machine';
import { isInState } from '../../machines/testing/shortest-paths';
import { openSignedIn } from './support/accounts.ts';
import { continueStep, fillInspection, fillPapers, fillSale, fillVehicle, freshIdentity } from './support/car-editor.ts';
import { holdOperation } from './support/held-operation.ts';
import { staffAccount } from './support/inventory.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The car editor's statechart walks the real page at /ops/inventory/new: each step, the stepper,
// and the save (held back, then made or refused), each state checked on the page. Cars are saved
// "En revisión", so buyers never see what the walks enter.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const TITLES: Record<CarEditorStep, string> = { vehicle: 'Vehículo', sale: 'Venta y precio', papers: 'Papeles', inspection: 'Inspección', review: 'Revisión' };

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { save: Held; identity: ReturnType<typeof freshIdentity> }>();
const walk = (page: Page) => walking.get(page)!;

type EditorState = { value: unknown; context: { visited: CarEditorStep[] } };
type EditorModelEvent = { type: string; step?: CarEditorStep; snapshot?: { value: string } };
const never = <T,>() => new Promise<T>(() => undefined);
const typed = (value: string) => ({ snapshot: { value, context: { values: { status: 'TO_REVIEW', request: null } } } });
const keyOf = (event: EditorModelEvent) => {
  if (event.type === 'step.goto') return `step.goto:${event.step}`;
  if (event.type === 'xstate.snapshot.reviewForm') return `reviewForm:${event.snapshot!.value}`;
  return event.type;
};
const openStep = (state: EditorState) => CAR_EDITOR_STEPS.find((step) => isInState(state.value, step));

// Atrás after the first step; the stepper offers the visited steps, not the open one; the save is
// pressed from the review, once; the status is chosen before it.
const offers = (state: EditorState, event: EditorModelEvent) => {
  const key = keyOf(event);
  if (event.type === 'step.back') return openStep(state) !== 'vehicle';
  if (event.type === 'step.goto') return event.step !== openStep(state) && state.context.visited.includes(event.step!);
  if (event.type === 'form.failed') return isInState(state.value, 'review.saving');
  if (key.startsWith('reviewForm:')) return isInState(state.value, 'review.checking');
  return true;
};

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos para guardar el auto' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Crear auto' });

async function expectOpen(page: Page, step: CarEditorStep) {
  await expect(page.getByRole('heading', { level: 2, name: TITLES[step] })).toBeVisible();
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(TITLES[step]);
}

const PARSED = { values: {}, result: null };

testPageWalks('car editor', {
  machine: carEditorWith({ saveCar: never }),
  paths: {
    events: <EditorModelEvent[]>[
      { type: 'step.back' },
      ...CAR_EDITOR_STEPS.map((step) => ({ type: 'step.goto', step })),
      { type: 'form.failed', error: Object.assign(new Error('offline'), { code: 'INTERNAL_SERVER_ERROR' }) },
      { type: 'xstate.done.actor.vehicleForm', output: PARSED },
      { type: 'xstate.done.actor.saleForm', output: PARSED },
      { type: 'xstate.done.actor.papersForm', output: PARSED },
      { type: 'xstate.done.actor.inspectionForm', output: PARSED },
      { type: 'xstate.done.actor.reviewForm', output: { values: {}, result: { id: 'car', slug: 'car' } } },
      { type: 'xstate.snapshot.reviewForm', ...typed('editing') },
      { type: 'xstate.snapshot.reviewForm', ...typed('submitting') },
    ],
    input: { today: '2026-03-10' },
    serializeState: (state: EditorState) => JSON.stringify([state.value, state.context.visited]),
    runsIn: { vehicleForm: 'vehicle', saleForm: 'sale', papersForm: 'papers', inspectionForm: 'inspection', reviewForm: 'review.saving' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'carEditor',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  offPage: [
    {
      transitions: CAR_EDITOR_STEPS.map((step) => ({ from: `carEditor.${step}`, event: 'step.goto', to: `carEditor.${step}` })),
      why: 'the stepper shows the open step as where the operator is, not as a button to it; machines/car-editor covers the wizard opening it again',
    },
    {
      events: ['xstate.snapshot.vehicleForm', 'xstate.snapshot.saleForm', 'xstate.snapshot.papersForm', 'xstate.snapshot.inspectionForm'],
      why: 'every box typed in mirrors the step into the draft; the walks type in every step, and machines/car-editor checks the draft kept across a reload',
    },
  ],
  start: async (page) => {
    walking.set(page, { save: await holdOperation(page, 'createCar'), identity: freshIdentity() });
    await openSignedIn(page, await staffAccount(test.info().project.use.baseURL!, 'operator'), '/ops/inventory/new');
  },
  states: {
    'carEditor.vehicle': (page) => expectOpen(page, 'vehicle'),
    'carEditor.sale': (page) => expectOpen(page, 'sale'),
    'carEditor.papers': (page) => expectOpen(page, 'papers'),
    'carEditor.inspection': (page) => expectOpen(page, 'inspection'),
    'carEditor.review.checking': async (page) => {
      await expectOpen(page, 'review');
      await expect(saveButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'carEditor.review.saving': async (page) => {
      await expectOpen(page, 'review');
      await expect(saveButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    'carEditor.saved': async (page) => {
      await expect(page).toHaveURL(/\/ops\/inventory\?q=/);
      await expect(page.getByRole('list', { name: 'Coches del inventario' }).getByRole('article')).toHaveCount(1);
    },
  },
  events: {
    'step.back': async (page) => {
      const back = page.getByRole('button', { name: 'Atrás' });
      // While the car is on its way Atrás is disabled: pressing it does nothing.
      if (await saveButton(page).and(page.locator('[aria-busy="true"]')).isVisible()) {
        await expect(back).toBeDisabled();
        await back.click({ force: true });
      } else await back.click();
    },
    ...Object.fromEntries(CAR_EDITOR_STEPS.map((step) => [`step.goto:${step}`, (page: Page) => stepper(page).getByRole('button', { name: new RegExp(TITLES[step]) }).click()])),
    'xstate.done.actor.vehicleForm': async (page) => {
      await fillVehicle(page);
      await continueStep(page);
    },
    'xstate.done.actor.saleForm': async (page) => {
      await fillSale(page, { ...walk(page).identity, price: 1_050_000 });
      await continueStep(page);
    },
    'xstate.done.actor.papersForm': async (page) => {
      await fillPapers(page);
      await continueStep(page);
    },
    'xstate.done.actor.inspectionForm': async (page) => {
      // A second visit finds the report as it was left: the point is noted already.
      if (await page.getByLabel(/^Nota sobre/).count()) await continueStep(page);
      else {
        await fillInspection(page, 'Revisar el disco delantero');
        await continueStep(page);
      }
    },
    'reviewForm:editing': async (page) => void (await page.getByRole('combobox', { name: 'Estado inicial' }).selectOption({ label: 'En revisión' })),
    'reviewForm:submitting': (page) => saveButton(page).click(),
    'xstate.done.actor.reviewForm': async (page) => walk(page).save.release(),
    'form.failed': async (page) => {
      await walk(page).save.refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
  },
});
