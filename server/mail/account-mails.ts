import { renderMail } from './mail-layout.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailLocale = 'es' | 'en';

/** The language of our e-mails and pages: the one asked for or stored when we know it, else `fallback`. */
export function localeOf(requested: string | null | undefined, fallback: MailLocale = 'es'): MailLocale {
  return requested === 'es' || requested === 'en' ? requested : fallback;
}

interface AccountMailInput {
  name: string;
  link: string;
  locale: MailLocale;
}

/** The words of one account e-mail in one language; the layout adds the brand, button and link. */
interface AccountMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignoreNotice: string;
  signature: string;
}

// A typed record per locale instead of Lingui catalogs: the server has no macro transform, and a
// missing translation here fails the type check rather than shipping an English fallback.
const confirmationTexts: Record<MailLocale, AccountMailTexts> = {
  es: {
    subject: 'Confirma tu cuenta de Ola Cars',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Gracias por registrarte en Ola Cars. Confirma tu correo electrónico para activar tu cuenta.',
    action: 'Confirmar mi cuenta',
    expiry: 'Este enlace es válido durante 24 horas.',
    ignoreNotice: 'Si no creaste una cuenta en Ola Cars, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: 'Confirm your Ola Cars account',
    greeting: (name) => `Hi ${name},`,
    body: 'Thanks for signing up to Ola Cars. Confirm your e-mail address to activate your account.',
    action: 'Confirm my account',
    expiry: 'This link is valid for 24 hours.',
    ignoreNotice: 'If you did not create an Ola Cars account, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
  },
};

const passwordResetTexts: Record<MailLocale, AccountMailTexts> = {
  es: {
    subject: 'Restablece tu contraseña de Ola Cars',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Ola Cars.',
    action: 'Restablecer contraseña',
    expiry: 'Este enlace es válido durante 60 minutos y solo puede usarse una vez.',
    ignoreNotice: 'Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: 'Reset your Ola Cars password',
    greeting: (name) => `Hi ${name},`,
    body: 'We received a request to reset the password of your Ola Cars account.',
    action: 'Reset password',
    expiry: 'This link is valid for 60 minutes and can be used once.',
    ignoreNotice: 'If you did not ask for this, ignore this e-mail: your password will not change.',
    signature: 'The Ola Cars team',
  },
};

function accountMail(texts: AccountMailTexts, { name, link }: AccountMailInput): MailContent {
  return renderMail({ ...texts, greeting: texts.greeting(name), link });
}

export function confirmationMail(input: AccountMailInput): MailContent {
  return accountMail(confirmationTexts[input.locale], input);
}

export function passwordResetMail(input: AccountMailInput): MailContent {
  return accountMail(passwordResetTexts[input.locale], input);
}
