import { expect, test, type Page } from '@playwright/test';
import { newAddress } from './support/accounts';
import { linkIn, readMail } from './support/mail';
import { stubWhatsApp } from './support/shell';
import { failSignInThreeTimes } from './support/sign-in-modal';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

const PASSWORD = 'secreto123';

const modal = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.getByRole('banner');

async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await expect(modal(page).getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
}

async function register(page: Page, email: string) {
  await page.goto('/');
  await openSignIn(page);
  const dialog = modal(page);
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await dialog.getByLabel('Nombre').fill('María');
  await dialog.getByLabel('Apellido').fill('Núñez');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(dialog.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(dialog.getByText(`Te enviamos un mensaje a ${email}`)).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  const dialog = modal(page);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
}

test('register, confirm the e-mail, sign in, see the account menu and sign out', async ({ page }) => {
  const email = newAddress('register');
  await register(page, email);

  const mail = await readMail({ to: email, kind: 'EMAIL_CONFIRMATION' });
  await page.goto(new URL(linkIn(mail)).pathname + new URL(linkIn(mail)).search);
  await expect(page.getByRole('heading', { name: 'Correo confirmado' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();

  await signIn(page, email);
  const account = header(page).getByRole('button', { name: 'Mi cuenta' });
  await expect(account).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('DO_user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email, name: 'María' } });

  await account.click();
  for (const item of ['Pruebas de manejo', 'Compras', 'Favoritos', 'Configuración']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  // Signing out reloads the page (SPEC §4); the stored user is gone before and after.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()]);
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('DO_user'))).toBeNull();
});

test('a sign-in before confirming offers to resend the confirmation', async ({ page }) => {
  const email = newAddress('unconfirmed');
  await register(page, email);
  await modal(page).getByRole('button', { name: 'Continuar' }).click();
  await signIn(page, email);
  await expect(modal(page).getByText('Tu correo aún no está confirmado')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Reenviar correo de confirmación' }).click();
  await expect(modal(page).getByText('Te enviamos el correo otra vez.')).toBeVisible();
});

test('forgot password end to end', async ({ page }) => {
  const email = newAddress('forgot');
  await register(page, email);
  const confirmation = await readMail({ to: email, kind: 'EMAIL_CONFIRMATION' });
  await page.goto(new URL(linkIn(confirmation)).pathname + new URL(linkIn(confirmation)).search);
  await expect(page.getByRole('heading', { name: 'Correo confirmado' })).toBeVisible();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(`te enviamos un enlace a ${email}`)).toBeVisible();

  const reset = await readMail({ to: email, kind: 'PASSWORD_RESET' });
  await page.goto(new URL(linkIn(reset)).pathname + new URL(linkIn(reset)).search);
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('otraClave456');
  await page.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('otraClave456');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Contraseña actualizada' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  await signIn(page, email, 'otraClave456');
  await expect(header(page).getByRole('button', { name: 'Mi cuenta' })).toBeVisible();

  // On a narrow screen the drawer's account accordion adds selling (SPEC §2).
  await page.setViewportSize({ width: 400, height: 800 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await drawer.getByRole('button', { name: 'Mi cuenta' }).click();
  await expect(drawer.getByRole('link', { name: 'Ventas' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  // A reset link works once.
  await page.goto(new URL(linkIn(reset)).pathname + new URL(linkIn(reset)).search);
  await expect(page.getByRole('heading', { name: 'Link inválido, por favor revise' })).toBeVisible();
});

test('a used confirmation link offers a new one, checking the address first', async ({ page }) => {
  await page.goto('/auth/confirm-email?token=used-or-expired');
  await expect(page.getByRole('heading', { name: 'Link inválido, por favor revise' })).toBeVisible();
  const email = page.getByLabel('Correo electrónico');
  await email.fill('maria@');
  await page.getByRole('button', { name: 'Reenviar correo de confirmación' }).click();
  await expect(page.getByText('Correo electrónico inválido')).toBeVisible();
  await email.fill(newAddress('relink'));
  await page.getByRole('button', { name: 'Reenviar correo de confirmación' }).click();
  await expect(page.getByText('Te enviamos un nuevo enlace de confirmación.')).toBeVisible();
});

test('an unknown e-mail cannot recover a password', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Correo electrónico').fill(newAddress('nobody'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Toasts sit in the notifications region (screen readers also get a copy announced elsewhere).
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText('Este correo no existe')).toBeVisible();
});

test('three failed sign-ins lock the form', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  await failSignInThreeTimes(page);
  const dialog = modal(page);
  await expect(dialog.getByText('Correo o contraseña incorrecta').first()).toBeVisible();
  await expect(dialog.getByText('Excediste el límite de intentos fallidos')).toBeVisible();
  await expect(dialog.getByLabel('Correo electrónico')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();
  // Each failure's toast lives 4000 ms; the lock stays.
  await expect(dialog.getByText('Correo o contraseña incorrecta')).toHaveCount(0, { timeout: 8000 });
  await expect(dialog.getByText('Excediste el límite de intentos fallidos')).toBeVisible();
});

test('a forged token in storage sends the visitor home signed out', async ({ page }) => {
  // Planted on a same-origin page that runs no app code, so no redirect of the app races the next navigation.
  await page.goto('/healthz');
  await page.evaluate(() => {
    const user = { id: '1', name: 'María', lastName: 'Núñez', email: 'maria@example.com', profilePicture: null };
    localStorage.setItem('DO_user', JSON.stringify({ accessToken: 'not.a.token', refreshToken: 'r', socialLogin: false, user }));
    localStorage.setItem('lang', 'es');
  });
  await page.goto('/buy');
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
