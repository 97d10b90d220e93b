import { INVESTMENT_RANGES, LOAN_STATUS_OPTIONS, rangeErrors } from '@backoffice/domain';
import { formatNumber } from '@backoffice/domain/format';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormSelect, FormTextField } from '#forms';
import { labels } from '#labels';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { Actions, InlineForm } from '#patterns/Section';
import type { SectionTableColumn } from '#patterns/SectionTable';
import { LoanStatusBadge } from '#patterns/StatusBadge';
import { Button } from '#primitives/Button';
import { affiliateLabels } from '../screens/affiliate/labels';
import type { InvestmentRow } from '../screens/affiliate/types';

/**
 * One investment list, two screens: the affiliate's associated investor (20 per page) and the
 * investor detail (200 per page, with the loan status and a link per loan). Both filter on loans
 * §9's inclusive ranges; the texts are the affiliate area's, which the investor screen shares.
 */
const F = affiliateLabels.investments.filters;
const C = affiliateLabels.investments.columns;

/** §9 investment filters, inclusive ranges; '' means no bound. Dates travel as YYYY-MM-DD. */
export interface InvestmentRangeFilters {
  rentabilityMin: string;
  rentabilityMax: string;
  amountMin: string;
  amountMax: string;
  durationMin: string;
  durationMax: string;
  createdFrom: string;
  createdTo: string;
  /** prestamo, financiacion or cobro; '' for all. */
  tipo: string;
}

const RANGES = [
  ['rentabilityMin', 'rentabilityMax', 'decimal'],
  ['amountMin', 'amountMax', 'decimal'],
  ['durationMin', 'durationMax', 'numeric'],
] as const;
const TIPO_OPTIONS = Object.entries(affiliateLabels.investments.tipos).map(([value, label]) => ({
  value,
  label,
}));

/** Each value trimmed, with a decimal comma read as a point (es-ES input of '8,5'). */
const cleaned = <V extends object>(values: V): V => ({
  ...values,
  ...Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim().replace(',', '.') : v]),
  ),
});

export interface InvestmentFilterFormProps<V extends InvestmentRangeFilters> {
  /** The applied filters (from the URL or the record's state); the form starts from them. */
  filters: V;
  /** Every filter empty: what 'Limpiar filtros' applies. */
  empty: V;
  onFiltersChange: (filters: V) => void;
  /** A loan-status filter (the investor detail): its label. A select of the statuses by phase. */
  loanStatusLabel?: string;
}

/** The §9 filter form on react-final-form: edits stay in the form until 'Aplicar filtros'. */
export function InvestmentFilterForm<V extends InvestmentRangeFilters>({
  filters,
  empty,
  onFiltersChange,
  loanStatusLabel,
}: InvestmentFilterFormProps<V>) {
  const active = Object.values(filters).some((v) => v !== '');
  return (
    <Form<V>
      initialValues={filters}
      // An inverted range says why under its 'to' field, and is not applied.
      validate={(values) => rangeErrors(values as Record<string, unknown>, INVESTMENT_RANGES)}
      onSubmit={(values) => onFiltersChange(cleaned({ ...empty, ...values }))}
    >
      {({ handleSubmit, form }) => (
        <InlineForm onSubmit={handleSubmit} aria-label={labels.filters.region}>
          {RANGES.map(([min, max, mode]) => (
            <span key={min} style={{ display: 'contents' }}>
              <FormTextField name={min} label={F[min]} inputMode={mode} />
              <FormTextField name={max} label={F[max]} inputMode={mode} />
            </span>
          ))}
          <FormTextField name="createdFrom" label={F.createdFrom} type="date" />
          <FormTextField name="createdTo" label={F.createdTo} type="date" />
          <FormSelect name="tipo" label={F.tipo} placeholder={labels.filters.all} options={TIPO_OPTIONS} />
          {loanStatusLabel ? (
            <FormSelect
              name="loanStatus"
              label={loanStatusLabel}
              placeholder={labels.filters.all}
              options={LOAN_STATUS_OPTIONS}
            />
          ) : null}
          <Actions>
            <Button type="submit">{F.apply}</Button>
            {active ? (
              <Button
                variant="ghost"
                onClick={() => {
                  form.reset(empty);
                  onFiltersChange(empty);
                }}
              >
                {labels.actions.clearFilters}
              </Button>
            ) : null}
          </Actions>
        </InlineForm>
      )}
    </Form>
  );
}

/** What both investment lists show of a row (the affiliate's row, whose fields the investor's has too). */
export type InvestmentLike = Omit<InvestmentRow, 'id'>;

/** The investment columns; `loanCode` renders the loan cell (a link on the investor detail). */
export function investmentColumns<R extends InvestmentLike>(
  loanCode: (row: R) => ReactNode = (r) => r.loanCode,
): SectionTableColumn<R>[] {
  return [
    { key: 'createdAt', header: C.createdAt, render: (r) => <DateText value={r.createdAt} /> },
    { key: 'loanCode', header: C.loanCode, render: loanCode },
    { key: 'amount', header: C.amount, render: (r) => <Money value={r.amount} />, align: 'end' },
    {
      key: 'loanRentability',
      header: C.loanRentability,
      render: (r) =>
        r.loanRentability === null || r.loanRentability === undefined
          ? ''
          : `${formatNumber(r.loanRentability)} %`,
      align: 'end',
    },
    { key: 'loanDuration', header: C.loanDuration, render: (r) => r.loanDuration ?? '', align: 'end' },
    { key: 'loanStatus', header: C.loanStatus, render: (r) => <LoanStatusBadge status={r.loanStatus} /> },
    {
      key: 'isOwnInvestment',
      header: C.isOwnInvestment,
      render: (r) => (r.isOwnInvestment ? affiliateLabels.common.yes : affiliateLabels.common.no),
    },
  ];
}
