import { type APIRequestContext, expect, test } from '@playwright/test';
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

/** Listed cars for the breakdown, asked of the API: with and without an offer, whatever the seed drew. */
async function someCars(request: APIRequestContext): Promise<string[]> {
  const slugs = async (where: Record<string, unknown>) => {
    const response = await request.post('/graphql', {
      data: { query: 'query cars($filter: FilterInput) { getListingCars(filter: $filter) { cars { slug status { slug } } } }', variables: { filter: { limit: 12, where } } },
    });
    const cars: { slug: string; status: { slug: string } }[] = (await response.json()).data.getListingCars.cars;
    // A sold car shows no price, so no breakdown.
    return cars.filter((car) => car.status.slug !== 'SOLD').map((car) => car.slug);
  };
  const offered = (await slugs({ offer: ['with-offer'] })).slice(0, 2);
  const others = (await slugs({})).filter((slug) => !offered.includes(slug)).slice(0, 2);
  return [...offered, ...others];
}

// Converting each line on its own once left the dollar total a dollar off the lines above it.
test('price breakdowns add up in dollars, with and without an offer, and the note speaks of the total', async ({ page, context, request }) => {
  await stubWhatsApp(context);
  const slugs = await someCars(request);
  expect(slugs).toHaveLength(4);
  for (const [index, slug] of slugs.entries()) {
    await page.goto(`/car/${slug}`);
    await waitForSettings(page);
    // The currency chosen on the first car is kept for the rest of the visit.
    if (index === 0) {
      await page.getByRole('button', { name: 'Moneda: DOP' }).click();
      await page.getByRole('menuitemradio', { name: /^USD/ }).click();
    }
    const table = page.getByRole('table', { name: 'Desglose del precio' });
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText('US $');
    const rows = await table.getByRole('row').evaluateAll((elements) =>
      elements.map((row) => ({ label: row.querySelector('th')?.textContent ?? '', amount: row.querySelector('td')?.textContent ?? '' })),
    );
    const total = rows.find((row) => row.label === 'Total')!;
    const added = rows.filter((row) => row.label !== 'Total' && row.label !== 'Precio de oferta').reduce((sum, row) => sum + shownAmount(row.amount), 0);
    expect(added, slug).toBe(shownAmount(total.amount));
    await expect(page.getByText(/^El total suma los cargos del desglose/)).toBeVisible();
  }
});
