import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { readMail } from './support/mail.ts';
import { fillCard, payButton, reserveLink, startButton, TEST_CARDS } from './support/reserve.ts';
import { stubWhatsApp } from './support/shell.ts';
import { bookLink, confirmButton, type DrivableCar, drivableCar, fillContact, nextButton, openHours } from './support/test-drives.ts';

// The whole journey from one car page: a test drive booked, the car reserved with the
// sandbox card (a declined card first), both in the account, the reservation cancelled and refunded.
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const PASSWORD = 'correct horse 1';

async function bookTestDrive(page: Page, car: DrivableCar, email: string) {
  await bookLink(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillContact(page, email);
  await nextButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lugar' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`En la sucursal ${car.spot.name}`) }).check();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Fecha y hora' })).toBeVisible();
  await openHours(page).first().click();
  await expectNoSeriousA11yViolations(page);
  await nextButton(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmación' })).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Tu prueba de manejo está agendada!' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
}

test.describe('on a desktop in Spanish', () => {
  test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });

  test('a buyer books a test drive, reserves with the sandbox card, sees both in the account, cancels and sees the refund', async ({ page, baseURL, request }) => {
    test.setTimeout(150_000);
    const email = await createConfirmedAccount(baseURL!, { email: newAddress('buyer-journey'), password: PASSWORD });
    const car = await drivableCar(request, 4);
    await openSignedIn(page, await signInThroughApi(baseURL!, email, PASSWORD), `/car/${car.slug}`);

    await bookTestDrive(page, car, email);
    const mail = await readMail({ to: email, kind: 'TEST_DRIVE_CONFIRMATION' });
    expect(mail.text).toContain(car.title);
    await page.getByRole('link', { name: 'Volver al carro' }).click();

    // A declined card first: nothing charged, the form keeps the rest; then the approving card.
    await reserveLink(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Así funciona la reserva' })).toBeVisible();
    await startButton(page).click();
    await expectNoSeriousA11yViolations(page);
    await fillCard(page, TEST_CARDS.declines);
    await payButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tu tarjeta fue rechazada y no se te cobró nada' }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre en la tarjeta', exact: true })).toHaveValue('Ana Pérez');
    await page.getByRole('textbox', { name: 'Número de tarjeta', exact: true }).fill(TEST_CARDS.approves);
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: `¡Reservaste el ${car.title}!` })).toBeFocused();
    await expect(page.getByText(/Pagaste un depósito de US\$75 con visa •••• 4242/)).toBeVisible();

    // The car page now says it is held, and offers nobody a way to book or reserve it; its card says so too.
    await page.getByRole('link', { name: 'Volver al carro' }).click();
    await expect(page.getByText('Este carro está apartado con una reserva.')).toBeVisible();
    await expect(reserveLink(page)).toHaveCount(0);
    await page.goto(`/buy?search=${encodeURIComponent(car.title)}`);
    await expect(page.locator(`article:has(a[href="/car/${car.slug}"])`).getByText('Reservado', { exact: true })).toBeVisible();

    // Reserving cancelled the buyer's scheduled drive of that car (SPEC §4): it is under complete.
    await page.goto('/user/test-drive?tab=complete');
    const drive = page.getByRole('tabpanel', { name: 'Completadas' }).getByRole('article', { name: car.title });
    await expect(drive.getByText('Cancelada')).toBeVisible();

    await page.goto('/user/buy');
    const purchases = page.getByRole('region', { name: 'Compras y reservas' });
    const held = purchases.getByRole('tabpanel', { name: 'En proceso' }).getByRole('article', { name: car.title });
    await expect(held.getByText('US$75 retenido, reembolsable')).toBeVisible();
    await held.getByRole('button', { name: 'Cancelar compra' }).click();
    await held.getByRole('button', { name: 'Sí, cancelar' }).click();
    await purchases.getByRole('tab', { name: 'Completadas' }).click();
    await expect(purchases.getByRole('tabpanel', { name: 'Completadas' }).getByRole('article', { name: car.title }).getByText('US$75 reembolsado')).toBeVisible();

    // Free again: the car page offers the buying actions once more.
    await page.goto(`/car/${car.slug}`);
    await expect(reserveLink(page)).toBeVisible();
  });
});

test.describe('on a phone in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 812 } });

  test('a signed-in buyer reserves a car with the sandbox card, told what the deposit does first', async ({ page, baseURL, request }) => {
    const email = await createConfirmedAccount(baseURL!, { email: newAddress('reserve-phone'), password: PASSWORD });
    const car = await drivableCar(request, 4);
    await openSignedIn(page, await signInThroughApi(baseURL!, email, PASSWORD), `/car/${car.slug}`);
    await reserveLink(page, 'en').click();
    await expect(page.getByRole('heading', { level: 2, name: 'How the reservation works' })).toBeVisible();
    await expect(page.getByText('If you do not go ahead with the purchase, we refund the whole US$75')).toBeVisible();
    await startButton(page, 'en').click();
    await expect(page.getByRole('heading', { level: 3, name: 'Test mode: no real charge is made' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillCard(page, TEST_CARDS.approves, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await payButton(page, 'en').click();
    await expect(page.getByRole('heading', { level: 1, name: `You reserved the ${car.title}!` })).toBeFocused();
    await expect(page.getByText(/You paid a US\$75 deposit with visa •••• 4242/)).toBeVisible();
    // Nothing of the card is kept anywhere in the browser.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4242');
  });

  test('a visitor books a test drive at home, told when the address is beyond the spot, and keeps the draft across a reload', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const car = await drivableCar(request, 1);
    const email = newAddress('drive-phone');
    await page.goto(`/car/${car.slug}`);
    await bookLink(page, 'en').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    // Nothing typed: each field says what to fix, the cédula and the salary included (SPEC §5).
    await nextButton(page, 'en').click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await fillContact(page, email, 'en');
    await nextButton(page, 'en').click();

    await page.getByRole('radio', { name: /At my home/ }).check();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 19.79, longitude: -70.69 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText(/Your address is outside the branch's coverage area/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Sector', exact: true }).fill('Los Jardines');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Sector', exact: true })).toHaveValue('Los Jardines');
    await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Calle 5');
    await page.getByRole('textbox', { name: 'Number', exact: true }).fill('12');
    await nextButton(page, 'en').click();
    await openHours(page).first().click();
    await nextButton(page, 'en').click();
    await expect(page.getByText('Calle 5 12, Los Jardines')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await confirmButton(page, 'en').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your test drive is booked!' })).toBeFocused();
    await expect(page.getByText(/an additional charge may apply for bringing you the car/)).toBeVisible();
    await expect(page.getByText(`Create an account or sign in with ${email} to see it in your account.`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await (await download).createReadStream();
    const text = await new Promise<string>((resolve) => {
      let body = '';
      file.on('data', (chunk) => (body += String(chunk)));
      file.on('end', () => resolve(body));
    });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VEVENT');
  });
});
