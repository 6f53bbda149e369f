import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { pesos } from './pesos.ts';
import { dayFormat, hourFormat } from './santo-domingo-time.ts';

export interface SellOfferMailInput {
  locale: MailLocale;
  name: string;
  /** 'Toyota Corolla 2018'. */
  car: string;
  amount: number;
  expiresAt: Date;
  /** Where the account's sales are shown (the SPA's /user/sell), where the seller answers. */
  link: string;
}

interface Texts {
  subject: (car: string) => string;
  greeting: (name: string) => string;
  body: (car: string, amount: string) => string;
  until: (day: string, hour: string) => string;
  action: string;
  account: string;
  ignoreNotice: string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: (car) => `Tenemos una oferta por tu ${car}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (car, amount) => `Inspeccionamos tu ${car} y te ofrecemos ${amount} por él.`,
    until: (day, hour) => `La oferta es válida hasta el ${day}, a las ${hour} (hora de Santo Domingo).`,
    action: 'Responder a la oferta',
    account: 'Acepta o rechaza la oferta desde tu cuenta, en Mis ventas; si aún no tienes una, regístrate con este correo y verás tu solicitud.',
    ignoreNotice: 'Si no hiciste una solicitud para vender tu carro, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: (car) => `We have an offer for your ${car}`,
    greeting: (name) => `Hi ${name},`,
    body: (car, amount) => `We inspected your ${car} and we offer you ${amount} for it.`,
    until: (day, hour) => `The offer is valid until ${day}, at ${hour} (Santo Domingo time).`,
    action: 'Answer the offer',
    account: 'Accept or reject the offer from your account, under My sales; if you do not have one yet, sign up with this e-mail and you will see your request.',
    ignoreNotice: 'If you did not ask us to buy your car, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
  },
};

/** The e-mail that brings a seller our offer after the inspection, and how long it holds. */
export function sellOfferMail(input: SellOfferMailInput): MailContent {
  const words = texts[input.locale];
  return renderMail({
    subject: words.subject(input.car),
    greeting: words.greeting(input.name),
    body: words.body(input.car, pesos(input.amount)),
    details: [words.until(dayFormat(input.locale).format(input.expiresAt), hourFormat.format(input.expiresAt))],
    action: words.action,
    link: input.link,
    expiry: words.account,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}
