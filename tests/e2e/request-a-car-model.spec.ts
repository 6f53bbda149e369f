import { expect, test, type Page } from '@playwright/test';
import { requestACarWith } from '../../machines/request-a-car/request-calls';
import { REQUEST_STEPS, type RequestStep } from '../../machines/request-a-car/request-a-car.machine';
import { isInState } from '../../machines/testing/shortest-paths';
import { newAddress } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { availableCar, fillRequester, fillSpecs, nextButton, sendButton, type WantedCar } from './support/request-a-car.ts';
import { stubWhatsApp } from './support/shell.ts';

// Request-a-car's statechart walks the real page at /help/request-a-car: both steps, the suggestions
// (held back until asked, then given or refused, and asked again), the send (held back too, then
// stored or refused) and the stepper, each state checked on the page.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const TITLES: Record<RequestStep, string> = { specs: 'Especificaciones', person: 'Info personal', results: 'Resultados' };
const SUGGESTIONS = 'Carros parecidos que tenemos ahora';

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { car: WantedCar; suggest: Held; send: Held }>();
const walk = (page: Page) => walking.get(page)!;
let wanted: WantedCar | undefined;

type RequestState = { value: unknown; context: { visited: RequestStep[]; suggestions: unknown } };
type RequestModelEvent = { type: string; step?: RequestStep; error?: { code: string }; snapshot?: { value: string } };

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });
const keyOf = (event: RequestModelEvent) => {
  if (event.type === 'step.goto') return `step.goto:${event.step}`;
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  if (event.type === 'xstate.snapshot.sendForm') return `sendForm:${event.snapshot!.value}`;
  return event.type;
};
const openStep = (state: RequestState) => REQUEST_STEPS.find((step) => isInState(state.value, step));
const sending = (state: RequestState) => isInState(state.value, 'results.request.sending');

// What the page offers: Atrás after the first step, the stepper's visited steps but the open one,
// the retry once the suggestions failed; the send is pressed from Resultados, and the server answers
// it (stored or refused) only while it is on its way, when pressing again sends nothing more.
const offers = (state: RequestState, event: RequestModelEvent) => {
  if (event.type === 'step.back') return openStep(state) !== 'specs';
  if (event.type === 'step.goto') return event.step !== openStep(state) && state.context.visited.includes(event.step!);
  if (event.type === 'suggestions.retry') return isInState(state.value, 'results.suggestions.failed');
  if (event.type === 'form.failed' || event.type === 'xstate.done.actor.sendForm' || keyOf(event) === 'sendForm:editing') return sending(state);
  if (keyOf(event) === 'sendForm:submitting') return isInState(state.value, 'results.request.ready');
  return true;
};

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos para solicitar un carro' });
const suggestions = (page: Page) => page.getByRole('list', { name: SUGGESTIONS });

/** The step's heading, and the stepper marking it as the open one. */
async function expectOpen(page: Page, step: RequestStep) {
  await expect(page.getByRole('heading', { level: 2, name: TITLES[step] })).toBeVisible();
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(TITLES[step]);
}

