import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { openSignedIn, type StoredSession } from './support/accounts.ts';
import { dearCars, type InventoryCar, pesosText, restoreCars, staffAccount } from './support/inventory.ts';
import { stubWhatsApp } from './support/shell.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

let changed: InventoryCar[] = [];
test.afterEach(async ({ baseURL }) => {
  await restoreCars(baseURL!, changed);
  changed = [];
});

const carRow = (page: Page, car: InventoryCar) => page.getByRole('article', { name: car.title }).filter({ hasText: car.slug });

async function openInventory(page: Page, session: StoredSession) {
  await openSignedIn(page, session, '/ops/inventory');
  await expect(page.getByRole('heading', { level: 2, name: 'Inventario' })).toBeVisible();
}

/** Types the search and waits for the list to show only the car. */
async function findCar(page: Page, car: InventoryCar) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(car.slug);
  await expect(page).toHaveURL(new RegExp(`q=${car.slug}`));
  await expect(page.getByRole('list', { name: 'Coches del inventario' }).getByRole('article')).toHaveCount(1);
  return carRow(page, car);
}

async function changePrice(page: Page, car: InventoryCar, price: number) {
  const row = await findCar(page, car);
  await row.getByRole('button', { name: `Cambiar el precio de ${car.title}` }).click();
  const box = row.getByLabel('Nuevo precio (RD $)');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(String(car.basePrice));
  await box.fill(price.toLocaleString('en-US'));
  await row.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(row.getByText('Precio guardado.')).toBeVisible();
  await expect(row.getByText(pesosText(price), { exact: true })).toBeVisible();
}

