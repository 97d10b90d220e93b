/**
 * Dates and weeks (platform-and-affiliates.md §2, §7 and §9): parsed, formatted and computed with
 * dayjs and its `es` locale, always in UTC (a calendar day is a day whatever the zone), except
 * Madrid's business day. Kept apart from the money formatting so that the modules the login page
 * loads (the message catalogue formats amounts) do not carry dayjs; `./format` re-exports it all.
 */
import dayjs, { type Dayjs } from 'dayjs';
import es from 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { toNumber } from '../internal/number';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);
dayjs.extend(customParseFormat);

// ---------------------------------------------------------------------------------------------
// Dates (platform §9: dates travel as YYYY-MM-DD and display as D/MM/YYYY)

export type DateParse =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: string };

const ISO_DAY = 'YYYY-MM-DD';
/** §9's display format, and the ways a user types it (a day or month without its leading zero). */
const DISPLAY_DAY = 'D/MM/YYYY';
const TYPED_DAYS = [DISPLAY_DAY, 'D/M/YYYY', 'DD/MM/YYYY', 'DD/M/YYYY'] as const;

/**
 * A day strictly in `format` (no 31 April, no 2026-13-45, nothing around it), in UTC so that no
 * zone or summer-time change moves it, with the es locale; null otherwise. Strict parsing also
 * refuses years before 100, which Date would read as 19xx.
 */
function strictDay(text: string, format: string): Dayjs | null {
  const d = dayjs.utc(text, format, true);
  return d.isValid() ? d.locale(es.name) : null;
}

/** 'YYYY-MM-DD', a time part after it ignored (its offset is not applied), as a day; else null. */
function calendarDay(value: unknown): Dayjs | null {
  if (typeof value === 'string') {
    const day = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value)?.[1];
    return day ? strictDay(day, ISO_DAY) : null;
  }
  // A Date is an instant: its day is the UTC one.
  return value instanceof Date && !Number.isNaN(value.getTime()) ? dayjs.utc(value).locale(es.name) : null;
}

/** 'YYYY-MM-DD' naming a real day (no 2026-13-45, no 31 April), nothing after it. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && strictDay(value, ISO_DAY) !== null;
}

/** '2024-03-05' (or '2024-03-05T10:00:00') → '5/03/2024'; anything else gives ''. */
export function isoToDisplay(value: unknown): string {
  return typeof value === 'string' ? (calendarDay(value)?.format(DISPLAY_DAY) ?? '') : '';
}

/**
 * A card's expiry as it is printed on it: '2027-12' or '2027-12-31' → '12/2027'; anything else
 * gives '' (never the raw value).
 */
export function formatExpiry(value: unknown): string {
  if (typeof value !== 'string') return '';
  const month = /^\s*(\d{4})-(\d{2})\s*$/.exec(value);
  const d = month ? strictDay(`${month[1]}-${month[2]}-01`, ISO_DAY) : calendarDay(value);
  return d ? d.format('MM/YYYY') : '';
}

/** '5/03/2024', '05/3/2024', ' 5/03/2024 ' → { ok: true, value: '2024-03-05' }; else a typed error. */
export function parseDisplayDate(value: unknown): DateParse {
  const text = typeof value === 'string' ? value.trim() : '';
  for (const format of TYPED_DAYS) {
    const day = strictDay(text, format);
    if (day) return { ok: true, value: day.format(ISO_DAY) };
  }
  return { ok: false, error: 'La fecha no es válida' };
}

/** parseDisplayDate's value, or null. */
export function displayToIso(value: unknown): string | null {
  const r = parseDisplayDate(value);
  return r.ok ? r.value : null;
}

/** The es locale's month names, January first. */
export const SPANISH_MONTHS: readonly string[] = es.months ?? [];

/** The es locale's short month names ('MMM': 'ene', 'feb'…), January first. */
export const SPANISH_MONTHS_SHORT: readonly string[] = es.monthsShort ?? [];

/** '2024-03-05' → 'marzo' (the working-hours heading); bad input gives ''. */
export function monthName(value: unknown): string {
  return typeof value === 'string' ? (calendarDay(value)?.format('MMMM') ?? '') : '';
}

/** The es locale's weekday names, Monday first (the working-hours calendar of platform §2 starts on Monday). */
export const SPANISH_WEEKDAYS: readonly string[] = [
  ...(es.weekdays ?? []).slice(1),
  ...(es.weekdays ?? []).slice(0, 1),
];

/** '2026-11-16' → 'lunes'; bad input gives ''. */
export function weekdayName(value: unknown): string {
  return typeof value === 'string' ? (calendarDay(value)?.format('dddd') ?? '') : '';
}

/**
 * Comment dates, 'D MMM YYYY hh:mm' in Spanish (platform §9): '3 mar 2024 15:05'. The time is
 * the wall-clock time written in the string (its offset is not applied), so the output is the
 * same in every time zone. The 24-hour clock: the spec's 'hh' read as dayjs's 12-hour clock,
 * with no am/pm marker, turned 20:52 into an ambiguous 08:52 (issue 12). `{ clock: 12 }` keeps
 * that reading for whoever asks for it. A Date is read in UTC. Bad input gives ''.
 */
