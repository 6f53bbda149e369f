import { expect, test, type Page } from '@playwright/test';
import { carFinderWith } from '../../machines/car-finder/car-finder-calls';
import { FINDER_STEPS, type FinderStep } from '../../machines/car-finder/car-finder.machine';
import { isInState } from '../../machines/testing/shortest-paths';
import { continueButton } from './support/car-finder.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The car finder's statechart walks the real finder at /help/find-my-car: home, each step, the
// stepper, the results (held back until asked, then found, not found or failed), the preferences
// screen with one answer edited, view result and start over, each state checked on the page.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const TITLES: Record<FinderStep, string> = { category: 'Categoría', bodyStyle: 'Segmento', price: 'Precio', year: 'Año', mileage: 'Kilometraje' };
const PREFERENCES = { categories: ['familiar'], bodyStyle: null, price: { min: 0, max: 1 }, year: { min: 2000, max: 2001 }, maxMileage: 1 };

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { recommend: Held; asked: number }>();
const walk = (page: Page) => walking.get(page)!;

type FinderState = { value: unknown; context: { visited: FinderStep[]; editingOne: boolean; recommendation: { main: unknown } | null; answers: Record<string, unknown> } };
type FinderModelEvent = { type: string; step?: FinderStep; output?: { main: unknown } };

const never = <T,>() => new Promise<T>(() => undefined);
// Each stepper button, each answer's edit button and each kind of server answer is its own thing on the page.
const keyOf = (event: FinderModelEvent) => {
  if (event.type === 'step.goto' || event.type === 'preferences.edit') return `${event.type}:${event.step}`;
  if (event.type === 'xstate.done.actor.recommend') return event.output!.main ? 'recommend:found' : 'recommend:none';
  return event.type;
};
const openStep = (state: FinderState) => FINDER_STEPS.find((step) => isInState(state.value, step));

// The stepper offers the visited steps, not the open one; while asking, the results show no buttons.
const offers = (state: FinderState, event: FinderModelEvent) => {
  if (event.type === 'step.goto') return event.step !== openStep(state);
  if (event.type === 'results.edit') return !isInState(state.value, 'results.loading');
  return true;
};

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos para encontrar tu carro' });

async function expectOpen(page: Page, step: FinderStep) {
  await expect(page.getByRole('heading', { level: 1, name: TITLES[step], exact: true })).toBeVisible();
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(TITLES[step]);
}

/** A step's answer: family cars, no body style preference, the sliders across the whole catalogue. */
const answer: Record<FinderStep, (page: Page) => Promise<void>> = {
  category: (page) => page.getByRole('checkbox', { name: 'Familiar' }).check(),
  bodyStyle: (page) => page.getByRole('radio', { name: 'Sin preferencia' }).check(),
  price: async () => undefined,
  year: async () => undefined,
  mileage: async () => undefined,
};

const FORMS: Record<FinderStep, string> = { category: 'categoryForm', bodyStyle: 'bodyStyleForm', price: 'priceForm', year: 'yearForm', mileage: 'mileageForm' };

