import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts.ts';
import { makeCarRequest } from './support/car-requests.ts';
import { holdOperation } from './support/held-operation.ts';
import { stubWhatsApp } from './support/shell.ts';

test.use({ locale: 'es-DO' });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';

async function buyer(baseURL: string, email = newAddress('buyer')) {
  await createConfirmedAccount(baseURL, { email, password: PASSWORD });
  return signInThroughApi(baseURL, email, PASSWORD);
}

const carRequests = (page: Page) => page.getByRole('region', { name: 'Carros que nos pediste buscar' });

async function openBuying(page: Page, session: StoredSession) {
  await openSignedIn(page, session, '/user/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();
}

/** Today as a card words the day a request was made: Santo Domingo's day, whatever the browser's zone. */
const today = () => new Intl.DateTimeFormat('es-DO', { dateStyle: 'long', timeZone: 'America/Santo_Domingo' }).format(new Date());

test('a car asked for before signing up shows in the account of that e-mail, newest first, and in no other', async ({ page, baseURL }) => {
  const email = newAddress('buyer');
  const anonymous = await makeCarRequest(baseURL!, email.toUpperCase());
  const session = await buyer(baseURL!, email);
  const own = await makeCarRequest(baseURL!, email, { accessToken: session.accessToken, budget: 2_000_000 });
  await openBuying(page, session);
  await expect(page).toHaveTitle('Compras | Ola Cars');
  const cards = carRequests(page).getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const [index, request, budget] of [[0, own, '2,000,000'], [1, anonymous, '1,500,000']] as const) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(request.title);
    await expect(card.getByText(`año ${request.year} o más nuevo`)).toBeVisible();
    await expect(card.getByText(new RegExp(`^Hasta RD \\$\\s?${budget}$`))).toBeVisible();
    await expect(card.getByText(today())).toBeVisible();
    await expect(card.getByText('Te avisamos por correo cuando llegue uno')).toBeVisible();
  }
  // Purchases are not made yet: the page says where they will be, and offers no empty tabs.
  await expect(page.getByRole('region', { name: 'Compras y reservas' }).getByRole('link', { name: 'Explora los carros disponibles' })).toHaveAttribute('href', '/buy');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // 'See similar cars' opens the catalogue filtered by that brand and model, priced up to the budget.
  await cards.nth(1).getByRole('link', { name: 'Ver carros parecidos' }).click();
  await expect(page).toHaveURL(/\/buy\?/);
  const search = new URL(page.url()).searchParams;
  expect(Object.fromEntries(search)).toEqual({ brand: anonymous.brand, carModel: anonymous.model, maxPrice: '1500000' });

  const stranger = await buyer(baseURL!);
  await openBuying(page, stranger);
  await expect(carRequests(page).getByText('Aún no nos has pedido buscar un carro.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('without car requests, the page offers the two ways to ask for one', async ({ page, baseURL }) => {
  await openBuying(page, await buyer(baseURL!));
  await expect(carRequests(page).getByText('Aún no nos has pedido buscar un carro.')).toBeVisible();
  await expect(carRequests(page).getByRole('link', { name: 'Solicita un carro' })).toHaveAttribute('href', '/help/request-a-car');
  await expect(carRequests(page).getByRole('link', { name: 'Encuentra mi carro' })).toHaveAttribute('href', '/help/find-my-car');
  await expectNoSeriousA11yViolations(page);
});

test('when the car requests cannot be loaded, the page says so and tries again on request', async ({ page, baseURL }) => {
  const session = await buyer(baseURL!);
  const request = await makeCarRequest(baseURL!, session.user.email, { accessToken: session.accessToken });
  const held = await holdOperation(page, 'selfCarRequests');
  await openBuying(page, session);
  await expect(carRequests(page).getByRole('list', { name: 'Tus solicitudes de carros' })).toHaveAttribute('aria-busy', 'true');
  // The app retries a failed query once before showing the problem.
  await held.fail();
  await held.fail();
  await expect(carRequests(page).getByRole('alert').getByText('Sin conexión')).toBeVisible();
  await carRequests(page).getByRole('button', { name: 'Reintentar' }).click();
  await held.release();
  await expect(carRequests(page).getByRole('article', { name: request.title })).toBeVisible();
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the buying page does not scroll sideways', async ({ page, baseURL }) => {
    const session = await buyer(baseURL!);
    const request = await makeCarRequest(baseURL!, session.user.email, { accessToken: session.accessToken });
    await openBuying(page, session);
    await expect(carRequests(page).getByRole('article', { name: request.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
