/**
 * Formatting of money, dates, weeks, names and percentages (platform-and-affiliates.md §9,
 * loans-and-investors.md §2, §5 and §9). Pure: no Intl locale data is relied on, so the output is
 * the same in Node, browsers and test runners whatever ICU they ship.
 */
import { groupThousands, roundTo, splitFixed, toNumber } from './internal/number';

/** The no-break space Intl puts between an es-ES amount and its currency symbol. */
export const NBSP = '\u00A0';

/**
 * es-ES currency with 2 decimals, as `Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })`
 * prints it: CLDR's minimum grouping of 2 leaves four-digit amounts ungrouped ('1234,56 €') and
 * groups from five digits ('12.345,68 €'). Unreadable input gives ''.
 */
export function formatEur(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const { negative, int, frac } = splitFixed(n, 2);
  const grouped = int.length >= 5 ? groupThousands(int, '.') : int;
  return `${negative ? '-' : ''}${grouped},${frac}${NBSP}€`;
}

/**
 * The plan-screen variant (§9): symbol at the end, '.' for every thousand (four-digit amounts
 * too) and ',' for decimals: '1.234,56 €'.
 */
export function formatEurPlan(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const { negative, int, frac } = splitFixed(n, 2);
  return `${negative ? '-' : ''}${groupThousands(int, '.')},${frac}${NBSP}€`;
}

/**
 * Reads an amount as formatEur or formatEurPlan print it, or as typed in a form: '1.234,56 €',
 * '1234,56', ' 12 ', 12.5. Unreadable input gives null.
 */
export function parseEur(value: unknown): number | null {
  if (typeof value === 'string') return toNumber(value.replace(/€/g, ''));
  return toNumber(value);
}

/**
 * Reads a number as a form or an API client sends it: 12, '12', ' 1.234,56 ' (es-ES), '1234.56'.
 * Unreadable input gives null. The API reads every numeric field with it, as the forms do.
 */
export function parseNumber(value: unknown): number | null {
  return toNumber(value);
}

/** 'YYYY-MM-DD' naming a real day (no 2026-13-45, no 31 April), nothing after it. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoParts(value) !== null;
}

// ---------------------------------------------------------------------------------------------
// Dates (platform §9: dates travel as YYYY-MM-DD and display as D/MM/YYYY)

export type DateParse =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1) return false;
  const dim = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= (dim[m - 1] ?? 0);
}

/** Reads 'YYYY-MM-DD' (a time part after it is ignored) into its parts, or null. */
function isoParts(value: unknown): { y: number; m: number; d: number } | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(y, mo, d) ? { y, m: mo, d } : null;
}

/** '2024-03-05' (or '2024-03-05T10:00:00') → '5/03/2024'; anything else gives ''. */
export function isoToDisplay(value: unknown): string {
  const p = isoParts(value);
  return p ? `${p.d}/${pad(p.m)}/${p.y}` : '';
}

/** '5/03/2024', '05/3/2024', ' 5/03/2024 ' → { ok: true, value: '2024-03-05' }; else a typed error. */
export function parseDisplayDate(value: unknown): DateParse {
  const m = typeof value === 'string' ? /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value) : null;
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (isRealDate(y, mo, d)) return { ok: true, value: `${pad(y, 4)}-${pad(mo)}-${pad(d)}` };
  }
  return { ok: false, error: 'La fecha no es válida' };
}

/** parseDisplayDate's value, or null. */
export function displayToIso(value: unknown): string | null {
  const r = parseDisplayDate(value);
  return r.ok ? r.value : null;
}

export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The short month names of the es locale (dayjs/moment 'MMM'). */
export const SPANISH_MONTHS_SHORT = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
] as const;

/** '2024-03-05' → 'marzo' (the working-hours heading); bad input gives ''. */
export function monthName(value: unknown): string {
  const p = isoParts(value);
  return p ? (SPANISH_MONTHS[p.m - 1] ?? '') : '';
}

/** Weekday names, Monday first (the working-hours calendar of platform §2 starts on Monday). */
export const SPANISH_WEEKDAYS = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

/** '2026-11-16' → 'lunes'; bad input gives ''. The date is a calendar day, read in UTC. */
export function weekdayName(value: unknown): string {
  const p = isoParts(value);
  if (!p) return '';
  const day = new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay();
  return SPANISH_WEEKDAYS[(day + 6) % 7] ?? '';
}

/**
 * Comment dates, 'D MMM YYYY hh:mm' in Spanish (platform §9): '3 mar 2024 15:05'. The time is
 * the wall-clock time written in the string (its offset is not applied), so the output is the
 * same in every time zone. The 24-hour clock: the spec's 'hh' read as dayjs's 12-hour clock,
 * with no am/pm marker, turned 20:52 into an ambiguous 08:52 (issue 12). `{ clock: 12 }` keeps
 * that reading for whoever asks for it. A Date is read in UTC. Bad input gives ''.
 */
export function formatCommentDate(value: unknown, options: { clock?: 12 | 24 } = {}): string {
  const iso = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value;
  const p = isoParts(iso);
  if (!p || typeof iso !== 'string') return '';
  const t = /[T ](\d{2}):(\d{2})/.exec(iso);
  const h24 = t ? Number(t[1]) : 0;
  const min = t ? Number(t[2]) : 0;
  const h = options.clock === 12 ? (h24 % 12 === 0 ? 12 : h24 % 12) : h24;
  return `${p.d} ${SPANISH_MONTHS_SHORT[p.m - 1]} ${p.y} ${pad(h)}:${pad(min)}`;
}

