import { SalesAgentDetailScreen } from '@backoffice/ui/screens/tools';
import { useSearchParams } from 'react-router';
import { useRouteRead } from '../resources';

/** /comerciales/detalle-comercial (platform §2: COMERCIAL, MICRO_ADMIN): the agent is in the URL (?comercial=). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const comercial = params.get('comercial');
  const read = useRouteRead('GET /api/comerciales/detalle', {}, comercial ? { comercial } : {});
  return (
    <SalesAgentDetailScreen
      state={read.state}
      detail={read.data ?? null}
      onAgent={(id) => setParams({ comercial: String(id) })}
      onRetry={() => void read.mutate()}
    />
  );
}
