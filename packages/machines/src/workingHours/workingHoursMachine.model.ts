/** Test-only: clock, inputs and events the working-hours model is explored with. */
import { done, fail } from '../testing/model';
import type { WorkingHoursInput } from './workingHoursMachine';

/** Wednesday 14 May 2025, 10:00 local time: ISO week 20 (12–16 May). */
export const WEDNESDAY = new Date(2025, 4, 14, 10, 0, 0).getTime();

export const workingHoursScenarios: Record<string, WorkingHoursInput> = {
  'mid-May Wednesday': { now: () => WEDNESDAY },
};

export const workingHoursModelEvents = [
  done('loadWeek', []),
  done('loadWeek', [{ date: '2025-05-12', hours: 8, reason: 'HORARIO_CUMPLIDO' }]),
  fail('loadWeek', { status: 500, errorId: 'w1' }),
  { type: 'hours.fullDay', date: '2025-05-13', fullDay: true },
  { type: 'hours.hours', date: '2025-05-14', hours: 4 },
  { type: 'hours.reason', date: '2025-05-14', reason: 'SALUD' },
  done('saveWorkedDays'),
  fail('saveWorkedDays', { status: 500, errorId: 's1' }),
];

/** Coverage needs the week, the notice kind and which days are filled or saved, not every text. */
export const workingHoursContextKey = (s: { context: Record<string, unknown> }) => ({
  week: s.context.week,
  notice: (s.context.notice as { tone: string } | null)?.tone ?? null,
  days: (
    s.context.days as Array<{ fullDay: boolean; hours: number | null; reason: string | null; saved: boolean }>
  )
    .map((d) => `${d.fullDay ? 'F' : ''}${d.hours ?? ''}${d.reason ?? ''}${d.saved ? 'S' : ''}`)
    .join('|'),
});
