import { expect, test, type Page, type Request } from '@playwright/test';

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
