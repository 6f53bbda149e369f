import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { stubWhatsApp, waitForSettings } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

type PricedCar = {
  slug: string;
  title: string;
  listingPrice: number;
  priceInfo: { fee: number | null; licensePlate: number | null; transfer: number | null; warranty: number | null };
};

/** A car with an offer, so the breakdown has every line; asked of the API the page itself uses. */
async function carWithOffer(request: APIRequestContext): Promise<PricedCar> {
  const response = await request.post('/graphql', {
    data: {
      query: `query { getListingCars(filter: { limit: 1, where: { offer: ["with-offer"] } }) {
        cars { slug title listingPrice priceInfo { fee licensePlate transfer warranty } } } }`,
    },
  });
  const body = (await response.json()) as { data: { getListingCars: { cars: PricedCar[] } } };
  return body.data.getListingCars.cars[0]!;
}

const pesos = (amount: number) => `RD $${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;

test('the price breakdown adds plate, transfer, warranty and fee to the price', async ({ page, request }) => {
  const car = await carWithOffer(request);
  const { fee, licensePlate, transfer, warranty } = car.priceInfo;
  const total = car.listingPrice + (fee ?? 0) + (licensePlate ?? 0) + (transfer ?? 0) + (warranty ?? 0);
  await page.goto(`/car/${car.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  const breakdown = page.getByRole('table', { name: 'Desglose del precio' });
  await expect(breakdown.getByRole('row', { name: /^Total/ }).getByRole('cell')).toHaveText(pesos(total));
  await expect(breakdown.getByRole('row', { name: /^Precio de oferta/ }).getByRole('cell')).toHaveText(pesos(car.listingPrice));
  await expect(breakdown.getByRole('row', { name: /^Descuento/ })).toBeVisible();
  await expect(page.getByText('El total suma los cargos del desglose (placa, traspaso y plan de garantía incluidos); no incluye impuestos.')).toBeVisible();
  await expect(page).toHaveTitle(`${car.title} usado en venta | Ola Cars`);
});

