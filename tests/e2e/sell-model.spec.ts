import { expect, test, type Page } from '@playwright/test';
import { sellWizardWith } from '../../machines/sell/sell-calls';
import { SELL_STEPS, type SellStep } from '../../machines/sell/sell-wizard.machine';
import { isInState } from '../../machines/testing/shortest-paths';
import { newAddress } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { fillTheHour } from './support/sell-requests.ts';
import { bookButton, book, type Car, continueButton, fillCar, fillPerson, hours, openHours, quotableCar, showDayWithTwoOpenHours } from './support/sell-wizard.ts';
import { stubWhatsApp } from './support/shell.ts';

// The sell wizard's statechart walks the real wizard at /help/self: each step, the quote (held
// back until asked, then given or refused), the location, the send (held back too, then booked,
// refused, or beaten to the hour by another seller) and the stepper, each state checked on the page.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const TITLES: Record<SellStep, string> = { car: 'Info del carro', price: 'Precio y tiempo', person: 'Info personal', address: 'Dirección', schedule: 'Día y hora' };

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { car: Car; quote: Held; send: Held; quotes: number }>();
const walk = (page: Page) => walking.get(page)!;
let catalogueCar: Car | undefined;

type WizardState = { value: unknown; context: { visited: SellStep[]; quote: unknown } };
type WizardModelEvent = { type: string; step?: SellStep; error?: { code: string }; snapshot?: { value: string } };

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });
// Each kind of server answer and each step of the stepper is made differently on the page.
const keyOf = (event: WizardModelEvent) => {
  if (event.type === 'step.goto') return `step.goto:${event.step}`;
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  if (event.type === 'xstate.snapshot.scheduleForm') return `scheduleForm:${event.snapshot!.value}`;
  return event.type;
};
const openStep = (state: WizardState) => SELL_STEPS.find((step) => isInState(state.value, step));

// What the open step shows to act on: Atrás after the first step, the retry once the quote failed,
// the location on the address step; the stepper offers the steps already visited, not the open one;
// the send is pressed from the calendar, once, and the form's snapshots while sending come from a
// click it ignores meanwhile.
const offers = (state: WizardState, event: WizardModelEvent) => {
  const key = keyOf(event);
  if (event.type === 'step.back') return openStep(state) !== 'car';
  if (event.type === 'step.goto') return event.step !== openStep(state) && state.context.visited.includes(event.step!);
  if (event.type === 'quote.retry') return isInState(state.value, 'price.quoteFailed');
  if (event.type.startsWith('location.')) return openStep(state) === 'address';
  if (event.type === 'form.failed' || key === 'scheduleForm:editing') return isInState(state.value, 'schedule.sending');
  if (key === 'scheduleForm:submitting') return isInState(state.value, 'schedule.choosing');
  return true;
};

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos para vender tu carro' });

/** The step's heading, and the stepper marking it as the open one. */
async function expectOpen(page: Page, step: SellStep) {
  await expect(page.getByRole('heading', { level: 2, name: TITLES[step] })).toBeVisible();
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(TITLES[step]);
}

const chooseHome = (page: Page) => page.getByRole('radio', { name: /En mi casa/ }).check();
const useMyLocation = (page: Page) => page.getByRole('button', { name: 'Usar mi ubicación' }).click();

