import { expect, test } from '@playwright/test';
import { stubWhatsApp, waitForSettings } from './support/shell';

test.use({ locale: 'es-DO' });

type Currency = { code: string; symbol: string; value: number };

const format = (amount: number, { symbol, value }: Currency) =>
  `${symbol}${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount * value)}`;

test('switching to USD shows a car price converted by the rate', async ({ page, context, request }) => {
  await stubWhatsApp(context);
  const response = await request.post('/graphql', {
    data: { query: 'query { getCurrencies { code symbol value } getListingCars(filter: { limit: 1 }) { cars { slug } } }' },
  });
  const { data } = (await response.json()) as { data: { getCurrencies: Currency[]; getListingCars: { cars: Array<{ slug: string }> } } };
  const dop = data.getCurrencies.find((currency) => currency.code === 'DOP')!;
  const usd = data.getCurrencies.find((currency) => currency.code === 'USD')!;

  await page.goto(`/car/${data.getListingCars.cars[0]!.slug}`);
  await waitForSettings(page);
  const price = page.getByTestId('car-price');
  await expect(price).toHaveText(/^RD \$[\d,]+$/);
  const shown = Number((await price.textContent())!.replace(/[^\d]/g, ''));
  // What the page shows in pesos is the base amount (DOP's rate is 1).
  expect(format(shown, dop)).toBe(await price.textContent());

  await page.getByRole('button', { name: 'Moneda: DOP' }).click();
  await page.getByRole('menuitemradio', { name: /^USD/ }).click();
  await expect(price).toHaveText(format(shown, usd));
  await expect(page.getByRole('table', { name: 'Desglose del precio' }).getByRole('row', { name: /^Total/ })).toContainText(usd.symbol);
});
