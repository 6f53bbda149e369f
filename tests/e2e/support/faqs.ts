import { expect, type Page } from '@playwright/test';

/** The seeded question about the reservation deposit (server/seed/data/faqs/buying.ts). */
export const DEPOSIT = {
  slug: 'deposito-de-reserva',
  es: '¿Cómo funciona el depósito de reserva?',
  en: 'How does the reservation deposit work?',
};

export const searchBox = (page: Page, name = 'Buscar en las preguntas') => page.getByRole('searchbox', { name });

/** A question's accordion button, by its words. */
export const questionButton = (page: Page, question: string) => page.getByRole('main').getByRole('button', { name: question, exact: true });

/** The open question's answer, where the search's words are marked. */
export const openAnswer = (page: Page) => page.getByRole('main').getByRole('region').filter({ has: page.locator('mark') });

export const askForm = (page: Page) => page.getByRole('form', { name: 'Tu pregunta' });
export const questionField = (page: Page) => askForm(page).getByRole('textbox', { name: 'Tu pregunta' });
export const emailField = (page: Page) => askForm(page).getByRole('textbox', { name: 'Correo electrónico' });
export const sendQuestion = (page: Page) => askForm(page).getByRole('button', { name: 'Enviar pregunta' });

/** The schema.org FAQPage the page gives search engines, parsed. */
export async function structuredData(page: Page) {
  const script = page.locator('script[type="application/ld+json"]#faq-structured-data');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent()) ?? '') as {
    '@context': string;
    '@type': string;
    mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
  };
}

/** Whether the page is wider than the screen (a phone would scroll sideways). */
export const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
