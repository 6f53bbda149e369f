import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createConfirmedAccount, openSignedIn, signInThroughApi, type StoredSession } from './support/accounts';
import { noticeUnanswered } from './support/cookie-notice';
import { stubWhatsApp, waitForSettings } from './support/shell';

// Each check runs at the viewport where a visitor met the problem (phones, small laptops, desktops).
test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

async function expectApart(first: Locator, second: Locator) {
  const [a, b] = [await boxOf(first), await boxOf(second)];
  expect(intersects(a, b), `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
}

async function firstCarSlug(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', { data: { query: 'query { getListingCars(filter: { limit: 1 }) { cars { slug } } }' } });
  const body = (await response.json()) as { data: { getListingCars: { cars: Array<{ slug: string }> } } };
  return body.data.getListingCars.cars[0]!.slug;
}

const chatButton = (page: Page) => page.getByRole('link', { name: 'Chatea con nosotros por WhatsApp (se abre en una pestaña nueva)' });
const cookieBar = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

test.describe('on a 375 × 812 phone, on a first visit', () => {
  test.use({ viewport: { width: 375, height: 812 }, storageState: noticeUnanswered });

  test('the cookie bar covers neither the home search box nor the chat button', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    await expect(cookieBar(page)).toBeVisible();
    await expectApart(cookieBar(page), page.getByRole('search'));
    await expectApart(cookieBar(page), chatButton(page));
  });

  test('the chat button leaves the monthly payment readable, with and without the cookie bar', async ({ page, request }) => {
    await page.goto(`/car/${await firstCarSlug(request)}`);
    await waitForSettings(page);
    const monthly = page.getByText('Cuota mensual desde');
    await expect(monthly).toBeVisible();
    await expectApart(chatButton(page), monthly);
    await cookieBar(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(cookieBar(page)).toBeHidden();
    // Scrolled to the bottom edge, where the button floats, as a visitor reading down the page sees it.
    await monthly.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect.poll(() => monthly.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBe(812);
    await expectApart(chatButton(page), monthly);
  });
});

/** Every route of src/routes, the car page with a real car; /user/* are checked signed in below. */
const PUBLIC_ROUTES = [
  '/', '/buy', '/app', '/404', '/error', '/auth/sign-in', '/auth/register', '/auth/forgot-password', '/auth/reset-password?token=x',
  '/auth/confirm-email?token=x', '/help/faqs', '/help/find-my-car', '/help/request-a-car', '/help/self', '/help/terms-and-conditions',
];
const SIGNED_IN_ROUTES = ['/user/buy', '/user/favorites', '/user/sell', '/user/settings', '/user/test-drive'];

/** Nothing scrolls sideways; on failure, names the elements that reach past the viewport's right edge. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
  const { scrollWidth, offenders } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}" → ${Math.round(element.getBoundingClientRect().right)}px`;
    const beyond = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
    return { scrollWidth: document.documentElement.scrollWidth, offenders: beyond.slice(0, 5).map(describe) };
  });
  expect(scrollWidth, `${path} scrolls sideways; beyond the edge: ${offenders.join('; ')}`).toBeLessThanOrEqual(320);
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page scrolls sideways', async ({ page, request }) => {
    for (const path of [...PUBLIC_ROUTES, `/car/${await firstCarSlug(request)}`]) {
      await page.goto(path);
      await expect(page.getByRole('main'), path).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('no account page scrolls sideways, signed out or signed in', async ({ page, baseURL }) => {
    const password = 'layout-secret-1';
    const session: StoredSession = await signInThroughApi(baseURL!, await createConfirmedAccount(baseURL!, { password }), password);
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
      await expectNoSidewaysScroll(page, `${path} (signed out)`);
    }
    for (const path of SIGNED_IN_ROUTES) {
      await openSignedIn(page, session, path);
      await expect(page).toHaveURL(path);
      await expectNoSidewaysScroll(page, `${path} (signed in)`);
    }
  });
});

/** How many lines the element's text is laid out on (icons beside it do not count). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
    }
    // A new line starts where a piece of text begins below the middle of the line before it.
    const tops = rects.map((rect) => ({ top: rect.top, height: rect.height })).sort((a, b) => a.top - b.top);
    return tops.filter((rect, index) => index === 0 || rect.top > tops[index - 1]!.top + tops[index - 1]!.height / 2).length;
  });

for (const width of [961, 980, 1000]) {
  test(`at ${width} px the header's labels each stay on one line`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    const password = 'layout-secret-1';
    const session = await signInThroughApi(baseURL!, await createConfirmedAccount(baseURL!, { password }), password);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const labels = [
      nav.getByRole('link', { name: 'Comprar' }),
      nav.getByRole('link', { name: 'Preguntas frecuentes' }),
      nav.getByRole('link', { name: 'Encuentra mi carro' }),
      nav.getByRole('button', { name: 'Iniciar sesión' }),
      page.getByRole('banner').getByRole('link', { name: /Escríbenos por WhatsApp/ }),
    ];
    await waitForSettings(page);
    for (const label of labels) expect(await linesOf(label), `${label} wraps`).toBe(1);
    await openSignedIn(page, session, '/');
    const account = nav.getByRole('button', { name: 'Mi cuenta' });
    await expect(account).toBeVisible();
    expect(await linesOf(account), 'Mi cuenta wraps').toBe(1);
    for (const label of labels.slice(0, 3)) expect(await linesOf(label), `${label} wraps when signed in`).toBe(1);
  });
}

test.describe('at 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the year filter shows 'Cualquiera' whole", async ({ page }) => {
    await page.goto('/buy');
    for (const name of ['Desde', 'Hasta']) {
      const select = page.getByRole('combobox', { name });
      await expect(select).toHaveValue('any');
      // A select never scrolls, so the chosen text is measured against the room its padding leaves.
      const fit = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: Math.ceil(context.measureText(element.selectedOptions[0]!.text).width), room };
      });
      expect(fit.text, `${name}: the text needs ${fit.text}px, the select leaves ${fit.room}px`).toBeLessThanOrEqual(fit.room);
    }
  });
});
