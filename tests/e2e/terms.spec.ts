import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { noticeUnanswered } from './support/cookie-notice.ts';
import { stubWhatsApp } from './support/shell.ts';

// The terms page: reached from the cookie banner, its contents linking to each section, the cookie
// section listing what the browser keeps, in both languages.
test.beforeEach(async ({ context }) => stubWhatsApp(context));

test.describe('in Spanish, on a first visit', () => {
  test.use({ locale: 'es-DO', storageState: noticeUnanswered });

  test('the cookie banner leads to the terms, whose contents link to the cookie section and its table', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('link', { name: 'Más detalles' }).click();
    await expect(page).toHaveURL(/\/help\/terms-and-conditions$/);
    await expect(page).toHaveTitle('Términos y condiciones | Ola Cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contenido' });
    await expect(contents.getByRole('link')).toHaveCount(11);
    await contents.getByRole('link', { name: 'Cookies y almacenamiento' }).click();
    await expect(page).toHaveURL(/#cookies$/);
    const cookies = page.getByRole('region', { name: 'Cookies y almacenamiento' });
    await expect(cookies.getByRole('heading', { level: 2 })).toBeInViewport();
    const table = cookies.getByRole('table', { name: 'Lo que guardamos en tu navegador' });
    await expect(table.getByRole('rowheader', { name: 'lang' })).toBeVisible();
    await expect(table.getByRole('row', { name: /ola:wizard:\* En la pestaña/ })).toBeVisible();
    // The figures are the ones every other page states.
    await expect(page.getByRole('region', { name: 'Reservas y depósito' })).toContainText('US$75');
    await expect(page.getByRole('region', { name: 'Inspección y garantía' })).toContainText('más de 250 puntos');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('in English on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 320, height: 640 } });

  test('the terms read in English and fit the screen', async ({ page }) => {
    await page.goto('/help/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reservations and deposit' })).toContainText('refundable');
    await expect(page.getByRole('table', { name: 'What we keep in your browser' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page);
  });
});
