import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { operationOf, refusedWith } from './support/held-operation';
import { fillTheHour } from './support/sell-requests';
import { book, bookButton, type Car, continueButton, fillCar, fillPerson, firstSpot, graphql, hours, openHours, quotableCar, step } from './support/sell-wizard';
import { stubWhatsApp } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => stubWhatsApp(context));

type Slot = { startsAt: string; available: boolean };

/** From the home page's sell call to the address step, checking each step on the way. */
async function upToAddress(page: Page, car: Car, email: string, { axe = false } = {}) {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Quiero vender mi carro' }).click();
  await expect(page).toHaveURL(/\/help\/self$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vende tu carro sin complicaciones' })).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cotiza tu carro' }).click();
  await step(page, 'Info del carro');
  await continueButton(page).click();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await fillCar(page, car);
  if (axe) await expectNoSeriousA11yViolations(page);
  await continueButton(page).click();
  await step(page, 'Precio y tiempo');
  await expect(page.getByText('Precio sugerido')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Precio esperado (RD $)', exact: true })).toHaveValue(/^\d{1,3}(,\d{3})+$/);
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByRole('combobox', { name: '¿En cuánto tiempo quieres vender?', exact: true }).selectOption({ label: '1 mes' });
  await continueButton(page).click();
  await fillPerson(page, email);
  if (axe) await expectNoSeriousA11yViolations(page);
  await continueButton(page).click();
  await step(page, 'Dirección');
}

/** From the start page to the calendar of the first spot. */
async function upToSchedule(page: Page, request: APIRequestContext) {
  const [car, spot] = await Promise.all([quotableCar(request), firstSpot(request)]);
  await upToAddress(page, car, newAddress('sell'));
  await page.getByRole('radio', { name: /En una sucursal/ }).check();
  await page.getByRole('radio', { name: new RegExp(spot.name) }).check();
  await continueButton(page).click();
  await step(page, 'Día y hora');
}

/**
 * The page's requests for one operation answered by `answer`, told how many have come so far
 * (this one included); it may pass a request on to the server with `route.fallback()`.
 */
async function answerOperation(page: Page, operationName: string, answer: (route: Route, count: number) => Promise<void>) {
  let count = 0;
  await page.route('**/graphql', (route) => (operationOf(route) === operationName ? answer(route, ++count) : route.fallback()));
  return { count: () => count };
}