// ---------------------------------------------------------------------------------------------
// Weeks (platform §2, §7 and §9)

const DAY_MS = 86_400_000;
const toUtc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const fromUtc = (ms: number) => {
  const dt = new Date(ms);
  return `${pad(dt.getUTCFullYear(), 4)}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
};

/** Monday of ISO week 1 of `year`: the week that holds 4 January. */
function isoWeekOneMonday(year: number): number {
  const jan4 = toUtc(year, 1, 4);
  const dow = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0
  return jan4 - dow * DAY_MS;
}

/** 52, or 53 in the years whose ISO calendar has a 53rd week. */
export function weeksInYear(year: number): number {
  return (isoWeekOneMonday(year + 1) - isoWeekOneMonday(year)) / (7 * DAY_MS);
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
  const iso = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value;
  const p = isoParts(iso);
  if (!p) return null;
  const ms = toUtc(p.y, p.m, p.d);
  let year = p.y;
  if (ms < isoWeekOneMonday(year)) year -= 1;
  else if (ms >= isoWeekOneMonday(year + 1)) year += 1;
  return { week: Math.floor((ms - isoWeekOneMonday(year)) / (7 * DAY_MS)) + 1, year };
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
  const monday = isoWeekOneMonday(y) + (w - 1) * 7 * DAY_MS;
  return {
    start: fromUtc(monday),
    end: fromUtc(monday + 6 * DAY_MS),
    weekdays: [0, 1, 2, 3, 4].map((i) => fromUtc(monday + i * DAY_MS)),
  };
}

/** The platform's calendar is Spain's: a day is a day in Madrid, wherever the server runs. */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

const businessDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant (epoch ms) in Madrid, as YYYY-MM-DD. */
export function businessDay(ms: number): string {
  return businessDayFormat.format(new Date(ms));
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
  const monday = weekRange(ref.week, ref.year)?.start;
  const p = isoParts(monday);
  if (!p) return null;
  const target = weekOfYear(fromUtc(toUtc(p.y, p.m, p.d) + 7 * step * DAY_MS));
  return target && weekInCalendar(target, today) ? target : null;
}

function weekInCalendar(ref: { week: number; year: number }, today: string): boolean {
  const month = today.slice(0, 7);
  return (weekRange(ref.week, ref.year)?.weekdays ?? []).some((d) => d.slice(0, 7) === month && d <= today);
}

/**
 * §2: whether hours may be imputed to a day: a weekday (weekends are hidden), not after today, in
 * a week the calendar can show. The screen offers only these days and the API refuses the rest.
 */
export function isImputableDay(date: unknown, today: unknown): boolean {
  const p = isoParts(date);
  const t = isoParts(today);
  if (!p || !t) return false;
  const dayMs = toUtc(p.y, p.m, p.d);
  const day = fromUtc(dayMs);
  const now = fromUtc(toUtc(t.y, t.m, t.d));
  const dow = new Date(dayMs).getUTCDay();
  if (day > now || dow === 0 || dow === 6) return false;
  const ref = weekOfYear(day);
  return ref !== null && weekInCalendar(ref, now);
}

// ---------------------------------------------------------------------------------------------
// Names, titles and figures (loans §2 and §5, platform §2)

/**
 * loans §2: the loan id zero-padded to 7 digits with prefix F (financing), B (bnpl) or C
 * (any other credit). Ids longer than 7 digits are kept whole. Bad ids give ''.
 */
export function financingName(id: unknown, tipo: unknown): string {
  const n = toNumber(id);
  if (n === null || !Number.isInteger(n) || n < 0) return '';
  const t =
    typeof tipo === 'string'
      ? tipo
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .trim()
          .toLowerCase()
      : '';
  const prefix = t === 'financiacion' ? 'F' : t === 'bnpl' ? 'B' : 'C';
  return `${prefix}${String(n).padStart(7, '0')}`;
}

/**
 * platform §2: a report column's title is its camel-case key split into lower-case words with a
 * capital first letter: 'camelCaseKey' → 'Camel case key'. A run of capitals is one word
 * ('totalIBANCount' → 'Total iban count'); underscores and hyphens also split.
 */
export function reportColumnTitle(key: unknown): string {
  if (typeof key !== 'string') return '';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Formats a number es-ES with `decimals` decimals and '.' thousands from five digits, as Intl does. */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  const { negative, int, frac } = splitFixed(n, decimals);
  const grouped = int.length >= 5 ? groupThousands(int, '.') : int;
  return `${negative ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/**
 * loans §2: the scoring's days-negative ratio as a percentage with 2 decimals; the ratio comes
 * as a fraction (0.1234 → '12,34 %', es-ES with a no-break space). Bad input gives ''.
 */
export function formatDaysNegativeRatio(ratio: unknown): string {
  const n = toNumber(ratio);
  return n === null ? '' : `${formatNumber(n * 100, 2)}${NBSP}%`;
}

/**
 * loans §5: cumulative overdue amounts are rounded to 2 decimals. Gives the running totals of the
 * amounts, each rounded to the cent (the total is rounded, not summed from rounded parts, so
 * binary-float dust such as 0.1 + 0.2 never shows). Unreadable amounts count as 0.
 */
export function roundCumulativeOverdue(amounts: readonly unknown[] | null | undefined): number[] {
  let total = 0;
  return (amounts ?? []).map((a) => {
    total += toNumber(a) ?? 0;
    return roundTo(total, 2);
  });
}
