import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAddress } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { readMail } from './support/mail.ts';
import { confirmationPath, newsletterCard, unsubscribePath } from './support/newsletter.ts';
import { fromOwnAddress } from './support/own-address.ts';
import { stubWhatsApp } from './support/shell.ts';

// The newsletter (SPEC §2 home and footer, §8 DUPLICATE_EMAIL): the subscribe cards, double opt-in by
// e-mail, the confirmation and unsubscribe pages opened from the real letters, without signing in.
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const toasts = (page: Page) => page.getByRole('region', { name: /^(Notificaciones|Notifications)/ });
const emailBox = (card: Locator, name = 'Correo para el boletín') => card.getByRole('textbox', { name });

test.describe('in Spanish on a desktop', () => {
  test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });

  test('a visitor subscribes on the home page, is refused a second time from the footer, confirms, and unsubscribes from the letter', async ({ page }) => {
    await fromOwnAddress(page);
    const email = newAddress('newsletter');
    await page.goto('/');
    const home = await newsletterCard(page, 'home');
    await expect(home.getByRole('heading', { level: 3, name: 'Boletín de Ola Cars' })).toBeVisible();
    await emailBox(home).fill(email);
    await home.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(home.getByText('¡Revisa tu correo!')).toBeVisible();
    await expect(home.getByText(`Te enviamos un enlace a ${email} para confirmar tu suscripción. Vale 48 horas`)).toBeVisible();
    const confirmation = await readMail({ to: email, kind: 'NEWSLETTER_CONFIRMATION' });
    expect(confirmation.subject).toBe('Confirma tu suscripción al boletín de Ola Cars');
    await expectNoSeriousA11yViolations(page);

    // The same inbox in capitals, from the footer: refused, and what was typed stays.
    const footer = await newsletterCard(page, 'footer');
    await emailBox(footer).fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(toasts(page).getByText('Este correo ya está suscrito')).toBeVisible();
    await expect(emailBox(footer)).toHaveValue(email.toUpperCase());

    await page.goto(await confirmationPath(email));
    await expect(page.getByRole('heading', { level: 1, name: '¡Suscripción confirmada!' })).toBeVisible();
    await expect(page).toHaveTitle('¡Suscripción confirmada! | Ola Cars');
    await expectNoSeriousA11yViolations(page);
    // A second click on the same link still says yes.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '¡Suscripción confirmada!' })).toBeVisible();

    await page.goto(await unsubscribePath(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Te diste de baja del boletín' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Gone, the address may subscribe again.
    const homeAgain = await newsletterCard(page, 'home');
    await emailBox(homeAgain).fill(email);
    await homeAgain.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(homeAgain.getByText('¡Revisa tu correo!')).toBeVisible();
  });

  test('a wrong address is refused under the field before anything is sent, and a mistyped one can be corrected', async ({ page }) => {
    await fromOwnAddress(page);
    let sent = 0;
    page.on('request', (request) => void (request.postData()?.includes('subscribeNewsletter') && (sent += 1)));
    await page.goto('/buy');
    const footer = await newsletterCard(page, 'footer');
    await emailBox(footer).fill('ana@');
    await footer.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(emailBox(footer)).toHaveAccessibleDescription(/Correo electrónico inválido/);
    await expect(emailBox(footer)).toBeFocused();
    expect(sent).toBe(0);

    const mistyped = newAddress('newsletter-typo');
    await emailBox(footer).fill(mistyped);
    await footer.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer.getByText('¡Revisa tu correo!')).toBeVisible();
    await footer.getByRole('button', { name: 'Usar otro correo' }).click();
    await expect(emailBox(footer)).toHaveValue(mistyped);
  });

  test('a link that is not valid says so, and a newsletter address the site has no page for is a 404', async ({ page }) => {
    await page.goto('/newsletter/confirm?token=not-a-link-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeVisible();
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no es válido' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const unknown = await page.goto('/newsletter/subscribe');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('No encontramos la página que buscas.')).toBeVisible();
  });
});

test.describe('in English on a phone', () => {
  test.use({ locale: 'en-GB', viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the footer card fits the screen, subscribes in English, and the letter confirms in English', async ({ page }) => {
    await fromOwnAddress(page);
    const email = newAddress('newsletter-en');
    await page.goto('/help/faqs');
    const footer = await newsletterCard(page, 'footer', 'Ola Cars newsletter');
    await emailBox(footer, 'E-mail for the newsletter').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Check your inbox!')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page);
    expect((await readMail({ to: email, kind: 'NEWSLETTER_CONFIRMATION' })).subject).toBe('Confirm your subscription to the Ola Cars newsletter');

    await page.goto(await confirmationPath(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the cars on sale' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect((await readMail({ to: email, kind: 'NEWSLETTER_WELCOME' })).subject).toBe('You are subscribed to the Ola Cars newsletter');

    // The confirmed address, subscribed again: refused in English too.
    await page.goto('/');
    const again = await newsletterCard(page, 'footer', 'Ola Cars newsletter');
    await emailBox(again, 'E-mail for the newsletter').fill(email);
    await again.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText('This email is already subscribed')).toBeVisible();
  });
});
