import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createConfirmedAccount, newAddress, openSignedIn, SESSION_KEY, signInThroughApi } from './support/accounts';
import { stubWhatsApp } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

const PASSWORD = 'secreto123';

/** A confirmed, signed-in account of this test's own. */
async function createAccount(baseURL: string | undefined) {
  const email = await createConfirmedAccount(baseURL!, { email: newAddress('settings'), name: 'Carla', lastName: 'Rosario', password: PASSWORD });
  return { email, session: await signInThroughApi(baseURL!, email, PASSWORD) };
}

// The profile's own query; the header's favourites (selfUserFavorites) must not count.
const asksForProfile = (request: Request) => /\bquery selfUser\b/.test(request.postData() ?? '');

const profile = (page: Page) => page.getByRole('tabpanel', { name: 'Perfil' });
const security = (page: Page) => page.getByRole('tabpanel', { name: 'Seguridad' });
const toasts = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

test('an anonymous visitor is sent to sign in, with the way back in the address', async ({ page }) => {
  await page.goto('/user/settings?tab=security');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/settings?tab=security');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' }).first()).toBeVisible();
  for (const path of ['/user/test-drive', '/user/buy', '/user/sell', '/user/favorites']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  }
});

test('signing in on that page brings the visitor back to the page they asked for', async ({ page, baseURL }) => {
  const email = await createConfirmedAccount(baseURL!, { email: newAddress('return'), password: PASSWORD });
  await page.goto('/user/settings?tab=security');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/settings\?tab=security$/);
  await expect(security(page).getByLabel('Contraseña actual')).toBeVisible();
});

test('edits the profile, which is still there after a reload and never stored in the browser', async ({ page, baseURL }) => {
  const { email, session } = await createAccount(baseURL);
  const selfUser = page.waitForResponse((response) => asksForProfile(response.request()));
  await openSignedIn(page, session, '/user/settings');
  // SECURITY.md row 11: no browser or proxy cache keeps the profile.
  expect((await selfUser).headers()['cache-control']).toContain('no-store');
  const form = profile(page);
  await expect(form.getByLabel('Nombre')).toHaveValue('Carla');
  await expect(page).toHaveTitle('Configuración | Ola Cars');
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Nombre').fill('');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText('Este campo es requerido')).toBeVisible();
  await expect(form.getByLabel('Nombre')).toBeFocused();
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');

  await form.getByLabel('Teléfono').fill('809-555');
  await form.getByLabel('Teléfono').blur();
  await expect(form.getByText('Solo se permiten números')).toBeVisible();
  await form.getByLabel('Teléfono').fill('8095550101');
  await expect(form.getByText('Solo se permiten números')).toBeHidden();

  await form.getByLabel('Nombre').fill('Carla Marina');
  await form.getByLabel('Identificación').selectOption({ label: 'Licencia de conducir' });
  await form.getByLabel('Número de licencia').fill('40212345678');
  await form.getByLabel('Dirección').fill('Calle El Conde 12, Zona Colonial');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toasts(page).getByText('Tus datos se guardaron')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Nombre')).toHaveValue('Carla Marina');
  await expect(form.getByLabel('Teléfono')).toHaveValue('8095550101');
  await expect(form.getByLabel('Identificación')).toHaveValue('drivingLicense');
  await expect(form.getByLabel('Número de licencia')).toHaveValue('40212345678');
  await expect(form.getByLabel('Dirección')).toHaveValue('Calle El Conde 12, Zona Colonial');

  // SECURITY.md row 11: the licence number is in neither the address bar nor localStorage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('40212345678');
  expect(page.url()).not.toContain('40212345678');
  expect(JSON.parse(stored)[SESSION_KEY]).toContain('Carla Marina');
});

