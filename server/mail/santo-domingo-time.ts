import type { MailLocale } from './account-mails.ts';

// Appointments happen in the Dominican Republic, whatever time zone the server runs in.
const TIME_ZONE = 'America/Santo_Domingo';

/** 'viernes, 13 de marzo de 2026' or 'Friday, March 13, 2026'. */
export const dayFormat = (locale: MailLocale) => new Intl.DateTimeFormat(locale === 'es' ? 'es-DO' : 'en-US', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '14:00' in either language: the 24-hour clock reads the same. */
export const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const dayInZone = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in the Dominican Republic at `instant`, as 'YYYY-MM-DD'. */
export function localDay(instant: Date): string {
  const part = (type: string) => dayInZone.formatToParts(instant).find((piece) => piece.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
