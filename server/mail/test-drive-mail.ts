import type { StoredAttachment } from '../db/schema/mail-outbox.ts';
import type { MailContent, MailLocale } from './account-mails.ts';
import { renderMail } from './mail-layout.ts';
import { dayFormat, hourFormat } from './santo-domingo-time.ts';

export type TestDrivePlace =
  | { kind: 'SPOT'; spotName: string; spotAddress: string }
  /** The spot's staff drive the car out; beyond its range an extra charge may apply (SPEC §8). */
  | { kind: 'HOME'; address: string; spotName: string; outsideCoverage: boolean };

export interface TestDriveMailInput {
  locale: MailLocale;
  name: string;
  /** The car's title, 'Toyota Corolla 2020'. */
  car: string;
  startsAt: Date;
  endsAt: Date;
  place: TestDrivePlace;
  /** Where the account's test drives are shown (the SPA's /user/test-drive). */
  link: string;
  /** The drive as an RFC 5545 file, attached so the reader adds it to their calendar in one tap. */
  calendarFile: string;
}

interface Texts {
  subject: (car: string) => string;
  greeting: (name: string) => string;
  body: (car: string) => string;
  when: (day: string, from: string, to: string) => string;
  where: (place: TestDrivePlace) => string;
  outsideCoverage: (spotName: string) => string;
  calendar: string;
  action: string;
  account: string;
  ignoreNotice: string;
  signature: string;
  fileName: string;
}

// A typed record per locale, as account-mails.ts: a missing translation fails the type check.
const texts: Record<MailLocale, Texts> = {
  es: {
    subject: (car) => `Tu prueba de manejo del ${car} está agendada`,
    greeting: (name) => `Hola, ${name}:`,
    body: (car) => `Gracias por elegir Ola Cars. Agendamos tu prueba de manejo del ${car}; un especialista te contactará antes para confirmarla.`,
    when: (day, from, to) => `Día y hora: ${day}, de ${from} a ${to} (hora de Santo Domingo).`,
    where: (place) => (place.kind === 'SPOT' ? `Lugar: ${place.spotName}, ${place.spotAddress}.` : `Lugar: tu dirección, ${place.address}. Llevamos el carro desde ${place.spotName}.`),
    outsideCoverage: (spotName) => `Tu dirección está fuera de nuestra zona de cobertura: puede aplicar un cargo adicional, o puedes hacer la prueba en ${spotName}.`,
    calendar: 'Adjuntamos la cita para que la agregues a tu calendario.',
    action: 'Ver mis pruebas de manejo',
    account: 'Puedes cancelar la prueba desde tu cuenta; si aún no tienes una, regístrate con este correo y la verás allí.',
    ignoreNotice: 'Si no agendaste esta prueba, puedes ignorar este correo.',
    signature: 'El equipo de Ola Cars',
    fileName: 'prueba-de-manejo.ics',
  },
  en: {
    subject: (car) => `Your test drive of the ${car} is booked`,
    greeting: (name) => `Hi ${name},`,
    body: (car) => `Thanks for choosing Ola Cars. We have booked your test drive of the ${car}; a specialist will contact you beforehand to confirm it.`,
    when: (day, from, to) => `Day and time: ${day}, from ${from} to ${to} (Santo Domingo time).`,
    where: (place) => (place.kind === 'SPOT' ? `Place: ${place.spotName}, ${place.spotAddress}.` : `Place: your address, ${place.address}. We bring the car from ${place.spotName}.`),
    outsideCoverage: (spotName) => `Your address is outside our coverage area: an additional charge may apply, or you can take the drive at ${spotName}.`,
    calendar: 'The appointment is attached so you can add it to your calendar.',
    action: 'See my test drives',
    account: 'You can cancel the drive from your account; if you do not have one yet, sign up with this e-mail and you will see it there.',
    ignoreNotice: 'If you did not book this test drive, you can ignore this e-mail.',
    signature: 'The Ola Cars team',
    fileName: 'test-drive.ics',
  },
};

/** The e-mail that confirms a test drive: when, where and which car, with the calendar file attached. */
export function testDriveConfirmationMail(input: TestDriveMailInput): MailContent & { attachments: StoredAttachment[] } {
  const words = texts[input.locale];
  const { place } = input;
  const content = renderMail({
    subject: words.subject(input.car),
    greeting: words.greeting(input.name),
    body: words.body(input.car),
    details: [
      words.when(dayFormat(input.locale).format(input.startsAt), hourFormat.format(input.startsAt), hourFormat.format(input.endsAt)),
      words.where(place),
      ...(place.kind === 'HOME' && place.outsideCoverage ? [words.outsideCoverage(place.spotName)] : []),
      words.calendar,
    ],
    action: words.action,
    link: input.link,
    expiry: words.account,
    ignoreNotice: words.ignoreNotice,
    signature: words.signature,
  });
  return { ...content, attachments: [{ filename: words.fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: input.calendarFile }] };
}
