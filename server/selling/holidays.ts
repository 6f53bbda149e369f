// Dominican public holidays, computed for any year so no table runs out. The rules and the
// calendars they were checked against are in docs/decisions/0024-inspection-slots-and-bookings.md.
import { addDays, dateOf, weekdayOf, type LocalDate } from './local-date.ts';

export interface Holiday {
  /** The day it is observed, after any move to a Monday. */
  date: LocalDate;
  name: string;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/**
 * Law 139-97: a movable holiday on a Tuesday or Wednesday is observed the Monday before, on a
 * Thursday or Friday the Monday after; on a weekend or a Monday it stays.
 */
function movedToMonday(date: LocalDate): LocalDate {
  const weekday = weekdayOf(date);
  if (weekday === 2 || weekday === 3) return addDays(date, 1 - weekday);
  if (weekday === 4 || weekday === 5) return addDays(date, 8 - weekday);
  return date;
}

/** Labour Day also leaves a Sunday for the Monday after (the Ministry of Labour's 2022 calendar). */
const labourDay = (year: number): LocalDate => {
  const date = dateOf(year, 5, 1);
  return weekdayOf(date) === 0 ? addDays(date, 1) : movedToMonday(date);
};

/** Every public holiday of `year`, in calendar order, on the day it is observed. */
export function dominicanHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => dateOf(year, month, day);
  const movable = (month: number, day: number) => movedToMonday(fixed(month, day));
  const holidays: Holiday[] = [
    { date: fixed(1, 1), name: 'Año Nuevo' },
    { date: movable(1, 6), name: 'Día de los Santos Reyes' },
    { date: fixed(1, 21), name: 'Día de Nuestra Señora de la Altagracia' },
    { date: movable(1, 26), name: 'Natalicio de Juan Pablo Duarte' },
    { date: fixed(2, 27), name: 'Día de la Independencia Nacional' },
    // Religious feasts tied to a weekday never move (Law 139-97).
    { date: addDays(easter, -2), name: 'Viernes Santo' },
    { date: labourDay(year), name: 'Día del Trabajo' },
    { date: addDays(easter, 60), name: 'Corpus Christi' },
    // The law moves it except in years a presidential term begins; the Supreme Court (judgment 14 of
    // 2008-02-20) keeps it on its date every year, and the Ministry of Labour has not moved it since.
    { date: fixed(8, 16), name: 'Día de la Restauración' },
    { date: fixed(9, 24), name: 'Día de Nuestra Señora de las Mercedes' },
    { date: movable(11, 6), name: 'Día de la Constitución' },
    { date: fixed(12, 25), name: 'Navidad' },
  ];
  return holidays.sort((first, second) => first.date.localeCompare(second.date));
}

const holidaysByYear = new Map<number, Set<LocalDate>>();

export function isDominicanHoliday(date: LocalDate): boolean {
  const year = Number(date.slice(0, 4));
  let dates = holidaysByYear.get(year);
  if (!dates) holidaysByYear.set(year, (dates = new Set(dominicanHolidays(year).map((holiday) => holiday.date))));
  return dates.has(date);
}
