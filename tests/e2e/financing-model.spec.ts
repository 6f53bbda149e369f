import { expect, test, type Page } from '@playwright/test';
import { financingWith } from '../../machines/financing/financing-calls';
import { isInState } from '../../machines/testing/shortest-paths';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { applyButton, cashButton, confirmCashButton, fillPerson, fillWork, sendApplicationButton } from './support/financing.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';
import { drivableCar } from './support/test-drives.ts';

// The financing statechart walks the real page at /car/{slug}/financing as a signed-in buyer: the
// calculator, the application (held back, then sent to our team, handed to a bank, refused, or refused
// because the car went) and the cash purchase (held back, then started, refused, or the car gone), each
// state checked. Cars of lane 6 (support/test-drives.ts): neither an application nor a cash purchase
// holds a car, so every walk finds its car available.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { apply: Held; cash: Held; title: string }>();
const walk = (page: Page) => walking.get(page)!;

type FinancingState = { value: unknown; context: { loan: unknown } };
type FinancingModelEvent = { type: string; error?: { code: string }; snapshot?: { value: string }; output?: { result: { status?: string } } };

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });
const QUOTE = { monthlyPayment: 30_000, annualRate: 13.5, termMonths: 48, financedAmount: 1_000_000, totalCost: 1_800_000 };
const REDIRECTED = { id: 'application', status: 'REDIRECTED', redirectUrl: 'https://banco.example.com/solicitud', quote: QUOTE };
const keyOf = (event: FinancingModelEvent) => {
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  if (event.type === 'xstate.snapshot.applicationForm') return `applicationForm:${event.snapshot!.value}`;
  if (event.type === 'xstate.snapshot.cashForm') return `cashForm:${event.snapshot!.value}`;
  if (event.type === 'xstate.done.actor.applicationForm') return `applicationForm:${event.output!.result.status}`;
  return event.type;
};
const sending = (state: FinancingState) => isInState(state.value, 'application.sending') || isInState(state.value, 'cash.sending');

// What the page offers: the calculator's two buttons while choosing, Atrás from the application or the
// cash confirmation; each send is pressed once, typing happens while the form is open, and the server
// answers only while a send is on its way, when pressing again sends nothing more.
const offers = (state: FinancingState, event: FinancingModelEvent) => {
  const key = keyOf(event);
  if (event.type === 'step.back') return isInState(state.value, 'application.ready') || isInState(state.value, 'cash.ready');
  if (event.type === 'form.failed' || event.type.startsWith('xstate.done.actor.') || key === 'cashForm:editing') return sending(state);
  if (key === 'applicationForm:submitting') return isInState(state.value, 'application.ready');
  if (key === 'cashForm:submitting') return isInState(state.value, 'cash.ready');
  return true;
};

const password = 'financiar-1';
const sendOf = async (page: Page) => ((await isBusy(page, sendApplicationButton(page))) ? walk(page).apply : walk(page).cash);
const isBusy = (page: Page, locator: ReturnType<Page['getByRole']>) => locator.and(page.locator('[aria-busy="true"]')).isVisible();

