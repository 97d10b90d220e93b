import { detailPath } from '@backoffice/domain';
import { AffiliateDashboardScreen, type RecentStateChange } from '@backoffice/ui/screens/affiliate';
import { useNavigate } from 'react-router';
import { loadStateOf, useRead } from './data';

interface Dashboard {
  byState: Record<string, number>;
  byPhase: Record<string, number>;
  recentChanges: RecentStateChange[];
}

/** /afiliados/dashboard: counts by state and phase, and the latest state changes. */
export function Component() {
  const navigate = useNavigate();
  const dash = useRead<Dashboard>('/api/afiliados_dashboard');
  return (
    <AffiliateDashboardScreen
      state={loadStateOf(dash)}
      byState={dash.data?.byState ?? {}}
      byPhase={dash.data?.byPhase ?? {}}
      recentChanges={dash.data?.recentChanges ?? []}
      affiliateHref={(id) => detailPath.affiliate(id)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void dash.mutate()}
    />
  );
}
