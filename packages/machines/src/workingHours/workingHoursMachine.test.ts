import { messages } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
} from 'xstate';
import { describePath, done, fail, modelPaths, replay } from '../testing/model';
import {
  confirmQuestion,
  dayDisabled,
  HOUR_OPTIONS,
  totalHours,
  type WorkingHoursInput,
  workingHoursMachine,
} from './workingHoursMachine';
import {
  WEDNESDAY,
  workingHoursContextKey,
  workingHoursModelEvents,
  workingHoursScenarios,
} from './workingHoursMachine.model';

type Ev = Parameters<typeof transition<typeof workingHoursMachine>>[2];
const input: WorkingHoursInput = { now: () => WEDNESDAY };
const savedMonday = [{ date: '2025-05-12', hours: 8, reason: 'HORARIO_CUMPLIDO' }];

function run(from: WorkingHoursInput, ...events: Ev[]) {
  let [snapshot] = initialTransition(workingHoursMachine, from);
  for (const event of events) [snapshot] = transition(workingHoursMachine, snapshot, event);
  return snapshot;
}
const loaded = (items: unknown[] = []) => done('loadWeek', items) as Ev;

describe('workingHoursMachine: week (pure transitions, injected clock)', () => {
  it("opens on today's week, loading what is saved", () => {
    const s = run(input);
    expect(s.value).toBe('loading');
    expect(s.context).toMatchObject({ today: '2025-05-14', week: 20, year: 2025 });
    expect(s.context.days.map((d) => d.date)).toEqual([
      '2025-05-12',
      '2025-05-13',
      '2025-05-14',
      '2025-05-15',
      '2025-05-16',
    ]);
    const ready = transition(workingHoursMachine, s, loaded(savedMonday))[0];
    expect(ready.value).toBe('editing');
    expect(ready.context.days[0]).toEqual({
      date: '2025-05-12',
      hours: 8,
      reason: 'HORARIO_CUMPLIDO',
      fullDay: true,
      saved: true,
    });
  });

  it('navigates within the current month up to today only', () => {
    const s = run(input, loaded());
    expect(s.can({ type: 'hours.nextWeek' })).toBe(false);
    const w19 = transition(workingHoursMachine, s, { type: 'hours.previousWeek' })[0];
    expect(w19.context.week).toBe(19);
    expect(w19.value).toBe('loading');
    const w18 = run(
      input,
      loaded(),
      { type: 'hours.previousWeek' },
      loaded(),
      { type: 'hours.previousWeek' },
      loaded(),
    );
    expect(w18.context.week).toBe(18); // 28 April – 2 May: 1 and 2 May are in the month
    expect(w18.can({ type: 'hours.previousWeek' })).toBe(false);
    expect(w18.can({ type: 'hours.nextWeek' })).toBe(true);
  });

  it('a week before the month starts is out of range', () => {
    const monday = { now: () => new Date(2025, 5, 2, 9).getTime() }; // Monday 2 June
    expect(run(monday, loaded()).can({ type: 'hours.previousWeek' })).toBe(false);
  });

  it('uses the week-year at the year boundary', () => {
    const s = run({ now: () => new Date(2026, 0, 2, 9).getTime() }); // Friday 2 January 2026
    expect(s.context).toMatchObject({ week: 1, year: 2026 });
    expect(s.context.days[0]?.date).toBe('2025-12-29');
  });
});

describe('workingHoursMachine: per-day entry', () => {
  const ready = run(input, loaded(savedMonday));

  it('disables future days, saved days, full-day hours and reason, and everything while loading', () => {
    expect(dayDisabled(ready, '2025-05-15')).toEqual({ fullDay: true, hours: true, reason: true });
    expect(dayDisabled(ready, '2025-05-12')).toEqual({ fullDay: true, hours: true, reason: true });
    expect(dayDisabled(ready, '2025-05-14')).toEqual({ fullDay: false, hours: false, reason: false });
    const full = transition(workingHoursMachine, ready, {
      type: 'hours.fullDay',
      date: '2025-05-13',
      fullDay: true,
    })[0];
    expect(dayDisabled(full, '2025-05-13')).toEqual({ fullDay: false, hours: true, reason: true });
    expect(dayDisabled(run(input), '2025-05-14')).toEqual({ fullDay: true, hours: true, reason: true });
  });

  it('ignores edits to disabled days and the disabled 8 in the hours list', () => {
    expect(HOUR_OPTIONS.filter((o) => o.disabled).map((o) => o.value)).toEqual([8]);
    const future = transition(workingHoursMachine, ready, {
      type: 'hours.hours',
      date: '2025-05-15',
      hours: 2,
    })[0];
    expect(future.context.days[3]?.hours).toBeNull();
    const eight = transition(workingHoursMachine, ready, {
      type: 'hours.hours',
      date: '2025-05-14',
      hours: 8,
    })[0];
    expect(eight.context.days[2]?.hours).toBeNull();
    const four = transition(workingHoursMachine, ready, {
      type: 'hours.hours',
      date: '2025-05-14',
      hours: 4,
    })[0];
    expect(four.context.days[2]?.hours).toBe(4);
  });

  it('totals the hours, a full day counting 8', () => {
    const s = run(
      input,
      loaded(savedMonday),
      { type: 'hours.fullDay', date: '2025-05-13', fullDay: true },
      { type: 'hours.hours', date: '2025-05-14', hours: 3 },
    );
    expect(totalHours(s)).toBe(19);
  });
});

