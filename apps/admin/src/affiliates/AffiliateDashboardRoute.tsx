import { AffiliateDashboardScreen, type RecentStateChange } from '@backoffice/ui/screens/affiliate';
import { useNavigate } from 'react-router';
import { readKey, useRecord } from '../resources';
import { affiliateHref } from './tabs';

interface Dashboard {
  byState: Record<string, number>;
  byPhase: Record<string, number>;
  recentChanges: RecentStateChange[];
}

/** /afiliados/dashboard: counts by state and phase, and the latest state changes. */
export function Component() {
  const navigate = useNavigate();
  // contract: GET /api/afiliados_dashboard
  const dash = useRecord<Dashboard>(readKey('GET /api/afiliados_dashboard'));
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
