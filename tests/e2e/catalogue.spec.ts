import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.use({ locale: 'es-DO' });

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /carros? encontrados?$/ });
const results = (page: Page) => page.getByRole('list', { name: 'Resultados' });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allInnerTexts();

/** The price of every card that shows one (a sold car shows 'Vendido' instead). */
async function cardPrices(page: Page): Promise<number[]> {
  const prices: number[] = [];
  for (const card of await results(page).getByRole('article').all()) {
    // The first amount on a card is its price; the struck-through one reads 'Antes …'.
    const price = card.getByText(/^RD \$[\d,]+$/).first();
    if ((await price.count()) > 0) prices.push(Number((await price.innerText()).replace(/\D/g, '')));
  }
  return prices;
}

async function countFromApi(page: Page, where: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: { query: 'query count($filter: FilterInput) { getListingCars(filter: $filter) { count } }', variables: { filter: { where } } },
  });
  return (await response.json()).data.getListingCars.count;
}

async function shownCount(page: Page): Promise<number> {
  return Number((await resultsHeading(page).innerText()).replace(/\D/g, ''));
}

test('filtering by brand and price shows only matching cars, with the right count', async ({ page }) => {
  await page.goto('/buy');
  await expect(results(page)).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  const brands = filters.getByRole('group', { name: 'Marca' });
  await brands.getByRole('button', { name: /^Ver \d+ más$/ }).click();
  await brands.getByRole('checkbox', { name: /^Toyota/ }).click();
  await expect(page).toHaveURL(/brand=toyota/);
  await filters.getByRole('textbox', { name: 'Mínimo' }).fill('500000');
  await filters.getByRole('textbox', { name: 'Máximo' }).fill('2000000');
  await expect(filters.getByRole('textbox', { name: 'Máximo' })).toHaveValue('2,000,000');
  await filters.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(page).toHaveURL(/minPrice=500000&maxPrice=2000000|maxPrice=2000000.*minPrice=500000/);
  const expected = await countFromApi(page, { brand: ['toyota'], price: { min: 500_000, max: 2_000_000 } });
  await expect.poll(() => shownCount(page)).toBe(expected);
  expect(expected).toBeGreaterThan(0);
  for (const title of await cardTitles(page)) expect(title).toMatch(/^Toyota /);
  expect((await cardPrices(page)).filter((price) => price < 500_000 || price > 2_000_000)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Quitar filtro: Precio: RD $500,000 - RD $2,000,000' })).toBeVisible();
});

test('chips remove their filter, and clear-all removes every one', async ({ page }) => {
  await page.goto('/buy?brand=toyota_honda&fromYear=2015');
  await expect(page.getByRole('button', { name: 'Quitar filtro: Toyota' })).toBeVisible();
  const narrowed = await shownCount(page);
  await page.getByRole('button', { name: 'Quitar filtro: Toyota' }).click();
  await expect(page).toHaveURL(/brand=honda&fromYear=2015|fromYear=2015.*brand=honda/);
  await expect(page.getByRole('button', { name: 'Quitar filtro: Toyota' })).toBeHidden();
  await expect.poll(() => shownCount(page)).toBeLessThan(narrowed);
  for (const title of await cardTitles(page)) expect(title).toMatch(/^Honda /);
  await page.getByRole('button', { name: 'Limpiar todo' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect.poll(() => shownCount(page)).toBe(await countFromApi(page, {}));
});

test('sorting by price puts the cheapest cars first', async ({ page }) => {
  await page.goto('/buy');
  await page.getByRole('button', { name: 'Ordenar: Más relevantes' }).click();
  await page.getByRole('menuitemradio', { name: 'Precio: menor a mayor' }).click();
  await expect(page).toHaveURL(/sortBy=price_asc/);
  await expect(page.getByRole('button', { name: 'Ordenar: Precio: menor a mayor' })).toBeVisible();
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(3);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

/**
 * A title only one listed car matches, word for word (no twin, no 'Corolla Cross' of that year):
 * its suggestion opens that car, where a shared title would search instead.
 */
async function titleOfOneCar(page: Page, search: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { query: 'query titles($filter: FilterInput) { getListingCars(filter: $filter) { cars { title } } }', variables: { filter: { limit: 60, where: { text_search: search } } } },
  });
  const titles: string[] = (await response.json()).data.getListingCars.cars.map((car: { title: string }) => car.title);
  const words = (title: string) => title.toLowerCase().split(' ');
  const unique = titles.find((title) => titles.filter((other) => words(title).every((word) => words(other).includes(word))).length === 1);
  expect(unique, `a ${search} whose title no other car shares`).toBeDefined();
  return unique!;
}

test('search suggestions answer the keyboard: arrow down and enter open the car', async ({ page }) => {
  const title = await titleOfOneCar(page, 'corolla');
  await page.goto('/buy');
  const search = page.getByRole('combobox', { name: 'Buscar por marca, modelo o año' });
  await search.fill(title.toLowerCase());
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions.getByRole('option').first()).toContainText(title);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/car\/toyota-corolla-/);
});

test('submitting a search lists its cars, and Escape closes the suggestions', async ({ page }) => {
  await page.goto('/buy');
  const search = page.getByRole('combobox', { name: 'Buscar por marca, modelo o año' });
  await search.fill('corolla');
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
  await search.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeHidden();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/buy\?search=corolla$/);
  // The unfiltered cards stay on screen (marked busy) until the search's answer replaces them.
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await cardTitles(page)).filter((title) => !title.includes('Corolla'))).toEqual([]);
  expect((await cardTitles(page)).length).toBeGreaterThan(0);
});

