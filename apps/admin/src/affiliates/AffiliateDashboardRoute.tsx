import { AffiliateDashboardScreen } from '@backoffice/ui/screens/affiliate';
import { useNavigate } from 'react-router';
import { useRouteRead } from '../resources';
import { affiliateHref } from './tabs';

/** /afiliados/dashboard: counts by state and phase, and the latest state changes. */
export function Component() {
  const navigate = useNavigate();
  const dash = useRouteRead('GET /api/afiliados_dashboard', {});
  return (
    <AffiliateDashboardScreen
      state={dash.state}
      byState={dash.data?.byState ?? {}}
      byPhase={dash.data?.byPhase ?? {}}
      recentChanges={dash.data?.recentChanges ?? []}
      affiliateHref={(id) => affiliateHref(id)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void dash.mutate()}
    />
  );
}
