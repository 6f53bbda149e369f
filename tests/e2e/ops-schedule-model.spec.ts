import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { bookingActionMachine } from '../../machines/booking-action/booking-action.machine';
import { newAddress, openSignedIn } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { staffAccount } from './support/inventory.ts';
import { testPageWalks } from './support/model-paths.ts';
import { gql } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';
import { type DrivableCar, LANE_WIDTH } from './support/test-drives.ts';

// A booking's statechart walks the real schedule: every state checked there, every transition taken
// by a click, or by the server's answer to the confirmation the page holds back. Each walk books a
// drive of its own in the third week, on lane 12 of support/test-drives.ts.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const baseURL = () => test.info().project.use.baseURL!;
const pending = () => new Promise<void>(() => undefined);
// Its own lane, and the third week: ops-schedule.spec.ts books lane 11 in the fourth week and closes
// hours there, which would cancel a walk's drive at the same spot and hour.
const LANE = 12;
const FAR_AHEAD_DAYS = 16;
const santoDomingoDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date(time));

type Walk = { car: DrivableCar; startsAt: string; held: Awaited<ReturnType<typeof holdOperation>> };
const walked = new WeakMap<Page, Walk>();
let walks = 0;

async function laneCars(): Promise<DrivableCar[]> {
  const filter = { limit: LANE_WIDTH, offset: LANE * LANE_WIDTH, sortBy: 'price_asc', where: { offer: ['available'] } };
  type Listed = { id: string; slug: string; title: string; reserved: boolean; curboSpot: { id: string; name: string } };
  const { getListingCars } = await gql<{ getListingCars: { cars: Listed[] } }>(baseURL(), 'query l($filter: FilterInput) { getListingCars(filter: $filter) { cars { id slug title reserved curboSpot { id name } } } }', { filter });
  return getListingCars.cars.filter((car) => !car.reserved).map(({ id, slug, title, curboSpot }) => ({ id, slug, title, spot: curboSpot }));
}

/** Books a visitor's drive, holds the page's confirmations back and opens the drive's day in the schedule. */
async function startOn(page: Page) {
  const cars = await laneCars();
  const car = cars[(walks += 1) % cars.length]!;
  const { getTestDriveSlots } = await gql<{ getTestDriveSlots: { startsAt: string; available: boolean }[] }>(
    baseURL(),
    'query s($input: TestDriveSlotsInput!) { getTestDriveSlots(input: $input) { startsAt available } }',
    { input: { carId: car.id, range: { from: santoDomingoDay(Date.now() + FAR_AHEAD_DAYS * 86_400_000), days: 7 }, place: 'SPOT' } },
  );
  const open = getTestDriveSlots.filter((slot) => slot.available);
  const { startsAt } = open[Math.floor(Math.random() * open.length)]!;
  const person = { name: 'Rosa', lastName: 'Peña', email: newAddress('schedule-walk'), phone: '8095550123', documentId: '00112345678' };
  await gql(baseURL(), 'mutation t($input: ScheduleTestDriveInput!) { scheduleTestDrive(input: $input) { id } }', { input: { carId: car.id, slotStartsAt: startsAt, place: 'SPOT', person, monthlySalary: 70_000, locale: 'es' } });
  walked.set(page, { car, startsAt, held: await holdOperation(page, 'confirmBooking') });
  await openSignedIn(page, await staffAccount(baseURL(), 'operator'), `/ops/schedule?spot=${car.spot.id}&day=${startsAt.slice(0, 10)}&view=day`);
  await expect(card(page)).toBeVisible();
}
const walkOf = (page: Page) => walked.get(page)!;
const card = (page: Page) => page.getByRole('listitem', { name: `${walkOf(page).startsAt.slice(11, 16)} Prueba de manejo: ${walkOf(page).car.title}` });
const title = (page: Page) => walkOf(page).car.title;

testPageWalks('act on a booking of the schedule', {
  machine: bookingActionMachine.provide({ actors: { runBookingAction: fromPromise(pending) } }),
  paths: {
    events: <Array<{ type: string; action?: string; startsAt?: string }>>[
      { type: 'action.choose', action: 'confirm' },
      { type: 'move.open' },
      { type: 'move.cancel' },
      { type: 'slot.choose', startsAt: 'hour' },
      { type: 'action.confirm' },
      { type: 'action.deny' },
      { type: 'xstate.done.actor.runBookingAction' },
      { type: 'xstate.error.actor.runBookingAction' },
    ],
    input: { bookingId: 'booking' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { runBookingAction: 'running' },
    ownId: 'bookingAction',
  },
  start: (page) => startOn(page),
  states: {
    'bookingAction.idle': async (page) => {
      await expect(card(page).getByRole('button', { name: `Mover la cita de ${title(page)}` })).toBeEnabled();
    },
    'bookingAction.picking': async (page) => {
      await expect(card(page).getByRole('combobox', { name: `Nueva hora para ${title(page)}` })).toBeVisible();
    },
    'bookingAction.confirming': async (page) => {
      await expect(card(page).getByRole('group', { name: title(page) })).toContainText('¿');
      await expect(card(page).getByRole('button', { name: 'No, mantener' })).toBeFocused();
    },
    'bookingAction.running': async (page) => {
      await expect(card(page).getByRole('status').filter({ hasText: `Guardando el cambio de ${title(page)}` })).toBeAttached();
    },
  },
  events: {
    'action.choose': (page) => card(page).getByRole('button', { name: `Confirmar la cita de ${title(page)}` }).click(),
    'move.open': (page) => card(page).getByRole('button', { name: `Mover la cita de ${title(page)}` }).click(),
    'move.cancel': (page) => card(page).getByRole('button', { name: 'Cancelar' }).click(),
    'slot.choose': async (page) => {
      const hours = card(page).getByRole('combobox', { name: `Nueva hora para ${title(page)}` });
      await hours.selectOption((await hours.locator('option:not([value=""])').first().getAttribute('value'))!);
    },
    'action.confirm': (page) => card(page).getByRole('button', { name: 'Sí, guardar' }).click(),
    'action.deny': (page) => card(page).getByRole('button', { name: 'No, mantener' }).click(),
    'xstate.done.actor.runBookingAction': async (page) => {
      await walkOf(page).held.release();
      await expect(card(page).getByText('Confirmada', { exact: true })).toBeVisible();
    },
    'xstate.error.actor.runBookingAction': async (page) => {
      await walkOf(page).held.fail();
      await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión').first()).toBeVisible();
      await expect(card(page).getByRole('button', { name: `Confirmar la cita de ${title(page)}` })).toBeVisible();
    },
  },
});