async function expectBooked(page: Page, email: string, location = /LOCATION:Ola Cars /) {
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu inspección está agendada!' })).toBeVisible();
  await expect(page.getByText(`Crea una cuenta con ${email} para seguir tu solicitud`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Añadir al calendario' }).click();
  const file = await readFile((await (await download).path())!, 'utf8');
  expect(file).toMatch(/BEGIN:VEVENT\r\n/);
  expect(file).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
  expect(file).toMatch(location);
}

// axe at both widths: a phone gets its own layout of every step (the stepper's summary, stacked choices).
for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
  test.describe(`selling a car at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('goes from the home page to a booked inspection at a spot, the draft surviving a reload', async ({ page, request }) => {
      test.setTimeout(120_000);
      const [car, spot] = await Promise.all([quotableCar(request), firstSpot(request)]);
      const email = newAddress('sell');
      await upToAddress(page, car, email, { axe: true });
      await page.getByRole('radio', { name: /En una sucursal/ }).check();
      await page.getByRole('radio', { name: new RegExp(spot.name) }).check();
      await expectNoSeriousA11yViolations(page);
      // Reloading keeps the wizard where it was, with what was chosen.
      await page.reload();
      await step(page, 'Dirección');
      await expect(page.getByRole('radio', { name: new RegExp(spot.name) })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await continueButton(page).click();
      await step(page, 'Día y hora');
      await expect(hours(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Nothing is on offer before the first dates; later ones can be looked at and left again.
      const days = page.getByRole('group', { name: 'Día' }).getByRole('button');
      const firstDay = await days.first().textContent();
      await expect(page.getByRole('button', { name: 'Fechas anteriores' })).toBeDisabled();
      await page.getByRole('button', { name: 'Fechas siguientes' }).click();
      await expect(page.getByRole('button', { name: 'Fechas anteriores' })).toBeEnabled();
      await expect(days.first()).not.toHaveText(firstDay!);
      await page.getByRole('button', { name: 'Fechas anteriores' }).click();
      await expect(days.first()).toHaveText(firstDay!);
      await expect(page.getByRole('button', { name: 'Fechas anteriores' })).toBeDisabled();
      await page.getByRole('button', { name: 'Agendar inspección' }).click();
      await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
      const hour = hours(page).and(page.locator(':enabled')).first();
      await hour.click();
      await expect(hour).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await book(page);
      await expectBooked(page, email);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('an hour booked by someone else meanwhile: the page says so, clears it, and another one books', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const [car, spot] = await Promise.all([quotableCar(request), firstSpot(request)]);
  const email = newAddress('sell');
  await upToAddress(page, car, email);
  await page.getByRole('radio', { name: /En una sucursal/ }).check();
  await page.getByRole('radio', { name: new RegExp(spot.name) }).check();
  await continueButton(page).click();
  await step(page, 'Día y hora');
  await expect(hours(page).first()).toBeVisible();
  // An hour on a day that keeps another one open: once it is taken, its day still shows, with it disabled.
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date());
  const slotsQuery = 'query($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt available } }';
  const slots = (await graphql<{ getInspectionSlots: Slot[] }>(request, slotsQuery, { input: { range: { from, days: 14 }, place: 'SPOT', spotId: spot.id } })).getInspectionSlots;
  const openOn = (day: string) => slots.filter((slot) => slot.available && slot.startsAt.startsWith(day));
  const taken = slots.find((slot) => slot.available && openOn(slot.startsAt.slice(0, 10)).length >= 2)!;
  // Worded as the page words them (SlotPicker): the day in UTC at noon, the hour in Santo Domingo.
  const dayLabel = new Intl.DateTimeFormat('es', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${taken.startsAt.slice(0, 10)}T12:00:00Z`));
  const hourLabel = new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Santo_Domingo' }).format(new Date(taken.startsAt));
  const day = page.getByRole('group', { name: 'Día' }).getByRole('button', { name: dayLabel, exact: true });
  const hour = hours(page).getByText(hourLabel, { exact: true });
  await day.click();
  await hour.click();
  await expect(hour).toHaveAttribute('aria-pressed', 'true');
  await fillTheHour(baseURL!, { place: 'SPOT', spotId: spot.id, slotStartsAt: taken.startsAt });
  await book(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Alguien acaba de reservar esa hora' })).toBeVisible();
  await expect(hours(page).first()).toBeVisible();
  await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await day.click();
  await expect(hour).toBeDisabled();
  await hours(page).and(page.locator(':enabled')).first().click();
  await page.getByRole('button', { name: 'Agendar inspección' }).click();
  await expectBooked(page, email);
});

test('a refused location says to type the address, and a home inspection goes on with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const car = await quotableCar(request);
  const email = newAddress('sell');
  await upToAddress(page, car, email);
  await page.getByRole('radio', { name: /En mi casa/ }).check();
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos obtener tu ubicación' })).toContainText('Escribe tu dirección');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Sector', exact: true }).fill('Piantini');
  await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Gustavo Mejía Ricart');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('54');
  await page.getByRole('group', { name: 'Sucursal más cercana a tu dirección' }).getByRole('radio').first().check();
  await continueButton(page).click();
  await step(page, 'Día y hora');
  await hours(page).and(page.locator(':enabled')).first().click();
  await book(page);
  await expectBooked(page, email, /LOCATION:Gustavo Mejía Ricart 54\\, Piantini\r\n/);
});

