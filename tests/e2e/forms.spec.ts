import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts';
import { stubWhatsApp } from './support/shell';
import { failSignInThreeTimes as failThreeTimes } from './support/sign-in-modal';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

const PASSWORD = 'secreto123';
const modal = (page: Page) => page.getByRole('dialog');

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await expect(modal(page).getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
}

async function failSignInThreeTimes(page: Page) {
  await failThreeTimes(page);
  const dialog = modal(page);
  await expect(dialog.getByText('Excediste el límite de intentos fallidos')).toBeVisible();
}

test('an empty registration says each field is required, in the modal and on its page', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  const dialog = modal(page);
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toHaveCount(5);
  await expect(dialog.getByText('Correo electrónico inválido')).toHaveCount(0);
  await expect(dialog.getByText('Contraseña debe ser mínimo 6 carácteres')).toHaveCount(0);

  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Crear cuenta' });
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText('Este campo es requerido')).toHaveCount(5);
  await expect(form.getByText('Correo electrónico inválido')).toHaveCount(0);
});

test('a locked sign-in still closes with Escape and stays locked after a reload', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  await failSignInThreeTimes(page);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.reload();
  await openSignIn(page);
  await expect(modal(page).getByLabel('Correo electrónico')).toBeDisabled();
  await expect(modal(page).getByText('Excediste el límite de intentos fallidos')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

test('signed in, the account pages are titled', async ({ page, baseURL }) => {
  const email = await createConfirmedAccount(baseURL!, { email: newAddress('forms'), password: PASSWORD });
  const session = await signInThroughApi(baseURL!, email, PASSWORD);
  await openSignedIn(page, session, '/user/test-drive');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis pruebas de manejo' })).toBeVisible();
  await expect(page).toHaveTitle('Mis pruebas de manejo | Ola Cars');
  await page.goto('/user/favorites');
  await expect(page).toHaveTitle('Mis favoritos | Ola Cars');
});

test('the sign-in page is titled after what it does', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión | Ola Cars');
});

test('the not-found page offers a refresh and a way back', async ({ page }) => {
  await page.goto('/help/faqs');
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: '¡Ups! Algo pasó' })).toBeVisible();
  await expect(page).toHaveTitle('¡Ups! Algo pasó | Ola Cars');
  await expect(page.getByRole('main').getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/help\/faqs$/);
});
