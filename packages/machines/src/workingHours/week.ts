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

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
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

/**
 * The week before or after, or null when it leaves the calendar's range: §2 limits the calendar
 * to the current month up to today, so a week is reachable when one of its weekdays is in today's
 * month and not after today.
 */
export function weekStep(ref: WeekRef, step: -1 | 1, today: string): WeekRef | null {
  const monday = weekRange(ref.week, ref.year)?.start;
  if (!monday) return null;
  const target = weekOf(addDays(monday, 7 * step));
  const month = today.slice(0, 7);
  return weekDays(target).some((day) => day.slice(0, 7) === month && day <= today) ? target : null;
}
