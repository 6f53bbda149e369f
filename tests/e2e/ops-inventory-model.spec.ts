import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { bulkPriceMachine } from '../../machines/bulk-price/bulk-price.machine';
import { carPriceInput, carPriceMachine } from '../../machines/car-price/car-price.machine';
import { carStatusMachine } from '../../machines/car-status/car-status.machine';
import { openSignedIn } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { dearCars, type InventoryCar, pesosText, restoreCars, staffAccount } from './support/inventory.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The inventory's statecharts walk the real page: every state checked there, every transition taken
// by a click, a form sent to the real API, or the server's answer the page holds back. Each walk
// puts its car back as it was.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const baseURL = () => test.info().project.use.baseURL!;
const pending = () => new Promise<void>(() => undefined);
const walked = new WeakMap<Page, { car: InventoryCar; held?: Awaited<ReturnType<typeof holdOperation>> }>();
const used: InventoryCar[] = [];
test.afterEach(async () => {
  await restoreCars(baseURL(), used.splice(0));
});

/** Opens the inventory on the walk's car, found by its slug, with `operation`'s answers held back. */
async function startOn(page: Page, operation?: string) {
  const [car] = await dearCars(baseURL(), 1);
  used.push(car!);
  walked.set(page, { car: car!, held: operation ? await holdOperation(page, operation) : undefined });
  await openSignedIn(page, await staffAccount(baseURL(), 'operator'), `/ops/inventory?q=${car!.slug}`);
  await expect(row(page)).toBeVisible();
}
const carOf = (page: Page) => walked.get(page)!.car;
const row = (page: Page) => page.getByRole('article', { name: carOf(page).title }).filter({ hasText: carOf(page).slug });
const heldOf = (page: Page) => walked.get(page)!.held!;
const offline = (page: Page) =>
  expect(
    page
      .getByRole('region', { name: /^Notificaciones/ })
      .getByText('Sin conexión')
      .first(),
  ).toBeVisible();

