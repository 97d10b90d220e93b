import {
  HOUR_OPTIONS,
  isoToDisplay,
  messages,
  SELECTABLE_WORKED_DAY_REASONS,
  WORKED_DAY_REASONS,
  type WorkedDayReason,
  weekdayName,
} from '@backoffice/domain';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { FormCheckbox, FormSelect } from '#forms';
import { labels } from '#labels';
import { Notification } from '#patterns/Notification';
import { ErrorState, ForbiddenState, LoadingState } from '#patterns/PageState';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { screenLabels } from '../labels';
import {
  Day,
  DayError,
  DayLegend,
  Days,
  DayTag,
  Footer,
  Heading,
  Page,
  Toolbar,
  Total,
  WeekLabel,
} from './WorkingHoursScreen.styles';

const L = screenLabels.workingHours;

export interface WorkingHoursDay {
  date: string;
  fullDay: boolean;
  hours: number | null;
  reason: WorkedDayReason | null;
  /** Saved entries are read-only (§4). */
  saved: boolean;
  future: boolean;
  /** §2: future days, days with data, loading, and full days (hours and reason). */
  disabled: { fullDay: boolean; hours: boolean; reason: boolean };
  error?: string | null;
}

export interface WorkingHoursScreenProps {
  status: 'loading' | 'loadFailed' | 'editing' | 'saving' | 'forbidden';
  /** Month name for the heading 'Imputación de horas trabajadas durante el mes de {month}'. */
  month: string;
  week: number;
  days: readonly WorkingHoursDay[];
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  confirmOpen: boolean;
  confirmQuestion: string;
  notice: { tone: 'success' | 'danger'; text: string } | null;
  onPrevious: () => void;
  onNext: () => void;
  onFullDay: (date: string, fullDay: boolean) => void;
  onHours: (date: string, hours: number | null) => void;
  onReason: (date: string, reason: WorkedDayReason | null) => void;
  onConfirm: () => void;
  onAccept: () => void;
  onClose: () => void;
  onDismiss: () => void;
  onRetry: () => void;
}

const hourOptions = HOUR_OPTIONS.map((o) => ({
  value: String(o.value),
  label: String(o.value),
  disabled: o.disabled,
}));
const reasonOptions = (current: WorkedDayReason | null) => {
  const codes: readonly WorkedDayReason[] = SELECTABLE_WORKED_DAY_REASONS;
  // Automatic reasons (HORARIO_CUMPLIDO, SIN_MOTIVO) are shown when a saved day carries one.
  const all = current && !codes.includes(current) ? [...codes, current] : codes;
  return all.map((c) => ({ value: c, label: WORKED_DAY_REASONS[c] }));
};

interface DayValues {
  fullDay: boolean;
  hours: string;
  reason: string;
}

/** A day's row as its inputs show it: a full day reads 8 hours, 'Horario cumplido'. */
const dayValues = (d: WorkingHoursDay): DayValues => ({
  fullDay: d.fullDay,
  hours: d.fullDay ? '8' : d.hours === null ? '' : String(d.hours),
  reason: d.fullDay ? 'HORARIO_CUMPLIDO' : (d.reason ?? ''),
});

/**
 * The machine decides each edit. The field shows the user's value at once; an accepted edit comes
 * back as new days, which re-initialise the form (in an effect, after React's commit), so the field
 * is pristine again. An edit the machine refused leaves it dirty: on the next task it goes back to
 * the machine's value. (Reverting synchronously and waiting for the re-initialisation would show
 * the old value for a frame, which a fast click or a screen reader reads as 'unchanged'.)
 */
const settle = (form: FormApi<Record<string, unknown>>, name: string) => {
  setTimeout(() => {
    const state = form.getFieldState(name);
    if (state?.dirty) form.change(name, state.initial);
  }, 0);
};

