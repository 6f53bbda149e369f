import { expect, test, type Page, type Request } from '@playwright/test';
import { createConfirmedAccount, SESSION_KEY, signInThroughApi } from './support/accounts.ts';
import { drivableCar } from './support/test-drives.ts';

// docs/decisions/0038: /buy and a car page arrive with their loader's answers, so the first
// screen paints without asking the API again.
test.use({ locale: 'es-DO' });

const operationOf = (request: Request): string | undefined =>
  request.url().endsWith('/graphql') && request.method() === 'POST' ? (request.postDataJSON() as { query?: string }).query?.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1] : undefined;

/** Holds back every request for `operation` (never answered), and counts them. */
async function holdBack(page: Page, operation: string): Promise<() => number> {
  let asked = 0;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== operation) return route.fallback();
    asked += 1;
    // Left unanswered: a screen that waited for it would never paint.
  });
  return () => asked;
}

/** The app's scripts a drawn page names: its loader's entry and the modules to preload with it (public/after-first-paint.js). */
function namedScripts(html: string): string[] {
  const loader = /<script src="\/after-first-paint\.js"[^>]*data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (!loader) throw new Error('the page has no loader for its scripts');
  return [loader[1]!, ...loader[2]!.split(' ').filter(Boolean)];
}

async function firstCar(page: Page): Promise<{ slug: string; title: string }> {
  const response = await page.request.post('/graphql', { data: { query: 'query { getListingCars(filter: { limit: 1 }) { cars { slug title } } }' } });
  return (await response.json()).data.getListingCars.cars[0];
}

test('the catalogue shows its cars without asking for the listing again', async ({ page }) => {
  const listingRequests = await holdBack(page, 'listingPage');
  await page.goto('/buy?brand=toyota');
  const results = page.getByRole('list', { name: 'Resultados' });
  await expect(results.getByRole('article').first()).toBeVisible();
  for (const title of await results.getByRole('heading', { level: 3 }).allInnerTexts()) expect(title).toMatch(/^Toyota /);
  await expect(page.getByRole('heading', { level: 2, name: /carros? encontrados?$/ })).toBeVisible();
  expect(listingRequests()).toBe(0);
});

test('a car page shows its car while the API has not answered for it', async ({ page }) => {
  const car = await firstCar(page);
  await holdBack(page, 'getCar');
  await page.goto(`/car/${car.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${car.title}, foto 1 de \\d+$`) })).toBeVisible();
});

test('a visitor who picked another language than the browser’s gets the page in it, asked afresh', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const asked: string[] = [];
  page.on('request', (request) => {
    const operation = operationOf(request);
    if (operation) asked.push(operation);
  });
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Used cars for sale' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  expect(asked).toContain('listingPage');
});

test('an unknown car still gets its not-found page', async ({ page }) => {
  const response = await page.goto('/car/no-such-car-0');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// docs/decisions/0057: the server draws the first screen with the app's own components, and the
// browser hydrates that drawing instead of drawing it again.
test.describe('the first screen drawn on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the catalogue shows its heading, its count and its cars with their pictures', async ({ page }) => {
      await page.goto('/buy?brand=toyota');
      await expect(page.getByRole('heading', { level: 1, name: 'Carros usados en venta' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /carros? encontrados?$/ })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      for (const title of await cards.getByRole('heading', { level: 3 }).allInnerTexts()) expect(title).toMatch(/^Toyota /);
      // The card's photo is decorative (its title says what it shows): an image without a role.
      await expect(cards.first().locator('img').first()).toHaveJSProperty('complete', true);
    });

    test('a car page shows its title, its first picture and its inspection', async ({ page }) => {
      const car = await firstCar(page);
      await page.goto(`/car/${car.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Reporte de inspección' })).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(`^${car.title}, foto 1 de \\d+$`) })).toBeVisible();
    });
  });

  /** Opens `path` and waits for the app to have taken the server's drawing over; any page error is returned. */
  async function openHydrated(page: Page, path: string): Promise<string[]> {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const served = await (await page.request.get(path)).text();
    expect(served).toMatch(/<div id="root" inert data-first-screen><div/);
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    return errors;
  }

  test('the catalogue is hydrated without a mismatch, and then answers the visitor', async ({ page }) => {
    const errors = await openHydrated(page, '/buy');
    await page.getByRole('button', { name: 'Ordenar: Más relevantes' }).click();
    await page.getByRole('menuitemradio', { name: 'Precio: menor a mayor' }).click();
    await expect(page).toHaveURL(/sortBy=price_asc/);
    await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('article').first()).toBeVisible();
    // React reports a drawing it had to throw away (error #418) as a page error.
    expect(errors).toEqual([]);
  });

  test('a car page is hydrated without a mismatch, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const car = await firstCar(page);
    const errors = await openHydrated(page, `/car/${car.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a press as soon as the drawing answers reaches the app, while the page’s later parts are still on their way', async ({ page, request }) => {
    // A lane of the catalogue no spec books in (tests/e2e/support/test-drives.ts): only the form is opened.
    const car = await drivableCar(request, 7);
    const path = `/car/${car.slug}`;
    // The files the page names load at once; every other script (the parts the page loads as it
    // hydrates, the next page's) is held back, as on a slow connection.
    const named = new Set(namedScripts(await (await page.request.get(path)).text()));
    await page.route('**/assets/*.js', async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    // A slow phone's processor: the app takes the drawing over piece by piece, over several tasks.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path);
    await page.getByRole('link', { name: 'Agendar prueba de manejo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible({ timeout: 20_000 });
  });

  test('the app’s scripts are asked for once the drawing has painted, not while its stylesheets are on their way', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/') && request.url().endsWith('.js') && scripts.push(request.url()));
    // The page's stylesheets, held back: the drawing cannot paint without them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const styleAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/assets/*.css', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/buy', { waitUntil: 'commit' });
    await styleAsked;
    // Scripts named in the page's head would be asked for as it is read, alongside its stylesheets.
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(scripts.length).toBeGreaterThan(1);
  });

  test('a signed-in visitor’s page, drawn for a visitor, is hydrated and then shows the account', async ({ page, baseURL }) => {
    const password = 'Correcto#2024';
    const session = await signInThroughApi(baseURL!, await createConfirmedAccount(baseURL!, { password, name: 'Hidra' }), password);
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: SESSION_KEY, value: JSON.stringify(session) });
    const errors = await openHydrated(page, '/buy');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mi cuenta' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