test('a shared location far from every spot warns of the extra charge', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // Samaná: well over 25 km from any spot.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 19.2056, longitude: -69.3362 });
  await upToAddress(page, await quotableCar(request), newAddress('sell'));
  await page.getByRole('radio', { name: /En mi casa/ }).check();
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByText('Tenemos tu ubicación')).toBeVisible();
  await expect(page.getByText('puede aplicar un cargo adicional')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sucursal más cercana a tu dirección' }).getByRole('radio', { checked: true })).toHaveCount(1);
});

test('signed in: the person step starts from the account, and the success page points to the account', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const password = 'sell-secret-1';
  const email = await createConfirmedAccount(baseURL!, { name: 'Carla', lastName: 'Báez', password });
  const [car, spot] = await Promise.all([quotableCar(request), firstSpot(request)]);
  await openSignedIn(page, await signInThroughApi(baseURL!, email, password), '/help/self');
  await page.getByRole('button', { name: 'Cotiza tu carro' }).click();
  await fillCar(page, car);
  await continueButton(page).click();
  await page.getByRole('combobox', { name: '¿En cuánto tiempo quieres vender?', exact: true }).selectOption({ label: '2 semanas' });
  await continueButton(page).click();
  await step(page, 'Info personal');
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Carla');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('8095551234');
  await continueButton(page).click();
  await page.getByRole('radio', { name: /En una sucursal/ }).check();
  await page.getByRole('radio', { name: new RegExp(spot.name) }).check();
  await continueButton(page).click();
  await hours(page).and(page.locator(':enabled')).first().click();
  await book(page);
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu inspección está agendada!' })).toBeVisible();
  await expect(page.getByText('Encontrarás tu solicitud en tu cuenta, en Ventas.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ventas' })).toHaveAttribute('href', '/user/sell');
});

test('three failed sends lock the last step: its controls disabled, the lock said, nothing sent after', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sends = await answerOperation(page, 'createSellRequest', (route) => refusedWith(route, 'INTERNAL_SERVER_ERROR'));
  await upToSchedule(page, request);
  await openHours(page).first().click();
  await book(page);
  for (const failures of [1, 2]) {
    await expect(page.getByText('Algo salió mal', { exact: true })).toHaveCount(failures);
    await expect(bookButton(page)).toBeEnabled();
    await bookButton(page).click();
  }
  await expect(page.getByText('Excediste el límite de intentos fallidos', { exact: true })).toBeVisible();
  expect(sends.count()).toBe(3);
  const form = page.getByRole('form', { name: 'Día y hora' });
  for (const control of [
    bookButton(page),
    form.getByRole('button', { name: 'Atrás' }),
    form.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }),
    form.getByRole('button', { name: 'Fechas siguientes' }),
    hours(page).first(),
  ]) {
    await expect(control).toBeDisabled();
  }
  // Pressing the disabled send, by pointer or by key, asks nothing more of the server.
  await bookButton(page).click({ force: true });
  await bookButton(page).press('Enter');
  await expect(page.getByText('Excediste el límite de intentos fallidos', { exact: true })).toBeVisible();
  expect(sends.count()).toBe(3);
  // Locked for the visit: neither a step away and back nor a reload opens it again.
  await page.getByRole('navigation', { name: 'Pasos para vender tu carro' }).getByRole('button', { name: /Dirección/ }).click();
  await continueButton(page).click();
  await step(page, 'Día y hora');
  await expect(bookButton(page)).toBeDisabled();
  await page.reload();
  await step(page, 'Día y hora');
  await expect(bookButton(page)).toBeDisabled();
  expect(sends.count()).toBe(3);
});

test('a quote that fails once: Reintentar asks again and shows the quote', async ({ page, request }) => {
  const quotes = await answerOperation(page, 'getSellQuote', (route, count) => (count === 1 ? refusedWith(route, 'INTERNAL_SERVER_ERROR') : route.fallback()));
  const car = await quotableCar(request);
  await page.goto('/help/self');
  await page.getByRole('button', { name: 'Cotiza tu carro' }).click();
  await fillCar(page, car);
  await continueButton(page).click();
  await step(page, 'Precio y tiempo');
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cotizar tu carro en este momento.' })).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Precio sugerido')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Precio esperado (RD $)', exact: true })).toHaveValue(/^\d{1,3}(,\d{3})+$/);
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cotizar' })).toHaveCount(0);
  expect(quotes.count()).toBe(2);
});

