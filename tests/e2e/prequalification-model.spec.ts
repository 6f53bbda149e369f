import { expect, test, type Page } from '@playwright/test';
import { PREQUALIFICATION_STEPS, type PrequalificationStep } from '../../machines/prequalification/prequalification.machine';
import { prequalificationWith } from '../../machines/prequalification/prequalification-calls';
import { isInState } from '../../machines/testing/shortest-paths';
import { newAddress } from './support/accounts.ts';
import { button, fillPerson, fillPrequalificationWork } from './support/financing.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The prequalification statechart walks the real page at /financing/prequalify: the how-to, step 1,
// step 2 whose continue sends (held back, then answered by the server, refused, or answered that the
// income carries no loan) and the stepper, each state checked. It books and holds nothing.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const TITLES: Record<PrequalificationStep, string> = { person: 'Info personal', work: 'Info laboral' };

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { send: Held }>();
const walk = (page: Page) => walking.get(page)!;

type PrequalificationState = { value: unknown; context: { visited: PrequalificationStep[] } };
type PrequalificationModelEvent = { type: string; step?: PrequalificationStep; error?: { code: string }; snapshot?: { value: string }; output?: { result: { approved: boolean } } };

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });
const ANSWER = { id: 'prequalification', maxAmount: 0, monthlyPayment: 0, annualRate: 12.9, termMonths: 72, downPayment: 0 };
const keyOf = (event: PrequalificationModelEvent) => {
  if (event.type === 'step.goto') return `step.goto:${event.step}`;
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  if (event.type === 'xstate.snapshot.workForm') return `workForm:${event.snapshot!.value}`;
  if (event.type === 'xstate.done.actor.workForm') return event.output!.result.approved ? 'workForm:approved' : 'workForm:notApproved';
  return event.type;
};
const openStep = (state: PrequalificationState) => PREQUALIFICATION_STEPS.find((step) => isInState(state.value, step));
const sending = (state: PrequalificationState) => isInState(state.value, 'work.sending');

// What the page offers: Comenzar on the how-to, Atrás on the steps, the stepper's visited steps but the
// open one; step 2's continue is pressed once, and the server answers only while it is on its way.
const offers = (state: PrequalificationState, event: PrequalificationModelEvent) => {
  const key = keyOf(event);
  if (event.type === 'prequalification.start') return isInState(state.value, 'howTo');
  if (event.type === 'step.back') return openStep(state) !== undefined;
  if (event.type === 'step.goto') return openStep(state) !== undefined && event.step !== openStep(state) && state.context.visited.includes(event.step!);
  if (event.type === 'form.failed' || event.type === 'xstate.done.actor.workForm' || key === 'workForm:editing') return sending(state);
  if (key === 'workForm:submitting') return isInState(state.value, 'work.ready');
  return true;
};

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos para precalificarte' });

async function expectOpen(page: Page, step: PrequalificationStep) {
  await expect(page.getByRole('heading', { level: 2, name: TITLES[step] })).toBeVisible();
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(TITLES[step]);
}

const WORK = { salary: '85,000', downPayment: '300000', month: '06', year: '2019' };

testPageWalks('prequalification', {
  machine: prequalificationWith({ prequalify: never }),
  paths: {
    events: <PrequalificationModelEvent[]>[
      { type: 'prequalification.start' },
      { type: 'step.back' },
      ...PREQUALIFICATION_STEPS.map((step) => ({ type: 'step.goto', step })),
      { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
      { type: 'xstate.done.actor.personForm', output: { values: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '00112345678' }, result: null } },
      { type: 'xstate.done.actor.workForm', output: { values: {}, result: { ...ANSWER, approved: true, maxAmount: 1_500_000, monthlyPayment: 30_000 } } },
      { type: 'xstate.done.actor.workForm', output: { values: {}, result: { ...ANSWER, approved: false } } },
      { type: 'xstate.snapshot.workForm', ...typed('submitting') },
      { type: 'xstate.snapshot.workForm', ...typed('editing') },
    ],
    input: { now: new Date() },
    serializeState: (state: PrequalificationState) => JSON.stringify([state.value, state.context.visited]),
    runsIn: { personForm: 'person', workForm: 'work' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'prequalification',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  offPage: [
    {
      transitions: [
        { from: 'prequalification.person', event: 'step.goto', to: 'prequalification.person' },
        { from: 'prequalification.work.ready', event: 'step.goto', to: 'prequalification.work' },
      ],
      why: 'the stepper shows the open step as where the buyer is, not as a button to it; machines/prequalification covers the flow opening it again',
    },
  ],
  start: async (page) => {
    walking.set(page, { send: await holdOperation(page, 'prequalify') });
    await page.goto('/financing/prequalify');
  },
  states: {
    'prequalification.howTo': async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: '¿Cómo funciona?' })).toBeVisible();
      await expect(stepper(page)).toHaveCount(0);
    },
    'prequalification.person': (page) => expectOpen(page, 'person'),
    'prequalification.work.ready': async (page) => {
      await expectOpen(page, 'work');
      await expect(button(page, 'es', 'answer')).not.toHaveAttribute('aria-busy', 'true');
    },
    'prequalification.work.sending': (page) => expect(button(page, 'es', 'answer')).toHaveAttribute('aria-busy', 'true'),
    'prequalification.prequalified': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Estás precalificado!' })).toBeFocused();
      await expect(page.getByTestId('prequalified-amount')).toHaveText(/^RD \$\d{1,3}(,\d{3})+$/);
      await expect(stepper(page)).toHaveCount(0);
    },
    'prequalification.notPrequalified': (page) => expect(page.getByRole('heading', { level: 1, name: 'Por ahora no podemos precalificarte' })).toBeFocused(),
  },
  events: {
    'prequalification.start': (page) => button(page, 'es', 'start').click(),
    'step.back': (page) => page.getByRole('button', { name: 'Atrás' }).click(),
    ...Object.fromEntries(PREQUALIFICATION_STEPS.map((step) => [`step.goto:${step}`, (page: Page) => stepper(page).getByRole('button', { name: new RegExp(TITLES[step]) }).click()])),
    'xstate.done.actor.personForm': async (page) => {
      await fillPerson(page, newAddress('pq-model'));
      await button(page, 'es', 'next').click();
    },
    'workForm:submitting': async (page) => {
      await fillPrequalificationWork(page, WORK);
      await button(page, 'es', 'answer').click();
    },
    // Typing while the step is open; pressing again while the answer is on its way, which sends nothing more.
    'workForm:editing': async (page) => {
      if (await button(page, 'es', 'answer').and(page.locator('[aria-busy="true"]')).isVisible()) {
        await button(page, 'es', 'answer').click({ force: true });
        await expect(button(page, 'es', 'answer')).toHaveAttribute('aria-busy', 'true');
      } else await page.getByRole('textbox', { name: 'Lugar de trabajo' }).fill('Claro Dominicana');
    },
    'workForm:approved': (page) => walk(page).send.release(),
    // An income too small for the smallest loan: the server's answer for one (financing.spec.ts types one).
    'workForm:notApproved': (page) => walk(page).send.reply({ prequalify: { ...ANSWER, approved: false } }),
    'form.failed:INTERNAL_SERVER_ERROR': async (page) => {
      await walk(page).send.refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
  },
});