test('a filtered URL comes back the same after a reload', async ({ page }) => {
  await page.goto('/buy?bodyStyle=muvsuv&sortBy=year_desc&page=2');
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  const before = { titles: await cardTitles(page), count: await shownCount(page) };
  await page.reload();
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  expect({ titles: await cardTitles(page), count: await shownCount(page) }).toEqual(before);
});

test('pages live in the URL, so going back returns to the previous page', async ({ page }) => {
  await page.goto('/buy');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  const first = await cardTitles(page);
  expect(first.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardTitles(page)).not.toEqual(first);
  await page.goBack();
  await expect.poll(() => cardTitles(page)).toEqual(first);
});

test('malformed parameters fall back to defaults instead of an error page', async ({ page }) => {
  await page.goto('/buy?minPrice=cheap&maxPrice=-4&sortBy=%3Bdrop&page=-3&fromYear=1e99&brand=%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Carros usados en venta' })).toBeVisible();
  await expect.poll(() => shownCount(page)).toBe(await countFromApi(page, {}));
  await expect(page.getByRole('button', { name: 'Ordenar: Más relevantes' })).toBeVisible();
});

test('a search that matches nothing says so and leads back to all cars', async ({ page }) => {
  await page.goto('/buy?minPrice=900000000');
  await expect(page.getByText('Ningún resultado coincide con su criterio')).toBeVisible();
  await page.getByRole('link', { name: 'Ver todos los carros' }).click();
  await expect(page).toHaveURL(/\/buy$/);
});

test('the model filter waits for a brand', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.getByText('No ha elegido una marca')).toBeVisible();
  await page.goto('/buy?brand=toyota');
  await expect(page.getByRole('group', { name: 'Modelo' }).getByRole('checkbox', { name: /^Corolla/ })).toBeVisible();
});

test.describe('narrow layout', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the filters open in a drawer and apply as they are picked', async ({ page }) => {
    await page.goto('/buy');
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await drawer.getByRole('checkbox', { name: /^Honda/ }).click();
    await expect(page).toHaveURL(/brand=honda/);
    const expected = await countFromApi(page, { brand: ['honda'] });
    await drawer.getByRole('button', { name: `Ver ${expected} carros` }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => shownCount(page)).toBe(expected);
  });

  test('clearing inside the drawer drops the filters but keeps the search and the drawer open', async ({ page }) => {
    await page.goto('/buy?search=toyota&brand=toyota&fromYear=2018');
    await page.getByRole('button', { name: 'Filtros' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await drawer.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL(/\/buy\?search=toyota$/);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('checkbox', { checked: true })).toHaveCount(0);
  });
});

test('no serious accessibility violation on /buy', async ({ page }) => {
  await page.goto('/buy?brand=toyota&minPrice=500000');
  await expect(results(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar filtro: Toyota' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