describe('workingHoursMachine: confirm, send, saved', () => {
  const ready = run(input, loaded(savedMonday));

  it("says 'No hay nueva información que imputar.' when nothing new would be sent", () => {
    const s = transition(workingHoursMachine, ready, { type: 'hours.confirm' })[0];
    expect(s.value).toBe('editing');
    expect(s.context.notice).toEqual({ tone: 'danger', text: messages.workingHours.nothingNew });
    expect(transition(workingHoursMachine, s, { type: 'hours.dismiss' })[0].context.notice).toBeNull();
  });

  it('refuses hours without a reason with the validation message', () => {
    const s = run(
      input,
      loaded(),
      { type: 'hours.hours', date: '2025-05-14', hours: 4 },
      { type: 'hours.confirm' },
    );
    expect(s.value).toBe('editing');
    expect(s.context.notice).toEqual({ tone: 'danger', text: messages.workingHours.incorrect });
  });

  it('opens the modal with the total, then sends only new entries and marks them saved', () => {
    const s = run(
      input,
      loaded(savedMonday),
      { type: 'hours.fullDay', date: '2025-05-13', fullDay: true },
      { type: 'hours.hours', date: '2025-05-14', hours: 4 },
      { type: 'hours.reason', date: '2025-05-14', reason: 'SALUD' },
      { type: 'hours.confirm' },
    );
    expect(s.value).toBe('confirming');
    expect(confirmQuestion(s)).toBe('¿Está seguro de confirmar las 20 horas?');
    expect(transition(workingHoursMachine, s, { type: 'hours.close' })[0].value).toBe('editing');
    const saving = transition(workingHoursMachine, s, { type: 'hours.accept' })[0];
    expect(saving.hasTag('saving')).toBe(true);
    expect(dayDisabled(saving, '2025-05-14').hours).toBe(true);
    const saved = transition(workingHoursMachine, saving, done('saveWorkedDays') as Ev)[0];
    expect(saved.context.notice).toEqual({ tone: 'success', text: 'Horas imputadas con éxito' });
    expect(saved.context.days.map((d) => d.saved)).toEqual([true, true, true, false, false]);
    expect(dayDisabled(saved, '2025-05-14')).toEqual({ fullDay: true, hours: true, reason: true });
  });

  it('a failed send keeps the entries editable and reports with the error id', () => {
    const s = run(
      input,
      loaded(),
      { type: 'hours.fullDay', date: '2025-05-13', fullDay: true },
      { type: 'hours.confirm' },
      { type: 'hours.accept' },
      fail('saveWorkedDays', { status: 500, errorId: 'e5' }) as Ev,
    );
    expect(s.value).toBe('editing');
    expect(s.context.notice?.text).toBe(messages.general.withErrorId(messages.write.saveWorkedDays, 'e5'));
    expect(s.context.days[1]?.saved).toBe(false);
  });

  it('a failed load can be retried', () => {
    const s = run(input, fail('loadWeek', { status: 500 }) as Ev);
    expect(s.value).toBe('loadFailed');
    expect(transition(workingHoursMachine, s, { type: 'hours.retry' })[0].value).toBe('loading');
  });
});

describe('workingHoursMachine (actors)', () => {
  it('loads the week by number and year and posts the new items', async () => {
    const loads: unknown[] = [];
    const posts: unknown[] = [];
    const actor = createActor(
      workingHoursMachine.provide({
        actors: {
          loadWeek: fromPromise(async ({ input }) => {
            loads.push(input);
            return [];
          }),
          saveWorkedDays: fromPromise(async ({ input }) => {
            posts.push(input.items);
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'hours.fullDay', date: '2025-05-12', fullDay: true });
    actor.send({ type: 'hours.hours', date: '2025-05-13', hours: 0 });
    actor.send({ type: 'hours.reason', date: '2025-05-13', reason: 'VACACIONES' });
    actor.send({ type: 'hours.confirm' });
    actor.send({ type: 'hours.accept' });
    await waitFor(actor, (s) => s.context.notice?.tone === 'success');
    expect(loads).toEqual([{ week: 20, year: 2025 }]);
    expect(posts).toEqual([
      [
        { date: '2025-05-12', hours: 8, reason: 'HORARIO_CUMPLIDO' },
        { date: '2025-05-13', hours: 0, reason: 'VACACIONES' },
      ],
    ]);
  });
});

describe('workingHoursMachine: model-based paths', () => {
  for (const [name, scenario] of Object.entries(workingHoursScenarios)) {
    const paths = modelPaths(workingHoursMachine, {
      input: scenario,
      events: workingHoursModelEvents,
      contextKey: workingHoursContextKey as never,
    });
    describe(name, () => {
      it('covers load failure, save failure and success', () => {
        const seen = new Set(
          paths.flatMap((p) =>
            p.steps.map((s) => {
              const snap = s.state as AnyMachineSnapshot;
              return `${JSON.stringify(snap.value)}:${snap.context.notice?.tone ?? ''}`;
            }),
          ),
        );
        for (const v of [
          '"loadFailed":danger',
          '"editing":success',
          '"editing":danger',
          '"confirming":',
          '"saving":',
        ])
          expect(seen).toContain(v);
      });
      for (const path of paths) {
        it(describePath(path), async () => {
          await replay(workingHoursMachine, path, {
            input: scenario,
            contextKey: workingHoursContextKey as never,
          });
        });
      }
    });
  }
});
