import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { noticeUnanswered } from './support/cookie-notice';
import { dataLayerEvents, stubWhatsApp, waitForSettings } from './support/shell';

test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

test.describe('language', () => {
  test.describe('for a visitor whose browser speaks neither language', () => {
    test.use({ locale: 'fr-FR' });

    test('home renders in Spanish', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra o vende tu carro, sin complicaciones');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });

  test('switching to English changes the texts at once and is remembered after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy or sell your car, hassle-free');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy or sell your car, hassle-free');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the chosen currency is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Moneda: DOP' }).click();
  await page.getByRole('menuitemradio', { name: /^USD/ }).click();
  await expect(page.getByRole('button', { name: 'Moneda: USD' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Moneda: USD' })).toBeVisible();
});

test('the WhatsApp button greets with the prefilled text and is counted', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('link', { name: 'Chatea con nosotros por WhatsApp (se abre en una pestaña nueva)' });
  await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hola%20Ola%20Cars$/);
  const popup = page.waitForEvent('popup');
  await button.click();
  await (await popup).close();
  expect(await dataLayerEvents(page)).toContainEqual({ event: 'Whatsapp', category: 'social' });
});

test('the contact line opens a chat that names the current page', async ({ page }) => {
  await page.goto('/help/faqs');
  const contact = page.getByRole('banner').getByRole('link', { name: /Escríbenos por WhatsApp al \+\d{3}-\d{3}-\d+/ });
  const href = await contact.getAttribute('href');
  expect(new URL(href!).searchParams.get('text')).toContain('/help/faqs');
});

test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '¡Ups! Algo pasó' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The problem page narrows the Container it sits in, whatever order the build put their rules in.
  const block = page.getByRole('heading', { level: 1, name: '¡Ups! Algo pasó' }).locator('..');
  await expect(block).toHaveCSS('max-width', '640px');
});

test('the error page offers a refresh', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { level: 1, name: '¡Ups! Algo pasó' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
});

test('each page view is counted, the first one included', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Preguntas frecuentes' }).click();
  const viewedPaths = async () =>
    (await dataLayerEvents(page))
      .filter((entry) => entry.event === 'pageview')
      .map((entry) => (entry as { page?: { path?: string } }).page?.path);
  await expect.poll(viewedPaths).toEqual(['/', '/help/faqs']);
});

test.describe('a first visit', () => {
  test.use({ storageState: noticeUnanswered });

  test('the cookie notice stays away once accepted', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await waitForSettings(page);
    await expect(notice).toBeHidden();
  });
});

test('footer placeholders say the page is not available yet and where to go instead', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Sobre nosotros' })).toHaveCount(0);
  const about = footer.getByRole('button', { name: 'Sobre nosotros' });
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  const note = footer.locator(`[id="${await about.getAttribute('aria-controls')}"]`);
  await expect(note).toContainText('Esta página aún no está disponible.');
  await note.getByRole('button', { name: 'contáctanos' }).click();
  await expect(page.getByRole('dialog', { name: 'Contáctanos' })).toBeVisible();
  await page.keyboard.press('Escape');
  await footer.getByRole('button', { name: 'Garantía' }).click();
  await footer.getByRole('link', { name: 'términos y condiciones', exact: true }).click();
  await expect(page).toHaveURL(/\/help\/terms-and-conditions$/);
  await expect(footer.getByText('© 2025 Ola Cars. Todos los derechos reservados.')).toBeVisible();
});

test.describe('tags and cookie consent', () => {
  test.use({ storageState: noticeUnanswered });
  // Tag IDs as a deployment sets them, added to the server's runtime settings; the tag hosts are
  // never reached (the test only watches the page).
  test.beforeEach(async ({ context }) => {
    await context.route('**/config.js', async (route) => {
      const served = await (await route.fetch()).text();
      const ids = JSON.stringify({ gtmId: 'GTM-TEST', metaPixelId: '123', gaId: 'G-TEST' });
      await route.fulfill({ contentType: 'text/javascript', body: `${served}\nObject.assign(window.__OLA_CONFIG__, ${ids});\n` });
    });
    await context.route(/googletagmanager\.com|facebook\.net/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });
  const tagScripts = (page: import('@playwright/test').Page) => page.locator('script[data-tag]');

  test('no tag loads before the visitor accepts cookies; all load once they do', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
    await expect(tagScripts(page)).toHaveCount(0);
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(tagScripts(page)).toHaveCount(3);
  });

  test('no tag loads after a refusal, on this page or the next visit, and no event is kept', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
    expect(await dataLayerEvents(page)).toEqual([]);
    await page.reload();
    await waitForSettings(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
    await expect(tagScripts(page)).toHaveCount(0);
    expect(await dataLayerEvents(page)).toEqual([]);
  });
});

test.describe('narrow layout', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the drawer opens one section at a time and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    const language = drawer.getByRole('button', { name: 'Idioma' });
    const currency = drawer.getByRole('button', { name: 'Moneda' });
    await language.click();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await currency.click();
    await expect(currency).toHaveAttribute('aria-expanded', 'true');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await currency.click();
    await expect(currency).toHaveAttribute('aria-expanded', 'false');
    await drawer.getByRole('link', { name: 'Encuentra mi carro' }).click();
    await expect(page).toHaveURL(/\/help\/find-my-car$/);
    await expect(drawer).toBeHidden();
  });
});

const shellPages = [
  '/',
  '/buy?search=corolla',
  '/help/faqs',
  '/help/self',
  '/car/toyota-corolla-2020',
  '/user/favorites',
  '/app',
  '/404',
  '/error',
  '/no/such/page',
];

for (const path of shellPages) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForSettings(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('no serious accessibility violation with the drawer open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForSettings(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Idioma' }).click();
  await expectNoSeriousA11yViolations(page);
});