test('an operator finds a car, changes its price for buyers, then takes it off sale', async ({ page, baseURL }) => {
  const [car] = (changed = await dearCars(baseURL!, 1));
  const price = car!.basePrice + 7_000;
  await openInventory(page, await staffAccount(baseURL!, 'operator'));
  await expect(page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link')).toHaveText(['Inventario', 'Contactos', 'Agenda', 'Solicitudes de venta']);
  await changePrice(page, car!, price);
  await page.goto(`/car/${car!.slug}`);
  await expect(page.getByText(pesosText(price)).first()).toBeVisible();

  await page.goBack();
  const row = await findCar(page, car!);
  await row.getByRole('button', { name: `Cambiar el estado de ${car!.title}` }).click();
  await page.getByRole('menuitem', { name: 'No disponible' }).click();
  await expect(row.getByRole('group', { name: car!.title })).toContainText(`¿Pasar ${car!.title} a «No disponible»?`);
  await expect(row.getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await row.getByRole('button', { name: 'Sí, cambiar' }).click();
  await expect(row.getByText('No disponible', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'No disponible' });
  await expect(page).toHaveURL(/status=NOT_AVAILABLE/);
  await expect(carRow(page, car!)).toBeVisible();

  await page.goto('/buy?sortBy=price_desc');
  await expect(page.locator('main a[href^="/car/"]').first()).toBeVisible();
  await expect(page.locator(`main a[href="/car/${car!.slug}"]`)).toHaveCount(0);
});

test('selling a car is said to be final before it is done, and may be refused', async ({ page, baseURL }) => {
  const [car] = (changed = await dearCars(baseURL!, 1));
  await openInventory(page, await staffAccount(baseURL!, 'operator'));
  const row = await findCar(page, car!);
  // By keyboard alone: the menu offers only the moves the server allows from AVAILABLE.
  await row.getByRole('button', { name: `Cambiar el estado de ${car!.title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Reservado', 'Vendido', 'No disponible', 'En revisión']);
  await expect(page.getByRole('menuitem', { name: 'Reservado' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // Radix moves the focus a task after the key (setTimeout): Enter must wait for it to land.
  await expect(page.getByRole('menuitem', { name: 'Vendido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('group', { name: car!.title })).toContainText('Es definitivo: no podrá volver a la venta.');
  await expect(row.getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByText('Disponible', { exact: true })).toBeVisible();
  await expect(row.getByRole('group', { name: car!.title })).toHaveCount(0);
});

test('an operator previews a bulk price change on two cars, then applies it', async ({ page, baseURL }) => {
  const cars = (changed = await dearCars(baseURL!, 2));
  await openInventory(page, await staffAccount(baseURL!, 'operator'));
  for (const car of cars) {
    const row = await findCar(page, car);
    await row.getByRole('checkbox', { name: `Elegir ${car.title} para cambiar precios` }).check();
  }
  const panel = page.getByRole('region', { name: 'Cambio de precios en bloque' });
  await expect(panel.getByText('2 coches elegidos')).toBeVisible();
  await panel.getByRole('button', { name: 'Cambiar precios' }).click();
  await panel.getByLabel('Porcentaje (%)').fill('0');
  await panel.getByRole('button', { name: 'Ver los cambios' }).click();
  await expect(panel.getByText('Escribe un cambio distinto de cero')).toBeVisible();
  await panel.getByLabel('Porcentaje (%)').fill('5');
  await panel.getByRole('button', { name: 'Ver los cambios' }).click();
  const preview = panel.getByRole('table');
  await expect(preview.getByRole('row')).toHaveCount(3);
  const newPrices: number[] = [];
  for (const car of cars) {
    const line = preview.getByRole('row', { name: new RegExp(car.title) });
    await expect(line.getByRole('cell').first()).toHaveText(pesosText(car.basePrice));
    newPrices.push(Number((await line.getByRole('cell').nth(1).innerText()).replace(/[^\d]/g, '')));
  }
  newPrices.forEach((price, index) => expect(price).toBeGreaterThan(cars[index]!.basePrice));
  await panel.getByRole('button', { name: 'Confirmar los cambios' }).click();
  await expect(panel.getByText('Precios cambiados.')).toBeVisible();
  await panel.getByRole('button', { name: 'Listo' }).click();
  await expect(panel).toHaveCount(0);
  for (const [index, car] of cars.entries()) {
    const row = await findCar(page, car);
    await expect(row.getByText(pesosText(newPrices[index]!), { exact: true })).toBeVisible();
  }
});

test('the list pages with "load more", and a status chosen stays in the address', async ({ page, baseURL }) => {
  await openInventory(page, await staffAccount(baseURL!, 'operator'));
  const cars = page.getByRole('list', { name: 'Coches del inventario' }).getByRole('article');
  await expect(cars).toHaveCount(30);
  const total = Number((await page.getByText(/^\d+ coches$/).innerText()).replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Cargar más' }).click();
  await expect(cars).toHaveCount(Math.min(60, total));
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Vendido' });
  await expect(page).toHaveURL(/status=SOLD/);
  await expect(cars.first()).toBeVisible();
  await expect(cars.getByText('Vendido', { exact: true })).toHaveCount(await cars.count());
  await expect(cars.first().getByRole('button', { name: /^Cambiar el estado de / })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('SOLD');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzqx nada');
  await expect(page.getByText('Ningún coche coincide con la búsqueda.')).toBeVisible();
});

for (const role of [undefined, 'appraiser'] as const) {
  test(`${role ?? 'a customer'} opening the inventory is told it is not for them`, async ({ page, baseURL }) => {
    await openSignedIn(page, await staffAccount(baseURL!, role), '/ops/inventory');
    const heading = role ? 'Esta sección no es para tu rol' : 'No tienes acceso a la consola';
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coches del inventario' })).toHaveCount(0);
  });
}

test('the inventory, a price box and a question pass axe', async ({ page, baseURL }) => {
  const [car] = await dearCars(baseURL!, 1);
  await openInventory(page, await staffAccount(baseURL!, 'operator'));
  await expect(page.getByRole('button', { name: 'Cargar más' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const row = await findCar(page, car!);
  await row.getByRole('button', { name: `Cambiar el precio de ${car!.title}` }).click();
  await row.getByRole('checkbox').check();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Cambiar el estado de ${car!.title}` }).click();
  await page.getByRole('menuitem', { name: 'Vendido' }).click();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an operator finds a car and changes its price', async ({ page, baseURL }) => {
    const [car] = (changed = await dearCars(baseURL!, 1));
    await openInventory(page, await staffAccount(baseURL!, 'operator'));
    await changePrice(page, car!, car!.basePrice + 3_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