test('the gallery turns with the arrow keys and the arrow buttons', async ({ page, request }) => {
  const car = await carWithOffer(request);
  await page.goto(`/car/${car.slug}`);
  const gallery = page.getByRole('region', { name: `Fotos de ${car.title}` });
  const photo = gallery.getByRole('img', { name: new RegExp(`^${car.title}, foto`) });
  await expect(photo).toHaveAccessibleName(new RegExp(`foto 1 de \\d+$`));
  // A press, not focus(): it waits until the drawn page answers (an inert tab cannot take the focus).
  const firstTab = gallery.getByRole('tab', { name: 'Ver foto 1' });
  await firstTab.click();
  await expect(firstTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(photo).toHaveAccessibleName(new RegExp(`foto 2 de \\d+$`));
  await expect(gallery.getByRole('tab', { name: 'Ver foto 2' })).toBeFocused();
  await gallery.getByRole('button', { name: 'Foto anterior' }).click();
  await expect(photo).toHaveAccessibleName(new RegExp(`foto 1 de \\d+$`));
  await expect(photo).toHaveAttribute('srcset', /-\d+\.webp \d+w/);

  await gallery.getByRole('button', { name: 'Ampliar foto' }).click();
  const fullscreen = page.getByRole('dialog', { name: car.title });
  // Keys reach the dialog once it holds the focus: its code may still be arriving when the button is pressed.
  await expect.poll(() => fullscreen.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(fullscreen.getByRole('img')).toHaveAccessibleName(new RegExp(`foto 2 de \\d+$`));
  await page.keyboard.press('Escape');
  await expect(fullscreen).toBeHidden();
  await expect(photo).toHaveAccessibleName(new RegExp(`foto 2 de \\d+$`));
});

test('the gallery shows five different pictures, the three-quarter view first, each one loaded', async ({ page, request }) => {
  const car = await carWithOffer(request);
  await page.goto(`/car/${car.slug}`);
  const gallery = page.getByRole('region', { name: `Fotos de ${car.title}` });
  const thumbnails = gallery.getByRole('tab').locator('img');
  await expect(thumbnails).toHaveCount(5);
  const sources = await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(new Set(sources).size).toBe(5);
  expect(sources[0]).toMatch(/-three-quarter-\d+\.webp$/);
  const photo = gallery.getByRole('img', { name: new RegExp(`^${car.title}, foto`) });
  for (const position of [1, 2, 3, 4, 5]) {
    await gallery.getByRole('tab', { name: `Ver foto ${position}` }).click();
    await expect(photo).toHaveAccessibleName(new RegExp(`foto ${position} de 5$`));
    // Views no one asked for yet are drawn on this first request; the picture must still arrive.
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test('the inspection report gauges tread and brakes on all four wheels', async ({ page, request }) => {
  const car = await carWithOffer(request);
  await page.goto(`/car/${car.slug}`);
  const report = page.getByRole('region', { name: 'Reporte de inspección' });
  for (const wheel of ['Delantera izquierda', 'Delantera derecha', 'Trasera izquierda', 'Trasera derecha']) {
    await expect(report.getByRole('meter', { name: `Profundidad de la banda, ${wheel}` })).toHaveAttribute('aria-valuetext', /^\d+\.\d mm, (Bueno|Regular|Cambiar)$/);
    await expect(report.getByRole('meter', { name: `Pastillas de freno, ${wheel}` })).toBeVisible();
  }
  await expect(report.getByRole('meter')).toHaveCount(8);
  const area = report.getByRole('button', { name: /^Frenos/ });
  await area.click();
  await expect(area).toHaveAttribute('aria-expanded', 'true');
});

type Translations = { en: string; es: string };
type NotedPoint = { slug: string; area: Translations; point: Translations; note: Translations };

/** A listed car whose report carries a note, with the names and the note as the API gives them. */
async function carWithNote(request: APIRequestContext): Promise<NotedPoint> {
  const listing = await request.post('/graphql', { data: { query: 'query { getListingCars(filter: { limit: 20 }) { cars { slug } } }' } });
  const { cars } = ((await listing.json()) as { data: { getListingCars: { cars: { slug: string }[] } } }).data.getListingCars;
  for (const { slug } of cars) {
    const detail = await request.post('/graphql', {
      data: {
        query: `query getCar($slug: String!) { getCar(slug: $slug) { inspection { areas {
          nameTranslations { en es } points { nameTranslations { en es } noteTranslations { en es } } } } } }`,
        variables: { slug },
      },
    });
    type Area = { nameTranslations: Translations; points: { nameTranslations: Translations; noteTranslations: Translations | null }[] };
    const { areas } = ((await detail.json()) as { data: { getCar: { inspection: { areas: Area[] } } } }).data.getCar.inspection;
    for (const area of areas) {
      const noted = area.points.find((point) => point.noteTranslations);
      if (noted) return { slug, area: area.nameTranslations, point: noted.nameTranslations, note: noted.noteTranslations! };
    }
  }
  throw new Error('No listed car among the first 20 has an inspection note');
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const [language, locale, report] of [['es', 'es-DO', 'Reporte de inspección'], ['en', 'en-US', 'Inspection report']] as const) {
  test.describe(`in ${language === 'es' ? 'Spanish' : 'English'}`, () => {
    test.use({ locale });

    test('an inspection note reads in the language of the page, beside its point', async ({ page, request }) => {
      const noted = await carWithNote(request);
      const other = language === 'es' ? 'en' : 'es';
      await page.goto(`/car/${noted.slug}`);
      const region = page.getByRole('region', { name: report });
      await region.getByRole('button', { name: startsWith(noted.area[language]) }).click();
      const item = region.getByRole('listitem').filter({ hasText: noted.point[language] }).filter({ hasText: noted.note[language] });
      await expect(item).toHaveCount(1);
      await expect(region).not.toContainText(noted.note[other]);
    });
  });
}

test('a car opens from the catalogue', async ({ page }) => {
  await page.goto('/buy');
  const firstCar = page.locator('main a[href^="/car/"]').first();
  const href = await firstCar.getAttribute('href');
  await firstCar.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Desglose del precio' })).toBeVisible();
});

test('asking a question checks its length, then confirms it was sent', async ({ page, request }) => {
  const car = await carWithOffer(request);
  await page.goto(`/car/${car.slug}`);
  const question = page.getByRole('textbox', { name: `Tu pregunta sobre el ${car.title}` });
  await question.fill('Hola');
  await page.getByRole('button', { name: 'Enviar pregunta' }).click();
  await expect(page.getByText('Escribe al menos 5 caracteres.')).toBeVisible();
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  await question.fill('¿Tiene el historial de mantenimiento del concesionario?');
  await page.getByRole('button', { name: 'Enviar pregunta' }).click();
  // Nobody is signed in: without a way to reach the visitor, no one could answer.
  await expect(page.getByText('Déjanos tu correo o tu WhatsApp para responderte')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '¡Pregunta enviada!' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'WhatsApp' }).fill('809-555');
  await page.getByRole('button', { name: 'Enviar pregunta' }).click();
  await expect(page.getByText('Solo se permiten números')).toBeVisible();
  await page.getByRole('textbox', { name: 'WhatsApp' }).fill('');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
  await page.getByRole('button', { name: 'Enviar pregunta' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Pregunta enviada!' })).toBeVisible();
});

test('an unknown car shows the not-found page', async ({ page }) => {
  await page.goto('/car/no-such-car-0');
  await expect(page.getByRole('heading', { level: 1, name: '¡Ups! Algo pasó' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
});

test('the detail page and the home page pass an accessibility scan', async ({ page, request }) => {
  const car = await carWithOffer(request);
  await page.goto(`/car/${car.slug}`);
  await waitForSettings(page);
  await expect(page.getByRole('table', { name: 'Desglose del precio' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/');
  await waitForSettings(page);
  await expect(page.getByRole('link', { name: /carros disponibles/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** The first listed car with the given status, looked up through the same API the page uses. */
async function carWithStatus(request: APIRequestContext, status: string): Promise<{ slug: string; title: string }> {
  for (let offset = 0; offset < 600; offset += 60) {
    const response = await request.post('/graphql', {
      data: { query: `query { getListingCars(filter: { limit: 60, offset: ${offset} }) { cars { slug title status { slug } } } }` },
    });
    const cars = ((await response.json()) as { data: { getListingCars: { cars: Array<{ slug: string; title: string; status: { slug: string } }> } } })
      .data.getListingCars.cars;
    const found = cars.find((car) => car.status.slug === status);
    if (found) return found;
    if (cars.length < 60) break;
  }
  throw new Error(`no ${status} car in the catalogue`);
}

test('a sold car says so, shows no price and leads to similar cars', async ({ page, request }) => {
  const car = await carWithStatus(request, 'SOLD');
  await page.goto(`/car/${car.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Este carro ya se vendió.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Desglose del precio' })).toHaveCount(0);
  await expect(page.getByTestId('car-price')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Carros similares disponibles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Encuéntrame uno similar' })).toHaveAttribute('href', /\/help\/request-a-car\?brand=.+&model=.+&year=\d{4}&budget=\d+/);
});

test('a reserved car keeps its price and explains the reservation', async ({ page, request }) => {
  const car = await carWithStatus(request, 'PENDING');
  await page.goto(`/car/${car.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Este carro está reservado por otro comprador.' })).toBeVisible();
  await expect(page.getByTestId('car-price')).toBeVisible();
});
