import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { postFrom } from '../api/support/client-address.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { someLoopbackAddress } from './support/own-address';
import { stubWhatsApp } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

type Catalog = { slug: string; name: string; models: { slug: string; name: string; years: number[] }[] }[];
type Car = { brand: { slug: string; name: string }; model: { slug: string; name: string }; year: number };
type Slot = { startsAt: string; available: boolean };

const graphql = async <Data,>(request: APIRequestContext, query: string, variables?: object): Promise<Data> => {
  const answer = await request.post('/graphql', { data: { query, variables }, headers: { country: 'DO' } });
  const body = (await answer.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
};

/** A car the catalogue quotes: a model with years, preferring a common one. */
async function quotableCar(request: APIRequestContext): Promise<Car> {
  const { getSellCatalog } = await graphql<{ getSellCatalog: { brands: Catalog } }>(request, '{ getSellCatalog { brands { slug name models { slug name years } } } }');
  const brands = getSellCatalog.brands.flatMap((brand) => brand.models.filter((model) => model.years.length > 0).map((model) => ({ brand, model })));
  const { brand, model } = brands.find((entry) => entry.model.slug.includes('corolla')) ?? brands[0]!;
  return { brand: { slug: brand.slug, name: brand.name }, model: { slug: model.slug, name: model.name }, year: model.years.find((year) => year <= 2022) ?? model.years[0]! };
}

const firstSpot = async (request: APIRequestContext) =>
  (await graphql<{ getInspectionSpots: { id: string; name: string }[] }>(request, '{ getInspectionSpots { id name } }')).getInspectionSpots[0]!;

const step = (page: Page, title: string) => expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

async function fillCar(page: Page, car: Car) {
  await step(page, 'Info del carro');
  await page.getByRole('combobox', { name: 'Marca', exact: true }).selectOption({ label: car.brand.name });
  await page.getByRole('combobox', { name: 'Modelo', exact: true }).selectOption({ label: car.model.name });
  await page.getByRole('combobox', { name: 'Año', exact: true }).selectOption(String(car.year));
  const mileage = page.getByRole('textbox', { name: 'Millaje (millas)', exact: true });
  await mileage.fill('45000');
  await expect(mileage).toHaveValue('45,000');
  await page.getByRole('textbox', { name: 'Placa', exact: true }).fill('A123456');
}

async function fillPerson(page: Page, email: string) {
  await step(page, 'Info personal');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Pérez');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('8095551234');
}

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

const hours = (page: Page) => page.getByRole('group', { name: /^Hora/ }).getByRole('button');

async function book(page: Page) {
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole('button', { name: 'Agendar inspección' }).click();
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

for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
  test.describe(`selling a car at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('goes from the home page to a booked inspection at a spot, the draft surviving a reload', async ({ page, request }) => {
      test.setTimeout(120_000);
      const [car, spot] = await Promise.all([quotableCar(request), firstSpot(request)]);
      const email = newAddress('sell');
      await upToAddress(page, car, email, { axe: viewport.width > 400 });
      await page.getByRole('radio', { name: /En una sucursal/ }).check();
      await page.getByRole('radio', { name: new RegExp(spot.name) }).check();
      if (viewport.width > 400) await expectNoSeriousA11yViolations(page);
      // Reloading keeps the wizard where it was, with what was chosen.
      await page.reload();
      await step(page, 'Dirección');
      await expect(page.getByRole('radio', { name: new RegExp(spot.name) })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await continueButton(page).click();
      await step(page, 'Día y hora');
      await expect(hours(page).first()).toBeVisible();
      if (viewport.width > 400) await expectNoSeriousA11yViolations(page);
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
      if (viewport.width > 400) await expectNoSeriousA11yViolations(page);
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
  const first = hours(page).and(page.locator(':enabled')).first();
  const label = await first.innerText();
  // The first hour on offer is the one the page shows first; another seller books it until it is full.
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date());
  const slotsQuery = 'query($input: InspectionSlotsInput!) { getInspectionSlots(input: $input) { startsAt available } }';
  const slots = async () => (await graphql<{ getInspectionSlots: Slot[] }>(request, slotsQuery, { input: { range: { from, days: 14 }, place: 'SPOT', spotId: spot.id } })).getInspectionSlots;
  const taken = (await slots()).find((slot) => slot.available)!;
  for (let attempt = 0; attempt < 10 && (await slots()).find((slot) => slot.startsAt === taken.startsAt)?.available; attempt += 1) {
    const answer = await postFrom<{ createSellRequest: { id: string } }>(baseURL!, someLoopbackAddress(), 'mutation($input: CreateSellRequestInput!) { createSellRequest(input: $input) { id } }', {
      headers: { country: 'DO' },
      variables: {
        input: {
          car: { brand: car.brand.slug, model: car.model.slug, year: car.year, mileage: 30000, licensePlate: 'B765432' },
          expectedPrice: 900000,
          expectedSaleDays: 30,
          person: { name: 'Luis', lastName: 'Gómez', email: newAddress('other'), phone: '8095550000' },
          place: 'SPOT',
          spotId: spot.id,
          slotStartsAt: taken.startsAt,
          acceptTerms: true,
        },
      },
    });
    expect(answer.body.errors).toBeUndefined();
  }
  await first.click();
  await book(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Alguien acaba de reservar esa hora' })).toBeVisible();
  await expect(hours(page).first()).toBeVisible();
  await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await expect(hours(page).filter({ hasText: label }).first()).toBeDisabled();
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
