import { expect, test, type Page } from '@playwright/test';
import { TEST_DRIVE_STEPS, type TestDriveStep } from '../../machines/test-drive/test-drive.machine';
import { testDriveWith } from '../../machines/test-drive/test-drive-calls';
import { isInState } from '../../machines/testing/shortest-paths';
import { newAddress } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';
import { confirmButton, type DrivableCar, drivableCar, fillContact, hours, nextButton, openHours, takeTheHour } from './support/test-drives.ts';

// The test-drive statechart walks the real page at /car/{slug}/test-drive: the contact form, the
// place with the location, the car's hours, the confirmation (held back, then booked, refused, beaten
// to the hour by another buyer, or refused because the car went) and the stepper, each state checked.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const TITLES: Record<TestDriveStep, string> = { contact: 'Tus datos', place: 'Lugar', hour: 'Fecha y hora', confirm: 'Confirmación' };

type Held = Awaited<ReturnType<typeof holdOperation>>;
const walking = new WeakMap<Page, { send: Held }>();
const walk = (page: Page) => walking.get(page)!;
let car: DrivableCar | undefined;

type DriveState = { value: unknown; context: { visited: TestDriveStep[] } };
type DriveModelEvent = { type: string; step?: TestDriveStep; error?: { code: string }; snapshot?: { value: string } };

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string) => Object.assign(new Error(code), { code });
const typed = (value: string) => ({ snapshot: { value, context: { values: {} } } });
const keyOf = (event: DriveModelEvent) => {
  if (event.type === 'step.goto') return `step.goto:${event.step}`;
  if (event.type === 'form.failed') return `form.failed:${event.error!.code}`;
  if (event.type === 'xstate.snapshot.confirmForm') return `confirmForm:${event.snapshot!.value}`;
  return event.type;
};
const openStep = (state: DriveState) => TEST_DRIVE_STEPS.find((step) => isInState(state.value, step));
const sending = (state: DriveState) => isInState(state.value, 'confirm.sending');

// What the page offers: Atrás after the first step, the stepper's visited steps but the open one, the
// location on the place step; the confirmation is pressed once, and the server answers only while it
// is on its way, when pressing again sends nothing more.
const offers = (state: DriveState, event: DriveModelEvent) => {
  const key = keyOf(event);
  if (event.type === 'step.back') return openStep(state) !== 'contact';
  if (event.type === 'step.goto') return event.step !== openStep(state) && state.context.visited.includes(event.step!);
  if (event.type.startsWith('location.')) return openStep(state) === 'place';
  if (event.type === 'form.failed' || event.type === 'xstate.done.actor.confirmForm' || key === 'confirmForm:editing') return sending(state);
  if (key === 'confirmForm:submitting') return isInState(state.value, 'confirm.ready');
  return true;
};

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos para agendar la prueba de manejo' });

async function expectOpen(page: Page, step: TestDriveStep) {
  await expect(page.getByRole('heading', { level: 2, name: TITLES[step] })).toBeVisible();
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(TITLES[step]);
}

const chooseHome = (page: Page) => page.getByRole('radio', { name: /En mi casa/ }).check();
const useMyLocation = (page: Page) => page.getByRole('button', { name: 'Usar mi ubicación' }).click();

