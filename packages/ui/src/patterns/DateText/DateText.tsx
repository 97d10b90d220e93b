import { formatCommentDate, isoToDisplay } from '@backoffice/domain';
import { MissingValue } from '../../internal/MissingValue';

export type DateFormat = 'date' | 'comment';

export interface DateTextProps {
  /** As the API sends it: 'YYYY-MM-DD' or an ISO date-time. */
  value: unknown;
  /** Spec §9: 'date' reads D/MM/YYYY; 'comment' reads D MMM YYYY hh:mm in Spanish. */
  format?: DateFormat;
}

const formatters: Record<DateFormat, (value: unknown) => string> = {
  date: isoToDisplay,
  comment: (v) => formatCommentDate(v, { clock: 24 }),
};

/** A date shown the Spanish way, inside <time> with the machine-readable value. */
export function DateText({ value, format = 'date' }: DateTextProps) {
  const text = formatters[format](value);
  if (!text) return <MissingValue />;
  return (
    <time data-bo="date" dateTime={String(value)}>
      {text}
    </time>
  );
}
