import { messages } from '@backoffice/domain/messages';
import { type RefObject, useRef } from 'react';
import { Form as FinalForm, useField } from 'react-final-form';
import { FormSelect, FormTextField } from '#forms';
import { DateText } from '#patterns/DateText';
import { EmptyState } from '#patterns/PageState';
import { Panel, Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { DocumentStatusBadge } from '../AffiliateBadge/AffiliateBadge';
import { affiliateLabels as L } from '../labels';
import { useRowDelete } from '../rowDelete';
import type { DocumentRow, LoadState } from '../types';
import { DownloadLink, FileInput, FileLabel, Hint, UploadForm } from './AffiliateDetailDocuments.styles';

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
  const c = L.documents.columns;
  const remove = useRowDelete<DocumentRow>({
    onDelete,
    busy: (r) => deletingId === r.id,
    header: c.actions,
    label: (r) => L.documents.remove(r.name),
    title: L.documents.confirmRemoveTitle,
    question: (r) => L.documents.confirmRemove(r.name),
  });
  return (
    <Section
      title={L.detail.tabs.documentos}
      state={state}
      errorMessage={errorMessage}
      {...(onRetry ? { onRetry } : {})}
    >
      {onUpload ? (
        <Panel>
          <UploadFields onUpload={onUpload} uploading={uploading} />
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
            ...remove.columns,
          ]}
        />
      )}
      {remove.dialog}
    </Section>
  );
}

function SectionEmpty() {
  return <EmptyState level={2} />;
}

interface UploadValues {
  file: File | null;
  type: string;
  description: string;
}
const UPLOAD_START: UploadValues = { file: null, type: 'otros', description: '' };

/** The upload form: a file (required: the button waits for one), its type and a description. */
function UploadFields({
  onUpload,
  uploading,
}: {
  onUpload: (upload: DocumentUpload) => void;
  uploading: boolean;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <FinalForm<UploadValues>
      initialValues={UPLOAD_START}
      onSubmit={({ file, type, description }, form) => {
        if (!file) return;
        onUpload({ file, type, description: description.trim() });
        // The type chosen stays for the next document; the file and its description go.
        form.change('file', null);
        form.change('description', '');
        if (fileRef.current) fileRef.current.value = '';
      }}
      render={({ handleSubmit, values }) => (
        <UploadForm
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
          aria-label={L.documents.upload}
        >
          <FileField fileRef={fileRef} />
          <FormSelect name="type" label={L.documents.type} options={TYPE_OPTIONS} />
          <FormTextField name="description" label={L.documents.description} />
          <Button type="submit" disabled={!values.file} busy={uploading}>
            {uploading ? L.documents.uploading : L.documents.upload}
          </Button>
        </UploadForm>
      )}
    />
  );
}

function FileField({ fileRef }: { fileRef: RefObject<HTMLInputElement | null> }) {
  const { input } = useField<File | null>('file', { allowNull: true });
  return (
    <FileLabel>
      {L.upload.chooseFile}
      <FileInput
        ref={fileRef}
        type="file"
        accept={ACCEPT}
        onChange={(e) => input.onChange(e.target.files?.[0] ?? null)}
      />
      <Hint>{L.upload.accepted}</Hint>
    </FileLabel>
  );
}
