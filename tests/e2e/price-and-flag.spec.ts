import { expect, test } from '@playwright/test';
import { stubWhatsApp, waitForSettings } from './support/shell';

test.use({ locale: 'es-DO' });

// Reads a shown amount back: 'US $23,054' → 23054, '-US $120' → -120.
const shownAmount = (text: string) => (text.trim().startsWith('-') ? -1 : 1) * Number(text.replace(/[^\d]/g, ''));

test('the footer draws the country flag, never an emoji that may render as boxes', async ({ page, context }) => {
  await stubWhatsApp(context);
  await page.goto('/');
  await waitForSettings(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('República Dominicana');
  await expect(footer.locator('svg[data-country="DO"]')).toBeVisible();
  expect(await footer.innerText()).not.toMatch(/\p{Regional_Indicator}/u);
});

test('the Hyundai Elantra 2018 breakdown adds up in dollars, and its note speaks of the total', async ({ page, context }) => {
  await stubWhatsApp(context);
  await page.goto('/car/hyundai-elantra-2018-81');
  await waitForSettings(page);
  await page.getByRole('button', { name: 'Moneda: DOP' }).click();
  await page.getByRole('menuitemradio', { name: /^USD/ }).click();
  const table = page.getByRole('table', { name: 'Desglose del precio' });
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('US $');
  const rows = await table.getByRole('row').evaluateAll((elements) =>
    elements.map((row) => ({ label: row.querySelector('th')?.textContent ?? '', amount: row.querySelector('td')?.textContent ?? '' })),
  );
  const total = rows.find((row) => row.label === 'Total')!;
  const added = rows.filter((row) => row.label !== 'Total' && row.label !== 'Precio de oferta').reduce((sum, row) => sum + shownAmount(row.amount), 0);
  expect(added).toBe(shownAmount(total.amount));
  await expect(page.getByText(/^El total suma los cargos del desglose/)).toBeVisible();
});
