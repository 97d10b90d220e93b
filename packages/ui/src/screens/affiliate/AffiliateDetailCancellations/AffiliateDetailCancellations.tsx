import { formatEur, isoToDisplay, parseEur } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { EmptyState } from '#patterns/PageState';
import { Panel, Section, SubTitle } from '#patterns/Section';
import { SectionTable as AffiliateTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { Checkbox } from '#primitives/Checkbox';
import { TextField } from '#primitives/TextField';
import { LoanStatusBadge, ToneBadge } from '../AffiliateBadge/AffiliateBadge';
import { affiliateLabels as L } from '../labels';
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
  /** The app checks the credit (GET /api/creditos/{id}) and then POSTs (§7). */
  onCreate?: (values: NewCancellation) => void;
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
  const [creditId, setCreditId] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [byTransfer, setByTransfer] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<CancellationRow | null>(null);
  const c = L.cancellations.columns;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = Number(creditId.trim());
    // Before asking the server: a credit id is a positive whole number (§5).
    if (!/^\d+$/.test(creditId.trim()) || id <= 0) {
      setLocalError(messages.validation.creditIdInvalid);
      return;
    }
    setLocalError(null);
    onCreate?.({
      creditoId: id,
      amount: amount.trim() ? parseEur(amount) : null,
      date: date || null,
      byTransfer,
    });
  };
  const error = localError ?? createError;
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
          <CreateForm onSubmit={submit} noValidate aria-label={L.cancellations.create}>
            <TextField
              label={L.cancellations.creditId}
              inputMode="numeric"
              value={creditId}
              error={error}
              onChange={(e) => {
                setCreditId(e.target.value);
                setLocalError(null);
              }}
            />
            <TextField
              label={L.cancellations.amount}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <TextField
              label={L.cancellations.date}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <Checkbox
              label={L.cancellations.byTransfer}
              checked={byTransfer}
              onCheckedChange={setByTransfer}
            />
            <Button type="submit" busy={creating} disabled={creditId.trim() === ''}>
              {creating ? L.cancellations.creating : L.cancellations.create}
            </Button>
          </CreateForm>
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
            ...(onDelete
              ? [
                  {
                    key: 'actions',
                    header: c.actions,
                    render: (r: CancellationRow) => (
                      <Button
                        variant="ghost"
                        size="sm"
                        busy={deletingId === r.id}
                        aria-label={L.cancellations.remove(r.loanId)}
                        onClick={() => setConfirm(r)}
                      >
                        {L.common.delete}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={L.cancellations.confirmRemoveTitle}
        confirmLabel={L.common.delete}
        cancelLabel={L.common.cancel}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete?.(confirm);
          setConfirm(null);
        }}
      >
        {confirm ? L.cancellations.confirmRemove(confirm.loanId) : null}
      </ConfirmDialog>
    </Section>
  );
}
