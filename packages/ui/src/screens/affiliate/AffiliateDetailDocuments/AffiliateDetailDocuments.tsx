import { messages } from '@backoffice/domain/messages';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { DateText } from '#patterns/DateText';
import { EmptyState } from '#patterns/PageState';
import { Panel, Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { DocumentStatusBadge } from '../AffiliateBadge/AffiliateBadge';
import { affiliateLabels as L } from '../labels';
import type { DocumentRow, LoadState } from '../types';
import {
  DownloadLink,
  FileInput,
  FileLabel,
  Hint,
  RowActions,
  UploadForm,
} from './AffiliateDetailDocuments.styles';

export interface DocumentUpload {
  file: File;
  type: string;
  description: string;
}

export interface AffiliateDetailDocumentsProps {
  state: LoadState;
  rows: readonly DocumentRow[];
  /** POST /api/documents/upload (multipart). Absent for roles that may not upload. */
  onUpload?: (upload: DocumentUpload) => void;
  uploading?: boolean;
  /** DELETE /api/documents/{id}. */
  onDelete?: (row: DocumentRow) => void;
  deletingId?: number | string | null;
  /** A download link is opened by the app (it needs the bearer token). */
  onDownload?: (row: DocumentRow) => void;
  onRetry?: () => void;
  /** The read error of §8 for whose documents these are (the loan's borrower has its own). */
  errorMessage?: string;
}

const TYPE_OPTIONS = Object.entries(L.documents.types).map(([value, label]) => ({ value, label }));
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** §2 documents: the list with the §4 status labels, upload and delete. */
export function AffiliateDetailDocuments({
  state,
  rows,
  onUpload,
  uploading = false,
  onDelete,
  deletingId = null,
  onDownload,
  onRetry,
  errorMessage = messages.read.documents,
}: AffiliateDetailDocumentsProps) {
  const [type, setType] = useState('otros');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState<DocumentRow | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const c = L.documents.columns;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file || !onUpload) return;
    onUpload({ file, type, description: description.trim() });
    setFile(null);
    setDescription('');
    if (fileRef.current) fileRef.current.value = '';
  };
  return (
    <Section
      title={L.detail.tabs.documentos}
      state={state}
      errorMessage={errorMessage}
      {...(onRetry ? { onRetry } : {})}
    >
      {onUpload ? (
        <Panel>
          <UploadForm onSubmit={submit} aria-label={L.documents.upload}>
            <FileLabel>
              {L.upload.chooseFile}
              <FileInput
                ref={fileRef}
                type="file"
                accept={ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <Hint>{L.upload.accepted}</Hint>
            </FileLabel>
            <Select label={L.documents.type} options={TYPE_OPTIONS} value={type} onValueChange={setType} />
            <TextField
              label={L.documents.description}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <Button type="submit" disabled={!file} busy={uploading}>
              {uploading ? L.documents.uploading : L.documents.upload}
            </Button>
          </UploadForm>
        </Panel>
      ) : null}
      {rows.length === 0 ? (
        <SectionEmpty />
      ) : (
        <SectionTable
          caption={`${L.detail.tabs.documentos} (${rows.length})`}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              key: 'createdAt',
              header: c.createdAt,
              render: (r) => <DateText value={r.createdAt} />,
              sortValue: (r) => r.createdAt,
            },
            {
              key: 'type',
              header: c.type,
              render: (r) => (L.documents.types as Record<string, string>)[r.type] ?? r.type,
            },
            {
              key: 'name',
              header: c.name,
              render: (r) =>
                r.download ? (
                  <DownloadLink
                    href={r.download}
                    onClick={(e) => {
                      if (!onDownload) return;
                      e.preventDefault();
                      onDownload(r);
                    }}
                    aria-label={L.documents.download(r.name)}
                  >
                    {r.name}
                  </DownloadLink>
                ) : (
                  r.name
                ),
            },
            { key: 'description', header: c.description, render: (r) => r.description ?? '' },
            { key: 'lwId', header: c.lwId, render: (r) => r.lwId ?? '' },
            { key: 'status', header: c.status, render: (r) => <DocumentStatusBadge status={r.status} /> },
            ...(onDelete
              ? [
                  {
                    key: 'actions',
                    header: c.actions,
                    render: (r: DocumentRow) => (
                      <RowActions>
                        <Button
                          variant="ghost"
                          size="sm"
                          busy={deletingId === r.id}
                          aria-label={L.documents.remove(r.name)}
                          onClick={() => setConfirm(r)}
                        >
                          {L.common.delete}
                        </Button>
                      </RowActions>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={L.documents.confirmRemoveTitle}
        confirmLabel={L.common.delete}
        cancelLabel={L.common.cancel}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete?.(confirm);
          setConfirm(null);
        }}
      >
        {confirm ? L.documents.confirmRemove(confirm.name) : null}
      </ConfirmDialog>
    </Section>
  );
}

function SectionEmpty() {
  return <EmptyState level={2} />;
}