testPageWalks('change a car status', {
  machine: carStatusMachine.provide({ actors: { setCarStatus: fromPromise(pending) } }),
  paths: {
    events: <Array<{ type: string; status?: string }>>[{ type: 'status.choose', status: 'NOT_AVAILABLE' }, { type: 'status.confirm' }, { type: 'status.deny' }, { type: 'xstate.done.actor.setCarStatus' }, { type: 'xstate.error.actor.setCarStatus' }],
    input: { carId: 'car' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { setCarStatus: 'changing' },
    ownId: 'carStatus',
  },
  start: (page) => startOn(page, 'setCarStatus'),
  states: {
    'carStatus.idle': async (page) => {
      await expect(row(page).getByRole('button', { name: `Cambiar el estado de ${carOf(page).title}` })).toBeEnabled();
    },
    'carStatus.confirming': async (page) => {
      await expect(row(page).getByRole('group', { name: carOf(page).title })).toContainText('«No disponible»');
      await expect(row(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'carStatus.changing': async (page) => {
      await expect(row(page).getByRole('status').filter({ hasText: `Cambiando el estado de ${carOf(page).title}` })).toBeAttached();
    },
  },
  events: {
    'status.choose': async (page) => {
      await row(page).getByRole('button', { name: `Cambiar el estado de ${carOf(page).title}` }).click();
      await page.getByRole('menuitem', { name: 'No disponible' }).click();
    },
    'status.confirm': (page) => row(page).getByRole('button', { name: 'Sí, cambiar' }).click(),
    'status.deny': (page) => row(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.setCarStatus': async (page) => {
      await heldOf(page).release();
      await expect(row(page).getByText('No disponible', { exact: true })).toBeVisible();
    },
    'xstate.error.actor.setCarStatus': async (page) => {
      await heldOf(page).fail();
      await offline(page);
      await expect(row(page).getByText('Disponible', { exact: true })).toBeVisible();
    },
  },
});

const priceBox = (page: Page) => row(page).getByLabel('Nuevo precio (RD $)');

testPageWalks('change a car price', {
  machine: carPriceMachine,
  paths: {
    events: <Array<{ type: string; changes?: unknown; output?: unknown }>>[
      { type: 'edit.open', changes: { basePrice: '1' } },
      { type: 'edit.cancel' },
      { type: 'xstate.done.actor.form', output: { values: { carId: 'car', basePrice: 1 }, result: undefined } },
    ],
    input: carPriceInput('car'),
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { form: 'editing' },
    ownId: 'carPrice.',
  },
  start: (page) => startOn(page),
  states: {
    'carPrice.closed': async (page) => {
      await expect(priceBox(page)).toHaveCount(0);
      await expect(row(page).getByText('Precio guardado.')).toHaveCount(0);
    },
    'carPrice.editing': async (page) => {
      await expect(priceBox(page)).toBeFocused();
      await expect(priceBox(page)).not.toHaveValue('');
    },
    'carPrice.saved': async (page) => {
      await expect(row(page).getByText('Precio guardado.')).toBeVisible();
      await expect(row(page).getByText(pesosText(carOf(page).basePrice + 5_000), { exact: true })).toBeVisible();
    },
  },
  events: {
    'edit.open': (page) => row(page).getByRole('button', { name: `Cambiar el precio de ${carOf(page).title}` }).click(),
    'edit.cancel': (page) => row(page).getByRole('button', { name: 'Cancelar' }).click(),
    'xstate.done.actor.form': async (page) => {
      await priceBox(page).fill(String(carOf(page).basePrice + 5_000));
      await row(page).getByRole('button', { name: 'Guardar precio' }).click();
    },
  },
});

const panel = (page: Page) => page.getByRole('region', { name: 'Cambio de precios en bloque' });
const tick = (page: Page) => row(page).getByRole('checkbox', { name: `Elegir ${carOf(page).title} para cambiar precios` });
type BulkGraphEvent = { type: string; carId?: string; output?: unknown };
const inSelecting = (state: { value: unknown }) => state.value === 'selecting';

testPageWalks('change prices in bulk', {
  machine: bulkPriceMachine.provide({ actors: { changePrices: fromPromise(pending) } }),
  paths: {
    events: <BulkGraphEvent[]>[
      { type: 'selection.toggle', carId: 'car' },
      { type: 'selection.clear' },
      { type: 'bulk.start' },
      { type: 'bulk.cancel' },
      { type: 'bulk.back' },
      { type: 'bulk.confirm' },
      { type: 'bulk.finish' },
      { type: 'xstate.done.actor.bulkPriceForm', output: { values: { carIds: ['car'], percent: 5 }, result: [{ carId: 'car', title: 'car', oldPrice: 1, newPrice: 2 }] } },
      { type: 'xstate.done.actor.changePrices' },
      { type: 'xstate.error.actor.changePrices' },
    ],
    serializeState: (state: { value: unknown; context: { selected: string[] } }) => JSON.stringify([state.value, state.context.selected.length > 0]),
    runsIn: { bulkPriceForm: 'composing', changePrices: 'applying' },
    ownId: 'bulkPrice',
    // The page offers "Quitar la selección" and "Cambiar precios" only while cars are ticked, in the list's own step.
    offers: (state: { value: unknown; context: { selected: string[] } }, event: BulkGraphEvent) =>
      event.type === 'selection.clear' || event.type === 'bulk.start' ? inSelecting(state) && state.context.selected.length > 0 : true,
  },
  start: (page) => startOn(page, 'changePrices'),
  states: {
    'bulkPrice.selecting': async (page) => {
      await expect(tick(page)).toBeEnabled();
    },
    'bulkPrice.composing': async (page) => {
      await expect(panel(page).getByLabel('Porcentaje (%)')).toBeFocused();
      await expect(tick(page)).toBeDisabled();
    },
    'bulkPrice.reviewing': async (page) => {
      await expect(panel(page).getByRole('row', { name: new RegExp(carOf(page).title) }).getByRole('cell').first()).toHaveText(pesosText(carOf(page).basePrice));
      await expect(panel(page).getByRole('button', { name: 'Confirmar los cambios' })).not.toHaveAttribute('aria-busy');
    },
    'bulkPrice.applying': async (page) => {
      await expect(panel(page).getByRole('button', { name: 'Confirmar los cambios' })).toHaveAttribute('aria-busy', 'true');
      await expect(panel(page).getByRole('button', { name: 'Volver' })).toBeDisabled();
    },
    'bulkPrice.applied': async (page) => {
      await expect(panel(page).getByText('Precios cambiados.')).toBeVisible();
    },
  },
  events: {
    'selection.toggle': (page) => tick(page).click(),
    'selection.clear': (page) => panel(page).getByRole('button', { name: 'Quitar la selección' }).click(),
    'bulk.start': (page) => panel(page).getByRole('button', { name: 'Cambiar precios' }).click(),
    'bulk.cancel': (page) => panel(page).getByRole('button', { name: 'Cancelar' }).click(),
    'bulk.back': (page) => panel(page).getByRole('button', { name: 'Volver' }).click(),
    'bulk.confirm': (page) => panel(page).getByRole('button', { name: 'Confirmar los cambios' }).click(),
    'bulk.finish': (page) => panel(page).getByRole('button', { name: 'Listo' }).click(),
    'xstate.done.actor.bulkPriceForm': async (page) => {
      await panel(page).getByLabel('Porcentaje (%)').fill('5');
      await panel(page).getByRole('button', { name: 'Ver los cambios' }).click();
    },
    'xstate.done.actor.changePrices': (page) => heldOf(page).release(),
    'xstate.error.actor.changePrices': async (page) => {
      await heldOf(page).fail();
      await offline(page);
    },
  },
});
