import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { sellerWithRequest } from './support/accepted-sale.ts';
import { openSignedIn } from './support/accounts.ts';
import { continueStep } from './support/car-editor.ts';
import { pesosText, staffAccount } from './support/inventory.ts';
import { someCar, type MadeSale } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

// Issue 18 §3 (decision 52): a seller accepts our offer and an operator turns the request into a
// car of the inventory in one action, landing in the car editor with the request's data filled.
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

/** A request's card: several sales of one model may be listed, the seller's e-mail tells them apart. */
const queueCard = (page: Page, sale: MadeSale, email: string) => page.getByRole('article', { name: sale.title }).filter({ hasText: email });

test('an appraiser offers, the seller accepts in their account, an operator moves the car into the inventory and completes it in the editor', async ({ page, baseURL }) => {
  const { seller, email, sale, plate } = await sellerWithRequest(baseURL!);
  const { car } = await someCar(baseURL!);

  await openSignedIn(page, await staffAccount(baseURL!, 'appraiser'), '/ops/sell-requests');
  const card = queueCard(page, sale, email);
  await card.getByLabel('Oferta (RD $)').fill('880,000');
  await card.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(card).toHaveCount(0);
  // An appraiser makes offers; entering cars is the operators'.
  await page.getByRole('tab', { name: 'Aceptadas' }).click();
  await expect(page.getByRole('button', { name: /^Pasar al inventario/ })).toHaveCount(0);

  await openSignedIn(page, seller, '/user/sell');
  const sellerCard = page.getByRole('article', { name: sale.title });
  await sellerCard.getByRole('button', { name: 'Aceptar oferta' }).click();
  await sellerCard.getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(sellerCard.getByText('Aprobada')).toBeVisible();

  await openSignedIn(page, await staffAccount(baseURL!, 'operator'), '/ops/sell-requests?tab=approved');
  await expect(page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link')).toHaveText(['Inventario', 'Contactos', 'Agenda', 'Solicitudes de venta']);
  const accepted = queueCard(page, sale, email);
  await expect(accepted.getByText('Aceptada', { exact: true })).toBeVisible();
  // An operator does not make offers.
  await expect(page.getByLabel('Oferta (RD $)')).toHaveCount(0);
  const move = accepted.getByRole('button', { name: `Pasar al inventario: ${sale.title}` });
  await expect(move).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Asked first; "no" keeps the request as it is.
  await move.click();
  await expect(accepted.getByRole('group', { name: sale.title })).toContainText('¿Pasar este carro al inventario?');
  await accepted.getByRole('button', { name: 'No, mantener' }).click();
  await move.click();
  await accepted.getByRole('button', { name: 'Sí, pasar al inventario' }).click();

  await expect(page).toHaveURL(/\/ops\/inventory\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Editar auto' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveValue(car.brand);
  await expect(page.getByRole('combobox', { name: 'Modelo' })).toHaveValue(car.model);
  await expect(page.getByRole('combobox', { name: 'Año' })).toHaveValue(String(car.year));
  await expect(page.getByRole('combobox', { name: 'Versión', exact: true })).toHaveValue(car.trim);
  await continueStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Venta y precio' })).toBeVisible();
  await expect(page.getByLabel('Placa')).toHaveValue(plate);
  await expect(page.getByLabel('Millaje (millas)')).toHaveValue('60,000');
  // The offer was the value less 12 % (decision 23): the car is priced at the value.
  await expect(page.getByLabel('Precio (RD$)')).toHaveValue('1,000,000');

  // In the inventory for review, and no longer on the queue's accepted tab.
  // The car's slug ends in its placeholder VIN: "SR" and the request id's first 15 hex digits.
  const slug = `${car.model}-${car.year}-sr${sale.id.replaceAll('-', '').slice(0, 15)}`;
  await page.goto(`/ops/inventory?q=${slug}`);
  const row = page.getByRole('list', { name: 'Coches del inventario' }).getByRole('article');
  await expect(row).toHaveCount(1);
  await expect(row.getByText(pesosText(1_000_000), { exact: true })).toBeVisible();
  await page.goto('/ops/sell-requests?tab=approved');
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes de venta' })).toBeVisible();
  await expect(queueCard(page, sale, email)).toHaveCount(0);
});
