import {
  totalHours as domainTotalHours,
  HOUR_OPTIONS,
  isWorkedDayLocked,
  messages,
  normalizeWorkedDayReason,
  type WorkedDayEntry,
  type WorkedDayPayload,
  type WorkedDayReason,
  workedDaysErrors,
  workedDaysToSend,
} from '@backoffice/domain';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureErrorId, isSilentFailure } from '../internal/errors';
import { isoDay, type WeekRef, weekDays, weekOf, weekStep } from './week';

/** A saved item as GET /api/tools/workedDaysByWeek/{week}/{year} answers it, and as POST sends it. */
export interface WorkedDayItem {
  date: string;
  hours: number;
  reason: WorkedDayReason | string | null;
}

export interface WorkingHoursInput {
  /** Clock in epoch milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

export interface WorkingHoursContext {
  now: () => number;
  /** Today as YYYY-MM-DD, fixed when the screen opens. */
  today: string;
  week: number;
  year: number;
  /** Monday to Friday of the shown week. */
  days: WorkedDayEntry[];
  notice: { tone: 'success' | 'danger'; text: string } | null;
}

export type WorkingHoursEvent =
  | { type: 'hours.previousWeek' }
  | { type: 'hours.nextWeek' }
  | { type: 'hours.fullDay'; date: string; fullDay: boolean }
  | { type: 'hours.hours'; date: string; hours: number | null }
  | { type: 'hours.reason'; date: string; reason: WorkedDayReason | null }
  | { type: 'hours.confirm' }
  | { type: 'hours.accept' }
  | { type: 'hours.close' }
  | { type: 'hours.dismiss' }
  | { type: 'hours.retry' };

/** `loadWeek`: GET /api/tools/workedDaysByWeek/{week}/{year}. */
export type LoadWeekInput = WeekRef;
/** `saveWorkedDays`: POST /api/tools/workedDays with the items. */
export interface SaveWorkedDaysInput {
  items: WorkedDayPayload[];
}

/** The week's weekdays, with what is already saved read-only. */
function entriesFor(ref: WeekRef, saved: readonly WorkedDayItem[]): WorkedDayEntry[] {
  return weekDays(ref).map((date) => {
    const item = saved.find((s) => s.date === date);
    if (!item) return { date, hours: null, reason: null, fullDay: false, saved: false };
    const reason = normalizeWorkedDayReason(item.reason);
    return { date, hours: item.hours, reason, fullDay: reason === 'HORARIO_CUMPLIDO', saved: true };
  });
}

/**
 * §2: a day's inputs are disabled when it is in the future, already has data, is loading, or (for
 * hours and reason) is a full day; the full-day checkbox itself stays usable on new days.
 */
function dayLocked(
  context: WorkingHoursContext,
  date: string,
  field: 'fullDay' | 'hours' | 'reason',
  loading = false,
): boolean {
  const day = context.days.find((d) => d.date === date);
  if (!day) return true;
  return isWorkedDayLocked(field === 'fullDay' ? { ...day, fullDay: false } : day, context.today, loading);
}

/** The notification that blocks the confirm button, or null: errors, then 'nothing new' (§5). */
const blockingMessage = (context: WorkingHoursContext) => workedDaysErrors(context.days).message;

const updateDay = (days: WorkedDayEntry[], date: string, patch: Partial<WorkedDayEntry>) =>
  days.map((d) => (d.date === date ? { ...d, ...patch } : d));

/**
 * The working-hours screen 'Control Horario' (platform-and-affiliates.md §2, §4, §5): week
 * navigation within the current month up to today, per-day entry, confirm modal, send, saved
 * entries read-only.
 */