testPageWalks('request a car', {
  // The calls never settle by themselves in the graph: each walk says how the server answers.
  machine: requestACarWith({ suggestCars: never, createCarRequest: never }),
  paths: {
    events: <RequestModelEvent[]>[
      { type: 'step.back' },
      ...REQUEST_STEPS.map((step) => ({ type: 'step.goto', step })),
      { type: 'suggestions.retry' },
      { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
      { type: 'xstate.done.actor.specsForm', output: { values: { brand: 'toyota', model: 'corolla', year: 2019, budget: 950_000 }, result: null } },
      { type: 'xstate.done.actor.personForm', output: { values: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: null }, result: null } },
      { type: 'xstate.done.actor.sendForm', output: { values: {}, result: { id: 'request', suggestedCars: [] } } },
      { type: 'xstate.done.actor.suggestCars', output: [{ id: 'car', slug: 'car' }] },
      { type: 'xstate.error.actor.suggestCars', error: refused('INTERNAL_SERVER_ERROR') },
      // The send form's snapshots matter as it starts sending, and while it does.
      { type: 'xstate.snapshot.sendForm', ...typed('submitting') },
      { type: 'xstate.snapshot.sendForm', ...typed('editing') },
    ],
    input: { now: new Date() },
    serializeState: (state: RequestState) => JSON.stringify([state.value, state.context.visited, state.context.suggestions !== null]),
    runsIn: { specsForm: 'specs', personForm: 'person', sendForm: 'results', suggestCars: 'results.suggestions.loading' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'requestACar',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  offPage: [
    {
      transitions: [
        { from: 'requestACar.specs', event: 'step.goto', to: 'requestACar.specs' },
        { from: 'requestACar.person', event: 'step.goto', to: 'requestACar.person' },
        { from: 'requestACar.results.request.ready', event: 'step.goto', to: 'requestACar.results' },
      ],
      why: 'the stepper shows the open step as where the visitor is, not as a button to it; machines/request-a-car covers the wizard opening it again',
    },
  ],
  start: async (page) => {
    wanted ??= await availableCar(page.request);
    walking.set(page, { car: wanted, suggest: await holdOperation(page, 'getCarRequestSuggestions'), send: await holdOperation(page, 'createCarRequest') });
    await page.goto('/help/request-a-car');
  },
  states: {
    'requestACar.specs': (page) => expectOpen(page, 'specs'),
    'requestACar.person': (page) => expectOpen(page, 'person'),
    'requestACar.results.suggestions.loading': async (page) => {
      await expectOpen(page, 'results');
      await expect(page.locator(`[aria-busy="true"][aria-label="${SUGGESTIONS}"]`)).toBeVisible();
      // The page has asked, and the server has not answered yet.
      await walk(page).suggest.variables();
    },
    'requestACar.results.suggestions.failed': async (page) => {
      await expectOpen(page, 'results');
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos buscar carros parecidos.' })).toBeVisible();
    },
    'requestACar.results.suggestions.shown': async (page) => {
      await expectOpen(page, 'results');
      await expect(suggestions(page).locator(`a[href="/car/${walk(page).car.slug}"]`)).toBeVisible();
    },
    'requestACar.results.request.ready': async (page) => {
      await expect(sendButton(page)).toBeEnabled();
      await expect(sendButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'requestACar.results.request.sending': (page) => expect(sendButton(page)).toHaveAttribute('aria-busy', 'true'),
    'requestACar.sent': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Recibimos tu solicitud!' })).toBeVisible();
      await expect(stepper(page)).toHaveCount(0);
    },
  },
  events: {
    'step.back': async (page) => {
      const back = page.getByRole('button', { name: 'Atrás' });
      // While the request is on its way Atrás is disabled: pressing it does nothing.
      if (await sendButton(page).and(page.locator('[aria-busy="true"]')).isVisible()) {
        await expect(back).toBeDisabled();
        await back.click({ force: true });
      } else await back.click();
    },
    ...Object.fromEntries(REQUEST_STEPS.map((step) => [`step.goto:${step}`, (page: Page) => stepper(page).getByRole('button', { name: new RegExp(TITLES[step]) }).click()])),
    'suggestions.retry': (page) => page.getByRole('button', { name: 'Reintentar' }).click(),
    'xstate.done.actor.specsForm': async (page) => {
      await fillSpecs(page, walk(page).car);
      await nextButton(page).click();
    },
    'xstate.done.actor.personForm': async (page) => {
      await fillRequester(page, newAddress('request-model'));
      await nextButton(page).click();
    },
    'xstate.done.actor.suggestCars': (page) => walk(page).suggest.release(),
    'xstate.error.actor.suggestCars': (page) => walk(page).suggest.refuse('INTERNAL_SERVER_ERROR'),
    'sendForm:submitting': (page) => sendButton(page).click(),
    // Pressed again while on its way: the busy button takes nothing, the one request stays held.
    'sendForm:editing': async (page) => {
      await sendButton(page).click({ force: true });
      await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    'xstate.done.actor.sendForm': (page) => walk(page).send.release(),
    'form.failed:INTERNAL_SERVER_ERROR': async (page) => {
      await walk(page).send.refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
  },
});
