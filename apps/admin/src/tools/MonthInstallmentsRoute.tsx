import { toolsMessages } from '@backoffice/domain/tools';
import { MonthInstallmentsScreen } from '@backoffice/ui/screens/tools';
import { useState } from 'react';
import { useRouteRead, useWrite } from '../resources';

/** /creditos/herramientas/actualizar-cuotas-mes (loans §6 credit tools: SUPER_ADMIN). */
export function Component() {
  const read = useRouteRead('GET /api/tools/superadmin/actualizar-cuotas-mes', {});
  const write = useWrite();
  const [applied, setApplied] = useState<number | null>(null);
  const apply = async () => {
    try {
      const done = (await write.call(
        'POST /api/tools/superadmin/actualizar-cuotas-mes',
        {},
        { failure: toolsMessages.monthInstallments.applyFailed },
      )) as { applied: number };
      setApplied(done.applied);
    } catch {
      // notified by useWrite
    }
    await read.mutate();
  };
  return (
    <MonthInstallmentsScreen
      state={read.state}
      summary={read.data ?? null}
      onRetry={() => void read.mutate()}
      onApply={() => void apply()}
      busy={write.isMutating}
      applied={applied}
    />
  );
}
