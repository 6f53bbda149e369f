import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../server/staff/demo-admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { operationOf } from './support/held-operation.ts';
import { gql } from './support/sell-requests.ts';
import { stubWhatsApp } from './support/shell.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';
const admin = (baseURL: string) => signInThroughApi(baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);

async function account(baseURL: string, label: string) {
  const email = await createConfirmedAccount(baseURL, { email: newAddress(label), password: PASSWORD });
  return { email, session: await signInThroughApi(baseURL, email, PASSWORD) };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const changes = (page: Page) => page.getByRole('list', { name: 'Cambios' });
/** The entries about one account: its subject button names it. */
const entriesOf = (page: Page, userId: string) => changes(page).getByRole('article').filter({ has: page.getByRole('button', { name: `Ver solo los cambios de Cuenta ${userId}` }) });

async function openConsole(page: Page, session: StoredSession, path: string) {
  await openSignedIn(page, session, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Consola' })).toBeVisible();
}

test('an admin grants a role on the staff screen and finds the change in the log, with what changed, then narrows the log to that account', async ({ page, baseURL }) => {
  const newcomer = await account(baseURL!, 'audited');
  await openConsole(page, await admin(baseURL!), '/ops/staff');
  await page.getByLabel('Correo de la cuenta').fill(newcomer.email);
  await page.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Operador' });
  await page.getByRole('button', { name: 'Dar rol' }).click();
  await expect(page.getByText(`Rol Operador dado a ${newcomer.email}.`)).toBeVisible();

  await nav(page).getByRole('link', { name: 'Registro de cambios' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registro de cambios' })).toBeVisible();
  const entry = entriesOf(page, newcomer.session.user.id);
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { name: 'Dio un rol' })).toBeVisible();
  await expect(entry.getByText(`Por ${DEMO_ADMIN.email}`)).toBeVisible();
  await expect(entry.locator('time')).toHaveText(/\d{4}/);
  const roles = entry.getByRole('row', { name: /^Roles/ });
  await expect(roles.getByRole('rowheader')).toHaveText('Roles(cambió)');
  await expect(roles.getByRole('cell')).toHaveText(['(vacío)', 'Operador']);

  await entry.getByRole('button', { name: `Ver solo los cambios de Cuenta ${newcomer.session.user.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`subjectType=user&subjectId=${newcomer.session.user.id}`));
  await expect(page.getByText(`Solo los cambios de Cuenta ${newcomer.session.user.id}`)).toBeVisible();
  await expect(changes(page).getByRole('article')).toHaveCount(1);
  await expect(page.getByLabel('Id del registro')).toHaveValue(newcomer.session.user.id);
  await expect(page.getByRole('combobox', { name: 'Tipo de registro' })).toHaveValue('user');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Quitar filtro' }).click();
  await expect(page).toHaveURL(/\/ops\/audit$/);
  await expect(page.getByRole('button', { name: 'Quitar filtro' })).toHaveCount(0);
  await expect(entriesOf(page, newcomer.session.user.id)).toHaveCount(1);
});

test('the filter form narrows by kind and id from the keyboard, and says when nothing matches', async ({ page, baseURL }) => {
  const person = await account(baseURL!, 'filtered');
  await gql(baseURL!, 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email: person.email, role: 'appraiser' } }, (await admin(baseURL!)).accessToken);
  await openConsole(page, await admin(baseURL!), '/ops/audit');
  await page.getByRole('combobox', { name: 'Tipo de registro' }).selectOption({ label: 'Cuenta' });
  await page.getByLabel('Id del registro').fill(person.session.user.id);
  await page.getByLabel('Id del registro').press('Enter');
  await expect(page).toHaveURL(new RegExp(`subjectId=${person.session.user.id}`));
  await expect(changes(page).getByRole('article')).toHaveCount(1);
  await expect(entriesOf(page, person.session.user.id).getByRole('cell')).toHaveText(['(vacío)', 'Tasador']);

  await page.getByLabel('Id del registro').fill('no-such-record');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Ningún cambio coincide con el filtro.')).toBeVisible();
  // Back widens the log again: the filter lives in the address.
  await page.goBack();
  await expect(changes(page).getByRole('article')).toHaveCount(1);
});

test('entries from the command line, unknown actions and odd records are shown as they are; more load on request, and a page that fails is said in a toast', async ({ page, baseURL }) => {
  const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
    id: String(id),
    actorEmail: 'staff@example.com',
    action: 'setCarStatus',
    subjectType: 'car',
    subjectId: String(id),
    before: '{"status":"AVAILABLE"}',
    after: '{"status":"SOLD"}',
    at: '2026-03-09T14:15:00.000Z',
    ...overrides,
  });
  const first = Array.from({ length: 50 }, (_, index) => entry(200 - index));
  first[0] = entry(200, { actorEmail: null, action: 'archiveEverything', before: 'not json', after: null });
  const asked: unknown[] = [];
  let failing = true;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) !== 'auditEntries') return route.fallback();
    const { variables } = route.request().postDataJSON() as { variables: { before?: string } };
    asked.push(variables.before ?? null);
    if (!variables.before) return route.fulfill({ json: { data: { auditLog: first } } });
    if (failing) return route.abort('internetdisconnected');
    return route.fulfill({ json: { data: { auditLog: [entry(100, { action: 'setCarPrice', before: '{"basePrice":900000}', after: '{"basePrice":850000}' })] } } });
  });
  await openConsole(page, await admin(baseURL!), '/ops/audit');
  const odd = changes(page).getByRole('article').first();
  await expect(odd.getByRole('heading', { name: 'archiveEverything' })).toBeVisible();
  await expect(odd.getByText('Por línea de comandos')).toBeVisible();
  await expect(odd.getByRole('row', { name: /^Valor/ }).getByRole('cell')).toHaveText(['not json', '(no estaba)']);
  await expect(page.getByText('Cambios mostrados: 50')).toBeVisible();

  await page.getByRole('button', { name: 'Cargar más' }).click();
  // The app tries a failed query once more before it gives up.
  await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Cambios mostrados: 50')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Cargar más' }).click();
  await expect(page.getByText('Cambios mostrados: 51')).toBeVisible();
  await expect(changes(page).getByRole('article').last().getByRole('heading', { name: 'Cambió el precio de un carro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
  // Every later page is asked for by the last entry shown.
  expect(asked[0]).toBeNull();
  expect(new Set(asked.slice(1))).toEqual(new Set(['151']));
});

test('an appraiser opening the log by its address is told it is not for their role', async ({ page, baseURL }) => {
  const appraiser = await account(baseURL!, 'appraiser');
  await gql(baseURL!, 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email: appraiser.email, role: 'appraiser' } }, (await admin(baseURL!)).accessToken);
  await openConsole(page, appraiser.session, '/ops/audit');
  await expect(page.getByRole('heading', { level: 2, name: 'Esta sección no es para tu rol' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Registro de cambios' })).toHaveCount(0);
  await expect(changes(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the log does not scroll sideways', async ({ page, baseURL }) => {
    const person = await account(baseURL!, 'phone');
    await gql(baseURL!, 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email: person.email, role: 'operator' } }, (await admin(baseURL!)).accessToken);
    await openConsole(page, await admin(baseURL!), '/ops/audit');
    await expect(entriesOf(page, person.session.user.id)).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});

// The console's home: the figures of the areas the account's roles own.
const block = (page: Page, name: string) => page.getByRole('region', { name });

test('the home shows an admin every block, each chart named with its figures, and passes axe', async ({ page, baseURL }) => {
  const figures = {
    carsByStatus: [
      { status: 'AVAILABLE', count: 12 },
      { status: 'COMING_SOON', count: 0 },
      { status: 'NOT_AVAILABLE', count: 1 },
      { status: 'PENDING', count: 2 },
      { status: 'SOLD', count: 5 },
      { status: 'TO_REVIEW', count: 0 },
    ],
    offerPromise: { onTime: 4, dueSoon: 2, overdue: 1 },
    testDrivesToday: 3,
    inspectionsToday: 6,
    driveConversion: { drives: 3, purchases: 2, ratio: 2 / 3 },
  };
  await page.route('**/graphql', (route) => (operationOf(route) === 'opsDashboard' ? route.fulfill({ json: { data: { opsDashboard: figures } } }) : route.fallback()));
  await openConsole(page, await admin(baseURL!), '/ops');
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
  await expect(block(page, 'Carros por estado').getByRole('img')).toHaveAccessibleName(
    'Carros por estado Disponible: 12; Próximamente: 0; No disponible: 1; Reservado: 2; Vendido: 5; En revisión: 0',
  );
  await expect(block(page, 'Ofertas: promesa de 24 horas').getByRole('img')).toHaveAccessibleName('Ofertas: promesa de 24 horas A tiempo: 4; Vencen en 6 h: 2; Vencidas: 1');
  await block(page, 'Ofertas: promesa de 24 horas').getByRole('link', { name: 'Ver las solicitudes' }).focus();
  await expect(block(page, 'Hoy').getByRole('definition')).toHaveText(['3', '6']);
  await expect(block(page, 'Hoy').getByRole('term')).toHaveText(['Pruebas de manejo', 'Inspecciones']);
  await expect(block(page, 'De prueba de manejo a compra').getByRole('definition')).toHaveText(/^67\s?%$/);
  await expect(block(page, 'De prueba de manejo a compra').getByRole('img')).toHaveAccessibleName('De prueba de manejo a compra Pruebas hechas: 3; Compradas: 2');
  await expectNoSeriousA11yViolations(page);
});

test("an appraiser's home has the sellers' blocks from the real API, and an operator's the inventory's", async ({ page, baseURL }) => {
  const token = (await admin(baseURL!)).accessToken;
  const staff = async (role: string) => {
    const made = await account(baseURL!, role);
    await gql(baseURL!, 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id } }', { input: { email: made.email, role } }, token);
    return made.session;
  };
  await openConsole(page, await staff('appraiser'), '/ops');
  await expect(block(page, 'Ofertas: promesa de 24 horas').getByRole('img')).toHaveAccessibleName(/^Ofertas: promesa de 24 horas A tiempo: \d+; Vencen en 6 h: \d+; Vencidas: \d+$/);
  await expect(block(page, 'Hoy').getByRole('term')).toHaveText(['Inspecciones']);
  await expect(block(page, 'Carros por estado')).toHaveCount(0);
  await expect(block(page, 'De prueba de manejo a compra')).toHaveCount(0);

  await openConsole(page, await staff('operator'), '/ops');
  await expect(block(page, 'Carros por estado').getByRole('img')).toHaveAccessibleName(/^Carros por estado Disponible: \d+;/);
  await expect(block(page, 'Hoy').getByRole('term')).toHaveText(['Pruebas de manejo']);
  await expect(block(page, 'De prueba de manejo a compra')).toBeVisible();
  await expect(block(page, 'Ofertas: promesa de 24 horas')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the home says when its figures fail to load, and loads them again on request', async ({ page, baseURL }) => {
  let failing = true;
  await page.route('**/graphql', (route) => (operationOf(route) === 'opsDashboard' && failing ? route.abort('internetdisconnected') : route.fallback()));
  await openConsole(page, await admin(baseURL!), '/ops');
  await expect(page.getByRole('alert').getByText('Sin conexión')).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(block(page, 'Carros por estado')).toBeVisible();
});

test.describe('the home on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('does not scroll sideways and passes axe', async ({ page, baseURL }) => {
    await openConsole(page, await admin(baseURL!), '/ops');
    await expect(block(page, 'De prueba de manejo a compra').getByRole('img')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
