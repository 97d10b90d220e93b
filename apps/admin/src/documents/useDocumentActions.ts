import { messages } from '@backoffice/domain/messages';
import type { DocumentRow } from '@backoffice/ui/screens/affiliate';
import { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useWrite, type WriteTexts } from '../resources';
import { useApi } from '../session/SessionProvider';

/**
 * Who a document belongs to: the upload's form field ('user', 'afiliado', or 'credito' for the
 * loan's borrower) and the owner's IRI.
 */
export interface DocumentOwner {
  field: 'user' | 'afiliado' | 'credito';
  iri: string;
}

/**
 * The writes of a documents section (affiliate, investor): upload (multipart, with the owner),
 * delete, and download through the API with a notice; `busy` is 'upload' or the deleted row's id.
 * Failures are told by the write helper (or the notice); the returned promises never reject.
 */
export function useDocumentActions(owner: DocumentOwner, revalidate: NonNullable<WriteTexts['revalidate']>) {
  const api = useApi();
  const write = useWrite();
  const notify = useNotify();
  const upload = ({ file, type, description }: { file: File; type: string; description: string }) => {
    const form = new FormData();
    form.set(owner.field, owner.iri);
    form.set('type', type);
    if (description) form.set('description', description);
    form.set('file', file, file.name);
    return write
      .call(
        'POST /api/documents/upload',
        { body: form },
        {
          target: 'upload',
          success: messages.success.documentUploaded,
          failure: messages.write.uploadDocument,
          revalidate,
        },
      )
      .catch(() => {});
  };
  const remove = (row: DocumentRow) =>
    write
      .call(
        'DELETE /api/documents/:id',
        { params: { id: row.id } },
        {
          target: String(row.id),
          success: messages.success.documentDeleted,
          failure: messages.write.deleteDocument,
          revalidate,
        },
      )
      .catch(() => {});
  const download = async (row: DocumentRow) => {
    if (!row.download) return;
    notify.info(messages.general.fileDownloading);
    try {
      // The document's download link, as the API sent it.
      const blob = await api.request<Blob>(row.download, { blob: true });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = row.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 0 || err.status === 401)))
        notify.error(messages.general.downloadFailed(row.name));
    }
  };
  return { upload, remove, download, busy: write.busy };
}
