import { LoanDashboardScreen } from '@backoffice/ui/screens/loan';
import { listStateOf, useListRead } from './data';

const NO_QUERY = {};

/** /creditos/dashboard (loans §6: COMERCIAL, MICRO_ADMIN, RISK; the guard keeps BE out). */
export function Component() {
  const dash = useListRead('GET /api/creditos/dashboard', NO_QUERY);
  return (
    <LoanDashboardScreen
      state={listStateOf(dash, dash.data?.totals.loans)}
      data={dash.data ?? null}
      onRetry={() => void dash.mutate()}
    />
  );
}
