// Visits happen in the Dominican Republic: their day and hour are shown there, wherever the browser is,
// in the reader's language (24-hour in Spanish, as the calendar's hour buttons show them).
const ZONE = 'America/Santo_Domingo';

/** A slot's instant in Santo Domingo's time, worded for `locale`. */
export const slotTime = (locale: string, at: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: ZONE }).format(new Date(at));
