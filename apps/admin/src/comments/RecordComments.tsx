import { failureText, messages } from '@backoffice/domain';
import {
  type CommentItem,
  CommentsModal,
  type NewCommentValues,
} from '@backoffice/ui/screens/affiliateConfig';
import { useState } from 'react';
import type { Answer } from '../api/client';
import { membersOf, useMe, useRecord, useWrite } from '../resources';
import { type COMMENT_SECTIONS, type CommentSection, commentBody, commentsKey } from './api';

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
 * The comments modal of any record (§2, §5, §6, §7: one modal and one set of department rules for
 * affiliates, loans and investors): GET {record}/comentariosList while open,
 * POST /api/comentarios, DELETE the comment's link. Failures show inside the dialog (§8), successes
 * as a notification.
 */
export function RecordComments({ section, recordId, recordName, open, onClose }: RecordCommentsProps) {
  const write = useWrite();
  const { roles, userId } = useMe();
  const key = commentsKey(section, recordId);
  // The four records' comment lists answer the same contract shape.
  const list = useRecord<Answer<(typeof COMMENT_SECTIONS)[CommentSection]>>(open ? key : null);
  const [error, setError] = useState<string | null>(null);
  // Failures show inside the dialog, not as a notification.
  const inDialog = (base: string) => (err: unknown) => {
    setError(failure(base, err));
    return true;
  };

  const failure = (base: string, err: unknown) => {
    const status = (err as { status?: number } | null)?.status;
    return status === 0 || status === 401 ? null : failureText(base, err);
  };

  const create = async (values: NewCommentValues) => {
    if (userId === null) return;
    setError(null);
    await write.call(
      'POST /api/comentarios',
      { body: commentBody({ section, recordId, userId, ...values }) },
      {
        target: 'create',
        success: messages.comments.created,
        failure: messages.comments.createFailed,
        revalidate: [key],
        handled: inDialog(messages.comments.createFailed),
      },
    );
  };

  // Issue 12: every destructive action says how it went.
  const remove = (comment: CommentItem) => {
    setError(null);
    return write
      .at('DELETE', comment['@id'], undefined, {
        target: comment['@id'],
        success: messages.comments.deleted,
        failure: messages.comments.deleteFailed,
        revalidate: [key],
        handled: inDialog(messages.comments.deleteFailed),
      })
      .catch(() => {});
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
      sending={write.busy === 'create'}
      deletingId={write.busy === 'create' ? null : write.busy}
      onCreate={create}
      onDelete={(c) => void remove(c)}
    />
  );
}
