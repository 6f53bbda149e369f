/** Where inspections happen and requests are made: the product reads every time in Santo Domingo (UTC−4). */
const SANTO_DOMINGO = 'America/Santo_Domingo';

/** An instant in the visitor's language but at Santo Domingo's hour, whatever the browser's own zone. */
export function localTime(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-DO', { ...options, timeZone: SANTO_DOMINGO }).format(new Date(iso));
}
