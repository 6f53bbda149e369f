import { expect, test } from '@playwright/test';
import { createConfirmedAccount, newAddress, openSignedIn, signInThroughApi } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEPOSIT, askForm, emailField, openAnswer, overflowsSideways, questionButton, questionField, searchBox, sendQuestion, structuredData } from './support/faqs.ts';
import { holdOperation } from './support/held-operation.ts';
import { readMail } from './support/mail.ts';
import { fromOwnAddress } from './support/own-address.ts';
import { stubWhatsApp } from './support/shell.ts';

// The help centre at /help/faqs: the questions by category and their FAQPage data, a search that
// ignores accents and marks its words, links to each question (from the page and from home), the
// contact channels, and the question form with its limits.
test.beforeEach(async ({ context }) => stubWhatsApp(context));

test.describe('in Spanish', () => {
  test.use({ locale: 'es-DO' });

  test('every question is there for search engines, and a search without accents finds and marks the deposit', async ({ page }) => {
    await page.goto('/help/faqs');
    await expect(page).toHaveTitle('Preguntas frecuentes | Ola Cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Comprar un carro' })).toBeVisible();
    const data = await structuredData(page);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(25);
    expect(data.mainEntity).toContainEqual({ '@type': 'Question', name: DEPOSIT.es, acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('US$75') } });

    await searchBox(page).fill('deposito');
    await expect(page).toHaveURL(/\?q=deposito$/);
    await expect(page.getByRole('main').locator('output').filter({ hasText: /preguntas? coincid/ })).toContainText('«deposito»');
    await expect(questionButton(page, DEPOSIT.es)).toHaveAttribute('aria-expanded', 'true');
    await expect(questionButton(page, DEPOSIT.es).locator('mark')).toHaveText('depósito');
    await expect(openAnswer(page).locator('mark').first()).toHaveText('depósito');
    // The search answered by the server: questions without the word are gone, and so is their data.
    await expect(questionButton(page, '¿Cómo compro un carro en Ola Cars?')).toHaveCount(0);
    expect((await structuredData(page)).mainEntity.every((entry) => /dep[oó]sito/i.test(`${entry.name} ${entry.acceptedAnswer.text}`))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // The search is in the address: opened again, it shows the same answers.
    await page.reload();
    await expect(searchBox(page)).toHaveValue('deposito');
    await expect(questionButton(page, DEPOSIT.es)).toHaveAttribute('aria-expanded', 'true');
  });

  test('a search nothing answers says so and leads to the question form or back to every question', async ({ page }) => {
    await page.goto('/help/faqs?q=zzzz');
    await expect(page.getByRole('heading', { name: 'Ninguna respuesta coincide con «zzzz».' })).toBeVisible();
    await page.getByRole('link', { name: 'haznos tu pregunta' }).click();
    await expect(askForm(page)).toBeInViewport();
    await page.getByRole('button', { name: 'mira todas las preguntas' }).click();
    await expect(page).toHaveURL(/\/help\/faqs$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(questionButton(page, DEPOSIT.es)).toBeVisible();
  });

  test('a link to a question opens it and scrolls to it, and each question links to itself', async ({ page }) => {
    await page.goto(`/help/faqs#${DEPOSIT.slug}`);
    const button = questionButton(page, DEPOSIT.es);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeInViewport();
    await expect(page.getByRole('link', { name: `Enlace a la pregunta: ${DEPOSIT.es}` })).toHaveAttribute('href', `#${DEPOSIT.slug}`);
  });

  test('the home page teaser leads to its question, open in the help centre', async ({ page }) => {
    await page.goto('/');
    const teaser = page.getByRole('region', { name: 'Preguntas frecuentes' });
    await teaser.getByRole('button', { name: DEPOSIT.es }).click();
    await teaser.getByRole('link', { name: `Ver en el centro de ayuda: ${DEPOSIT.es}` }).click();
    await expect(page).toHaveURL(new RegExp(`/help/faqs#${DEPOSIT.slug}$`));
    await expect(questionButton(page, DEPOSIT.es)).toHaveAttribute('aria-expanded', 'true');
    await expect(questionButton(page, DEPOSIT.es)).toBeInViewport();
    await page.goto('/');
    await page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('link', { name: 'Ver todas las preguntas' }).click();
    await expect(page).toHaveURL(/\/help\/faqs$/);
  });

  test('the contact section offers a chat, a call and an e-mail, with the support hours', async ({ page }) => {
    await page.goto('/help/faqs');
    const contact = page.getByRole('region', { name: 'Contáctanos' });
    await expect(contact.getByRole('link', { name: /^Chatea por WhatsApp al \+\d{3}-\d{3}-\d+ / })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hola%20Ola%20Cars%2C%20tengo%20una%20pregunta\.$/);
    await expect(contact.getByRole('link', { name: /^Llámanos al \+\d{3}-\d{3}-\d+$/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(contact.getByRole('link', { name: /^Escríbenos a / })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
    await expect(contact.getByText('Ventas y soporte')).toBeVisible();
  });

  test('the question form refuses 4 and 151 characters, then sends 5 and says an acknowledgement was e-mailed', async ({ page }) => {
    await fromOwnAddress(page);
    const email = newAddress('faq-question');
    await page.goto('/help/faqs');
    await questionField(page).fill('Hola');
    await emailField(page).fill(email);
    await sendQuestion(page).click();
    await expect(askForm(page).getByText('Escribe al menos 5 caracteres.')).toBeVisible();
    await expect(questionField(page)).toBeFocused();
    // The box takes more than 150 on purpose, so a pasted question is refused in words, not cut.
    await questionField(page).fill('x'.repeat(151));
    await expect(questionField(page)).toHaveValue('x'.repeat(151));
    await sendQuestion(page).click();
    await expect(askForm(page).getByText('Usa como máximo 150 caracteres.')).toBeVisible();
    await questionField(page).fill('¿Hay?');
    await sendQuestion(page).click();
    await expect(page.getByText(`Te enviamos un correo a ${email} confirmando que la recibimos`)).toBeVisible();
    const mail = await readMail({ to: email, kind: 'FAQ_QUESTION_ACKNOWLEDGEMENT' });
    expect(mail.text).toContain('¿Hay?');
    await page.getByRole('button', { name: 'Hacer otra pregunta' }).click();
    await expect(questionField(page)).toHaveValue('');
    await expect(emailField(page)).toHaveValue(email);
  });

  test('a question the server refuses says why in a toast, and what was typed stays', async ({ page }) => {
    await fromOwnAddress(page);
    await page.goto('/help/faqs');
    const send = await holdOperation(page, 'submitFaqQuestion');
    await questionField(page).fill('¿Puedo pagar la inicial en dólares?');
    await emailField(page).fill(newAddress('faq-refused'));
    await sendQuestion(page).click();
    await send.refuse('TOO_MANY_REQUESTS');
    await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Demasiados intentos')).toBeVisible();
    await expect(questionField(page)).toHaveValue('¿Puedo pagar la inicial en dólares?');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  });

  test('a signed-in visitor finds the e-mail already filled in', async ({ page, baseURL }) => {
    const email = await createConfirmedAccount(baseURL!, { email: newAddress('faq-signed-in'), password: 'secreto123' });
    await openSignedIn(page, await signInThroughApi(baseURL!, email, 'secreto123'), '/help/faqs');
    await expect(emailField(page)).toHaveValue(email);
  });

  test('when the questions fail to load, the page says so and tries again', async ({ page }) => {
    const faqs = await holdOperation(page, 'getFaqs');
    await page.goto('/help/faqs');
    await expect(page.getByRole('main').locator('[aria-busy="true"][aria-label="Cargando preguntas"]')).toBeVisible();
    // The app retries a failed query once before showing the problem.
    await faqs.fail();
    await faqs.fail();
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem.getByText('Sin conexión')).toBeVisible();
    await problem.getByRole('button', { name: 'Reintentar' }).click();
    await faqs.release();
    await expect(questionButton(page, DEPOSIT.es)).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'es-DO' });

  test('after switching language, the questions come in English and "deposit" finds the deposit', async ({ page }) => {
    await page.goto('/help/faqs');
    await expect(questionButton(page, DEPOSIT.es)).toBeVisible();
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    await expect(questionButton(page, DEPOSIT.en)).toBeVisible();
    await searchBox(page, 'Search the questions').fill('deposit');
    await expect(questionButton(page, DEPOSIT.en)).toHaveAttribute('aria-expanded', 'true');
    await expect(questionButton(page, DEPOSIT.en).locator('mark')).toHaveText('deposit');
    expect((await structuredData(page)).mainEntity).toContainEqual(expect.objectContaining({ name: DEPOSIT.en }));
  });
});

test.describe('on a phone', () => {
  test.use({ locale: 'es-DO', viewport: { width: 375, height: 800 } });

  test('the search, the answers and the form fit the screen', async ({ page }) => {
    await page.goto(`/help/faqs#${DEPOSIT.slug}`);
    await expect(questionButton(page, DEPOSIT.es)).toHaveAttribute('aria-expanded', 'true');
    await expect(questionButton(page, DEPOSIT.es)).toBeInViewport();
    await searchBox(page).fill('garantia');
    await expect(page).toHaveURL(/\?q=garantia$/);
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    await askForm(page).scrollIntoViewIfNeeded();
    await expect(sendQuestion(page)).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
