import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { ToneBadge } from '../AffiliateBadge/AffiliateBadge';
import { affiliateLabels as L } from '../labels';
import type { LoadState, TaskRow } from '../types';

export interface AffiliateDetailTasksProps {
  state: LoadState;
  rows: readonly TaskRow[];
  onRetry?: () => void;
}

/** §2 tasks: type, date, name, status and whether it is finished. */
export function AffiliateDetailTasks({ state, rows, onRetry }: AffiliateDetailTasksProps) {
  const c = L.tasks.columns;
  return (
    <Section
      title={L.detail.tabs.tareas}
      state={state}
      errorMessage={messages.read.tasks}
      empty={rows.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <SectionTable
        caption={`${L.detail.tabs.tareas} (${rows.length})`}
        rows={rows}
        rowKey={(r, i) => r.id ?? i}
        columns={[
          {
            key: 'date',
            header: c.date,
            render: (r) => <DateText value={r.date} />,
            sortValue: (r) => r.date,
          },
          { key: 'type', header: c.type, render: (r) => r.type },
          { key: 'name', header: c.name, render: (r) => r.name },
          { key: 'status', header: c.status, render: (r) => r.status, sortValue: (r) => r.status },
          {
            key: 'finished',
            header: c.finished,
            render: (r) => (
              <ToneBadge tone={r.finished ? 'success' : 'neutral'}>
                {r.finished ? L.common.yes : L.common.no}
              </ToneBadge>
            ),
          },
        ]}
      />
    </Section>
  );
}
