import { formatEur, isoToDisplay, parseEur } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { creditIdFormatError } from '@backoffice/domain/validation';
import { Form } from 'react-final-form';
import { FormCheckbox, FormTextField, type SubmitHandler } from '#forms';
import { EmptyState } from '#patterns/PageState';
import { Panel, Section, SubTitle } from '#patterns/Section';
import { SectionTable as AffiliateTable } from '#patterns/SectionTable';
import { LoanStatusBadge } from '#patterns/StatusBadge';
import { Button } from '#primitives/Button';
import { ToneBadge } from '../AffiliateBadge/AffiliateBadge';
import { affiliateLabels as L } from '../labels';
import { useRowDelete } from '../rowDelete';
import type { CancellationRow, LoadState } from '../types';
import { CreateForm } from './AffiliateDetailCancellations.styles';

export interface NewCancellation {
  creditoId: number;
  amount: number | null;
  /** YYYY-MM-DD, or null for today. */
  date: string | null;
  byTransfer: boolean;
}

export interface AffiliateDetailCancellationsProps {
  state: LoadState;
  rows: readonly CancellationRow[];
  /**
   * The app checks the credit (GET /api/creditos/{id}) and then POSTs (§7). It may answer the
   * server's violations, keyed like NewCancellation (`{ creditoId: '…' }`).
   */
  onCreate?: SubmitHandler<NewCancellation>;
  creating?: boolean;
  /**
   * §5/§8: 'El CreditoId no es válido' when the credit is not this affiliate's, or
   * 'Ha habido un error corroborando si el creditoId es correcto' when the check failed.
   */
  createError?: string | null;
  onDelete?: (row: CancellationRow) => void;
  deletingId?: number | string | null;
  onRetry?: () => void;
}

interface CancellationValues {
  creditoId: string;
  amount: string;
  date: string;
  byTransfer: boolean;
}

const EMPTY_CANCELLATION: CancellationValues = { creditoId: '', amount: '', date: '', byTransfer: false };

/** §2 cancellations: the list, creating one with the credit-id check, and deleting one. */
export function AffiliateDetailCancellations({
  state,
  rows,
  onCreate,
  creating = false,
  createError = null,
  onDelete,
  deletingId = null,
  onRetry,
}: AffiliateDetailCancellationsProps) {
  const c = L.cancellations.columns;
  const remove = useRowDelete<CancellationRow>({
    onDelete,
    busy: (r) => deletingId === r.id,
    header: c.actions,
    label: (r) => L.cancellations.remove(r.loanId),
    title: L.cancellations.confirmRemoveTitle,
    question: (r) => L.cancellations.confirmRemove(r.loanId),
  });
  const create = (v: CancellationValues) =>
    onCreate?.({
      creditoId: Number(v.creditoId.trim()),
      amount: v.amount.trim() ? parseEur(v.amount) : null,
      date: v.date || null,
      byTransfer: v.byTransfer,
    });
  return (
    <Section
      title={L.detail.tabs.cancelaciones}
      state={state}
      errorMessage={messages.read.cancellations}
      {...(onRetry ? { onRetry } : {})}
    >
      {onCreate ? (
        <Panel role="group" aria-labelledby="cancellation-new">
          <SubTitle id="cancellation-new">{L.cancellations.create}</SubTitle>
          <Form<CancellationValues>
            initialValues={EMPTY_CANCELLATION}
            onSubmit={create}
            render={({ handleSubmit, values, submitting }) => {
              const busy = creating || Boolean(submitting);
              return (
                <CreateForm
                  onSubmit={(e) => {
                    e.preventDefault();
                    handleSubmit();
                  }}
                  noValidate
                  aria-label={L.cancellations.create}
                >
                  <FormTextField
                    name="creditoId"
                    label={L.cancellations.creditId}
                    inputMode="numeric"
                    validate={creditIdFormatError}
                    error={createError}
                  />
                  <FormTextField name="amount" label={L.cancellations.amount} inputMode="decimal" />
                  <FormTextField name="date" label={L.cancellations.date} type="date" />
                  <FormCheckbox name="byTransfer" label={L.cancellations.byTransfer} />
                  <Button type="submit" busy={busy} disabled={values.creditoId.trim() === ''}>
                    {busy ? L.cancellations.creating : L.cancellations.create}
                  </Button>
                </CreateForm>
              );
            }}
          />
        </Panel>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <AffiliateTable
          caption={`${L.detail.tabs.cancelaciones}, ${L.common.rows}: ${rows.length}`}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { key: 'loan', header: c.loan, render: (r) => r.loanId },
            {
              key: 'loanStatus',
              header: c.loanStatus,
              render: (r) => <LoanStatusBadge status={r.loanStatus} />,
            },
            { key: 'createdAt', header: c.createdAt, render: (r) => isoToDisplay(r.createdAt) },
            { key: 'date', header: c.date, render: (r) => isoToDisplay(r.date) },
            { key: 'amount', header: c.amount, render: (r) => formatEur(r.amount), align: 'end' },
            {
              key: 'finalAmount',
              header: c.finalAmount,
              render: (r) => formatEur(r.finalAmount),
              align: 'end',
            },
            {
              key: 'validated',
              header: c.validated,
              render: (r) => (
                <ToneBadge tone={r.validated ? 'success' : 'warning'}>
                  {r.validated ? L.common.yes : L.common.no}
                </ToneBadge>
              ),
            },
            {
              key: 'byTransfer',
              header: c.byTransfer,
              render: (r) => (r.byTransfer ? L.common.yes : L.common.no),
            },
            { key: 'salesAgent', header: c.salesAgent, render: (r) => r.salesAgent ?? '' },
            ...remove.columns,
          ]}
        />
      )}
      {remove.dialog}
    </Section>
  );
}