testPageWalks('sell wizard', {
  // The calls never settle by themselves in the graph: each walk says how the server answers.
  machine: sellWizardWith({ fetchQuote: never, fetchSlots: never, createSellRequest: never }),
  paths: {
    events: <WizardModelEvent[]>[
      { type: 'step.back' },
      ...SELL_STEPS.map((step) => ({ type: 'step.goto', step })),
      { type: 'quote.retry' },
      { type: 'location.found', latitude: 18.4719, longitude: -69.9406, nearestSpotId: 'spot' },
      { type: 'location.refused' },
      { type: 'form.failed', error: refused('SLOT_TAKEN') },
      { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
      { type: 'xstate.done.actor.carForm', output: { values: { brand: 'toyota', model: 'corolla', year: 2019, mileage: 45000, licensePlate: 'A123456' }, result: null } },
      { type: 'xstate.done.actor.priceForm', output: { values: { expectedPrice: 900_000, expectedSaleDays: 30 }, result: null } },
      { type: 'xstate.done.actor.personForm', output: { values: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: null }, result: null } },
      { type: 'xstate.done.actor.addressForm', output: { values: { place: 'SPOT', spotId: 'spot', address: null }, result: null } },
      { type: 'xstate.done.actor.scheduleForm', output: { values: {}, result: { id: 'request', place: 'SPOT', outsideCoverage: false, inspection: { startsAt: '', endsAt: '' }, spot: { name: '', address: '' }, address: null } } },
      { type: 'xstate.done.actor.fetchQuote', output: { suggestedMinPrice: 1, suggestedMaxPrice: 2, suggestedPrice: 1, marketValue: 2, averagePayoutOutside: 1, averagePayoutInside: 1, basedOn: 1 } },
      { type: 'xstate.error.actor.fetchQuote', error: refused('INTERNAL_SERVER_ERROR') },
      // The step forms' own snapshots come as they start; the schedule form's matter as it sends, and while it does.
      { type: 'xstate.snapshot.scheduleForm', ...typed('submitting') },
      { type: 'xstate.snapshot.scheduleForm', ...typed('editing') },
    ],
    input: { now: new Date() },
    serializeState: (state: WizardState) => JSON.stringify([state.value, state.context.visited, state.context.quote !== null]),
    runsIn: { carForm: 'car', priceForm: 'price.quoted', personForm: 'person', addressForm: 'address', scheduleForm: 'schedule.sending', fetchQuote: 'price.quoting' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'sellWizard',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  offPage: [
    {
      transitions: SELL_STEPS.map((step) => ({ from: `sellWizard.${step}`, event: 'step.goto', to: `sellWizard.${step}` })),
      why: 'the stepper shows the open step as where the seller is, not as a button to it; machines/sell covers the wizard opening it again',
    },
  ],
  start: async (page) => {
    catalogueCar ??= await quotableCar(page.request);
    walking.set(page, { car: catalogueCar, quote: await holdOperation(page, 'getSellQuote'), send: await holdOperation(page, 'createSellRequest'), quotes: 0 });
    await page.goto('/help/self');
    await page.getByRole('button', { name: 'Cotiza tu carro' }).click();
  },
  states: {
    'sellWizard.car': (page) => expectOpen(page, 'car'),
    'sellWizard.price.quoting': async (page) => {
      await expectOpen(page, 'price');
      await expect(page.locator('[aria-busy="true"][aria-label="Cotizando tu carro"]')).toBeVisible();
      // The step asks once each time it quotes: the answer given next goes to that request.
      walk(page).quotes += 1;
      await walk(page).quote.arrived(walk(page).quotes);
    },
    'sellWizard.price.quoteFailed': async (page) => {
      await expectOpen(page, 'price');
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cotizar tu carro en este momento.' })).toBeVisible();
      await expect(continueButton(page)).toHaveCount(0);
    },
    'sellWizard.price.quoted': async (page) => {
      await expectOpen(page, 'price');
      await expect(page.getByText('Precio sugerido')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Precio esperado (RD $)', exact: true })).toHaveValue(/^\d{1,3}(,\d{3})+$/);
    },
    'sellWizard.person': (page) => expectOpen(page, 'person'),
    'sellWizard.address': async (page) => {
      await expectOpen(page, 'address');
      await expect(page.getByRole('group', { name: '¿Dónde hacemos la inspección?' })).toBeVisible();
    },
    'sellWizard.schedule.choosing': async (page) => {
      await expectOpen(page, 'schedule');
      await expect(openHours(page).first()).toBeVisible();
      await expect(bookButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'sellWizard.schedule.sending': async (page) => {
      await expectOpen(page, 'schedule');
      await expect(bookButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    'sellWizard.sent': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Tu inspección está agendada!' })).toBeVisible();
      await expect(stepper(page)).toHaveCount(0);
    },
  },
  events: {
    'step.back': async (page) => {
      const back = page.getByRole('button', { name: 'Atrás' });
      // While the request is on its way Atrás is disabled: pressing it does nothing.
      if (await bookButton(page).and(page.locator('[aria-busy="true"]')).isVisible()) {
        await expect(back).toBeDisabled();
        await back.click({ force: true });
      } else await back.click();
    },
    ...Object.fromEntries(SELL_STEPS.map((step) => [`step.goto:${step}`, (page: Page) => stepper(page).getByRole('button', { name: new RegExp(TITLES[step]) }).click()])),
    'quote.retry': (page) => page.getByRole('button', { name: 'Reintentar' }).click(),
    'location.found': async (page) => {
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: 18.4719, longitude: -69.9406 });
      await chooseHome(page);
      await useMyLocation(page);
      await expect(page.getByText('Tenemos tu ubicación')).toBeVisible();
    },
    // The browser is not allowed to share the location (any more): it refuses.
    'location.refused': async (page) => {
      await page.context().clearPermissions();
      await chooseHome(page);
      await useMyLocation(page);
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos obtener tu ubicación' })).toBeVisible();
    },
    'xstate.done.actor.carForm': async (page) => {
      await fillCar(page, walk(page).car);
      await continueButton(page).click();
    },
    'xstate.done.actor.priceForm': async (page) => {
      await page.getByRole('combobox', { name: '¿En cuánto tiempo quieres vender?', exact: true }).selectOption({ label: '1 mes' });
      await continueButton(page).click();
    },
    'xstate.done.actor.personForm': async (page) => {
      await fillPerson(page, newAddress('sell-model'));
      await continueButton(page).click();
    },
    'xstate.done.actor.addressForm': async (page) => {
      await page.getByRole('radio', { name: /En una sucursal/ }).check();
      await page.getByRole('group', { name: '¿En qué sucursal?' }).getByRole('radio').first().check();
      await continueButton(page).click();
    },
    'xstate.done.actor.fetchQuote': async (page) => walk(page).quote.release(),
    'xstate.error.actor.fetchQuote': async (page) => walk(page).quote.refuse('INTERNAL_SERVER_ERROR'),
    // The first hour of a day with another one open, the terms, and the send, which the page holds back.
    'scheduleForm:submitting': async (page) => {
      await showDayWithTwoOpenHours(page);
      await openHours(page).first().click();
      await book(page);
    },
    // Another hour clicked while sending: the form takes nothing meanwhile, the hour sent stays chosen.
    'scheduleForm:editing': async (page) => {
      const chosen = hours(page).and(page.locator('[aria-pressed="true"]'));
      const label = await chosen.innerText();
      await openHours(page).and(page.locator('[aria-pressed="false"]')).first().click();
      await expect(chosen).toHaveText(label);
    },
    'xstate.done.actor.scheduleForm': async (page) => walk(page).send.release(),
    'form.failed:INTERNAL_SERVER_ERROR': async (page) => {
      await walk(page).send.refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
    // Other sellers take the hour while the request is on its way; the server then refuses it.
    'form.failed:SLOT_TAKEN': async (page) => {
      const { input } = await walk(page).send.variables<{ input: { spotId: string; place: string; slotStartsAt: string } }>();
      await fillTheHour(test.info().project.use.baseURL!, input);
      await walk(page).send.release();
      await expect(page.getByRole('alert').filter({ hasText: 'Alguien acaba de reservar esa hora' })).toBeVisible();
      await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
    },
  },
});
