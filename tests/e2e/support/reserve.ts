import { type Page } from '@playwright/test';

// The reserve flow as a buyer fills it, in either language, shared by the specs.

const LABELS = {
  es: { cardholder: 'Nombre en la tarjeta', number: 'Número de tarjeta', expiry: 'Vencimiento (MM/AA)', cvc: 'Código de seguridad (CVC)', pay: 'Pagar US$75 y reservar', start: 'Continuar al pago', link: 'Reservar con US$75 reembolsables' },
  en: { cardholder: 'Name on the card', number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code (CVC)', pay: 'Pay US$75 and reserve', start: 'Continue to payment', link: 'Reserve with a refundable US$75' },
} as const;
export type Language = keyof typeof LABELS;

export const TEST_CARDS = { approves: '4242 4242 4242 4242', declines: '4000 0000 0000 0002' } as const;

export const payButton = (page: Page, language: Language = 'es') => page.getByRole('button', { name: LABELS[language].pay, exact: true });
export const startButton = (page: Page, language: Language = 'es') => page.getByRole('button', { name: LABELS[language].start, exact: true });
export const reserveLink = (page: Page, language: Language = 'es') => page.getByRole('link', { name: LABELS[language].link, exact: true });

/** The card form with a test card, a future expiry and a code. */
export async function fillCard(page: Page, number: string = TEST_CARDS.approves, language: Language = 'es') {
  const box = (name: 'cardholder' | 'number' | 'expiry' | 'cvc') => page.getByRole('textbox', { name: LABELS[language][name], exact: true });
  await box('cardholder').fill('Ana Pérez');
  await box('number').fill(number);
  await box('expiry').fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await box('cvc').fill('123');
}
