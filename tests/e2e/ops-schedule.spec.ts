import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../server/staff/demo-admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { staffAccount } from './support/inventory.ts';
import { readMail } from './support/mail.ts';
import { gql, makeSellRequest } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';
import { carsOfLane, type DrivableCar } from './support/test-drives.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

// Lane 11 of support/test-drives.ts: the schedule's drives never take another spec's car.
const LANE = 11;
const SLOTS = 'query s($input: TestDriveSlotsInput!) { getTestDriveSlots(input: $input) { startsAt available } }';
// Other specs book within three weeks (support/buying.ts, support/sell-requests.ts): a closure here
// takes its hour at the spot from everyone, so these bookings keep to the fourth week.
const FAR_AHEAD_DAYS = 23;
const santoDomingoDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date(time));

type Booked = { car: DrivableCar; email: string; startsAt: string };

const freeHours = async (baseURL: string, carId: string, from: string, days = 7) =>
  (await gql<{ getTestDriveSlots: { startsAt: string; available: boolean }[] }>(baseURL, SLOTS, { input: { carId, range: { from, days }, place: 'SPOT' } })).getTestDriveSlots
    .filter((slot) => slot.available)
    .map((slot) => slot.startsAt);

/** A visitor books the car at an hour of its calendar in the fourth week, through the API as the booking flow does. */
async function bookAsVisitor(baseURL: string, car: DrivableCar): Promise<Booked> {
  const hours = await freeHours(baseURL, car.id, santoDomingoDay(Date.now() + FAR_AHEAD_DAYS * 86_400_000));
  const startsAt = hours[Math.floor(Math.random() * hours.length)]!;
  const email = newAddress('schedule-driver');
  const person = { name: 'Lucía', lastName: 'Marte', email, phone: '8095550123', documentId: '00112345678' };
  await gql(baseURL, 'mutation t($input: ScheduleTestDriveInput!) { scheduleTestDrive(input: $input) { id } }', { input: { carId: car.id, slotStartsAt: startsAt, place: 'SPOT', person, monthlySalary: 70_000, locale: 'es' } });
  return { car, email, startsAt };
}

const hourOf = (startsAt: string) => Number(startsAt.slice(11, 13));

