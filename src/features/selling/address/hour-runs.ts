export type WeekdayHours = { weekday: number; opens: number; closes: number };

/** Consecutive weekdays with the same hours, as one run: Monday to Friday 8–17, then Saturday 9–13. */
export type HourRun = { first: number; last: number; opens: number; closes: number };

export function hourRuns(hours: ReadonlyArray<WeekdayHours>): HourRun[] {
  const runs: HourRun[] = [];
  for (const day of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const previous = runs.at(-1);
    if (previous && previous.last === day.weekday - 1 && previous.opens === day.opens && previous.closes === day.closes) previous.last = day.weekday;
    else runs.push({ first: day.weekday, last: day.weekday, opens: day.opens, closes: day.closes });
  }
  return runs;
}
