import { messages } from '@backoffice/domain/messages';
import { DataTable, type DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { Section } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { loanDetailLabels as L } from '../labels';
import type { LoanDocument, Read } from '../types';

export interface LoanDetailDocumentsProps extends Read<LoanDocument[]> {
  /** Downloads the file (the app fetches it with the token). */
  onDownload?: (doc: LoanDocument) => void;
}

/** Documentos (loans §3, §4): the borrower's documents with their status and a download link. */
export function LoanDetailDocuments({ state, data, onRetry, onDownload }: LoanDetailDocumentsProps) {
  const F = L.fields;
  const columns: DataTableColumn<LoanDocument>[] = [
    {
      id: 'createdAt',
      header: F.date,
      accessor: (r) => r.createdAt,
      render: (r) => <DateText value={r.createdAt} />,
    },
    { id: 'type', header: F.type, accessor: (r) => r.type },
    { id: 'description', header: F.description, accessor: (r) => r.description },
    { id: 'name', header: F.document, accessor: (r) => r.name },
    {
      id: 'status',
      header: F.status,
      accessor: (r) => r.status,
      render: (r) => <StatusBadge catalogue="document" value={r.status} />,
    },
    {
      id: 'download',
      header: F.download,
      render: (r) =>
        r.download && onDownload ? (
          <a
            href={r.download}
            onClick={(e) => {
              e.preventDefault();
              onDownload(r);
            }}
          >
            {L.download(r.name ?? L.docFallback)}
          </a>
        ) : null,
    },
  ];
  return (
    <Section
      title={L.sections.documents}
      state={state}
      errorMessage={messages.loanDetail.documents}
      empty={state === 'loaded' && (data ?? []).length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <DataTable
        caption={L.sections.documents}
        hideCaption
        columns={columns}
        rows={data ?? []}
        rowKey={(r) => r.id}
        maxHeight="none"
      />
    </Section>
  );
}