test('turns the price-drop e-mails of favourites off, kept after a reload, and on again', async ({ page, baseURL }) => {
  const { session } = await createAccount(baseURL);
  await openSignedIn(page, session, '/user/settings');
  const emails = page.getByRole('form', { name: 'Correos' });
  const alerts = emails.getByRole('checkbox', { name: 'Avisos de bajada de precio' });
  await expect(alerts).toBeChecked();
  await alerts.uncheck();
  await emails.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(toasts(page).getByText('Tus preferencias de correo se guardaron')).toBeVisible();

  await page.reload();
  await expect(alerts).not.toBeChecked();
  await alerts.check();
  await emails.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(toasts(page).getByText('Tus preferencias de correo se guardaron')).toBeVisible();
  await page.reload();
  await expect(alerts).toBeChecked();
});

test('a profile that fails to load says why and loads on retry', async ({ page, baseURL }) => {
  const { session } = await createAccount(baseURL);
  let refused = 0;
  // The first load and its automatic retry never reach the server.
  await page.route('**/graphql', (route) =>
    asksForProfile(route.request()) && refused++ < 2 ? route.abort('failed') : route.continue(),
  );
  await openSignedIn(page, session, '/user/settings');
  const form = profile(page);
  await expect(form.getByRole('alert')).toContainText('Sin conexión');
  await form.getByRole('button', { name: 'Reintentar' }).click();
  await expect(form.getByLabel('Nombre')).toHaveValue('Carla');
});

test('a wrong current password is refused and keeps what was typed; the right one changes it', async ({ page, baseURL }) => {
  const { email, session } = await createAccount(baseURL);
  await openSignedIn(page, session, '/user/settings?tab=security');
  const form = security(page);
  await form.getByLabel('Contraseña actual').fill('no-es-esta');
  await form.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('nueva-clave-2025');
  await form.getByLabel('Repetir nueva contraseña').fill('nueva-clave-2024');
  await form.getByLabel('Repetir nueva contraseña').blur();
  await expect(form.getByText('Las contraseñas deben ser iguales')).toBeVisible();
  await form.getByLabel('Repetir nueva contraseña').fill('nueva-clave-2025');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();

  await expect(toasts(page).getByText('La contraseña actual es incorrecta')).toBeVisible();
  await expect(toasts(page).getByText('Correo o contraseña incorrecta')).toHaveCount(0);
  await expect(form.getByLabel('Contraseña actual')).toHaveValue('no-es-esta');
  await expect(form.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toHaveValue('nueva-clave-2025');

  await form.getByLabel('Contraseña actual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toasts(page).getByText('Tu contraseña se cambió')).toBeVisible();
  await expect(form.getByLabel('Contraseña actual')).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toHaveValue('');

  await expect(signInThroughApi(baseURL!, email, PASSWORD)).rejects.toThrow(/^WRONG_CREDENTIALS/);
  expect((await signInThroughApi(baseURL!, email, 'nueva-clave-2025')).user.email).toBe(email);
});

test('three failed changes lock the security form', async ({ page, baseURL }) => {
  const { session } = await createAccount(baseURL);
  await openSignedIn(page, session, '/user/settings?tab=security');
  const form = security(page);
  await form.getByLabel('Contraseña actual').fill('no-es-esta');
  await form.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('nueva-clave-2025');
  await form.getByLabel('Repetir nueva contraseña').fill('nueva-clave-2025');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(toasts(page).getByText('La contraseña actual es incorrecta')).toHaveCount(attempt);
  }
  await expect(toasts(page).getByText('Excediste el límite de intentos fallidos')).toBeVisible();
  await expect(form.getByLabel('Contraseña actual')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
  // The profile tab has a lock of its own and stays usable.
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/tab=profile/);
  await expect(profile(page).getByLabel('Nombre')).toBeEnabled();
});

test('a Google-only account is told why it has no password to change', async ({ page, baseURL }) => {
  const { session } = await createAccount(baseURL);
  // The API answers hasPassword: false for accounts created through Google; this one is made to look so.
  await page.route('**/graphql', async (route) => {
    if (!asksForProfile(route.request())) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { selfUser: Record<string, unknown> } };
    await route.fulfill({ response, json: { data: { selfUser: { ...body.data.selfUser, hasPassword: false } } } });
  });
  await openSignedIn(page, session, '/user/settings?tab=security');
  await expect(security(page).getByText('Inicias sesión con Google')).toBeVisible();
  await expect(security(page).getByLabel('Contraseña actual')).toHaveCount(0);
});
