import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';

export interface LeadAnswerMailInput {
  locale: MailLocale;
  /** As a member of staff typed it in the console; the layout escapes it in the HTML body. */
  answer: string;
  /** What the person asked, when they wrote something (the questions). */
  question: string | null;
  /** The site, where they may carry on. */
  link: string;
}

interface Texts {
  subject: string;
  greeting: string;
  body: string;
  asked: (question: string) => string;
  action: string;
  more: string;
  ignoreNotice: string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: 'Te respondemos desde Ola Cars',
    greeting: 'Hola:',
    body: 'Gracias por contactarnos. Esta es nuestra respuesta:',
    asked: (question) => `Nos escribiste: «${question}»`,
    action: 'Visitar Ola Cars',
    more: 'Si tienes otra pregunta, responde a este correo y te atenderemos.',
    ignoreNotice: 'Si no nos contactaste, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: 'Our answer from Ola Cars',
    greeting: 'Hello,',
    body: 'Thanks for getting in touch. Here is our answer:',
    asked: (question) => `You wrote: “${question}”`,
    action: 'Visit Ola Cars',
    more: 'If you have another question, reply to this e-mail and we will help.',
    ignoreNotice: 'If you did not contact us, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
  },
};

/** A reply written in the staff console to a lead, in the lead's language; one paragraph per paragraph typed. */
export function leadAnswerMail(input: LeadAnswerMailInput): MailContent {
  const words = texts[input.locale];
  const paragraphs = input.answer.split(/\n\s*\n/).map((part) => part.trim()).filter((part) => part !== '');
  return renderMail({
    subject: words.subject,
    greeting: words.greeting,
    body: words.body,
    details: [...paragraphs, ...(input.question ? [words.asked(input.question)] : [])],
    action: words.action,
    link: input.link,
    expiry: words.more,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}