export const workingHoursMachine = setup({
  types: {
    context: {} as WorkingHoursContext,
    events: {} as WorkingHoursEvent,
    input: {} as WorkingHoursInput,
  },
  actors: {
    loadWeek: fromPromise<WorkedDayItem[], LoadWeekInput>(async () => {
      throw new Error('workingHoursMachine: provide the loadWeek actor');
    }),
    saveWorkedDays: fromPromise<unknown, SaveWorkedDaysInput>(async () => {
      throw new Error('workingHoursMachine: provide the saveWorkedDays actor');
    }),
  },
  guards: {
    canGoPrevious: ({ context }) => weekStep(context, -1, context.today) !== null,
    canGoNext: ({ context }) => weekStep(context, 1, context.today) !== null,
    dayEditable: ({ context, event }) => {
      if (event.type === 'hours.fullDay') return !dayLocked(context, event.date, 'fullDay');
      if (event.type === 'hours.reason') return !dayLocked(context, event.date, 'reason');
      if (event.type === 'hours.hours') {
        // §2: hours 0 to 8, with 8 disabled in the list (a full day is the checkbox).
        const offered =
          event.hours === null || HOUR_OPTIONS.some((o) => o.value === event.hours && !o.disabled);
        return offered && !dayLocked(context, event.date, 'hours');
      }
      return false;
    },
    /** §5: validation errors, or nothing new to send ('No hay nueva información que imputar.'). */
    isBlocked: ({ context }) => blockingMessage(context) !== null,
  },
  actions: {
    goTo: assign(({ context }, params: { step: -1 | 1 }) => {
      const next = weekStep(context, params.step, context.today);
      return next ? { week: next.week, year: next.year, notice: null } : {};
    }),
  },
}).createMachine({
  id: 'workingHours',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const today = isoDay(now());
    const ref = weekOf(today);
    return { now, today, week: ref.week, year: ref.year, days: entriesFor(ref, []), notice: null };
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => ({ week: context.week, year: context.year }),
        onDone: {
          target: 'editing',
          actions: assign({ days: ({ context, event }) => entriesFor(context, event.output) }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            days: ({ context }) => entriesFor(context, []),
            notice: ({ event }) =>
              isSilentFailure(event.error)
                ? null
                : {
                    tone: 'danger' as const,
                    text: messages.general.withErrorId(messages.read.workedDays, failureErrorId(event.error)),
                  },
          }),
        },
      },
    },
    loadFailed: {
      on: {
        'hours.retry': { target: 'loading', actions: assign({ notice: null }) },
        'hours.previousWeek': {
          guard: 'canGoPrevious',
          target: 'loading',
          actions: { type: 'goTo', params: { step: -1 } },
        },
        'hours.nextWeek': {
          guard: 'canGoNext',
          target: 'loading',
          actions: { type: 'goTo', params: { step: 1 } },
        },
      },
    },
    editing: {
      on: {
        'hours.previousWeek': {
          guard: 'canGoPrevious',
          target: 'loading',
          actions: { type: 'goTo', params: { step: -1 } },
        },
        'hours.nextWeek': {
          guard: 'canGoNext',
          target: 'loading',
          actions: { type: 'goTo', params: { step: 1 } },
        },
        'hours.fullDay': {
          guard: 'dayEditable',
          actions: assign({
            days: ({ context, event }) => updateDay(context.days, event.date, { fullDay: event.fullDay }),
            notice: null,
          }),
        },
        'hours.hours': {
          guard: 'dayEditable',
          actions: assign({
            days: ({ context, event }) => updateDay(context.days, event.date, { hours: event.hours }),
            notice: null,
          }),
        },
        'hours.reason': {
          guard: 'dayEditable',
          actions: assign({
            days: ({ context, event }) => updateDay(context.days, event.date, { reason: event.reason }),
            notice: null,
          }),
        },
        'hours.confirm': [
          {
            guard: 'isBlocked',
            actions: assign({
              notice: ({ context }) => ({ tone: 'danger' as const, text: blockingMessage(context) ?? '' }),
            }),
          },
          { target: 'confirming', actions: assign({ notice: null }) },
        ],
        'hours.dismiss': { actions: assign({ notice: null }) },
      },
    },
    /** The modal 'Confirmación de horas trabajadas': '¿Está seguro de confirmar las N horas?'. */
    confirming: {
      on: {
        'hours.accept': { target: 'saving' },
        'hours.close': { target: 'editing' },
      },
    },
    saving: {
      tags: ['loading', 'saving'],
      invoke: {
        id: 'saveWorkedDays',
        src: 'saveWorkedDays',
        input: ({ context }) => ({ items: workedDaysToSend(context.days) }),
        onDone: {
          target: 'editing',
          actions: assign({
            days: ({ context }) => {
              const sent = new Set(workedDaysToSend(context.days).map((i) => i.date));
              return context.days.map((d) => (sent.has(d.date) ? { ...d, saved: true } : d));
            },
            notice: { tone: 'success' as const, text: messages.workingHours.saved },
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            notice: ({ event }) =>
              isSilentFailure(event.error)
                ? null
                : {
                    tone: 'danger' as const,
                    text: messages.general.withErrorId(
                      messages.write.saveWorkedDays,
                      failureErrorId(event.error),
                    ),
                  },
          }),
        },
      },
    },
  },
});

type WorkingHoursSnapshot = SnapshotFrom<typeof workingHoursMachine>;

/** §2: hour options 0 to 8, with 8 disabled in the list (from the domain). */
export { HOUR_OPTIONS };

/**
 * §2: which inputs of a day are disabled: future days, days with data, while loading or saving,
 * and (for hours and reason) full days.
 */
export function dayDisabled(
  snapshot: WorkingHoursSnapshot,
  date: string,
): { fullDay: boolean; hours: boolean; reason: boolean } {
  const busy = !snapshot.matches('editing');
  return {
    fullDay: dayLocked(snapshot.context, date, 'fullDay', busy),
    hours: dayLocked(snapshot.context, date, 'hours', busy),
    reason: dayLocked(snapshot.context, date, 'reason', busy),
  };
}

/** §2: the total of the week's hours (a full day counts 8). */
export function totalHours(snapshot: WorkingHoursSnapshot): number {
  return domainTotalHours(snapshot.context.days);
}

/** The modal's question, '¿Está seguro de confirmar las N horas?', with the shown total. */
export function confirmQuestion(snapshot: WorkingHoursSnapshot): string {
  return messages.workingHours.confirmQuestion(totalHours(snapshot));
}
