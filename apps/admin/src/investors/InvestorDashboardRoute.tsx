import { InvestorDashboardScreen } from '@backoffice/ui/screens/investor/list';
import { emptyIfNone } from '../loans/list/urlState';
import { useRouteRead } from '../resources';

/** /inversores/dashboard (loans §6: MICRO_ADMIN and the roles that include it; the guard keeps others out). */
export function Component() {
  const dash = useRouteRead('GET /api/inversores/dashboard', {});
  return (
    <InvestorDashboardScreen
      state={emptyIfNone(dash.state, dash.data?.totals.investors)}
      data={dash.data ?? null}
      onRetry={() => void dash.mutate()}
    />
  );
}
