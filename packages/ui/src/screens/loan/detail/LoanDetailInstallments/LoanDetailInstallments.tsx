import { type InstallmentRow, installmentBar, installmentRows } from '@backoffice/domain';
import { INSTALLMENT_PARTS } from '@backoffice/domain/contract';
import { messages } from '@backoffice/domain/messages';
import type { CSSProperties, ReactNode } from 'react';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { Section } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { Installment, Read } from '../types';
import { Bar, Scroller, Segment, Table } from './LoanDetailInstallments.styles';

export type LoanDetailInstallmentsProps = Read<Installment[]>;

type Row = InstallmentRow<Installment>;
interface Column {
  id: string;
  header: string;
  align?: 'end';
  render: (r: Row) => ReactNode;
}
const I = L.installment;
const money = (id: string, header: string, get: (r: Installment) => number): Column => ({
  id,
  header,
  align: 'end',
  render: (r) => <Money value={get(r.row)} />,
});

const COLUMNS: Column[] = [
  {
    id: 'numero',
    header: I.number,
    render: (r) => (r.row.subNumero ? `${r.row.numero}.${r.row.subNumero}` : String(r.row.numero)),
  },
  {
    id: 'estadoCd',
    header: L.fields.status,
    render: (r) => <StatusBadge catalogue="installment" value={r.row.estadoCd} title={r.row.estadoCd} />,
  },
  {
    id: 'fechaInicio',
    header: I.fechaInicio,
    render: (r) => <DateText value={r.row.fechaInicio} />,
  },
  {
    id: 'fechaCobro',
    header: I.fechaCobro,
    render: (r) => <DateText value={r.row.fechaCobro} />,
  },
  money('saldo', I.saldo, (r) => r.saldo),
  money('principal', I.principal, (r) => r.principal),
  money('interest', I.interest, (r) => r.interest),
  money('openingFee', I.openingFee, (r) => r.openingFee),
  money('defaultInterest', I.defaultInterest, (r) => r.defaultInterest),
  money('defaultCommission', I.defaultCommission, (r) => r.defaultCommission),
  money('bankExpenses', I.bankExpenses, (r) => r.bankExpenses),
  money('cuotaMensual', I.cuotaMensual, (r) => r.cuotaMensual),
  // loans §3: the monthly payment's components split by party, named as the API spells them.
  ...INSTALLMENT_PARTS.map((p) => money(p, p, (r) => r[p])),
  {
    id: 'overdue',
    header: I.overdue,
    render: (r) => <YesNo value={r.overdue} />,
  },
  {
    id: 'cumulativeOverdue',
    header: I.cumulativeOverdue,
    align: 'end',
    render: (r) => <Money value={r.cumulativeOverdue} />,
  },
];

/**
 * Cuotas (loans §2, §4, §5): the installment bar, one segment per installment coloured by its
 * status, titled month plus status name, as wide as its share; then the table with every
 * component of §3. AN installments are hidden; RE, GT, DV and FR count as overdue, and the
 * overdue amounts run as a total rounded to 2 decimals.
 */
export function LoanDetailInstallments({ state, data, onRetry }: LoanDetailInstallmentsProps) {
  const rows = installmentRows(data);
  const bar = installmentBar(data);
  return (
    <Section
      title={L.sections.installments}
      state={state}
      errorMessage={messages.loanDetail.installments}
      empty={state === 'loaded' && rows.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <Bar aria-label={L.sections.installmentBar}>
        {bar.map((s, i) => (
          <Segment
            // biome-ignore lint/suspicious/noArrayIndexKey: the bar is positional, one segment per installment
            key={i}
            title={s.title}
            aria-label={s.title}
            data-tone={s.tone}
            style={{ '--bo-segment-w': `${s.widthPct}%` } as CSSProperties}
          />
        ))}
      </Bar>
      {/* Every component of §3 makes the table wider than the page: its scroller takes the focus so
          the keyboard can scroll it. */}
      <Scroller tabIndex={0} role="region" aria-label={L.installment.table}>
        <Table>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.id} scope="col" data-align={c.align}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row.id} data-overdue={r.overdue || undefined}>
                {COLUMNS.map((c) => (
                  <td key={c.id} data-align={c.align}>
                    {c.render(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Section>
  );
}