async function openSchedule(page: Page, session: StoredSession, booked: Booked, view: 'week' | 'day' = 'week') {
  await openSignedIn(page, session, `/ops/schedule?spot=${booked.car.spot.id}&day=${booked.startsAt.slice(0, 10)}&view=${view}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
}

/** The booking's card: its hour, its kind and its car. */
const cardOf = (page: Page, booked: Booked) => page.getByRole('listitem', { name: `${booked.startsAt.slice(11, 16)} Prueba de manejo: ${booked.car.title}` });

// A closure left behind would take hours from every later spec: the admin removes any this spec made.
let closuresMade: string[] = [];
test.afterEach(async ({ baseURL }) => {
  if (closuresMade.length === 0) return;
  const admin = await signInThroughApi(baseURL!, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const closureId of closuresMade) await gql(baseURL!, 'mutation r($input: ClosureInput!) { removeSpotClosure(input: $input) { id } }', { input: { closureId } }, admin.accessToken).catch(() => undefined);
  closuresMade = [];
});

test('a visitor’s test drive shows on the operator’s calendar, is confirmed, and a closure of its hour takes it off the public calendar and e-mails the visitor', async ({ page, baseURL, request }) => {
  const [car] = await carsOfLane(request, LANE);
  const booked = await bookAsVisitor(baseURL!, car!);
  const operator = await staffAccount(baseURL!, 'operator');
  await openSchedule(page, operator, booked);
  await expect(page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Local' })).toHaveValue(booked.car.spot.id);

  const card = cardOf(page, booked);
  await expect(card).toContainText('Lucía Marte');
  await expect(card).toContainText('Agendada');
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: `Confirmar la cita de ${booked.car.title}` }).click();
  await expect(card.getByRole('group', { name: booked.car.title })).toContainText('¿Confirmar la cita de Lucía Marte');
  await expect(card.getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await card.getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(card.getByText('Confirmada', { exact: true })).toBeVisible();
  // Its hour has not begun: done and no-show are not offered yet (the API test records them once it has).
  await expect(card.getByRole('button', { name: /^Marcar/ })).toHaveCount(0);

  const closures = page.getByRole('region', { name: 'Cierres' });
  await closures.getByRole('button', { name: 'Cerrar horas' }).click();
  await closures.getByLabel('Día').fill(booked.startsAt.slice(0, 10));
  await closures.getByRole('textbox', { name: 'Desde (hora)' }).fill(String(hourOf(booked.startsAt)));
  await closures.getByRole('textbox', { name: 'Hasta (hora)' }).fill(String(hourOf(booked.startsAt) + 1));
  await closures.getByRole('textbox', { name: 'Motivo' }).fill('Mantenimiento del local');
  const added = page.waitForResponse(async (response) => (response.request().postData() ?? '').includes('addSpotClosure'));
  await closures.getByRole('button', { name: 'Guardar cierre' }).click();
  const answer = (await (await added).json()) as { data: { addSpotClosure: { id: string } } };
  closuresMade.push(answer.data.addSpotClosure.id);
  await expect(closures.getByText('Cierre guardado. Avisamos por correo a la persona con cita.')).toBeVisible();
  await expect(closures.getByRole('listitem')).toContainText('Mantenimiento del local');
  await expect(card).toContainText('Cancelada');

  // The public calendar no longer offers the hour, and the visitor has been told.
  expect(await freeHours(baseURL!, booked.car.id, booked.startsAt.slice(0, 10), 1)).not.toContain(booked.startsAt);
  const mail = await readMail({ to: booked.email, kind: 'TEST_DRIVE_CLOSED' });
  expect(mail.text).toContain('cancelamos');

  // Removing the closure offers the hour again.
  await closures.getByRole('button', { name: /^Quitar el cierre/ }).click();
  await closures.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(closures.getByText('Sin cierres en estos días.')).toBeVisible();
  closuresMade = [];
  expect(await freeHours(baseURL!, booked.car.id, booked.startsAt.slice(0, 10), 1)).toContain(booked.startsAt);
  await expectNoSeriousA11yViolations(page);
});

test('an operator moves a drive to another free hour; the buyer is e-mailed the new one', async ({ page, baseURL, request }) => {
  const [, car] = await carsOfLane(request, LANE);
  const booked = await bookAsVisitor(baseURL!, car!);
  await openSchedule(page, await staffAccount(baseURL!, 'operator'), booked, 'day');
  const card = cardOf(page, booked);
  await card.getByRole('button', { name: `Mover la cita de ${booked.car.title}` }).click();
  const hours = card.getByRole('combobox', { name: `Nueva hora para ${booked.car.title}` });
  await expect(hours).toBeVisible();
  const next = await hours.locator('option:not([value=""])').first().getAttribute('value');
  await hours.selectOption(next!);
  await expect(card.getByRole('group', { name: booked.car.title })).toContainText('Le enviaremos un correo.');
  await card.getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(cardOf(page, booked)).toHaveCount(0);
  const mail = await readMail({ to: booked.email, kind: 'TEST_DRIVE_MOVED' });
  expect(mail.text).toContain('Nuevo día y hora');
});

test('an appraiser reads the spot’s inspections, without its test drives and without changing anything', async ({ page, baseURL }) => {
  const sale = await makeSellRequest(baseURL!, newAddress('schedule-seller'));
  const { getListingCars } = await gql<{ getListingCars: { cars: { curboSpot: { id: string } }[] } }>(baseURL!, 'query { getListingCars(filter: { limit: 1 }) { cars { curboSpot { id } } } }');
  const spotId = getListingCars.cars[0]!.curboSpot.id;
  await openSignedIn(page, await staffAccount(baseURL!, 'appraiser'), `/ops/schedule?spot=${spotId}&day=${sale.startsAt.slice(0, 10)}&view=day`);
  const inspection = page.getByRole('listitem', { name: new RegExp(`^${sale.startsAt.slice(11, 16)} Inspección: `) });
  await expect(inspection.first()).toBeVisible();
  await expect(inspection.first().getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: /Prueba de manejo/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cambiar capacidad' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar horas' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the week is a list of days, one under the other, and passes axe', async ({ page, baseURL, request }) => {
    const [, , car] = await carsOfLane(request, LANE);
    const booked = await bookAsVisitor(baseURL!, car!);
    await openSchedule(page, await staffAccount(baseURL!, 'operator'), booked);
    await expect(cardOf(page, booked)).toBeVisible();
    const days = page.getByRole('region', { name: /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo)/ });
    await expect(days).toHaveCount(7);
    const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    await expectNoSeriousA11yViolations(page);
  });
});
