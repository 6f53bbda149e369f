import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { makeSellRequest, type MadeSale } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

// The edit-selling page (SPEC §2): from a sale card, the request's price and time, person, address
// and hour in one form, saved with updateSellRequest against the real server.
test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';

async function sellerWithSale(baseURL: string) {
  const email = await createConfirmedAccount(baseURL, { email: newAddress('editor'), password: PASSWORD });
  const session = await signInThroughApi(baseURL, email, PASSWORD);
  return { email, session, sale: await makeSellRequest(baseURL, email, session.accessToken) };
}

const saleCard = (page: Page, sale: MadeSale) => page.getByRole('article', { name: sale.title });
const hours = (page: Page) => page.getByRole('group', { name: /^Hora/ }).getByRole('button');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar cambios' });

/** From the sales page, through the card's Edit link, to the form with the request in it. */
async function openEdit(page: Page, session: StoredSession, sale: MadeSale) {
  await openSignedIn(page, session, '/user/sell');
  await saleCard(page, sale).getByRole('link', { name: `Editar la venta de ${sale.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/sell/${sale.id}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Editar la venta de tu ${sale.title}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Precio esperado (RD $)', exact: true })).toHaveValue('1,200,000');
  await expect(hours(page).first()).toBeVisible();
}

/** Another hour than the one held: the first open one on a day that has one. */
async function chooseAnotherHour(page: Page): Promise<string> {
  const days = page.getByRole('group', { name: 'Día' }).getByRole('button', { disabled: false });
  for (let index = 0; index < (await days.count()); index += 1) {
    await days.nth(index).click();
    const open = await hours(page).evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute('aria-pressed') === 'false' && !(button as HTMLButtonElement).disabled));
    if (open >= 0) {
      const other = hours(page).nth(open);
      const words = (await other.textContent())!;
      await other.click();
      await expect(other).toHaveAttribute('aria-pressed', 'true');
      return words;
    }
  }
  throw new Error('no other hour on offer');
}

test('a seller changes the hour of their inspection, and the card shows the new one', async ({ page, baseURL }) => {
  const { session, sale } = await sellerWithSale(baseURL!);
  await openEdit(page, session, sale);
  await expect(page).toHaveTitle('Editar tu venta | Ola Cars');
  await expect(page.getByText(/^Tu inspección agendada: /)).toBeVisible();
  // Each spot says when it inspects, in the page's language.
  await expect(page.getByText('Inspecciones: lunes a viernes, 8:00 a 17:00; sábado, 9:00 a 13:00', { exact: true }).first()).toBeVisible();
  // The hour held is chosen, and offered although its window is full.
  await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  const hour = await chooseAnotherHour(page);
  await saveButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: `Guardamos los cambios de tu ${sale.title}` })).toBeFocused();
  await expect(page.getByText(`Llega entre ${hour}`, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mis ventas' }).click();
  // The card words the hour in its own format: the digits are the same.
  const digits = /\d{1,2}:\d{2}/.exec(hour)![0];
  await expect(saleCard(page, sale).getByText(new RegExp(`\\b${digits}\\b`))).toBeVisible();
});

test('the price, the phone and a home address are saved; a wrong field is named and nothing typed is lost', async ({ page, baseURL }) => {
  const { session, sale } = await sellerWithSale(baseURL!);
  await openEdit(page, session, sale);
  await page.getByRole('textbox', { name: 'Precio esperado (RD $)', exact: true }).fill('1300000');
  const phone = page.getByRole('textbox', { name: 'Teléfono', exact: true });
  await phone.fill('809-55');
  await phone.blur();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: /En mi casa/ }).check();
  await page.getByRole('textbox', { name: 'Sector', exact: true }).fill('Piantini');
  await page.getByRole('textbox', { name: 'Calle', exact: true }).fill('Gustavo Mejía Ricart');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('54');
  await saveButton(page).click();
  await expect(phone).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Sector', exact: true })).toHaveValue('Piantini');
  await phone.fill('8295550000');
  // The same spot's inspectors drive out: the hour held is kept.
  await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
  await saveButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: `Guardamos los cambios de tu ${sale.title}` })).toBeVisible();
  await expect(page.getByText('Gustavo Mejía Ricart 54, Piantini')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mis ventas' }).click();
  await expect(saleCard(page, sale).getByText(/Esperas RD \$\s?1,300,000/)).toBeVisible();
  await saleCard(page, sale).getByRole('link', { name: `Editar la venta de ${sale.title}` }).click();
  await expect(page.getByRole('textbox', { name: 'Teléfono', exact: true })).toHaveValue('8295550000');
});

test('another spot shows its own calendar with no hour chosen, and saving asks for one', async ({ page, baseURL }) => {
  const { session, sale } = await sellerWithSale(baseURL!);
  await openEdit(page, session, sale);
  const spots = page.getByRole('group', { name: '¿En qué sucursal?' }).getByRole('radio');
  const other = spots.and(page.locator(':not(:checked)')).first();
  await other.check();
  await expect(hours(page).first()).toBeVisible();
  await expect(hours(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Este campo es requerido' })).toBeVisible();
  await chooseAnotherHour(page);
  await saveButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: `Guardamos los cambios de tu ${sale.title}` })).toBeVisible();
});

test("a cancelled sale cannot be edited, and another seller's is not found", async ({ page, baseURL }) => {
  const owner = await sellerWithSale(baseURL!);
  const stranger = await sellerWithSale(baseURL!);
  await openSignedIn(page, stranger.session, `/user/sell/${owner.sale.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta venta' })).toBeVisible();
  await expect(page.getByText('1,200,000')).toHaveCount(0);
  await openSignedIn(page, owner.session, '/user/sell');
  await saleCard(page, owner.sale).getByRole('button', { name: 'Cancelar venta' }).click();
  await saleCard(page, owner.sale).getByRole('button', { name: 'Sí, cancelar' }).click();
  await page.getByRole('tab', { name: 'Completadas' }).click();
  await expect(page.getByRole('article', { name: owner.sale.title }).getByRole('link', { name: /^Editar/ })).toHaveCount(0);
  await page.goto(`/user/sell/${owner.sale.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Esta venta ya no se puede editar' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mis ventas' }).click();
  await expect(page).toHaveURL(/\/user\/sell$/);
});

test.describe('on a 375 px phone, in English', () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: 'en-US' });

  test('the edit page fits the screen, passes axe and saves', async ({ page, baseURL }) => {
    const { session, sale } = await sellerWithSale(baseURL!);
    await openSignedIn(page, session, `/user/sell/${sale.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit the sale of your ${sale.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Day and time' })).toBeVisible();
    await expect(page.getByText(/^Inspections: Monday to Friday, 8:00\sAM to 5:00\sPM; Saturday, 9:00\sAM to 1:00\sPM$/).first()).toBeVisible();
    await expect(page.getByRole('group', { name: /^Time/ }).getByRole('button').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `We saved the changes to your ${sale.title}` })).toBeVisible();
  });
});
