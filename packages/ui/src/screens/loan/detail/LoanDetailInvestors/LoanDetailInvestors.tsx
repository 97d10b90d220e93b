import { messages } from '@backoffice/domain/messages';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { TableSection } from '#patterns/Section';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { LoanInvestment, LoanInvestor, Read } from '../types';

export interface LoanDetailInvestorsProps {
  investors: Read<LoanInvestor[]>;
  investments: Read<LoanInvestment[]>;
  /** Issue 14: the actions on one investment (cancel it, remove the investor), when the user has any. */
  investmentActions?: (investment: LoanInvestment) => ReactNode;
}

const F = L.fields;
const INVESTOR_COLUMNS: DataTableColumn<LoanInvestor>[] = [
  { id: 'name', header: F.investor, accessor: (r) => r.name },
  { id: 'status', header: F.status, accessor: (r) => r.status },
  {
    id: 'amount',
    header: F.amount,
    align: 'end',
    accessor: (r) => r.amount,
    render: (r) => <Money value={r.amount} />,
  },
  { id: 'investments', header: F.investmentsCount, align: 'end', accessor: (r) => r.investments },
  { id: 'own', header: F.ownInvestment, render: (r) => <YesNo value={r.isOwnInvestment} /> },
];
const INVESTMENT_COLUMNS: DataTableColumn<LoanInvestment>[] = [
  {
    id: 'createdAt',
    header: F.date,
    accessor: (r) => r.createdAt,
    render: (r) => <DateText value={r.createdAt} />,
  },
  { id: 'investorName', header: F.investor, accessor: (r) => r.investorName },
  {
    id: 'amount',
    header: F.amount,
    align: 'end',
    accessor: (r) => r.amount,
    render: (r) => <Money value={r.amount} />,
  },
  { id: 'active', header: F.active, render: (r) => <YesNo value={r.active} /> },
  { id: 'own', header: F.ownInvestment, render: (r) => <YesNo value={r.isOwnInvestment} /> },
];

/** Inversores: who funds the loan (active investments summed per investor) and every investment. */
export function LoanDetailInvestors({ investors, investments, investmentActions }: LoanDetailInvestorsProps) {
  const investmentColumns: DataTableColumn<LoanInvestment>[] = investmentActions
    ? [...INVESTMENT_COLUMNS, { id: 'actions', header: L.fields.actions, render: investmentActions }]
    : INVESTMENT_COLUMNS;
  return (
    <Stack>
      <TableSection
        title={L.sections.investors}
        state={investors.state}
        data={investors.data}
        errorMessage={messages.loanDetail.investors}
        columns={INVESTOR_COLUMNS}
        onRetry={investors.onRetry}
      />
      <TableSection
        title={L.sections.investments}
        state={investments.state}
        data={investments.data}
        errorMessage={messages.loanDetail.investments}
        columns={investmentColumns}
        onRetry={investments.onRetry}
      />
    </Stack>
  );
}
