// Without zod or a schema: a route's search parameters use it, and what the routes import is in every
// page's first download (a module of schemas would bring them all).
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a day that exists ('2026-02-30' does not). */
export const isCalendarDate = (text: string): boolean => {
  if (!CALENDAR_DATE.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text);
};
