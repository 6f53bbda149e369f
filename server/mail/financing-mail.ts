import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { pesos } from './pesos.ts';

/** The outbox kind of the e-mail that confirms a financing application. */
export const FINANCING_APPLICATION_MAIL = 'FINANCING_APPLICATION_CONFIRMATION';

/**
 * What the confirmation may say: the car, the plan and the loan's figures. Never the cédula, the
 * workplace or the salary: an e-mail is stored in the outbox and read on shared screens.
 */
export interface FinancingApplicationMailInput {
  locale: MailLocale;
  name: string;
  /** 'Toyota Corolla 2021'. */
  car: string;
  plan: { name: string; lender: string; annualRate: number };
  loan: { downPayment: number; termMonths: number; monthlyPayment: number };
  /** With an outside lender the buyer goes on at its site; otherwise our team calls. */
  next: { kind: 'REDIRECTED'; link: string } | { kind: 'SUBMITTED'; link: string };
}

interface Texts {
  subject: (car: string) => string;
  greeting: (name: string) => string;
  submitted: (car: string) => string;
  redirected: (car: string, lender: string) => string;
  plan: (name: string, lender: string, rate: string) => string;
  loan: (down: string, months: number, monthly: string) => string;
  submittedAction: string;
  redirectedAction: (lender: string) => string;
  terms: string;
  ignoreNotice: string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: (car) => `Recibimos tu solicitud de financiamiento para el ${car}`,
    greeting: (name) => `Hola, ${name}:`,
    submitted: (car) => `Gracias por confiar en Ola Cars. Recibimos tu solicitud de financiamiento para el ${car}; nuestro equipo te llamará para continuar.`,
    redirected: (car, lender) => `Gracias por confiar en Ola Cars. Para continuar tu financiamiento del ${car}, completa la solicitud en el sitio de ${lender}.`,
    plan: (name, lender, rate) => `Plan: ${name} (${lender}), ${rate} % anual.`,
    loan: (down, months, monthly) => `Inicial: ${down}. ${months} cuotas de ${monthly}.`,
    submittedAction: 'Ver el carro',
    redirectedAction: (lender) => `Continuar en ${lender}`,
    terms: 'Las cifras son una estimación sujeta a la aprobación del crédito; no se hizo ninguna consulta a tu historial de crédito.',
    ignoreNotice: 'Si no hiciste esta solicitud, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: (car) => `We received your financing application for the ${car}`,
    greeting: (name) => `Hi ${name},`,
    submitted: (car) => `Thanks for choosing Ola Cars. We received your financing application for the ${car}; our team will call you to go on.`,
    redirected: (car, lender) => `Thanks for choosing Ola Cars. To go on with the financing of the ${car}, complete the application on ${lender}'s site.`,
    plan: (name, lender, rate) => `Plan: ${name} (${lender}), ${rate} % a year.`,
    loan: (down, months, monthly) => `Down payment: ${down}. ${months} monthly payments of ${monthly}.`,
    submittedAction: 'See the car',
    redirectedAction: (lender) => `Continue at ${lender}`,
    terms: 'The figures are an estimate subject to credit approval; your credit history was not checked.',
    ignoreNotice: 'If you did not make this application, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
  },
};

/** The e-mail that confirms a financing application: the car, the plan, the loan and what comes next. */
export function financingApplicationMail(input: FinancingApplicationMailInput): MailContent {
  const words = texts[input.locale];
  const { plan, loan, next } = input;
  return renderMail({
    subject: words.subject(input.car),
    greeting: words.greeting(input.name),
    body: next.kind === 'REDIRECTED' ? words.redirected(input.car, plan.lender) : words.submitted(input.car),
    details: [words.plan(plan.name, plan.lender, String(plan.annualRate)), words.loan(pesos(loan.downPayment), loan.termMonths, pesos(loan.monthlyPayment))],
    action: next.kind === 'REDIRECTED' ? words.redirectedAction(plan.lender) : words.submittedAction,
    link: next.link,
    expiry: words.terms,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}
