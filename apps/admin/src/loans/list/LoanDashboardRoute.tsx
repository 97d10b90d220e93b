import { LoanDashboardScreen } from '@backoffice/ui/screens/loan';
import { useRouteRead } from '../../resources';
import { emptyIfNone } from './urlState';

/** /creditos/dashboard (loans §6: COMERCIAL, MICRO_ADMIN, RISK; the guard keeps BE out). */
export function Component() {
  const dash = useRouteRead('GET /api/creditos/dashboard', {});
  return (
    <LoanDashboardScreen
      state={emptyIfNone(dash.state, dash.data?.totals.loans)}
      data={dash.data ?? null}
      onRetry={() => void dash.mutate()}
    />
  );
}