const sameRows = (a?: Record<string, unknown>, b?: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** 'Control Horario' (spec platform-and-affiliates.md §2, §4, §5): one week, Monday to Friday. */
export function WorkingHoursScreen(props: WorkingHoursScreenProps) {
  const { status, days } = props;
  if (status === 'forbidden') return <ForbiddenState />;
  const first = days[0]?.date ?? '';
  const last = days[days.length - 1]?.date ?? '';
  const busy = status === 'loading' || status === 'saving';
  // The rows are final-form fields showing the machine's days: each edit goes to the machine and
  // the field shows the machine's value (see settle).
  const rows = { days: days.map(dayValues) };
  return (
    <Page aria-labelledby="wh-heading" aria-busy={busy || undefined}>
      <Heading id="wh-heading">{messages.workingHours.heading(props.month)}</Heading>
      <Toolbar>
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onPrevious}
          disabled={!props.canPrevious || busy}
        >
          {L.previousWeek}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onNext} disabled={!props.canNext || busy}>
          {L.nextWeek}
        </Button>
        <WeekLabel>{first ? L.week(props.week, isoToDisplay(first), isoToDisplay(last)) : null}</WeekLabel>
      </Toolbar>
      {/* A failed load is explained by the error state itself, once. */}
      {props.notice && status !== 'loadFailed' ? (
        <Notification tone={props.notice.tone} message={props.notice.text} onDismiss={props.onDismiss} />
      ) : null}
      {status === 'loadFailed' ? (
        <ErrorState
          message={messages.read.workedDays}
          action={
            <Button variant="secondary" onClick={props.onRetry}>
              {labels.states.retry}
            </Button>
          }
        />
      ) : status === 'loading' && days.every((d) => !d.saved) ? (
        <LoadingState />
      ) : (
        <Form<Record<string, unknown>>
          initialValues={rows}
          initialValuesEqual={sameRows}
          onSubmit={props.onConfirm}
          subscription={{}}
          render={({ form }) => (
            <Days>
              {days.map((d, i) => {
                const legend = `${weekdayName(d.date)} ${isoToDisplay(d.date)}`;
                return (
                  <Day key={d.date} $saved={d.saved} aria-label={legend}>
                    <DayLegend>{legend}</DayLegend>
                    {/* Under the date, not beside it: a day is some 200 px wide at 1366 px. */}
                    {d.saved ? <DayTag>{L.saved}</DayTag> : d.future ? <DayTag>{L.future}</DayTag> : null}
                    <FormCheckbox
                      name={`days[${i}].fullDay`}
                      label={L.fullDay}
                      disabled={d.disabled.fullDay}
                      onCheckedChange={(checked) => {
                        props.onFullDay(d.date, checked);
                        settle(form, `days[${i}].fullDay`);
                      }}
                    />
                    <FormSelect
                      name={`days[${i}].hours`}
                      label={L.hours}
                      options={hourOptions}
                      placeholder="—"
                      disabled={d.disabled.hours}
                      onValueChange={(v) => {
                        props.onHours(d.date, v === '' ? null : Number(v));
                        settle(form, `days[${i}].hours`);
                      }}
                    />
                    <FormSelect
                      name={`days[${i}].reason`}
                      label={L.reason}
                      options={reasonOptions(d.fullDay ? 'HORARIO_CUMPLIDO' : d.reason)}
                      placeholder={L.noReason}
                      disabled={d.disabled.reason}
                      onValueChange={(v) => {
                        props.onReason(d.date, v === '' ? null : (v as WorkedDayReason));
                        settle(form, `days[${i}].reason`);
                      }}
                    />
                    {d.error ? <DayError>{d.error}</DayError> : null}
                  </Day>
                );
              })}
            </Days>
          )}
        />
      )}
      <Footer>
        <Total aria-live="polite">{messages.workingHours.total(props.total)}</Total>
        <Button onClick={props.onConfirm} disabled={status !== 'editing'} busy={status === 'saving'}>
          {messages.workingHours.confirm}
        </Button>
      </Footer>
      <Modal
        open={props.confirmOpen}
        onClose={props.onClose}
        title={messages.workingHours.confirmTitle}
        footer={
          <>
            <Button variant="secondary" onClick={props.onClose}>
              {messages.workingHours.close}
            </Button>
            <Button onClick={props.onAccept}>{messages.workingHours.accept}</Button>
          </>
        }
      >
        <p>{props.confirmQuestion}</p>
      </Modal>
    </Page>
  );
}
