import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openSignedIn } from './support/accounts.ts';
import { continueStep, enterCar, freshIdentity } from './support/car-editor.ts';
import { pngFile } from './support/car-pictures.ts';
import { pesosText, staffAccount } from './support/inventory.ts';
import { stubWhatsApp } from './support/shell.ts';

// An operator enters a car in the console and buyers find it: in the catalogue under its brand and
// colour, with its inspection report on its page; then its price is edited and buyers see that too.
// Each car is new and yellow, among the rarest paints, so it shows on the first page of its filter.
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const slugFromUrl = (page: Page) => new URL(page.url()).searchParams.get('q') ?? '';

async function createOnSale(page: Page, price: number) {
  const identity = freshIdentity();
  await openSignedIn(page, await staffAccount(test.info().project.use.baseURL!, 'operator'), '/ops/inventory');
  await page.getByRole('link', { name: 'Nuevo auto' }).click();
  await expect(page).toHaveURL(/\/ops\/inventory\/new$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Nuevo auto' })).toBeVisible();
  const brand = await enterCar(page, { ...identity, price });
  await page.getByRole('combobox', { name: 'Estado inicial' }).selectOption({ label: 'Disponible' });
  await page.getByRole('button', { name: 'Crear auto' }).click();
  // Back to the inventory, on the car just saved.
  await expect(page).toHaveURL(/\/ops\/inventory\?q=/);
  const slug = slugFromUrl(page);
  await expect(page.getByRole('list', { name: 'Coches del inventario' }).getByRole('article')).toHaveCount(1);
  return { brand, slug };
}

test('an operator creates a car: buyers find it under its brand and colour, with its report, and see its edited price', async ({ page }) => {
  const { brand, slug } = await createOnSale(page, 1_234_000);

  await page.goto(`/buy?brand=${brand}&color=amarillo`);
  await expect(page.locator(`main a[href="/car/${slug}"]`).first()).toBeVisible();
  await page.goto(`/car/${slug}`);
  await expect(page.getByText(pesosText(1_234_000)).first()).toBeVisible();
  const report = page.getByRole('region', { name: 'Reporte de inspección' });
  await expect(report.getByRole('meter', { name: 'Profundidad de la banda, Delantera izquierda' })).toHaveAttribute('aria-valuetext', /^6\.5 mm/);
  await expect(report.getByRole('meter')).toHaveCount(8);
  await report.getByRole('button', { name: /^Frenos/ }).click();
  await expect(report.getByText('Pastillas gastadas por un lado')).toBeVisible();

  // Edit: the row's link opens the editor filled with the car; a new price is saved from the review.
  await page.goto(`/ops/inventory?q=${slug}`);
  await page.getByRole('link', { name: /^Editar / }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Editar auto' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Color exterior' })).toHaveValue('amarillo');
  await continueStep(page);
  await expect(page.getByLabel('Precio (RD$)')).toHaveValue('1,234,000');
  await page.getByLabel('Precio (RD$)').fill('1,199,000');
  for (const step of ['Papeles', 'Inspección', 'Revisión']) {
    await continueStep(page);
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${slug}`));
  await page.goto(`/car/${slug}`);
  await expect(page.getByText(pesosText(1_199_000)).first()).toBeVisible();
});

test('an operator lists a new car with a photo: buyers find it by its facets with that photo on its card and page', async ({ page }) => {
  const { brand, slug } = await createOnSale(page, 1_187_000);
  const row = page.getByRole('list', { name: 'Coches del inventario' }).getByRole('article');
  await row.getByRole('link', { name: /^Fotos de / }).click();
  await expect(page).toHaveURL(/\/ops\/inventory\/\d+\/pictures$/);
  const pictures = page.getByRole('list', { name: 'Fotos del coche' });
  // A new car starts with the drawn pictures of its model and paint.
  await expect(pictures.getByRole('listitem', { name: 'Foto principal' })).toBeVisible();
  await page.getByLabel('Elegir fotos').setInputFiles(await pngFile('frente.png', 1280, 800, '#c0392b'));
  const uploaded = pictures.locator('img[src*="/media/cars/uploads/"]');
  await expect(uploaded).toHaveCount(1);
  const basePath = (await uploaded.getAttribute('src'))!.replace(/-\d+\.webp$/, '');
  const item = pictures.getByRole('listitem').filter({ has: page.locator(`img[src^="${basePath}-"]`) });
  await item.getByRole('button', { name: /^Hacer principal la foto/ }).click();
  await expect(pictures.getByRole('listitem', { name: 'Foto principal' }).locator('img')).toHaveAttribute('src', `${basePath}-428.webp`);

  // Buyers: the brand and colour facets find it, its card shows the photo, and so does its page.
  await page.goto(`/buy?brand=${brand}&color=amarillo`);
  const card = page.locator(`main article:has(a[href="/car/${slug}"])`).first();
  await expect(card.locator(`img[src^="${basePath}-"]`)).toBeVisible();
  // The colour's facet is chosen and counts the cars of the brand in that paint, this one among them.
  await expect(page.getByRole('button', { name: /^Amarillo \([1-9]\d*\)$/, pressed: true }).first()).toBeVisible();
  await page.goto(`/car/${slug}`);
  await expect(page.locator(`main img[src^="${basePath}-"], main img[srcset*="${basePath}-"]`).first()).toBeVisible();
});

test('the editor keeps its draft across a reload and says what is wrong, and both of its pages pass axe', async ({ page }) => {
  await openSignedIn(page, await staffAccount(test.info().project.use.baseURL!, 'operator'), '/ops/inventory/new');
  await expect(page.getByRole('heading', { level: 2, name: 'Vehículo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await continueStep(page);
  await expect(page.getByRole('combobox', { name: 'Marca' })).toBeFocused();
  await expect(page.getByText('Seleccione una opción').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vehículo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Marca' }).selectOption({ label: 'Toyota' });
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveValue('toyota');

  await page.goto('/ops/inventory?status=AVAILABLE');
  await page.getByRole('link', { name: /^Editar / }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Editar auto' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Marca' })).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an operator creates a car from a phone', async ({ page }) => {
    const { slug } = await createOnSale(page, 987_000);
    await page.goto(`/car/${slug}`);
    await expect(page.getByText(pesosText(987_000)).first()).toBeVisible();
  });
});
