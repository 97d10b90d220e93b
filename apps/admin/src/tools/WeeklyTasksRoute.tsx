import { WeeklyTasksScreen } from '@backoffice/ui/screens/tools';
import { useSearchParams } from 'react-router';
import { useRouteRead } from '../resources';

/** /comerciales/tareas-semanales (platform §2: COMERCIAL, MICRO_ADMIN): the week is in the URL (?semana=). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const semana = params.get('semana');
  const read = useRouteRead('GET /api/comerciales/tareas', {}, semana ? { semana } : {});
  return (
    <WeeklyTasksScreen
      state={read.state}
      week={read.data ?? null}
      onWeek={(monday) => setParams({ semana: monday })}
      onRetry={() => void read.mutate()}
    />
  );
}
