import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';

export interface FaqQuestionMailInput {
  locale: MailLocale;
  /** As the visitor typed it; the layout escapes it in the HTML body. */
  question: string;
  /** The country's sales and support hours in `locale` ('Lunes a sábado 8:00am-6:00pm'), when set. */
  schedule: string | undefined;
  /** The help centre, where the answer may already be. */
  link: string;
}

interface Texts {
  subject: string;
  greeting: string;
  body: string;
  asked: (question: string) => string;
  when: (schedule: string | undefined) => string;
  action: string;
  meanwhile: string;
  ignoreNotice: string;
  signature: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: 'Recibimos tu pregunta',
    greeting: 'Hola:',
    body: 'Gracias por escribirnos. Recibimos tu pregunta y te responderemos a este correo.',
    asked: (question) => `Tu pregunta: «${question}»`,
    when: (schedule) =>
      schedule
        ? `Respondemos en nuestro horario de atención (${schedule}), a más tardar el siguiente día hábil.`
        : 'Respondemos a más tardar el siguiente día hábil.',
    action: 'Ver las preguntas frecuentes',
    meanwhile: 'Mientras tanto, quizás encuentres la respuesta en nuestras preguntas frecuentes.',
    ignoreNotice: 'Si no enviaste esta pregunta, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
  },
  en: {
    subject: 'We received your question',
    greeting: 'Hello,',
    body: 'Thanks for writing to us. We received your question and will answer it at this e-mail address.',
    asked: (question) => `Your question: “${question}”`,
    when: (schedule) =>
      schedule ? `We answer during our opening hours (${schedule}), by the next business day at the latest.` : 'We answer by the next business day at the latest.',
    action: 'See the FAQs',
    meanwhile: 'Meanwhile, you may find the answer in our frequently asked questions.',
    ignoreNotice: 'If you did not send this question, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
  },
};

/** Acknowledges a question asked in the help centre: what was asked and when the answer comes. */
export function faqQuestionMail(input: FaqQuestionMailInput): MailContent {
  const words = texts[input.locale];
  return renderMail({
    subject: words.subject,
    greeting: words.greeting,
    body: words.body,
    details: [words.asked(input.question), words.when(input.schedule)],
    action: words.action,
    link: input.link,
    expiry: words.meanwhile,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
}
