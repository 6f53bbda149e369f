import { expect, test, type Page } from '@playwright/test';
import { reserveWith } from '../../machines/reserve/reserve-calls';
import { isInState } from '../../machines/testing/shortest-paths';
import { createConfirmedAccount, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { fillCard, payButton, reserveLink, startButton } from './support/reserve.ts';
import { stubWhatsApp } from './support/shell.ts';
import { drivableCar } from './support/test-drives.ts';

// The reserve statechart walks the real page at /car/{slug}/reserve as a signed-in buyer: the deposit
// explained, the card (the payment held back, then made, declined, refused, or the car gone meanwhile),
// each state checked on the page. Each walk reserves a car of its own: a held car cannot be held twice.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { pay: Held; title: string }>();
const walk = (page: Page) => walking.get(page)!;

type ReserveState = { value: unknown };
type ReserveModelEvent = { type: string; error?: { code: string }; snapshot?: { value: string } };

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });
const keyOf = (event: ReserveModelEvent) => {
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  if (event.type === 'xstate.snapshot.cardForm') return `cardForm:${event.snapshot!.value}`;
  return event.type;
};
const paying = (state: ReserveState) => isInState(state.value, 'card.paying');

// The server answers the payment only while it is on its way; the pay button is pressed from the card
// step, and pressing it again meanwhile sends nothing more.
const offers = (state: ReserveState, event: ReserveModelEvent) => {
  const key = keyOf(event);
  if (event.type === 'step.back') return isInState(state.value, 'card');
  if (event.type === 'form.failed' || event.type === 'xstate.done.actor.cardForm' || key === 'cardForm:editing') return paying(state);
  if (key === 'cardForm:submitting') return isInState(state.value, 'card.ready');
  return true;
};

const password = 'correct horse 1';

testPageWalks('reserve', {
  machine: reserveWith({ reserve: never }),
  paths: {
    events: <ReserveModelEvent[]>[
      { type: 'reserve.start' },
      { type: 'step.back' },
      { type: 'form.failed', error: refused('PAYMENT_DECLINED') },
      { type: 'form.failed', error: refused('CAR_NOT_AVAILABLE') },
      { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
      { type: 'xstate.done.actor.cardForm', output: { values: {}, result: { id: 'purchase', expiresAt: null, deposit: null } } },
      { type: 'xstate.snapshot.cardForm', ...typed('submitting') },
      { type: 'xstate.snapshot.cardForm', ...typed('editing') },
    ],
    input: { now: new Date() },
    serializeState: (state: ReserveState) => JSON.stringify(state.value),
    runsIn: { cardForm: 'card' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'reserve',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  start: async (page) => {
    const baseURL = test.info().project.use.baseURL!;
    const email = await createConfirmedAccount(baseURL, { password });
    const car = await drivableCar(page.request, 2, 2);
    walking.set(page, { pay: await holdOperation(page, 'reserveCar'), title: car.title });
    await openSignedIn(page, await signInThroughApi(baseURL, email, password), `/car/${car.slug}`);
    await reserveLink(page).click();
  },
  states: {
    'reserve.review': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: `Reserva el ${walk(page).title}` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Así funciona la reserva' })).toBeVisible();
    },
    'reserve.card.ready': async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Pago del depósito' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Modo de prueba: no se hace ningún cargo real' })).toBeVisible();
      await expect(payButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'reserve.card.paying': (page) => expect(payButton(page)).toHaveAttribute('aria-busy', 'true'),
    'reserve.reserved': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: `¡Reservaste el ${walk(page).title}!` })).toBeFocused();
      await expect(page.getByText(/Pagaste un depósito de US\$75 con visa •••• 4242/)).toBeVisible();
    },
    'reserve.carUnavailable': (page) => expect(page.getByRole('heading', { level: 1, name: 'Este carro ya no se puede reservar' })).toBeVisible(),
  },
  events: {
    'reserve.start': (page) => startButton(page).click(),
    'step.back': (page) => page.getByRole('button', { name: 'Atrás' }).click(),
    'cardForm:submitting': async (page) => {
      await fillCard(page);
      await payButton(page).click();
    },
    'cardForm:editing': async (page) => {
      await payButton(page).click({ force: true });
      await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    'xstate.done.actor.cardForm': (page) => walk(page).pay.release(),
    'form.failed:PAYMENT_DECLINED': async (page) => {
      await walk(page).pay.refuse('PAYMENT_DECLINED');
      await expect(page.getByRole('alert').filter({ hasText: 'Tu tarjeta fue rechazada y no se te cobró nada' }).first()).toBeVisible();
    },
    'form.failed:CAR_NOT_AVAILABLE': (page) => walk(page).pay.refuse('CAR_NOT_AVAILABLE'),
    'form.failed:INTERNAL_SERVER_ERROR': async (page) => {
      await walk(page).pay.refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
  },
});