test('no hours in the first dates: the calendar says so, and later dates still show theirs', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Every hour of the first dates asked is booked already; later dates come as the server has them.
  let firstDates: string | undefined;
  await answerOperation(page, 'getInspectionSlots', async (route) => {
    const { input } = (route.request().postDataJSON() as { variables: { input: { range: { from: string } } } }).variables;
    firstDates ??= input.range.from;
    if (input.range.from !== firstDates) return route.fallback();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { getInspectionSlots: { available: boolean }[] } };
    const booked = body.data.getInspectionSlots.map((slot) => ({ ...slot, available: false }));
    await route.fulfill({ response: answer, json: { data: { getInspectionSlots: booked } } });
  });
  await upToSchedule(page, request);
  const none = page.getByText('No hay horas disponibles para inspecciones');
  await expect(none).toBeVisible();
  await expect(hours(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fechas anteriores' })).toBeDisabled();
  await page.getByRole('button', { name: 'Fechas siguientes' }).click();
  await expect(openHours(page).first()).toBeVisible();
  await expect(none).toHaveCount(0);
  await page.getByRole('button', { name: 'Fechas anteriores' }).click();
  await expect(none).toBeVisible();
});

test.describe('in English', () => {
  // The browser's language picks the interface's (language.spec.ts).
  test.use({ locale: 'en-US' });

  test('the main path reads in English: the start, every step title and the success page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [car, spot] = await Promise.all([quotableCar(request), firstSpot(request)]);
    const email = newAddress('sell-en');
    const title = (text: string) => expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible();
    const next = () => page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.goto('/help/self');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell your car without the hassle' })).toBeVisible();
    await page.getByRole('button', { name: 'Get a quote for your car' }).click();
    await expect(page.getByRole('navigation', { name: 'Steps to sell your car' })).toBeVisible();
    await title('Car info');
    await page.getByRole('combobox', { name: 'Make', exact: true }).selectOption({ label: car.brand.name });
    await page.getByRole('combobox', { name: 'Model', exact: true }).selectOption({ label: car.model.name });
    await page.getByRole('combobox', { name: 'Year', exact: true }).selectOption(String(car.year));
    await page.getByRole('textbox', { name: 'Mileage (miles)', exact: true }).fill('45000');
    await page.getByRole('textbox', { name: 'Licence plate', exact: true }).fill('A123456');
    await next();
    await title('Price and time');
    await expect(page.getByText('Suggested price')).toBeVisible();
    await page.getByRole('combobox', { name: 'How soon do you want to sell?', exact: true }).selectOption({ label: '1 month' });
    await next();
    await title('Personal info');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Pérez');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('8095551234');
    await next();
    await title('Address');
    await page.getByRole('radio', { name: /At a branch/ }).check();
    await page.getByRole('radio', { name: new RegExp(spot.name) }).check();
    await next();
    await title('Day and time');
    await page.getByRole('group', { name: /^Time/ }).getByRole('button').and(page.locator(':enabled')).first().click();
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Book inspection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your inspection is booked!' })).toBeVisible();
    await expect(page.getByText(/^Arrive between /)).toBeVisible();
    await expect(page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /)).toBeVisible();
    await expect(page.getByText('At the branch')).toBeVisible();
    await expect(page.getByText('After the inspection we will send you an offer within 24 hours.')).toBeVisible();
    await expect(page.getByText(`Create an account with ${email} to follow your request`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect(await readFile((await (await download).path())!, 'utf8')).toMatch(/SUMMARY:Your car's inspection with Ola Cars\r\n/);
  });
});
