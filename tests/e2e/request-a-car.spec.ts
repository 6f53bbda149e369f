import { expect, test } from '@playwright/test';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkIn, readMail } from './support/mail.ts';
import { availableCar, field, fillRequester, fillSpecs, nextButton, requestStep, sendButton, type WantedCar } from './support/request-a-car.ts';
import { stubWhatsApp } from './support/shell.ts';

// Asking us to find a car: the three steps, the cars we have now, the send and the e-mail; the
// draft across a reload; the checks; 'Encuéntrame uno similar' from a car page; a signed-in visitor.
test.beforeEach(async ({ context }) => stubWhatsApp(context));

let wanted: WantedCar | undefined;
const suggestions = (page: import('@playwright/test').Page, label: string) => page.getByRole('list', { name: label });

test.describe('on a phone in Spanish', () => {
  test.use({ locale: 'es-DO', viewport: { width: 375, height: 812 } });

  test('a visitor is told what to fix, keeps the draft across a reload, sees the cars like it, sends the request and gets the e-mail', async ({ page, request }) => {
    // The whole journey with an accessibility scan of each step: longer than one screen's test.
    test.setTimeout(120_000);
    wanted ??= await availableCar(request);
    const email = newAddress('request-journey');
    await page.goto('/help/request-a-car');
    await expect(page).toHaveTitle('Solicita un carro | Ola Cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicita un carro' })).toBeVisible();
    await requestStep(page, 'Especificaciones');
    await expect(page.getByRole('navigation', { name: 'Pasos para solicitar un carro' })).toContainText('Paso 1 de 3');
    await expect(field(page, 'es', 'brand')).toBeEnabled();

    // Nothing chosen, a year too old, a budget that is not a number: each says what to fix.
    await field(page, 'es', 'year').fill('1999');
    await field(page, 'es', 'budget').fill('9.5');
    await nextButton(page).click();
    await expect(page.getByText('Seleccione una opción')).toHaveCount(2);
    await expect(page.getByText('El año debe ser 2000 o posterior')).toBeVisible();
    await expect(page.getByText('Solo se permiten números')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillSpecs(page, wanted);
    await nextButton(page).click();

    // Info personal, half typed, survives a reload.
    await requestStep(page, 'Info personal');
    await field(page, 'es', 'name').fill('Ana');
    await page.reload();
    await requestStep(page, 'Info personal');
    await expect(field(page, 'es', 'name')).toHaveValue('Ana');
    await expectNoSeriousA11yViolations(page);
    await fillRequester(page, email);
    await nextButton(page).click();

    // Resultados: the car itself is among the closest, a card linking to its page.
    await requestStep(page, 'Resultados');
    const cars = suggestions(page, 'Carros parecidos que tenemos ahora');
    await expect(cars.locator(`a[href="/car/${wanted.slug}"]`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await sendButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: '¡Recibimos tu solicitud!' })).toBeFocused();
    await expect(page.getByText(`Te enviamos la confirmación a ${email}.`)).toBeVisible();
    await expect(page.getByText(/un correo por carro y como mucho uno al día/)).toBeVisible();
    await expect(suggestions(page, 'Carros parecidos que tenemos ahora').locator(`a[href="/car/${wanted.slug}"]`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos los carros' })).toHaveAttribute('href', '/buy');
    await expect(page.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const mail = await readMail({ to: email, kind: 'CAR_REQUEST_CONFIRMATION' });
    expect(mail.text).toContain(wanted.model.name);
    expect(new URL(linkIn(mail)).pathname).toBe('/user/buy');
  });

  test("'Encuéntrame uno similar' on a car page opens the request filled with that car", async ({ page, request }) => {
    wanted ??= await availableCar(request);
    await page.goto(`/car/${wanted.slug}`);
    await page.getByRole('link', { name: 'Encuéntrame uno similar' }).click();
    await requestStep(page, 'Especificaciones');
    // The car is taken once: the address no longer carries it, so a reload keeps the draft.
    await expect(page).toHaveURL(/\/help\/request-a-car$/);
    await expect(field(page, 'es', 'brand')).toHaveValue(wanted.brand.slug);
    await expect(field(page, 'es', 'model')).toHaveValue(wanted.model.slug);
    await expect(field(page, 'es', 'year')).toHaveValue(String(wanted.year));
    await expect(field(page, 'es', 'budget')).toHaveValue(/^\d{1,3}(,\d{3})+$/);
  });
});

test.describe('on a desktop in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('a signed-in visitor finds the personal info filled, sends the request and is pointed to the account', async ({ page, request, baseURL }) => {
    wanted ??= await availableCar(request);
    const password = 'request-a-car-1';
    const email = await createConfirmedAccount(baseURL!, { email: newAddress('request-signed-in'), name: 'Ana', lastName: 'Pérez', password });
    await openSignedIn(page, await signInThroughApi(baseURL!, email, password), '/help/request-a-car');
    await expect(page).toHaveTitle('Request a car | Ola Cars');
    await requestStep(page, 'Specifications');
    await fillSpecs(page, wanted, 'en');
    await nextButton(page, 'en').click();
    await requestStep(page, 'Personal info');
    await expect(field(page, 'en', 'name')).toHaveValue('Ana');
    await expect(field(page, 'en', 'email')).toHaveValue(email);
    await field(page, 'en', 'phone').fill('8095551234');
    await nextButton(page, 'en').click();
    await requestStep(page, 'Results');
    await expect(suggestions(page, 'Similar cars we have now').locator(`a[href="/car/${wanted.slug}"]`)).toBeVisible();
    await sendButton(page, 'en').click();
    await expect(page.getByRole('heading', { level: 1, name: 'We have your request!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/user/buy');
    const mail = await readMail({ to: email, kind: 'CAR_REQUEST_CONFIRMATION' });
    expect(mail.subject).not.toBe((await readMail({ to: email, kind: 'EMAIL_CONFIRMATION' })).subject);
  });
});