testPageWalks('financing', {
  machine: financingWith({ applyForFinancing: never, payCash: never }),
  paths: {
    events: <FinancingModelEvent[]>[
      { type: 'apply.start', loan: { plan: 'ola-financia', downPayment: 1, termMonths: 48 } } as FinancingModelEvent,
      { type: 'cash.start' },
      { type: 'step.back' },
      { type: 'form.failed', error: refused('CAR_NOT_AVAILABLE') },
      { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
      { type: 'xstate.done.actor.applicationForm', output: { values: {}, result: { id: 'application', status: 'SUBMITTED', redirectUrl: null, quote: QUOTE } } },
      { type: 'xstate.done.actor.applicationForm', output: { values: {}, result: REDIRECTED } },
      { type: 'xstate.done.actor.cashForm', output: { values: {}, result: { id: 'purchase', method: 'CASH', status: 'IN_PROGRESS' } } },
      { type: 'xstate.snapshot.applicationForm', ...typed('submitting') },
      { type: 'xstate.snapshot.applicationForm', ...typed('editing') },
      { type: 'xstate.snapshot.cashForm', ...typed('submitting') },
      { type: 'xstate.snapshot.cashForm', ...typed('editing') },
    ],
    input: { carId: 'car' },
    serializeState: (state: FinancingState) => JSON.stringify([state.value, state.context.loan !== null]),
    runsIn: { applicationForm: 'application', cashForm: 'cash' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'financing',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const email = await createConfirmedAccount(baseURL, { email: newAddress('fin-model'), password });
    const car = await drivableCar(page.request, 6);
    walking.set(page, { apply: await holdOperation(page, 'applyForFinancing'), cash: await holdOperation(page, 'startPurchase'), title: car.title });
    await openSignedIn(page, await signInThroughApi(baseURL, email, password), `/car/${car.slug}/financing`);
  },
  states: {
    'financing.choosing': async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Calcula tu cuota' })).toBeVisible();
      await expect(page.getByTestId('loan-monthly-payment')).toContainText('RD $');
    },
    'financing.application.ready': async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Solicitud de financiamiento' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tu préstamo' })).toContainText('Ola Financia');
      await expect(sendApplicationButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'financing.application.sending': (page) => expect(sendApplicationButton(page)).toHaveAttribute('aria-busy', 'true'),
    'financing.cash.ready': async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Pagar en efectivo' })).toBeVisible();
      await expect(page.getByText(`Vas a comprar el ${walk(page).title} de contado`)).toBeVisible();
      await expect(confirmCashButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'financing.cash.sending': (page) => expect(confirmCashButton(page)).toHaveAttribute('aria-busy', 'true'),
    'financing.submitted': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Recibimos tu solicitud de financiamiento!' })).toBeFocused();
      await expect(page.getByText('te llamará al 8095551234')).toBeVisible();
    },
    'financing.redirected': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /^Termina tu solicitud con / })).toBeFocused();
      await expect(page.getByRole('link', { name: /^Continuar en el sitio de / })).toHaveAttribute('href', REDIRECTED.redirectUrl);
    },
    'financing.purchased': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Tu compra en efectivo está en marcha!' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Ver mis compras' })).toHaveAttribute('href', '/user/buy');
    },
    'financing.carUnavailable': (page) => expect(page.getByRole('heading', { level: 1, name: 'Este carro ya no está disponible' })).toBeVisible(),
  },
  events: {
    'apply.start': (page) => applyButton(page).click(),
    'cash.start': (page) => cashButton(page).click(),
    'step.back': (page) => page.getByRole('button', { name: 'Atrás' }).click(),
    'applicationForm:submitting': async (page) => {
      await fillPerson(page, newAddress('fin-app'));
      await fillWork(page, '95,000');
      await sendApplicationButton(page).click();
    },
    // Typing while the form is open; pressing the send again while it is on its way, which sends nothing more.
    'applicationForm:editing': async (page) => {
      if (await isBusy(page, sendApplicationButton(page))) {
        await sendApplicationButton(page).click({ force: true });
        await expect(sendApplicationButton(page)).toHaveAttribute('aria-busy', 'true');
      } else await page.getByRole('textbox', { name: 'Lugar de trabajo' }).fill('Claro Dominicana');
    },
    'cashForm:submitting': (page) => confirmCashButton(page).click(),
    'cashForm:editing': async (page) => {
      await confirmCashButton(page).click({ force: true });
      await expect(confirmCashButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    'applicationForm:SUBMITTED': (page) => walk(page).apply.release(),
    // A bank's plan: the server's answer as it gives it for one (financing.spec.ts applies to a real one).
    'applicationForm:REDIRECTED': (page) => walk(page).apply.reply({ applyForFinancing: REDIRECTED }),
    'xstate.done.actor.cashForm': (page) => walk(page).cash.release(),
    'form.failed:INTERNAL_SERVER_ERROR': async (page) => {
      await (await sendOf(page)).refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
    // Sold or reserved meanwhile: the server's answer, as another buyer's reservation would make it.
    'form.failed:CAR_NOT_AVAILABLE': async (page) => (await sendOf(page)).refuse('CAR_NOT_AVAILABLE'),
  },
});
