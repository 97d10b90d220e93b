import { monthName, workedDaysErrors } from '@backoffice/domain';
import { confirmQuestion, dayDisabled, totalHours, workingHoursMachine } from '@backoffice/machines';
import { WorkingHoursScreen } from '@backoffice/ui/screens';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../session/SessionProvider';

/** /empleados/control-horario: the working-hours screen on workingHoursMachine, against the API. */
export function Component() {
  const api = useApi();
  const actor = useActorRef(
    workingHoursMachine.provide({
      actors: {
        loadWeek: fromPromise(async ({ input, signal }) => {
          const week = await api.call('GET /api/tools/workedDaysByWeek/:week/:year', {
            params: { week: input.week, year: input.year },
            signal,
          });
          return week;
        }),
        saveWorkedDays: fromPromise(async ({ input }) => {
          const saved = await api.call('POST /api/tools/workedDays', { body: input.items });
          return saved;
        }),
      },
    }),
    { input: {} },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const errors = useMemo(() => workedDaysErrors(context.days).byDate, [context.days]);
  const status = snapshot.matches('loadFailed')
    ? 'loadFailed'
    : snapshot.hasTag('saving')
      ? 'saving'
      : snapshot.hasTag('loading')
        ? 'loading'
        : 'editing';
  const send = actor.send;
  return (
    <WorkingHoursScreen
      status={status}
      // §2: navigation is limited to the current month, which the heading names.
      month={monthName(context.today)}
      week={context.week}
      days={context.days.map((d) => ({
        ...d,
        future: d.date > context.today,
        disabled: dayDisabled(snapshot, d.date),
        error: context.notice?.tone === 'danger' ? (errors[d.date] ?? null) : null,
      }))}
      total={totalHours(snapshot)}
      canPrevious={snapshot.can({ type: 'hours.previousWeek' })}
      canNext={snapshot.can({ type: 'hours.nextWeek' })}
      confirmOpen={snapshot.matches('confirming')}
      confirmQuestion={confirmQuestion(snapshot)}
      notice={context.notice}
      onPrevious={() => send({ type: 'hours.previousWeek' })}
      onNext={() => send({ type: 'hours.nextWeek' })}
      onFullDay={(date, fullDay) => send({ type: 'hours.fullDay', date, fullDay })}
      onHours={(date, hours) => send({ type: 'hours.hours', date, hours })}
      onReason={(date, reason) => send({ type: 'hours.reason', date, reason })}
      onConfirm={() => send({ type: 'hours.confirm' })}
      onAccept={() => send({ type: 'hours.accept' })}
      onClose={() => send({ type: 'hours.close' })}
      onDismiss={() => send({ type: 'hours.dismiss' })}
      onRetry={() => send({ type: 'hours.retry' })}
    />
  );
}