testPageWalks('car finder', {
  // The recommendation never settles by itself in the graph: each walk says how the server answers.
  machine: carFinderWith({ recommend: never }),
  paths: {
    events: <FinderModelEvent[]>[
      { type: 'finder.start' },
      { type: 'step.back' },
      ...FINDER_STEPS.map((step) => ({ type: 'step.goto', step })),
      { type: 'results.retry' },
      { type: 'results.edit' },
      ...FINDER_STEPS.map((step) => ({ type: 'preferences.edit', step })),
      { type: 'preferences.viewResult' },
      { type: 'preferences.startOver' },
      { type: 'xstate.done.actor.categoryForm', output: { values: PREFERENCES.categories, result: null } },
      { type: 'xstate.done.actor.bodyStyleForm', output: { values: { bodyStyle: null }, result: null } },
      { type: 'xstate.done.actor.priceForm', output: { values: PREFERENCES.price, result: null } },
      { type: 'xstate.done.actor.yearForm', output: { values: PREFERENCES.year, result: null } },
      { type: 'xstate.done.actor.mileageForm', output: { values: PREFERENCES.maxMileage, result: null } },
      { type: 'xstate.done.actor.recommend', output: { main: { id: 'car', slug: 'car' }, others: [] } },
      { type: 'xstate.done.actor.recommend', output: { main: null, others: [] } },
      { type: 'xstate.error.actor.recommend', error: new Error('INTERNAL_SERVER_ERROR') },
    ],
    input: { bounds: { price: { min: 0, max: 1 }, year: { min: 2000, max: 2001 }, mileage: { min: 0, max: 1 } } },
    // The steps visited matter on a step (its stepper offers them); the results kept (found, none, or
    // to ask) where they show or open: on the results and the preferences screen.
    serializeState: (state: FinderState) => {
      const step = openStep(state);
      return JSON.stringify([state.value, step ? state.context.visited : null, state.context.editingOne, step ? null : state.context.recommendation && state.context.recommendation.main !== null]);
    },
    runsIn: { ...FORMS, recommend: 'results.loading' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'carFinder',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  offPage: [
    {
      transitions: FINDER_STEPS.map((step) => ({ from: `carFinder.${step}`, event: 'step.goto', to: `carFinder.${step}` })),
      why: 'the stepper shows the open step as where the visitor is, not as a button to it; machines/car-finder covers the finder opening it again',
    },
    {
      transitions: [{ from: 'carFinder.opening', event: '', to: 'carFinder.results' }],
      why: 'only a shared results URL opens the finder on its results; car-finder.spec.ts opens one, machines/car-finder covers the transition',
    },
  ],
  start: async (page) => {
    walking.set(page, { recommend: await holdOperation(page, 'recommendCars'), asked: 0 });
    await page.goto('/help/find-my-car');
  },
  states: {
    'carFinder.home': (page) => expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu carro ideal' })).toBeVisible(),
    ...Object.fromEntries(FINDER_STEPS.map((step) => [`carFinder.${step}`, (page: Page) => expectOpen(page, step)])),
    'carFinder.results.loading': async (page) => {
      await expect(page.locator('[aria-busy="true"][aria-label="Buscando tu carro"]')).toBeVisible();
      // The results ask once each time they load: the answer given next goes to that request.
      walk(page).asked += 1;
      await walk(page).recommend.arrived(walk(page).asked);
      await expect(page).toHaveURL(/categories=familiar/);
    },
    'carFinder.results.found': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Tu carro recomendado' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /Ver los \d+ carros que coinciden/ })).toBeVisible();
    },
    'carFinder.results.notFound': (page) => expect(page.getByRole('heading', { level: 1, name: 'No se encontraron resultados con los criterios seleccionados.' })).toBeVisible(),
    'carFinder.results.failed': (page) => expect(page.getByRole('alert').filter({ hasText: 'Se ha producido un error, inténtelo de nuevo más tarde.' })).toBeVisible(),
    'carFinder.preferences': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Tus preferencias' })).toBeVisible();
      await expect(page).toHaveURL(/\/help\/find-my-car$/);
    },
  },
  events: {
    'finder.start': (page) => page.getByRole('button', { name: 'Empezar', exact: true }).click(),
    'step.back': (page) => page.getByRole('button', { name: 'Atrás' }).click(),
    ...Object.fromEntries(FINDER_STEPS.map((step) => [`step.goto:${step}`, (page: Page) => stepper(page).getByRole('button', { name: new RegExp(`^\\d+ ${TITLES[step]} completado`) }).click()])),
    'results.retry': (page) => page.getByRole('button', { name: 'Reintentar' }).click(),
    'results.edit': (page) => page.getByRole('button', { name: /^(Editar preferencias|Cambiar mis preferencias)$/ }).click(),
    ...Object.fromEntries(FINDER_STEPS.map((step) => [`preferences.edit:${step}`, (page: Page) => page.getByRole('button', { name: `Editar ${TITLES[step]}`, exact: true }).click()])),
    'preferences.viewResult': (page) => page.getByRole('button', { name: 'Ver resultado' }).click(),
    'preferences.startOver': (page) => page.getByRole('button', { name: 'Empezar de nuevo' }).click(),
    ...Object.fromEntries(
      FINDER_STEPS.map((step) => [
        `xstate.done.actor.${FORMS[step]}`,
        async (page: Page) => {
          await answer[step](page);
          await continueButton(page).click();
        },
      ]),
    ),
    'recommend:found': (page) => walk(page).recommend.release(),
    'recommend:none': (page) => walk(page).recommend.reply({ recommendCars: { main: null, others: [], matching: 0, mainMatches: [] } }),
    'xstate.error.actor.recommend': (page) => walk(page).recommend.refuse('INTERNAL_SERVER_ERROR'),
  },
});
