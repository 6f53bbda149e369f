import { expect, test, type Page } from '@playwright/test';
import { stubWhatsApp } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

/** How many distinct titles the suggestions for `term` hold (the list shows each title once). */
async function distinctSuggestionTitles(page: Page, term: string): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: { query: 'query getListingCars($filter: FilterInput) { getListingCars(filter: $filter) { cars { title } } }', variables: { filter: { limit: 5, where: { text_search: term } } } },
  });
  const { data } = (await response.json()) as { data: { getListingCars: { cars: { title: string }[] } } };
  return new Set(data.getListingCars.cars.map((car) => car.title)).size;
}

const viewports = [
  { name: 'a phone', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 800 },
  { name: '1440 px', width: 1440, height: 900 },
  { name: '1920 px', width: 1920, height: 1080 },
];

for (const viewport of viewports) {
  test(`on ${viewport.name} the home suggestions overlay the page, every one whole`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    const expected = await distinctSuggestionTitles(page, 'toyota');
    expect(expected).toBeGreaterThanOrEqual(4);
    const box = page.getByRole('main').getByRole('combobox', { name: 'Buscar por marca, modelo o año' });
    // The box at the top of the window, so the list has room below it whatever the screen.
    await box.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await box.fill('toyota');
    const options = page.getByRole('main').getByRole('listbox', { name: 'Sugerencias' }).getByRole('option');
    await expect(options).toHaveCount(expected);
    // An option clipped by the hero is cut by its box: the whole of each must be on screen.
    for (const option of await options.all()) await expect(option).toBeInViewport({ ratio: 1 });
  });
}

test("clearing the listing's search box clears the search: URL, chip and results", async ({ page }) => {
  const status = page.getByText(/carros? encontrados?$/).first();
  await page.goto('/buy?search=kia');
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('button', { name: 'Quitar filtro: kia' })).toBeVisible();
  await expect(status).toBeVisible();
  const searched = await status.textContent();
  await page.getByRole('main').getByRole('button', { name: 'Borrar búsqueda' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
  await expect(chips).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Buscar por marca, modelo o año' })).toHaveValue('');
  await expect(status).not.toHaveText(searched ?? '');
});

test('with no results the filters keep the whole catalogue’s bounds and the last filter can be removed', async ({ page }) => {
  await page.goto('/buy?search=xyzzy');
  await expect(page.getByText('Ningún resultado coincide con su criterio')).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByRole('textbox', { name: 'Máximo' })).not.toHaveAttribute('placeholder', /^(0)?$/);
  await expect(filters.getByRole('group', { name: 'Marca' })).toBeVisible();
  // A native menu: its options are there to pick, not drawn until opened.
  await expect(filters.getByRole('combobox', { name: 'Desde' }).getByRole('option', { name: '2018' })).toBeAttached();
  await page.getByRole('button', { name: 'Quitar el filtro: xyzzy' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
  await expect(page.getByText('Ningún resultado coincide con su criterio')).toBeHidden();
});

test('with no results the chips and the way back name filters as the catalogue does, and never offer the sort', async ({ page }) => {
  await page.goto('/buy?search=xyzzy&bodyStyle=muvsuv&sortBy=year_desc');
  await expect(page.getByText('Ningún resultado coincide con su criterio')).toBeVisible();
  const step = page.getByRole('button', { name: /^Quitar el filtro: / });
  await expect(step).toBeVisible();
  expect(await step.textContent()).not.toContain('muvsuv');
  await step.click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('bodyStyle') && url.searchParams.get('sortBy') === 'year_desc');
});
