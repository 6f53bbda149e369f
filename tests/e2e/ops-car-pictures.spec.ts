import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openSignedIn, type StoredSession } from './support/accounts.ts';
import { pngFile } from './support/car-pictures.ts';
import { dearCars, type InventoryCar, staffAccount } from './support/inventory.ts';
import { stubWhatsApp } from './support/shell.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const pictureList = (page: Page) => page.getByRole('list', { name: 'Fotos del coche' });

/** From the inventory, by the car's "Fotos" link. */
async function openPictures(page: Page, session: StoredSession, car: InventoryCar) {
  await openSignedIn(page, session, `/ops/inventory?q=${car.slug}`);
  const row = page.getByRole('article', { name: car.title }).filter({ hasText: car.slug });
  await row.getByRole('link', { name: `Fotos de ${car.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/inventory/${car.id}/pictures$`));
  await expect(page.getByRole('heading', { level: 2, name: `Fotos de ${car.title}` })).toBeVisible();
  await expect(pictureList(page).getByRole('listitem', { name: 'Foto principal' })).toBeVisible();
}

async function uploadOne(page: Page, file: Awaited<ReturnType<typeof pngFile>>) {
  const before = await pictureList(page).getByRole('listitem').count();
  await page.getByLabel('Elegir fotos').setInputFiles(file);
  await expect(pictureList(page).getByRole('listitem')).toHaveCount(before + 1);
}

test('an operator uploads a PNG, makes it the main picture, and the car page and its card show it; a file that is no picture says what to do', async ({ page, baseURL }) => {
  const [car] = await dearCars(baseURL!, 1);
  await openPictures(page, await staffAccount(baseURL!, 'operator'), car!);
  await expectNoSeriousA11yViolations(page);

  // A text file named like a picture is refused with the reason and what to do; the next file still goes.
  await page.getByLabel('Elegir fotos').setInputFiles([{ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('no soy una foto') }, await pngFile('lateral.png')]);
  const failures = page.getByRole('list', { name: 'Fotos no subidas' });
  await expect(failures).toContainText('notas.png: No es una foto JPEG, PNG o WebP. Guárdala en uno de esos formatos y súbela de nuevo.');
  const uploaded = pictureList(page).locator('img[src*="/media/cars/uploads/"]');
  await expect(uploaded).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await failures.getByRole('button', { name: 'Cerrar el aviso de notas.png' }).click();
  await expect(failures).toHaveCount(0);

  const src = (await uploaded.getAttribute('src'))!;
  const basePath = src.replace(/-\d+\.webp$/, '');
  const item = pictureList(page).getByRole('listitem').filter({ has: page.locator(`img[src="${src}"]`) });
  const name = (await item.getAttribute('aria-label'))!;
  await item.getByRole('button', { name: `Hacer principal la foto «${name}»` }).click();
  const main = pictureList(page).getByRole('listitem', { name: 'Foto principal' });
  await expect(main.locator('img')).toHaveAttribute('src', `${basePath}-428.webp`);

  // The buyer's side: the card's picture and the car page's.
  await page.goto(`/car/${car!.slug}`);
  await expect(page.locator(`main img[src^="${basePath}-"], main img[srcset*="${basePath}-"]`).first()).toBeVisible();
  await page.goto('/buy?sortBy=price_desc');
  await expect(page.locator(`main article:has(a[href="/car/${car!.slug}"]) img[src^="${basePath}-"]`).first()).toBeVisible();

  // Removing it (after a question) gives the main place back to the drawn picture, as the car was.
  await page.goto(`/ops/inventory/${car!.id}/pictures`);
  const mainAgain = pictureList(page).getByRole('listitem', { name: 'Foto principal' });
  await mainAgain.getByRole('button', { name: 'Quitar la foto «Foto principal»' }).click();
  await expect(mainAgain.getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await mainAgain.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(pictureList(page).locator('img[src*="/media/cars/uploads/"]')).toHaveCount(0);
  await expect(pictureList(page).getByRole('listitem', { name: 'Foto principal' }).locator('img')).not.toHaveAttribute('src', /uploads/);
});

test('pictures move earlier and later among their kind', async ({ page, baseURL }) => {
  const [car] = await dearCars(baseURL!, 1);
  await openPictures(page, await staffAccount(baseURL!, 'operator'), car!);
  await uploadOne(page, await pngFile('detalle.png', 1280, 800));
  const exterior = pictureList(page).getByRole('listitem', { name: /^Exterior \d+$/ });
  const count = await exterior.count();
  const last = exterior.nth(count - 1);
  const src = (await last.locator('img').getAttribute('src'))!;
  await last.getByRole('button', { name: `Mover antes la foto «Exterior ${count}»` }).click();
  await expect(pictureList(page).getByRole('listitem', { name: `Exterior ${count - 1}` }).locator('img')).toHaveAttribute('src', src);
  const moved = pictureList(page).getByRole('listitem', { name: `Exterior ${count - 1}` });
  await moved.getByRole('button', { name: `Quitar la foto «Exterior ${count - 1}»` }).click();
  await moved.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(pictureList(page).locator('img[src*="/media/cars/uploads/"]')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the pictures screen uploads and does not scroll sideways', async ({ page, baseURL }) => {
    const [car] = await dearCars(baseURL!, 1);
    await openPictures(page, await staffAccount(baseURL!, 'operator'), car!);
    await uploadOne(page, await pngFile('movil.png'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    const uploaded = pictureList(page).getByRole('listitem').filter({ has: page.locator('img[src*="/media/cars/uploads/"]') });
    const name = (await uploaded.getAttribute('aria-label'))!;
    await uploaded.getByRole('button', { name: `Quitar la foto «${name}»` }).click();
    await uploaded.getByRole('button', { name: 'Sí, quitar' }).click();
    await expect(pictureList(page).locator('img[src*="/media/cars/uploads/"]')).toHaveCount(0);
  });
});

test('a customer opening the address is told the console is not for them, and the upload route refuses them', async ({ page, baseURL }) => {
  const [car] = await dearCars(baseURL!, 1);
  const customer = await staffAccount(baseURL!);
  await openSignedIn(page, customer, `/ops/inventory/${car!.id}/pictures`);
  await expect(page.getByRole('list', { name: 'Fotos del coche' })).toHaveCount(0);
  const answer = await page.request.post(`/api/ops/cars/${car!.id}/pictures`, { headers: { authorization: `Bearer ${customer.accessToken}`, 'content-type': 'image/png' }, data: (await pngFile('x.png')).buffer });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).errors[0].extensions.code).toBe('FORBIDDEN');
});
