import { recordOfIri } from '@backoffice/domain';
import type { Approval } from '@backoffice/domain/contract';
import { formatEur } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { type MouseEvent, useState } from 'react';
import { navigateInApp } from '#internal/navigation';
import { labels } from '#labels';
import { Banner } from '#patterns/Banner';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { PagedTable, type TablePage } from '#patterns/PagedTable';
import { type LoadState, SectionBody } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { Textarea } from '#primitives/Textarea';
import type { StatusTone } from '#theme/tokens';
import { Decide, Header, NoticeSlot, Title, Why } from './ApprovalsScreen.styles';

/** A pending request, as `GET /api/approvals` lists it. */
export type ApprovalRow = Pick<
  Approval,
  | 'id'
  | 'actionLabel'
  | 'resource'
  | 'amount'
  | 'detail'
  | 'requestedBy'
  | 'requestedByName'
  | 'requestedByEmail'
  | 'requestedAt'
>;

export type ApprovalsPage = TablePage<ApprovalRow>;

export interface ApprovalsScreenProps {
  state: LoadState;
  data: ApprovalsPage | null;
  /** The signed-in user's IRI (/api/users/7): their own requests cannot be decided by them. */
  currentUser: string;
  /** The request being approved or rejected right now. */
  busyId?: number | null;
  /** The outcome of the last decision ('Solicitud aprobada', or the server's error). */
  notice?: { tone: StatusTone; message: string } | null;
  onDismissNotice?: () => void;
  onApprove: (id: number) => void;
  onReject: (id: number, reason: string) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /** Opens a record's page inside the app (a plain link otherwise). */
  onNavigate?: (href: string) => void;
}

const A = messages.approvals;

const recordLabel = (r: ApprovalRow) => recordOfIri(r.resource)?.label ?? r.resource ?? '';

/** '12.000,00 € · Afiliado 31 · Devolución': the amount, the record, the concept. */
const detailLine = (r: ApprovalRow) =>
  [r.amount === null ? '' : formatEur(r.amount), recordLabel(r), r.detail ?? ''].filter(Boolean).join(' · ');

/** The record's action history, in the app when it can navigate. */
function RecordLink({
  row,
  onNavigate,
}: {
  row: ApprovalRow;
  onNavigate: ((href: string) => void) | undefined;
}) {
  const record = recordOfIri(row.resource);
  if (!record?.path) return <>{recordLabel(row)}</>;
  const href = record.path;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => navigateInApp(e, href, onNavigate);
  return (
    <a href={href} onClick={onClick}>
      {record.label}
    </a>
  );
}

/**
 * 'Aprobaciones pendientes' (issue 14 four-eyes): the requests waiting for a second person, newest
 * first. Approving asks for confirmation (the server then runs the operation); rejecting asks for
 * the reason. A user's own requests show the buttons disabled, with the reason.
 */
export function ApprovalsScreen({
  state,
  data,
  currentUser,
  busyId = null,
  notice = null,
  onDismissNotice,
  onApprove,
  onReject,
  onPageChange,
  onRetry,
  onNavigate,
}: ApprovalsScreenProps) {
  const [approving, setApproving] = useState<ApprovalRow | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalRow | null>(null);
  const [reason, setReason] = useState('');

  const columns: DataTableColumn<ApprovalRow>[] = [
    {
      id: 'requester',
      header: A.columns.requester,
      accessor: (r) => `${r.requestedByName} (${r.requestedByEmail})`,
    },
    { id: 'action', header: A.columns.action, accessor: (r) => r.actionLabel },
    {
      id: 'detail',
      header: A.columns.detail,
      accessor: detailLine,
      // One inline run (the cell lays its children out as flex items, which would drop the spaces).
      render: (r) => (
        <span>
          {r.amount === null ? null : `${formatEur(r.amount)} · `}
          <RecordLink row={r} onNavigate={onNavigate} />
          {r.detail ? ` · ${r.detail}` : ''}
        </span>
      ),
    },
    {
      id: 'when',
      header: A.columns.when,
      accessor: (r) => r.requestedAt,
      render: (r) => <DateText value={r.requestedAt} format="comment" />,
    },
    {
      id: 'decide',
      header: A.columns.decide,
      width: '440px',
      render: (r) => {
        const own = r.requestedBy === currentUser;
        const busy = busyId === r.id;
        return (
          <Decide>
            <Button
              size="sm"
              disabled={own || (busyId !== null && !busy)}
              busy={busy}
              aria-label={`${A.approveButton} ${r.actionLabel} ${r.id}`}
              onClick={() => setApproving(r)}
            >
              {A.approveButton}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={own || busyId !== null}
              aria-label={`${A.rejectButton} ${r.actionLabel} ${r.id}`}
              onClick={() => {
                setReason('');
                setRejecting(r);
              }}
            >
              {A.rejectButton}
            </Button>
            {own ? <Why title={A.ownRequest}>{A.ownRequest}</Why> : null}
          </Decide>
        );
      },
    },
  ];

  const confirmReject = () => {
    if (!rejecting || reason.trim() === '') return;
    onReject(rejecting.id, reason.trim());
    setRejecting(null);
  };

  return (
    <div>
      <Header>
        <Title>{A.title}</Title>
      </Header>
      {notice ? (
        <NoticeSlot>
          <Banner tone={notice.tone} message={notice.message} onDismiss={onDismissNotice} />
        </NoticeSlot>
      ) : null}
      <SectionBody
        level={1}
        state={state}
        errorMessage={A.read}
        empty={state === 'loaded' && !data?.rows.length}
        emptyText={A.empty}
        {...(onRetry ? { onRetry } : {})}
      >
        <PagedTable caption={A.title} columns={columns} data={data} onPageChange={onPageChange} />
      </SectionBody>
      <ConfirmDialog
        open={approving !== null}
        title={A.approveButton}
        confirmLabel={A.approveButton}
        tone="primary"
        onConfirm={() => {
          if (approving) onApprove(approving.id);
          setApproving(null);
        }}
        onCancel={() => setApproving(null)}
      >
        {A.confirmApprove}
      </ConfirmDialog>
      <Modal
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={A.rejectButton}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(null)}>
              {labels.actions.cancel}
            </Button>
            <Button variant="danger" disabled={reason.trim() === ''} onClick={confirmReject}>
              {A.rejectButton}
            </Button>
          </>
        }
      >
        <p>{A.confirmReject}</p>
        <Textarea label={A.reasonLabel} value={reason} onValueChange={setReason} required maxLength={500} />
      </Modal>
    </div>
  );
}