export function formatCommentDate(value: unknown, options: { clock?: 12 | 24 } = {}): string {
  const format = options.clock === 12 ? 'D MMM YYYY hh:mm' : 'D MMM YYYY HH:mm';
  if (value instanceof Date) return calendarDay(value)?.format(format) ?? '';
  const day = calendarDay(value);
  if (!day || typeof value !== 'string') return '';
  const time = /[T ](\d{2}:\d{2})/.exec(value)?.[1] ?? '00:00';
  return strictDay(`${day.format(ISO_DAY)} ${time}`, `${ISO_DAY} HH:mm`)?.format(format) ?? '';
}

/** An instant (ISO) as the pages show one: 'D/MM/YYYY HH:mm', Madrid's wall clock; '' when not a date. */
export function formatInstant(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.tz(BUSINESS_TIME_ZONE).format('D/MM/YYYY HH:mm') : '';
}

// ---------------------------------------------------------------------------------------------
// Weeks (platform §2, §7 and §9)

/** 52, or 53 in the years whose ISO calendar has a 53rd week. */
export function weeksInYear(year: number): number {
  // 28 December always falls in the last ISO week of its year.
  return strictDay(`${String(year).padStart(4, '0')}-12-28`, ISO_DAY)?.isoWeek() ?? 52;
}

/**
 * The week number and its year, as GET /api/tools/workedDaysByWeek/{week}/{year} takes them.
 * Reading of §9 "week numbers run from 1 to 52 with a year-boundary rule": weeks start on
 * Monday (the calendar is Monday first) and are numbered as ISO 8601 does; the year-boundary
 * rule is that the year sent is the week's year, not the date's: 30 December 2024 is week 1 of
 * 2025 and 1 January 2021 is week 53 of 2020. Weeks run 1 to 52, and to 53 in the ISO years
 * that have one (2020, 2026): folding that week into 52 or 1 would give two different weeks
 * one number, and the server would answer for the wrong days.
 */
export function weekOfYear(value: unknown): { week: number; year: number } | null {
  const day = calendarDay(value);
  return day ? { week: day.isoWeek(), year: day.isoWeekYear() } : null;
}

/**
 * Monday to Sunday of a week, with its weekdays (the screen hides weekends), or null when the
 * week does not exist in that year. The inverse of weekOfYear.
 */
export function weekRange(
  week: unknown,
  year: unknown,
): { start: string; end: string; weekdays: readonly string[] } | null {
  const w = toNumber(week);
  const y = toNumber(year);
  if (w === null || y === null || !Number.isInteger(w) || !Number.isInteger(y) || y < 1 || y > 9999)
    return null;
  if (w < 1 || w > weeksInYear(y)) return null;
  // 4 January is always in week 1.
  const monday = strictDay(`${String(y).padStart(4, '0')}-01-04`, ISO_DAY)
    ?.isoWeek(w)
    .startOf('isoWeek');
  if (!monday) return null;
  return {
    start: monday.format(ISO_DAY),
    end: monday.add(6, 'day').format(ISO_DAY),
    weekdays: [0, 1, 2, 3, 4].map((i) => monday.add(i, 'day').format(ISO_DAY)),
  };
}

/** The platform's calendar is Spain's: a day is a day in Madrid, wherever the server runs. */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

/** The calendar day of an instant (epoch ms) in Madrid, as YYYY-MM-DD, summer time included. */
export function businessDay(ms: number): string {
  return dayjs(ms).tz(BUSINESS_TIME_ZONE).format(ISO_DAY);
}

/**
 * §2: the working-hours calendar is limited to the current month up to today. A week is in range
 * when one of its weekdays is in today's month and not after today; the calendar moves between
 * such weeks only. Null when the week before or after is out of range (or either is not a week).
 */
export function weekStep(
  ref: { week: number; year: number },
  step: -1 | 1,
  today: string,
): { week: number; year: number } | null {
  const monday = calendarDay(weekRange(ref.week, ref.year)?.start);
  const now = calendarDay(today);
  if (!monday || !now) return null;
  const target = weekOfYear(monday.add(7 * step, 'day').format(ISO_DAY));
  return target && weekInCalendar(target, now) ? target : null;
}

function weekInCalendar(ref: { week: number; year: number }, today: Dayjs): boolean {
  return (weekRange(ref.week, ref.year)?.weekdays ?? []).some((d) => {
    const day = dayjs.utc(d, ISO_DAY);
    return day.isSame(today, 'month') && !day.isAfter(today);
  });
}

/**
 * §2: whether hours may be imputed to a day: a weekday (weekends are hidden), not after today, in
 * a week the calendar can show. The screen offers only these days and the API refuses the rest.
 */
export function isImputableDay(date: unknown, today: unknown): boolean {
  const day = calendarDay(date);
  const now = calendarDay(today);
  if (!day || !now || day.isAfter(now) || day.isoWeekday() > 5) return false;
  return weekInCalendar({ week: day.isoWeek(), year: day.isoWeekYear() }, now);
}

/** The calendar quarter of a day: '2024-05-06' → { year: 2024, quarter: 2 }; bad input gives null. */
export function quarterOf(value: unknown): { year: number; quarter: 1 | 2 | 3 | 4 } | null {
  const day = calendarDay(value);
  return day ? { year: day.year(), quarter: (Math.floor(day.month() / 3) + 1) as 1 | 2 | 3 | 4 } : null;
}
