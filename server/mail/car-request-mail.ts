import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { pesos } from './pesos.ts';


export interface CarRequestConfirmationInput {
  locale: MailLocale;
  name: string;
  /** 'Toyota Corolla'. */
  car: string;
  year: number;
  budget: number;
  /** Where the account's car requests are shown. */
  link: string;
}

export interface MatchedCar {
  /** 'Toyota Corolla 2021'. */
  title: string;
  price: number;
  /** The car's page. */
  link: string;
}

export interface CarRequestMatchInput {
  locale: MailLocale;
  name: string;
  car: string;
  cars: readonly MatchedCar[];
  /** The page that stops these e-mails, with the link secret's placeholder in it. */
  unsubscribeLink: string;
}

interface Texts {
  subject: (car: string) => string;
  greeting: (name: string) => string;
  body: (car: string) => string;
  asked: (year: number, budget: string) => string;
  action: string;
  account: string;
  ignoreNotice: string;
  matchSubject: (car: string, count: number) => string;
  matchBody: (car: string, count: number) => string;
  matchAction: string;
  unsubscribe: (link: string) => string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: (car) => `Recibimos tu solicitud: buscamos tu ${car}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (car) => `Gracias por confiar en Ola Cars. Buscaremos un ${car} para ti y te escribiremos cuando llegue uno que te sirva.`,
    asked: (year, budget) => `Lo que pediste: año ${year} o más nuevo, hasta ${budget}.`,
    action: 'Ver mi solicitud',
    account: 'Tu solicitud está en tu cuenta; si aún no tienes una, regístrate con este correo y la verás.',
    ignoreNotice: 'Si no hiciste esta solicitud, puedes ignorar este correo.',
    matchSubject: (car, count) => (count === 1 ? `Llegó un ${car} para ti` : `Llegaron ${count} carros ${car} para ti`),
    matchBody: (car, count) => (count === 1 ? `Tenemos un ${car} que cumple tu solicitud:` : `Tenemos ${count} carros ${car} que cumplen tu solicitud:`),
    matchAction: 'Ver el carro',
    unsubscribe: (link) => `Para no recibir más carros de esta solicitud: ${link}`,
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: (car) => `We received your request: we are looking for your ${car}`,
    greeting: (name) => `Hi ${name},`,
    body: (car) => `Thanks for choosing Ola Cars. We will look for a ${car} for you and write when one that fits arrives.`,
    asked: (year, budget) => `What you asked for: ${year} or newer, up to ${budget}.`,
    action: 'See my request',
    account: 'Your request is in your account; if you do not have one yet, sign up with this e-mail and you will see it.',
    ignoreNotice: 'If you did not make this request, you can ignore this e-mail.',
    matchSubject: (car, count) => (count === 1 ? `A ${car} for you has arrived` : `${count} ${car} cars for you have arrived`),
    matchBody: (car, count) => (count === 1 ? `We have a ${car} that meets your request:` : `We have ${count} ${car} cars that meet your request:`),
    matchAction: 'See the car',
    unsubscribe: (link) => `To stop receiving cars for this request: ${link}`,
    signature: 'The Ola Cars team',
  },
};

/** The e-mail that confirms a car request: what was asked for, and where the account shows it. */
export function carRequestConfirmationMail(input: CarRequestConfirmationInput): MailContent {
  const words = texts[input.locale];
  return renderMail({
    subject: words.subject(input.car),
    greeting: words.greeting(input.name),
    body: words.body(input.car),
    details: [words.asked(input.year, pesos(input.budget))],
    action: words.action,
    link: input.link,
    expiry: words.account,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}

/** The day's e-mail of cars that now match a request, each with its page, and the way to stop them. */
export function carRequestMatchMail(input: CarRequestMatchInput): MailContent {
  const words = texts[input.locale];
  const count = input.cars.length;
  return renderMail({
    subject: words.matchSubject(input.car, count),
    greeting: words.greeting(input.name),
    body: words.matchBody(input.car, count),
    details: input.cars.map((car) => `${car.title} — ${pesos(car.price)}: ${car.link}`),
    action: words.matchAction,
    link: input.cars[0]!.link,
    expiry: words.unsubscribe(input.unsubscribeLink),
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}
