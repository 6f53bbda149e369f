import { expect, type Page } from '@playwright/test';

// The console's car editor, step by step through the real page, as an operator fills it in.

const WHEELS = ['Delantera izquierda', 'Delantera derecha', 'Trasera izquierda', 'Trasera derecha'];

/** A VIN and a plate nobody else has, for one car of one run. */
export function freshIdentity() {
  const digits = String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return { vin: `1HGCM8263${digits}`.slice(0, 17), plate: `A${digits.slice(-6)}` };
}

export type EnteredCar = { brand: string; vin: string; plate: string; price: number };

/** Step 1: Toyota, its first model, year and trim, yellow outside (rare in the catalogue), black inside. */
export async function fillVehicle(page: Page): Promise<string> {
  const brand = page.getByRole('combobox', { name: 'Marca' });
  await brand.selectOption({ label: 'Toyota' });
  await page.getByRole('combobox', { name: 'Modelo' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Año' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Versión', exact: true }).selectOption({ index: 1 });
  // The specs come with the trim.
  await expect(page.getByRole('region', { name: 'Especificaciones de la versión' }).getByText('Carrocería')).toBeVisible();
  await page.getByRole('combobox', { name: 'Color exterior' }).selectOption({ label: 'Amarillo' });
  await page.getByRole('combobox', { name: 'Color interior' }).selectOption({ label: 'Negro' });
  return brand.inputValue();
}

export const continueStep = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click();

/** Step 2: the first spot, the identity, miles and price. */
export async function fillSale(page: Page, car: { vin: string; plate: string; price: number }) {
  await page.getByRole('combobox', { name: 'Sucursal' }).selectOption({ index: 1 });
  await page.getByLabel('VIN').fill(car.vin);
  await page.getByLabel('Placa').fill(car.plate);
  await page.getByLabel('Millaje (millas)').fill('23,456');
  await page.getByLabel('Precio (RD$)').fill(car.price.toLocaleString('en-US'));
}

/** Step 3: both papers checked. */
export async function fillPapers(page: Page) {
  await page.getByLabel('Título sin gravámenes').check();
  await page.getByLabel('Certificado de no oposición').check();
}

/** Step 4: every wheel measured, and one point of the brakes needing attention. */
export async function fillInspection(page: Page, note: string) {
  for (const wheel of WHEELS) {
    await page.getByLabel(`Banda de rodamiento, ${wheel}`).fill('6.5');
    await page.getByLabel(`Pastilla de freno, ${wheel}`).fill('8');
  }
  await page.getByRole('button', { name: /^Frenos/ }).click();
  const firstPoint = page.getByRole('region', { name: /^Frenos/ }).getByRole('combobox').first();
  await firstPoint.selectOption({ label: 'Requiere atención' });
  await page.getByLabel(/^Nota sobre/).fill(note);
}

/** Walks the four steps of a new car up to the review; answers the brand chosen. */
export async function enterCar(page: Page, car: { vin: string; plate: string; price: number }, note = 'Pastillas gastadas por un lado'): Promise<string> {
  await expect(page.getByRole('heading', { level: 2, name: 'Vehículo' })).toBeVisible();
  const brand = await fillVehicle(page);
  await continueStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Venta y precio' })).toBeVisible();
  await fillSale(page, car);
  await continueStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Papeles' })).toBeVisible();
  await fillPapers(page);
  await continueStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Inspección' })).toBeVisible();
  await fillInspection(page, note);
  await continueStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Revisión' })).toBeVisible();
  return brand;
}
