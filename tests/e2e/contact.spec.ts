import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { stubWhatsApp, waitForSettings } from './support/shell';

// The contact modal (SPEC §2: chat or e-mail), from the header's top strip, the phone drawer and the
// footer: the chat names the page, the e-mail has a subject, the phone is callable, with the hours.
test.use({ locale: 'es-DO' });

test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
});

async function expectContactOptions(modal: Locator, pagePath: string) {
  await expect(modal).toBeVisible();
  const chat = modal.getByRole('link', { name: /Chatea por WhatsApp/ });
  const chatUrl = new URL((await chat.getAttribute('href'))!);
  expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/18095550142');
  expect(chatUrl.searchParams.get('text')).toContain(pagePath);
  await expect(modal.getByRole('link', { name: /Escríbenos un correo/ })).toHaveAttribute(
    'href',
    `mailto:info@olacars.do?subject=${encodeURIComponent('Consulta desde la web de Ola Cars')}`,
  );
  await expect(modal.getByRole('link', { name: /Llámanos/ })).toHaveAttribute('href', 'tel:+18095550100');
  await expect(modal.getByText('Horario de ventas y soporte', { exact: true })).toBeVisible();
}

test('the header’s Contáctanos opens the contact modal, and Escape gives focus back', async ({ page }) => {
  await page.goto('/buy');
  await waitForSettings(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Contáctanos' });
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Contáctanos' });
  await expectContactOptions(modal, '/buy');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
});

test('the footer’s Soporte opens the contact modal', async ({ page }) => {
  await page.goto('/help/terms-and-conditions');
  await waitForSettings(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Soporte' }).click();
  await expectContactOptions(page.getByRole('dialog', { name: 'Contáctanos' }), '/help/terms-and-conditions');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the drawer’s Contáctanos closes the drawer and opens the contact modal', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await drawer.getByRole('button', { name: 'Contáctanos' }).click();
    await expect(drawer).toBeHidden();
    await expectContactOptions(page.getByRole('dialog', { name: 'Contáctanos' }), '/');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the schedule is in the active language', async ({ page }) => {
    await page.goto('/');
    await waitForSettings(page);
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    const modal = page.getByRole('dialog', { name: 'Contact us' });
    await expect(modal.getByText('Sales and support hours', { exact: true })).toBeVisible();
    await expect(modal.getByText(/Monday/)).toBeVisible();
  });
});
