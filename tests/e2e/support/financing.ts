import { expect, type Page } from '@playwright/test';
import { formatPrice } from '../../../common/money.ts';
import { gql } from './sell-requests.ts';

// The financing index and the prequalification as a buyer fills them, in either language, shared by the specs.

const LABELS = {
  es: {
    name: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    documentId: 'Cédula',
    workplace: 'Lugar de trabajo',
    salary: 'Salario mensual (RD $)',
    otherIncome: 'Otros ingresos mensuales (RD $)',
    downPayment: 'Inicial disponible (RD $)',
    month: 'Mes',
    year: 'Año',
    next: 'Continuar',
    answer: 'Ver cuánto me prestan',
    start: 'Comenzar',
  },
  en: {
    name: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    documentId: 'National ID',
    workplace: 'Workplace',
    salary: 'Monthly salary (RD $)',
    otherIncome: 'Other monthly income (RD $)',
    downPayment: 'Down payment available (RD $)',
    month: 'Month',
    year: 'Year',
    next: 'Continue',
    answer: 'See how much I can borrow',
    start: 'Start',
  },
} as const;
export type Language = keyof typeof LABELS;
type Label = keyof (typeof LABELS)['es'];

const box = (page: Page, language: Language, label: Label) => page.getByRole('textbox', { name: LABELS[language][label], exact: true });
export const button = (page: Page, language: Language, label: 'next' | 'answer' | 'start') => page.getByRole('button', { name: LABELS[language][label], exact: true });

export const applyButton = (page: Page) => page.getByRole('button', { name: 'Solicitar financiamiento', exact: true });
export const cashButton = (page: Page) => page.getByRole('button', { name: 'Pagar en efectivo', exact: true });
export const sendApplicationButton = (page: Page) => page.getByRole('button', { name: 'Enviar mi solicitud', exact: true });
export const confirmCashButton = (page: Page) => page.getByRole('button', { name: 'Confirmar compra en efectivo', exact: true });
export const downPaymentBox = (page: Page) => page.getByRole('textbox', { name: 'Inicial (RD $)', exact: true });
export const termSelect = (page: Page) => page.getByRole('combobox', { name: 'Plazo', exact: true });
/** The calculator's monthly payment, read out as it changes. */
export const monthlyPayment = (page: Page) => page.getByTestId('loan-monthly-payment');

/** Who applies or prequalifies: the person with the cédula, as step 1 and the application ask. */
export async function fillPerson(page: Page, email: string, language: Language = 'es') {
  await box(page, language, 'name').fill('Ana');
  await box(page, language, 'lastName').fill('Pérez');
  await box(page, language, 'email').fill(email);
  await box(page, language, 'phone').fill('8095551234');
  await box(page, language, 'documentId').fill('00112345678');
}

/** The application's own fields beyond the person: the workplace and the salary, shown grouped by thousands. */
export async function fillWork(page: Page, salary: string, language: Language = 'es') {
  await box(page, language, 'workplace').fill('Banco Central');
  await box(page, language, 'salary').fill(salary.replace(/,/g, ''));
  await expect(box(page, language, 'salary')).toHaveValue(salary);
}

export type PrequalificationWork = { salary: string; otherIncome?: string; downPayment: string; month: string; year: string };

/** Prequalification's step 2: the work, the income, since when (two selects) and the down payment. */
export async function fillPrequalificationWork(page: Page, work: PrequalificationWork, language: Language = 'es') {
  await fillWork(page, work.salary, language);
  if (work.otherIncome) await box(page, language, 'otherIncome').fill(work.otherIncome);
  await box(page, language, 'downPayment').fill(work.downPayment);
  await page.getByRole('combobox', { name: LABELS[language].month, exact: true }).selectOption(work.month);
  await page.getByRole('combobox', { name: LABELS[language].year, exact: true }).selectOption(work.year);
}

export type Plan = { slug: string; name: string; lender: string; annualRate: number; minTermMonths: number; maxTermMonths: number; minDownPaymentPercent: number; isDefault: boolean };

export async function financingPlans(baseURL: string): Promise<Plan[]> {
  const { getFinancingPlans } = await gql<{ getFinancingPlans: Plan[] }>(baseURL, '{ getFinancingPlans { slug name lender annualRate minTermMonths maxTermMonths minDownPaymentPercent isDefault } }');
  return getFinancingPlans;
}

export type Quote = { monthlyPayment: number; financedAmount: number; totalCost: number; annualRate: number; termMonths: number };

/** The API's own figures for a loan (getFinancingQuote). */
export async function apiQuote(baseURL: string, input: { price: number; downPayment: number; termMonths: number; plan: string }): Promise<Quote> {
  const query = 'query q($input: FinancingQuoteInput!) { getFinancingQuote(input: $input) { monthlyPayment financedAmount totalCost annualRate termMonths } }';
  return (await gql<{ getFinancingQuote: Quote }>(baseURL, query, { input })).getFinancingQuote;
}

/** An amount as the page shows it in pesos: whole pesos, en-US grouping (SPEC §9). */
export const pesos = (amount: number) => formatPrice(amount, { symbol: 'RD $', value: 1 });

export type CarPrice = { id: string; slug: string; title: string; listingPrice: number };

export async function carPrice(baseURL: string, slug: string): Promise<CarPrice> {
  return (await gql<{ getCar: CarPrice }>(baseURL, 'query c($slug: String!) { getCar(slug: $slug) { id slug title listingPrice } }', { slug })).getCar;
}
