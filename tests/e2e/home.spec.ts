import { expect, test } from '@playwright/test';
import { stubWhatsApp } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

type SpotFacet = { slug: string; name: string; count: number };

test('the landing shows every section with real data', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra o vende tu carro, sin complicaciones');
  await expect(main.getByRole('link', { name: 'Quiero comprar' })).toHaveAttribute('href', '/buy');
  await expect(main.getByRole('link', { name: 'Quiero vender', exact: true })).toHaveAttribute('href', '/help/self');
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Por qué Ola Cars?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Papeles verificados' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Encuentra mi carro' })).toHaveAttribute('href', '/help/find-my-car');
  const distinguished = page.getByRole('region', { name: 'Carros destacados' });
  await expect(distinguished.locator('a[href^="/car/"]').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Quiero vender mi carro' })).toHaveAttribute('href', '/help/self');
  await expect(main.getByRole('link', { name: 'Descarga la app' })).toHaveAttribute('href', '/app');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  // The newsletter card beside the questions, its code fetched as it nears the screen.
  await page.getByRole('heading', { name: 'Preguntas frecuentes' }).scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: 'Boletín de Ola Cars' }).getByRole('button', { name: 'Suscribirme' })).toBeVisible();
});

test('each spot shows its car count and opens the catalogue filtered to it', async ({ page, request }) => {
  const response = await request.post('/graphql', {
    data: { query: 'query { getListingCars(filter: { limit: 1 }) { facets { curboSpot { slug name count } } } }' },
  });
  const spots = ((await response.json()) as { data: { getListingCars: { facets: { curboSpot: SpotFacet[] } } } }).data.getListingCars.facets.curboSpot;
  expect(spots.length).toBeGreaterThan(0);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Visítanos en nuestros spots' });
  for (const spot of spots) {
    const link = section.getByRole('link', { name: new RegExp(`^${spot.name} ${spot.count} carros disponibles$`) });
    await expect(link).toHaveAttribute('href', `/buy?curboSpot=${spot.slug}`);
  }
  // The featured cars above arrive when the browser is idle and may push the spots down a little
  // (a card with a long city or an earlier price is taller than its outline): the click waits for them.
  await expect(page.getByRole('region', { name: 'Carros destacados' }).getByRole('article').first()).toBeVisible();
  await section.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/buy\\?curboSpot=${spots[0]!.slug}`));
});

test('the search bar belongs to the home page only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/help\/faqs$/);
  await expect(page.getByRole('combobox')).toHaveCount(0);
});