testPageWalks('test drive', {
  machine: testDriveWith('car', { fetchSlots: never, scheduleTestDrive: never }),
  paths: {
    events: <DriveModelEvent[]>[
      { type: 'step.back' },
      ...TEST_DRIVE_STEPS.map((step) => ({ type: 'step.goto', step })),
      { type: 'location.found', latitude: 18.4719, longitude: -69.9406 },
      { type: 'location.refused' },
      { type: 'form.failed', error: refused('SLOT_TAKEN') },
      { type: 'form.failed', error: refused('CAR_NOT_AVAILABLE') },
      { type: 'form.failed', error: refused('INTERNAL_SERVER_ERROR') },
      { type: 'xstate.done.actor.contactForm', output: { values: { person: { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095551234', documentId: '00112345678' }, monthlySalary: 85_000 }, result: null } },
      { type: 'xstate.done.actor.placeForm', output: { values: { place: 'SPOT', address: null }, result: null } },
      { type: 'xstate.done.actor.hourForm', output: { values: '2030-01-07T09:00:00-04:00', result: null } },
      { type: 'xstate.done.actor.confirmForm', output: { values: {}, result: { id: 'drive', startsAt: '', endsAt: '', place: 'SPOT', outsideCoverage: false, calendarFile: '', spot: null, address: null } } },
      { type: 'xstate.snapshot.confirmForm', ...typed('submitting') },
      { type: 'xstate.snapshot.confirmForm', ...typed('editing') },
    ],
    input: { carId: 'car', spotId: 'spot', now: new Date() },
    // The notices (a taken hour, the location) change no transition: walking them once each is enough here;
    // machines/test-drive walks every combination.
    serializeState: (state: DriveState) => JSON.stringify([state.value, state.context.visited]),
    runsIn: { contactForm: 'contact', placeForm: 'place', hourForm: 'hour', confirmForm: 'confirm' },
    offers: offers as (state: never, event: { type: string }) => boolean,
    ownId: 'testDrive',
  },
  eventKey: keyOf as (event: { type: string }) => string,
  goesOn: true,
  offPage: [
    {
      transitions: [
        ...TEST_DRIVE_STEPS.filter((step) => step !== 'confirm').map((step) => ({ from: `testDrive.${step}`, event: 'step.goto', to: `testDrive.${step}` })),
        { from: 'testDrive.confirm.ready', event: 'step.goto', to: 'testDrive.confirm' },
      ],
      why: 'the stepper shows the open step as where the buyer is, not as a button to it; machines/test-drive covers the flow opening it again',
    },
  ],
  start: async (page) => {
    car ??= await drivableCar(page.request, 0);
    walking.set(page, { send: await holdOperation(page, 'scheduleTestDrive') });
    await page.goto(`/car/${car.slug}`);
    await page.getByRole('link', { name: 'Agendar prueba de manejo' }).click();
  },
  states: {
    'testDrive.contact': (page) => expectOpen(page, 'contact'),
    'testDrive.place': async (page) => {
      await expectOpen(page, 'place');
      await expect(page.getByRole('group', { name: '¿Dónde quieres probar el carro?' })).toBeVisible();
    },
    'testDrive.hour': async (page) => {
      await expectOpen(page, 'hour');
      await expect(openHours(page).first()).toBeVisible();
    },
    'testDrive.confirm.ready': async (page) => {
      await expectOpen(page, 'confirm');
      await expect(page.getByRole('definition').filter({ hasText: car!.title })).toBeVisible();
      await expect(confirmButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'testDrive.confirm.sending': (page) => expect(confirmButton(page)).toHaveAttribute('aria-busy', 'true'),
    'testDrive.booked': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: '¡Tu prueba de manejo está agendada!' })).toBeFocused();
      await expect(stepper(page)).toHaveCount(0);
    },
    'testDrive.carUnavailable': (page) => expect(page.getByRole('heading', { level: 1, name: 'Este carro ya no está disponible' })).toBeVisible(),
  },
  events: {
    'step.back': async (page) => {
      const back = page.getByRole('button', { name: 'Atrás' });
      if (await confirmButton(page).and(page.locator('[aria-busy="true"]')).isVisible()) {
        await expect(back).toBeDisabled();
        await back.click({ force: true });
      } else await back.click();
    },
    ...Object.fromEntries(TEST_DRIVE_STEPS.map((step) => [`step.goto:${step}`, (page: Page) => stepper(page).getByRole('button', { name: new RegExp(TITLES[step]) }).click()])),
    'location.found': async (page) => {
      await page.context().grantPermissions(['geolocation']);
      // Far from every spot: the coverage notice shows.
      await page.context().setGeolocation({ latitude: 19.79, longitude: -70.69 });
      await chooseHome(page);
      await useMyLocation(page);
      await expect(page.getByText('Tu dirección está fuera del área de cobertura')).toBeVisible();
    },
    'location.refused': async (page) => {
      await page.context().clearPermissions();
      await chooseHome(page);
      await useMyLocation(page);
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos obtener tu ubicación' })).toBeVisible();
    },
    'xstate.done.actor.contactForm': async (page) => {
      await fillContact(page, newAddress('drive-model'));
      await nextButton(page).click();
    },
    'xstate.done.actor.placeForm': async (page) => {
      await page.getByRole('radio', { name: /En la sucursal/ }).check();
      await nextButton(page).click();
    },
    'xstate.done.actor.hourForm': async (page) => {
      await openHours(page).first().click();
      await nextButton(page).click();
    },
    'confirmForm:submitting': (page) => confirmButton(page).click(),
    'confirmForm:editing': async (page) => {
      await confirmButton(page).click({ force: true });
      await expect(confirmButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    'xstate.done.actor.confirmForm': (page) => walk(page).send.release(),
    'form.failed:INTERNAL_SERVER_ERROR': async (page) => {
      await walk(page).send.refuse('INTERNAL_SERVER_ERROR');
      await expect(page.getByText('Algo salió mal').first()).toBeVisible();
    },
    // Another buyer takes the hour while the booking is on its way; the server then refuses it.
    'form.failed:SLOT_TAKEN': async (page) => {
      const { input } = await walk(page).send.variables<{ input: { carId: string; slotStartsAt: string } }>();
      await takeTheHour(test.info().project.use.baseURL!, input.carId, input.slotStartsAt);
      await walk(page).send.release();
      await expect(page.getByRole('alert').filter({ hasText: 'Alguien acaba de reservar esa hora' })).toBeVisible();
      await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
    },
    // Sold or reserved meanwhile: the server's answer, as another buyer's reservation would make it.
    'form.failed:CAR_NOT_AVAILABLE': (page) => walk(page).send.refuse('CAR_NOT_AVAILABLE'),
  },
});
