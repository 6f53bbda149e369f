import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { pesos } from './pesos.ts';
import { dayFormat, hourFormat } from './santo-domingo-time.ts';

export interface SellRequestMailInput {
  locale: MailLocale;
  name: string;
  /** 'Toyota Corolla 2018'. */
  car: string;
  /** The inspection window's start. */
  startsAt: Date;
  /** At a spot: its name and address; at home: the seller's address. */
  place: { kind: 'SPOT'; name: string; address: string } | { kind: 'HOME'; address: string };
  quote: { min: number; max: number };
  /** Where the account's sales are shown (the SPA's /user/sell). */
  link: string;
}

interface Texts {
  subject: (car: string) => string;
  greeting: (name: string) => string;
  body: (car: string) => string;
  when: (day: string, hour: string) => string;
  where: (input: SellRequestMailInput['place']) => string;
  quote: (min: string, max: string) => string;
  action: string;
  account: string;
  ignoreNotice: string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: (car) => `Recibimos tu solicitud para vender tu ${car}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (car) => `Gracias por confiar en Ola Cars. Reservamos la inspección de tu ${car}.`,
    when: (day, hour) => `Inspección: ${day}, a las ${hour} (hora de Santo Domingo). Puedes llegar en cualquier momento dentro de esa hora.`,
    where: (place) => (place.kind === 'SPOT' ? `Lugar: ${place.name}, ${place.address}.` : `Lugar: tu dirección, ${place.address}.`),
    quote: (min, max) => `Nuestra oferta estimada: entre ${min} y ${max}. La oferta final depende de la inspección.`,
    action: 'Ver mi solicitud',
    account: 'Puedes cambiar el día, la hora o el lugar, o cancelar, desde tu cuenta; si aún no tienes una, regístrate con este correo y verás tu solicitud.',
    ignoreNotice: 'Si no hiciste esta solicitud, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: (car) => `We received your request to sell your ${car}`,
    greeting: (name) => `Hi ${name},`,
    body: (car) => `Thanks for choosing Ola Cars. We have booked the inspection of your ${car}.`,
    when: (day, hour) => `Inspection: ${day}, at ${hour} (Santo Domingo time). You may arrive any time within that hour.`,
    where: (place) => (place.kind === 'SPOT' ? `Place: ${place.name}, ${place.address}.` : `Place: your address, ${place.address}.`),
    quote: (min, max) => `Our estimated offer: between ${min} and ${max}. The final offer depends on the inspection.`,
    action: 'See my request',
    account: 'You can change the day, the hour or the place, or cancel, from your account; if you do not have one yet, sign up with this e-mail and you will see your request.',
    ignoreNotice: 'If you did not make this request, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
  },
};

/** The e-mail that confirms a sell request: when and where we inspect the car, and the quote it was given. */
export function sellRequestConfirmationMail(input: SellRequestMailInput): MailContent {
  const words = texts[input.locale];
  return renderMail({
    subject: words.subject(input.car),
    greeting: words.greeting(input.name),
    body: words.body(input.car),
    details: [
      words.when(dayFormat(input.locale).format(input.startsAt), hourFormat.format(input.startsAt)),
      words.where(input.place),
      words.quote(pesos(input.quote.min), pesos(input.quote.max)),
    ],
    action: words.action,
    link: input.link,
    expiry: words.account,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}
