import type { ResponseOf } from '@backoffice/domain/contract';
import { isoToDisplay } from '@backoffice/domain/dates';
import { routeTitle } from '@backoffice/domain/routes';
import { toolsMessages } from '@backoffice/domain/tools';
import { DateText } from '#patterns/DateText';
import { type LoadState, SectionBody } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { toolsLabels } from '../labels';
import { ApplyRow, Intro, Root, Title } from '../SecuritizationScreen/SecuritizationScreen.styles';

const L = toolsLabels.tasks;

export type WeeklyTasks = ResponseOf<'GET /api/comerciales/tareas'>;
type Task = WeeklyTasks['agents'][number]['tasks'][number];

export interface WeeklyTasksScreenProps {
  state: LoadState;
  week: WeeklyTasks | null;
  /** Goes to the week starting on that Monday ('YYYY-MM-DD'). */
  onWeek: (monday: string) => void;
  onRetry?: () => void;
}

/** /comerciales/tareas-semanales (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): the week's tasks per sales agent. */
export function WeeklyTasksScreen({ state, week, onWeek, onRetry }: WeeklyTasksScreenProps) {
  const agents = week?.agents ?? [];
  return (
    <Root>
      <Title>{routeTitle('/comerciales/tareas-semanales')}</Title>
      <ApplyRow>
        <Button variant="secondary" disabled={!week} onClick={() => week && onWeek(week.previous)}>
          {L.previous}
        </Button>
        <Intro aria-live="polite">{week ? L.week(isoToDisplay(week.from), isoToDisplay(week.to)) : ''}</Intro>
        <Button variant="secondary" disabled={!week} onClick={() => week && onWeek(week.next)}>
          {L.next}
        </Button>
      </ApplyRow>
      <SectionBody state={state} errorMessage={toolsMessages.tasks.read} {...(onRetry ? { onRetry } : {})}>
        {agents.length === 0 ? <Intro>{L.none}</Intro> : null}
        {agents.map((a) => (
          <SectionTable<Task>
            key={String(a.agentId)}
            caption={L.agentTasks(a.agentName, a.tasks.length)}
            rows={a.tasks}
            rowKey={(x) => x.id}
            columns={[
              { key: 'date', header: L.columns.date, render: (x) => <DateText value={x.date} /> },
              { key: 'type', header: L.columns.type, render: (x) => x.type },
              { key: 'name', header: L.columns.name, render: (x) => x.name },
              { key: 'affiliate', header: L.columns.affiliate, render: (x) => x.affiliateName },
              { key: 'status', header: L.columns.status, render: (x) => x.status },
            ]}
          />
        ))}
      </SectionBody>
    </Root>
  );
}
