import { expect, test, type Page } from '@playwright/test';
import { newAddress } from './support/accounts.ts';
import { linkIn, readMail } from './support/mail.ts';
import { stubWhatsApp } from './support/shell.ts';
import { book, continueButton, fillCar, fillPerson, openHours, quotableCar, step } from './support/sell-wizard.ts';

// Selling, whole, as a new seller does it on a phone in Spanish: from the home page's sell call to
// a booked inspection with its quote and e-mail, then an account made with that e-mail, where the
// request is waiting to have its hour moved, to be cancelled and deleted.
test.use({ locale: 'es-DO', viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'sell-journey-1';
const inProgress = (page: Page) => page.getByRole('tabpanel', { name: 'En proceso' });
const complete = (page: Page) => page.getByRole('tabpanel', { name: 'Completadas' });

/** The account of `email`, made on the register page and confirmed from the e-mail, then signed in. */
async function signUpAndSignIn(page: Page, email: string) {
  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByLabel('Nombre').fill('Ana');
  await form.getByLabel('Apellido').fill('Pérez');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText(`Te enviamos un mensaje a ${email}`)).toBeVisible();
  const confirmation = new URL(linkIn(await readMail({ to: email, kind: 'EMAIL_CONFIRMATION' })));
  await page.goto(confirmation.pathname + confirmation.search);
  await expect(page.getByRole('heading', { name: 'Correo confirmado' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Mi cuenta|Abrir menú/ }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a new seller on a phone books an inspection, finds it in the account made with that e-mail, moves its hour, cancels it and deletes it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const car = await quotableCar(request);
  const title = `${car.brand.name} ${car.model.name} ${car.year}`;
  const email = newAddress('journey');

  // The home page's sell call, the start page, and the five steps with the quote.
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Quiero vender mi carro' }).click();
  await page.getByRole('button', { name: 'Cotiza tu carro' }).click();
  await fillCar(page, car);
  await continueButton(page).click();
  await step(page, 'Precio y tiempo');
  await expect(page.getByRole('region', { name: 'Cotización de tu carro' })).toContainText(/RD \$\s?[\d,]+ y RD \$\s?[\d,]+/);
  await page.getByRole('combobox', { name: '¿En cuánto tiempo quieres vender?', exact: true }).selectOption({ label: '1 mes' });
  await continueButton(page).click();
  await fillPerson(page, email);
  await continueButton(page).click();
  await step(page, 'Dirección');
  await page.getByRole('radio', { name: /En una sucursal/ }).check();
  await page.getByRole('group', { name: '¿En qué sucursal?' }).getByRole('radio').first().check();
  await continueButton(page).click();
  await step(page, 'Día y hora');
  await openHours(page).first().click();
  await book(page);
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu inspección está agendada!' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The confirmation e-mail: the inspection, the quote and the way to the account.
  const mail = await readMail({ to: email, kind: 'SELL_REQUEST_CONFIRMATION' });
  expect(mail.text).toMatch(/^Inspección: .+ \(hora de Santo Domingo\)/m);
  expect(mail.text).toMatch(/entre RD ?\$[\d,]+ y RD ?\$[\d,]+/);
  const toAccount = new URL(linkIn(mail));
  expect(toAccount.pathname).toBe('/user/sell');

  // Signing up with that e-mail: the request waits in the account.
  await signUpAndSignIn(page, email);
  await page.goto(toAccount.pathname);
  const card = inProgress(page).getByRole('article', { name: title });
  await expect(card.getByText('Solicitada')).toBeVisible();
  const before = await card.getByRole('definition').filter({ hasText: /\d:\d{2}/ }).first().innerText();

  // Another hour, saved, shows on the card.
  await card.getByRole('link', { name: `Editar la venta de ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Editar la venta de tu ${title}` })).toBeVisible();
  const held = page.getByRole('group', { name: /^Hora/ }).getByRole('button').and(page.locator('[aria-pressed="true"]'));
  await expect(held).toBeVisible();
  const other = page.getByRole('group', { name: /^Hora/ }).getByRole('button').and(page.locator('[aria-pressed="false"]:enabled'));
  if ((await other.count()) === 0) await page.getByRole('group', { name: 'Día' }).getByRole('button', { pressed: false, disabled: false }).first().click();
  await other.first().click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Guardamos los cambios de tu ${title}` })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mis ventas' }).click();
  await expect(card.getByRole('definition').filter({ hasText: /\d:\d{2}/ }).first()).not.toHaveText(before);

  // Cancelled, it moves to complete; deleted there, it is gone for good.
  await card.getByRole('button', { name: 'Cancelar venta' }).click();
  await card.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(inProgress(page).getByText('No tienes ventas en proceso.')).toBeVisible();
  await page.getByRole('tab', { name: 'Completadas' }).click();
  const cancelled = complete(page).getByRole('article', { name: title });
  await expect(cancelled.getByText('Cancelada')).toBeVisible();
  await cancelled.getByRole('button', { name: 'Eliminar' }).click();
  await cancelled.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(complete(page).getByText('Aún no tienes ventas completadas.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(0);
});
