import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { pesos } from './pesos.ts';

export interface FavoritePriceDropInput {
  locale: MailLocale;
  name: string;
  /** 'Toyota Corolla 2021'. */
  car: string;
  wasPrice: number;
  price: number;
  /** The car's page. */
  link: string;
  /** The page that stops these e-mails, with the link secret's placeholder in it. */
  optOutLink: string;
}

interface Texts {
  subject: (car: string) => string;
  greeting: (name: string) => string;
  body: (car: string) => string;
  before: string;
  now: (price: string) => string;
  saving: (amount: string) => string;
  action: string;
  optOut: (link: string) => string;
  why: string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: (car) => `Bajó de precio: ${car}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (car) => `El ${car} que guardaste en tus favoritos ahora cuesta menos.`,
    before: 'Antes ',
    now: (price) => `, ahora ${price}.`,
    saving: (amount) => `Ahorras ${amount}.`,
    action: 'Ver el carro',
    optOut: (link) => `Para no recibir más avisos de bajada de precio de tus favoritos: ${link} (también puedes desactivarlos en la configuración de tu cuenta).`,
    why: 'Te escribimos porque guardaste este carro en tus favoritos en Ola Cars.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: (car) => `Price drop: ${car}`,
    greeting: (name) => `Hi ${name},`,
    body: (car) => `The ${car} you saved in your favourites now costs less.`,
    before: 'Was ',
    now: (price) => `, now ${price}.`,
    saving: (amount) => `You save ${amount}.`,
    action: 'See the car',
    optOut: (link) => `To stop price-drop alerts for your favourites: ${link} (you can also turn them off in your account settings).`,
    why: 'We are writing because you saved this car in your favourites on Ola Cars.',
    signature: 'The Ola Cars team',
  },
};

/** A favourite car's price drop: the old price struck through, the new one, the saving and the car's page. */
export function favoritePriceDropMail(input: FavoritePriceDropInput): MailContent {
  const words = texts[input.locale];
  return renderMail({
    subject: words.subject(input.car),
    greeting: words.greeting(input.name),
    body: words.body(input.car),
    details: [[words.before, { struck: pesos(input.wasPrice) }, words.now(pesos(input.price))], words.saving(pesos(input.wasPrice - input.price))],
    action: words.action,
    link: input.link,
    expiry: words.optOut(input.optOutLink),
    ignoreNotice: words.why,
    signature: words.signature,
  });
}
