import { expect, type Page, test } from '@playwright/test';
import { prequalification } from '../../common/financing.ts';
import { createConfirmedAccount, newAddress } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  apiQuote,
  applyButton,
  button,
  carPrice,
  cashButton,
  confirmCashButton,
  downPaymentBox,
  fillPerson,
  fillPrequalificationWork,
  fillWork,
  financingPlans,
  monthlyPayment,
  pesos,
  sendApplicationButton,
  termSelect,
} from './support/financing.ts';
import { stubWhatsApp } from './support/shell.ts';
import { drivableCar } from './support/test-drives.ts';

// The financing index and prequalification as buyers use them: the calculator against the API's own
// figures, an application to a bank's plan, paying cash after signing in from the page, and
// prequalifying in Spanish on a phone and in English on a desktop. Cars of lane 5 (support/test-drives.ts).
test.beforeEach(async ({ context }) => stubWhatsApp(context));

/** Nothing the buyer types about money or identity reaches the address or localStorage (SECURITY.md row 11). */
async function expectNothingPersonalKept(page: Page, typed: string[]) {
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const value of typed) {
    expect(page.url()).not.toContain(value);
    expect(local).not.toContain(value);
  }
}

const definition = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('on a desktop in Spanish', () => {
  test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });

  test('the calculator agrees with getFinancingQuote to the peso, whatever the plan, down payment and term', async ({ page, baseURL }) => {
    const { slug } = await drivableCar(page.request, 5);
    const car = await carPrice(baseURL!, slug);
    const plans = await financingPlans(baseURL!);
    const ours = plans.find((plan) => plan.isDefault)!;
    const bank = plans.find((plan) => !plan.isDefault)!;
    await page.goto(`/car/${slug}/financing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Financia tu carro' })).toBeVisible();

    const expectQuote = async (input: { downPayment: number; termMonths: number; plan: string }) => {
      const quote = await apiQuote(baseURL!, { price: car.listingPrice, ...input });
      await expect(monthlyPayment(page)).toContainText(pesos(quote.monthlyPayment));
      await expect(definition(page, 'Monto a financiar')).toHaveText(pesos(quote.financedAmount));
      await expect(definition(page, 'Costo total')).toHaveText(pesos(quote.totalCost));
    };
    // SPEC §9: 30 % down by default, the default plan, and the car page's 48 months.
    await expect(downPaymentBox(page)).toHaveValue(pesos(Math.round(car.listingPrice * 0.3)).replace('RD $', ''));
    await expect(termSelect(page)).toHaveValue('48');
    await expectQuote({ downPayment: Math.round(car.listingPrice * 0.3), termMonths: 48, plan: ours.slug });

    const half = Math.round(car.listingPrice / 2);
    await downPaymentBox(page).fill(String(half));
    await termSelect(page).selectOption('12');
    await expectQuote({ downPayment: half, termMonths: 12, plan: ours.slug });

    const least = Math.ceil((car.listingPrice * ours.minDownPaymentPercent) / 100);
    await downPaymentBox(page).fill(String(least));
    await termSelect(page).selectOption('72');
    await expectQuote({ downPayment: least, termMonths: 72, plan: ours.slug });

    // Another plan keeps the down payment where it allows it, and moves the term into its own.
    await page.getByRole('radio', { name: new RegExp(bank.name) }).check();
    const bankLeast = Math.max(least, Math.ceil((car.listingPrice * bank.minDownPaymentPercent) / 100));
    await expect(termSelect(page)).toHaveValue(String(Math.min(72, bank.maxTermMonths)));
    await expectQuote({ downPayment: bankLeast, termMonths: Math.min(72, bank.maxTermMonths), plan: bank.slug });

    // A down payment the plan does not allow says why, and nothing can be applied for with it.
    await downPaymentBox(page).fill(String(car.listingPrice));
    await expect(page.getByText('La inicial debe ser menor que el precio')).toBeVisible();
    await expect(applyButton(page)).toBeDisabled();
  });

  test("a visitor applies with a bank's plan and is told before leaving for the bank's own site", async ({ page, baseURL }) => {
    const { slug } = await drivableCar(page.request, 5);
    const bank = (await financingPlans(baseURL!)).find((plan) => !plan.isDefault)!;
    await page.goto(`/car/${slug}/financing`);
    await page.getByRole('radio', { name: new RegExp(bank.name) }).check();
    await applyButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitud de financiamiento' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu préstamo' })).toContainText(bank.name);
    // Back to change the loan: the calculator shows it as it was.
    await page.getByRole('button', { name: 'Cambiar inicial, plazo o plan' }).click();
    await expect(page.getByRole('radio', { name: new RegExp(bank.name) })).toBeChecked();
    await applyButton(page).click();

    await fillPerson(page, newAddress('fin-bank'));
    await fillWork(page, '95,000');
    await expectNothingPersonalKept(page, ['00112345678', '95000', '95,000']);
    await sendApplicationButton(page).click();

    const heading = page.getByRole('heading', { level: 1, name: `Termina tu solicitud con ${bank.lender}` });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('note')).toContainText('Al continuar saldrás de Ola Cars');
    const onward = page.getByRole('link', { name: `Continuar en el sitio de ${bank.lender}` });
    await expect(onward).toHaveAttribute('href', /^https:\/\//);
    await expectNothingPersonalKept(page, ['00112345678', '95000']);
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor paying cash signs in from the page, comes back to the confirmation and finds the purchase under Compras', async ({ page, baseURL }) => {
    const { slug, title } = await drivableCar(page.request, 5);
    const password = 'pago-en-efectivo-1';
    const email = await createConfirmedAccount(baseURL!, { email: newAddress('fin-cash'), password });
    await page.goto(`/car/${slug}/financing`);
    await cashButton(page).click();
    await expect(page.getByText('Inicia sesión o crea tu cuenta para pagar en efectivo')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Signing in reloads the page (SPEC §4): the flow comes back where it was.
    await expect(confirmCashButton(page)).toBeVisible();
    await expect(page.getByText(`Vas a comprar el ${title} de contado`)).toBeVisible();
    await confirmCashButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Tu compra en efectivo está en marcha!' })).toBeFocused();
    await page.getByRole('link', { name: 'Ver mis compras' }).click();
    await expect(page).toHaveURL(/\/user\/buy$/);
    await expect(page.getByText('Pago en efectivo').first()).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
  });
});

test.describe('on a phone in Spanish', () => {
  test.use({ locale: 'es-DO', viewport: { width: 375, height: 812 } });

  test('a visitor prequalifies from the financing index: how-to, two steps, the answer and the catalogue up to it', async ({ page, baseURL }) => {
    const { slug } = await drivableCar(page.request, 5);
    const ours = (await financingPlans(baseURL!)).find((plan) => plan.isDefault)!;
    await page.goto(`/car/${slug}/financing`);
    await page.getByRole('link', { name: 'Precalifícate' }).click();
    // Only the car goes in the address.
    await expect(page).toHaveURL(new RegExp(`/financing/prequalify\\?car=${slug}$`));
    await expect(page.getByRole('heading', { level: 2, name: '¿Cómo funciona?' })).toBeVisible();
    await expect(page.getByText('Toma menos de 5 minutos.')).toBeVisible();
    await expect(page.getByText('No afecta tu historial de crédito.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await button(page, 'es', 'start').click();
    await expect(page.getByText('Paso 1 de 2')).toBeVisible();
    await fillPerson(page, newAddress('pq-phone'));
    await button(page, 'es', 'next').click();
    await expect(page.getByText('Paso 2 de 2')).toBeVisible();
    await fillPrequalificationWork(page, { salary: '85,000', otherIncome: '15000', downPayment: '300000', month: '06', year: '2019' });
    await expectNoSeriousA11yViolations(page);
    // The draft lives in this tab's sessionStorage: a reload keeps what was typed.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Salario mensual (RD $)' })).toHaveValue('85,000');
    await expectNothingPersonalKept(page, ['00112345678', '85000', '85,000', '300000']);
    await button(page, 'es', 'answer').click();

    await expect(page.getByRole('heading', { level: 1, name: '¡Estás precalificado!' })).toBeFocused();
    // The 40 % rule at the default plan's rate over its longest term, by the one loan rule.
    const expected = prequalification(100_000, 300_000, ours.annualRate, ours.maxTermMonths);
    await expect(page.getByTestId('prequalified-amount')).toHaveText(pesos(expected.maxAmount));
    await expect(page.getByText('Esta precalificación no afecta tu historial de crédito.')).toBeVisible();
    await expect(page.getByText(`${ours.maxTermMonths} meses`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('link', { name: 'Volver al financiamiento del carro' })).toHaveAttribute('href', `/car/${slug}/financing`);
    await page.getByRole('link', { name: `Ver carros hasta ${pesos(expected.maxAmount)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/buy\\?maxPrice=${expected.maxAmount}$`));
    await expectNothingPersonalKept(page, ['00112345678', '85000']);
  });
});

test.describe('on a desktop in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('a visitor prequalifies in English; an income too small for a loan is told kindly, and trying again keeps step 1', async ({ page }) => {
    await page.goto('/financing/prequalify');
    await expect(page).toHaveTitle('Prequalify | Ola Cars');
    await expect(page.getByRole('heading', { level: 2, name: 'How does it work?' })).toBeVisible();
    await button(page, 'en', 'start').click();
    const email = newAddress('pq-desk');
    await fillPerson(page, email, 'en');
    await button(page, 'en', 'next').click();
    await fillPrequalificationWork(page, { salary: '5,000', downPayment: '0', month: '01', year: '2024' }, 'en');
    await button(page, 'en', 'answer').click();
    await expect(page.getByRole('heading', { level: 1, name: "We can't prequalify you for now" })).toBeFocused();
    await expect(page.getByText('this check does not affect your credit history')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Try with other details' }).click();
    await button(page, 'en', 'start').click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    await button(page, 'en', 'next').click();
    await fillPrequalificationWork(page, { salary: '120,000', downPayment: '250000', month: '03', year: '2015' }, 'en');
    await button(page, 'en', 'answer').click();
    await expect(page.getByRole('heading', { level: 1, name: "You're prequalified!" })).toBeFocused();
    await expect(page.getByText('This prequalification does not affect your credit history.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^See cars up to RD \$/ })).toHaveAttribute('href', /^\/buy\?maxPrice=\d+$/);
    await expectNoSeriousA11yViolations(page);
  });
});
