import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { stubWhatsApp, waitForSettings } from './support/shell';

// The /app page and the download-app modal: the seeded market's store links, a QR code of the
// page on this origin, and the web app's install as the browser offers it.
test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

const APP_STORE = 'https://apps.apple.com/do/app/ola-cars/id6450000142';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=do.olacars.app';

async function expectStoresAndQr(scope: ReturnType<Page['getByRole']>) {
  await expect(scope.getByRole('link', { name: /Descargar en App Store/ })).toHaveAttribute('href', APP_STORE);
  await expect(scope.getByRole('link', { name: /Disponible en Google Play/ })).toHaveAttribute('href', PLAY_STORE);
  const qr = scope.getByRole('img', { name: 'Código QR que abre la página de la app en tu teléfono' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName)).toBe('svg');
  // A real code: many dark modules, far more than any decorative drawing would have.
  expect((await qr.locator('path').getAttribute('d'))!.split('M').length).toBeGreaterThan(200);
}

test('the /app page shows both store links from the settings, a QR code and how to install the web app', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Lleva Ola Cars en tu teléfono' })).toBeVisible();
  await expectStoresAndQr(page.getByRole('main'));
  await expect(page).toHaveTitle('Descarga la app | Ola Cars');
  // Headless Chromium never announces installability, so after the wait the page says where to look.
  await expect(page.getByText(/Este navegador no ofrece instalarla desde aquí/)).toBeVisible();
  await waitForSettings(page);
  await expectNoSeriousA11yViolations(page);
});

test('when the browser announces the app can be installed, the button opens its prompt and follows the choice', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByText(/Este navegador no ofrece instalarla/)).toBeVisible();
  // The announcement Chromium sends when the install criteria are met, with the visitor accepting.
  await page.evaluate(() => {
    const announcement = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    dispatchEvent(announcement);
  });
  await page.getByRole('button', { name: 'Instalar la app web' }).click();
  await expect(page.getByText('Instalando… Encontrarás Ola Cars en tu pantalla de inicio.')).toBeVisible();
  expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);
  await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('La app web ya está instalada en este dispositivo.')).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', viewport: { width: 390, height: 844 } });

  test('the page explains Share → Add to Home Screen', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('listitem').filter({ hasText: 'Elige «Agregar a pantalla de inicio».' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Instalar la app web' })).toHaveCount(0);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the /app page speaks English', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Take Ola Cars on your phone' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute('href', APP_STORE);
    await expect(page.getByRole('img', { name: 'QR code that opens the app page on your phone' })).toBeVisible();
    await expect(page).toHaveTitle('Get the app | Ola Cars');
  });
});

test('the download modal opens from the home page call, and Escape closes it and gives focus back', async ({ page }) => {
  await page.goto('/');
  await waitForSettings(page);
  // The home call's own link: the footer has one of the same name, and may be there first.
  const call = page.getByRole('region', { name: 'Lleva Ola Cars en tu teléfono' }).getByRole('link', { name: 'Descarga la app' });
  await call.click();
  const modal = page.getByRole('dialog', { name: 'Descarga la app de Ola Cars' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectStoresAndQr(modal);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(call).toBeFocused();
});

test('the footer’s download link opens the same modal, which leads on to the /app page', async ({ page }) => {
  await page.goto('/buy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Descarga la app' }).click();
  const modal = page.getByRole('dialog', { name: 'Descarga la app de Ola Cars' });
  await modal.getByRole('link', { name: 'Instala también la versión web' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
});
