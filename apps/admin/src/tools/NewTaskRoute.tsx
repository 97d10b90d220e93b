import { businessDay } from '@backoffice/domain/dates';
import { type TaskType, toolsMessages } from '@backoffice/domain/tools';
import { NewTaskScreen } from '@backoffice/ui/screens/tools';
import { useNavigate } from 'react-router';
import { useMe, useRouteRead, useWrite } from '../resources';

/** /comerciales/nueva-tarea (platform §2: COMERCIAL, MICRO_ADMIN): a task on one of the user's affiliates. */
export function Component() {
  const { user: me } = useMe();
  const navigate = useNavigate();
  const write = useWrite();
  const list = useRouteRead('GET /api/users/:id/affiliatesInDepthList', me ? { id: me.id } : null, {
    pagination: 'false',
  });
  const affiliates = (
    (list.data as { 'hydra:member'?: { id: number; name: string }[] } | undefined)?.['hydra:member'] ?? []
  ).map((a) => ({ id: a.id, name: a.name }));
  return (
    <NewTaskScreen
      affiliates={affiliates}
      initialDate={businessDay(Date.now())}
      onSubmit={async (v) => {
        await write.call(
          'POST /api/comerciales/tareas',
          { body: { type: v.type as TaskType, date: v.date, afiliado: Number(v.afiliado), name: v.name } },
          { success: toolsMessages.tasks.created, failure: toolsMessages.tasks.createFailed },
        );
        navigate(`/comerciales/tareas-semanales?semana=${v.date}`);
      }}
    />
  );
}
