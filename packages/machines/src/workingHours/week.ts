import { weekOfYear, weekRange } from '@backoffice/domain';

/** A week as the API names it: /api/tools/workedDaysByWeek/{week}/{year}. */
export interface WeekRef {
  week: number;
  year: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an instant, as YYYY-MM-DD (dates travel this way, §9). */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The week (number and week-year, by the domain's year-boundary rule) a day belongs to. */
export function weekOf(iso: string): WeekRef {
  const ref = weekOfYear(iso);
  if (!ref) throw new Error(`workingHours: not a date: ${iso}`);
  return ref;
}

/** Monday to Friday of a week: the calendar hides weekends (§2). */
export function weekDays(ref: WeekRef): string[] {
  return [...(weekRange(ref.week, ref.year)?.weekdays ?? [])];
}

/** §2's calendar range is the domain's: the week before or after, or null outside it. */
export { weekStep } from '@backoffice/domain';
