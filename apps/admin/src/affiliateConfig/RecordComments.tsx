import { messages } from '@backoffice/domain';
import {
  type CommentItem,
  CommentsModal,
  type NewCommentValues,
} from '@backoffice/ui/screens/affiliateConfig';
import { useState } from 'react';
import { useNotify } from '../notifications/NotificationsProvider';
import { type Collection, membersOf, useMe, useRecord } from '../resources';
import { useApi } from '../session/SessionProvider';
import { type CommentSection, commentBody, commentsKey } from './api';

export interface RecordCommentsProps {
  /** The record's kind, as a new comment names it: afiliado, credito, inversor or usuario. */
  section: CommentSection;
  recordId: number | string;
  /** For the title: 'Comentarios de {recordName}'. */
  recordName?: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The comments modal of any record (§2, §5, §6, §7): GET {record}/comentariosList while open,
 * POST /api/comentarios, DELETE the comment's link. Failures show inside the dialog (§8), successes
 * as a notification.
 */
export function RecordComments({ section, recordId, recordName, open, onClose }: RecordCommentsProps) {
  const api = useApi();
  const notify = useNotify();
  const { roles, userId } = useMe();
  // contract: GET /api/afiliados/:id/comentariosList (and the other records' comments)
  const list = useRecord<Collection<CommentItem>>(open ? commentsKey(section, recordId) : null);
  const [sending, setSending] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failure = (base: string, err: unknown) => {
    const e = (err ?? {}) as { status?: number; errorId?: string | null };
    if (e.status === 0 || e.status === 401) return null;
    return messages.general.withErrorId(base, e.errorId ?? null);
  };

  const create = async (values: NewCommentValues) => {
    if (userId === null) return;
    setSending(true);
    setError(null);
    try {
      await api.call('POST /api/comentarios', {
        body: commentBody({ section, recordId, userId, ...values }),
      });
      await list.mutate();
      notify.success(messages.comments.created);
    } catch (err) {
      setError(failure(messages.comments.createFailed, err));
      throw err;
    } finally {
      setSending(false);
    }
  };

  const remove = async (comment: CommentItem) => {
    setDeletingId(comment['@id']);
    setError(null);
    try {
      await api.request(comment['@id'], { method: 'DELETE' });
      await list.mutate();
      // Issue 12: every destructive action says how it went.
      notify.success(messages.comments.deleted);
    } catch (err) {
      setError(failure(messages.comments.deleteFailed, err));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <CommentsModal
      open={open}
      onClose={onClose}
      recordName={recordName ?? null}
      roles={roles}
      comments={list.data ? membersOf(list.data) : undefined}
      loading={list.state === 'loading' && open}
      forbidden={list.state === 'forbidden' && !list.data}
      loadError={list.state === 'error' && !list.data ? messages.comments.loadFailed : null}
      error={error}
      onDismissError={() => setError(null)}
      sending={sending}
      deletingId={deletingId}
      onCreate={create}
      onDelete={(c) => void remove(c)}
    />
  );
}
