import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';

interface ConfirmationInput {
  locale: MailLocale;
  /** The SPA's confirmation page, its token the sealed placeholder. */
  link: string;
  /** How long the link confirms, in hours. */
  hours: number;
}

interface WelcomeInput {
  locale: MailLocale;
  /** The catalogue, the letter's main way on. */
  link: string;
  /** The unsubscribe page, its token the sealed placeholder; every letter carries it. */
  unsubscribeLink: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts = {
  es: {
    confirm: {
      subject: 'Confirma tu suscripción al boletín de Ola Cars',
      greeting: 'Hola:',
      body: 'Pediste recibir el boletín de Ola Cars: los carros nuevos y las ofertas de la semana. Confirma tu correo para empezar a recibirlo.',
      action: 'Confirmar mi suscripción',
      expiry: (hours: number) => `Este enlace es válido durante ${hours} horas. Sin tu confirmación no te enviaremos nada.`,
      ignoreNotice: 'Si no pediste suscribirte, ignora este correo: no recibirás más.',
    },
    welcome: {
      subject: 'Ya estás suscrito al boletín de Ola Cars',
      greeting: 'Hola:',
      body: 'Tu suscripción está confirmada. Te escribiremos cuando lleguen carros nuevos y ofertas que valgan la pena.',
      action: 'Ver los carros disponibles',
      unsubscribe: (link: string) => `Para darte de baja cuando quieras, sin iniciar sesión: ${link}`,
      ignoreNotice: 'Recibes este correo porque confirmaste tu suscripción en olacars.do.',
    },
    signature: 'El equipo de Ola Cars',
  },
  en: {
    confirm: {
      subject: 'Confirm your subscription to the Ola Cars newsletter',
      greeting: 'Hello,',
      body: 'You asked for the Ola Cars newsletter: the new cars and the week’s offers. Confirm your e-mail address to start receiving it.',
      action: 'Confirm my subscription',
      expiry: (hours: number) => `This link is valid for ${hours} hours. Without your confirmation we will send you nothing.`,
      ignoreNotice: 'If you did not ask to subscribe, ignore this e-mail: you will get no more.',
    },
    welcome: {
      subject: 'You are subscribed to the Ola Cars newsletter',
      greeting: 'Hello,',
      body: 'Your subscription is confirmed. We will write when new cars and offers worth your time arrive.',
      action: 'See the cars on sale',
      unsubscribe: (link: string) => `To unsubscribe at any time, without signing in: ${link}`,
      ignoreNotice: 'You receive this e-mail because you confirmed your subscription on olacars.do.',
    },
    signature: 'The Ola Cars team',
  },
} satisfies Record<MailLocale, unknown>;

/** The double opt-in's e-mail: nothing else is sent to the address until its link is followed. */
export function newsletterConfirmationMail({ locale, link, hours }: ConfirmationInput): MailContent {
  const { confirm, signature } = texts[locale];
  return renderMail({ ...confirm, expiry: confirm.expiry(hours), link, signature });
}

/** The first letter, once confirmed: what comes next and the way out that every letter carries. */
export function newsletterWelcomeMail({ locale, link, unsubscribeLink }: WelcomeInput): MailContent {
  const { welcome, signature } = texts[locale];
  return renderMail({ ...welcome, expiry: welcome.unsubscribe(unsubscribeLink), link, signature });
}
