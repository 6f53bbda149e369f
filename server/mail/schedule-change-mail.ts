import type { StoredAttachment } from '../db/schema/mail-outbox.ts';
import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { dayFormat, hourFormat } from './santo-domingo-time.ts';

/** A test drive, or an inspection of a car someone sells us. */
export type BookingKind = 'TEST_DRIVE' | 'INSPECTION';

/** Why the person hears from us: staff moved the hour, or the spot closed over it. */
export type ScheduleChange = 'MOVED' | 'CLOSED';

export interface ScheduleChangeMailInput {
  locale: MailLocale;
  name: string;
  kind: BookingKind;
  change: ScheduleChange;
  /** The car's title, 'Toyota Corolla 2020'. */
  car: string;
  /** The hour now held (MOVED) or the one lost (CLOSED). */
  startsAt: Date;
  endsAt: Date;
  spotName: string;
  /** The account page where the person books again or sees the new hour. */
  link: string;
  /** A moved test drive's calendar file, whose UID replaces the event imported before. */
  calendarFile?: string;
}

interface Texts {
  subject: Record<BookingKind, Record<ScheduleChange, (car: string) => string>>;
  greeting: (name: string) => string;
  body: Record<BookingKind, Record<ScheduleChange, (car: string, spot: string) => string>>;
  when: Record<ScheduleChange, (day: string, from: string, to: string) => string>;
  action: Record<BookingKind, string>;
  help: string;
  ignoreNotice: string;
  signature: string;
  fileName: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: {
      TEST_DRIVE: { MOVED: (car) => `Cambiamos la hora de tu prueba de manejo del ${car}`, CLOSED: (car) => `Cancelamos tu prueba de manejo del ${car}` },
      INSPECTION: { MOVED: (car) => `Cambiamos la hora de la inspección de tu ${car}`, CLOSED: (car) => `Necesitamos cambiar la hora de la inspección de tu ${car}` },
    },
    greeting: (name) => `Hola, ${name}:`,
    body: {
      TEST_DRIVE: {
        MOVED: (car, spot) => `Movimos tu prueba de manejo del ${car} en ${spot} a una nueva hora.`,
        CLOSED: (car, spot) => `${spot} estará cerrado a la hora de tu prueba de manejo del ${car}, así que la cancelamos. Puedes agendar otra hora cuando quieras.`,
      },
      INSPECTION: {
        MOVED: (car, spot) => `Movimos la inspección de tu ${car} en ${spot} a una nueva hora.`,
        CLOSED: (car, spot) => `${spot} estará cerrado a la hora de la inspección de tu ${car}. Elige otra hora desde tu cuenta o espera nuestra llamada para acordarla.`,
      },
    },
    when: {
      MOVED: (day, from, to) => `Nuevo día y hora: ${day}, de ${from} a ${to} (hora de Santo Domingo).`,
      CLOSED: (day, from, to) => `La hora afectada: ${day}, de ${from} a ${to} (hora de Santo Domingo).`,
    },
    action: { TEST_DRIVE: 'Ver mis pruebas de manejo', INSPECTION: 'Ver mis ventas' },
    help: 'Si la hora no te conviene, responde a este correo y buscamos otra.',
    ignoreNotice: 'Si no agendaste esta cita, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
    fileName: 'prueba-de-manejo.ics',
  },
  en: {
    subject: {
      TEST_DRIVE: { MOVED: (car) => `We moved your test drive of the ${car}`, CLOSED: (car) => `We cancelled your test drive of the ${car}` },
      INSPECTION: { MOVED: (car) => `We moved the inspection of your ${car}`, CLOSED: (car) => `The inspection of your ${car} needs a new time` },
    },
    greeting: (name) => `Hi ${name},`,
    body: {
      TEST_DRIVE: {
        MOVED: (car, spot) => `We moved your test drive of the ${car} at ${spot} to a new time.`,
        CLOSED: (car, spot) => `${spot} will be closed at the time of your test drive of the ${car}, so we cancelled it. You can book another time whenever you like.`,
      },
      INSPECTION: {
        MOVED: (car, spot) => `We moved the inspection of your ${car} at ${spot} to a new time.`,
        CLOSED: (car, spot) => `${spot} will be closed at the time of the inspection of your ${car}. Pick another time from your account, or wait for our call to agree on one.`,
      },
    },
    when: {
      MOVED: (day, from, to) => `New day and time: ${day}, from ${from} to ${to} (Santo Domingo time).`,
      CLOSED: (day, from, to) => `The time affected: ${day}, from ${from} to ${to} (Santo Domingo time).`,
    },
    action: { TEST_DRIVE: 'See my test drives', INSPECTION: 'See my sales' },
    help: 'If the time does not suit you, reply to this e-mail and we will find another.',
    ignoreNotice: 'If you did not book this appointment, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
    fileName: 'test-drive.ics',
  },
};

/** The e-mail telling a person that staff moved their booking, or that a closure of the spot took its hour. */
export function scheduleChangeMail(input: ScheduleChangeMailInput): MailContent & { attachments: StoredAttachment[] } {
  const words = texts[input.locale];
  const content = renderMail({
    subject: words.subject[input.kind][input.change](input.car),
    greeting: words.greeting(input.name),
    body: words.body[input.kind][input.change](input.car, input.spotName),
    details: [words.when[input.change](dayFormat(input.locale).format(input.startsAt), hourFormat.format(input.startsAt), hourFormat.format(input.endsAt))],
    action: words.action[input.kind],
    link: input.link,
    expiry: words.help,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
  const attachments = input.calendarFile ? [{ filename: words.fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: input.calendarFile }] : [];
  return { ...content, attachments };
}
