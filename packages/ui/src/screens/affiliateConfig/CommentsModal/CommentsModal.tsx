import {
  autoDepartment,
  canDeleteComment,
  choosesDepartment,
  commentErrors,
  DEPARTMENTS,
  type Department,
  formatCommentDate,
  messages,
  type RolesInput,
} from '@backoffice/domain';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormSelect, FormTextarea, type SubmitHandler, useSendThenClear, withoutEmpty } from '#forms';
import { Banner } from '#patterns/Banner';
import { Button } from '#primitives/Button';
import { IconButton } from '#primitives/IconButton';
import { Modal } from '#primitives/Modal';
import { configLabels } from '../labels';
import { Muted } from '../shared/ConfigSection.styles';
import {
  Author,
  AutoDepartment,
  ConfirmRow,
  FormRow,
  Item,
  ItemBody,
  Layout,
  List,
  Meta,
  NewComment,
  Text,
} from './CommentsModal.styles';

const L = configLabels.comments;
const EMPTY_COMMENT: NewCommentValues = { mensaje: '', departamento: '' };
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((d) => ({ value: d, label: d }));

/** A comment as GET {record}/comentariosList gives it (§7). */
export interface CommentItem {
  '@id': string;
  departamento: string;
  nameUser: string;
  createdAt: string;
  mensaje: string;
}

/** What the screen hands over on send; the app adds the record link, the user, the date and tipo. */
export interface NewCommentValues {
  mensaje: string;
  departamento: Department | string;
}

export interface CommentsModalProps {
  open: boolean;
  onClose: () => void;
  /** Whose comments these are, for the title ('Comentarios de AF-0042'). */
  recordName?: string | null;
  /** The signed-in user's roles: they decide the department control and the delete control (§5, §6). */
  roles: RolesInput;
  comments?: readonly CommentItem[] | undefined;
  loading?: boolean;
  /** §8 'Ha habido un error al obtener las comentarios'. */
  loadError?: string | null;
  /** Reading the comments was refused (403): the modal says so and offers no form. */
  forbidden?: boolean;
  /** A create or delete failure (§8), shown inside the dialog. */
  error?: string | null;
  onDismissError?: () => void;
  sending?: boolean;
  /** The comment being deleted, by its @id. */
  deletingId?: string | null;
  /**
   * May return a promise: when it resolves the text is cleared; when it rejects, or resolves to the
   * server's violations (`{ mensaje: '…' }`, shown under their fields), the text stays.
   */
  onCreate: SubmitHandler<NewCommentValues>;
  onDelete: (comment: CommentItem) => void;
}

/**
 * The comments modal of every record (§2, §5, §6): the list, a new-comment form and delete.
 * SUPER_ADMIN, ADMIN and MICRO_ADMIN choose the department (and must); other roles get theirs
 * automatically. Only SUPER_ADMIN sees delete. Send stays disabled while the text is empty.
 */
export function CommentsModal({
  open,
  onClose,
  recordName,
  roles,
  comments,
  loading = false,
  loadError,
  forbidden = false,
  error,
  onDismissError,
  sending = false,
  deletingId,
  onCreate,
  onDelete,
}: CommentsModalProps) {
  // Issue 12: deleting asks first. Inline, in the comment itself: this is already a dialog.
  const [asking, setAsking] = useState<string | null>(null);
  const chooses = choosesDepartment(roles);
  const canDelete = canDeleteComment(roles);
  const auto = autoDepartment(roles);
  const valuesOf = (v: NewCommentValues): NewCommentValues => ({
    mensaje: v.mensaje,
    departamento: chooses ? v.departamento : auto,
  });
  const validate = (v: NewCommentValues) => withoutEmpty(commentErrors(valuesOf(v), roles));
  // The app says why a create fails; the text stays for another try.
  const { onSubmit, submitThenClear } = useSendThenClear((v: NewCommentValues) =>
    onCreate({ mensaje: v.mensaje.trim(), departamento: valuesOf(v).departamento }),
  );

  let list = null;
  if (loading) {
    list = (
      <Muted role="status" aria-live="polite">
        {configLabels.common.loading}
      </Muted>
    );
  } else if (forbidden) {
    list = <Banner tone="danger" message={messages.general.restricted} />;
  } else if (loadError) {
    list = <Banner tone="danger" message={loadError} />;
  } else if (!comments || comments.length === 0) {
    list = <Muted>{L.empty}</Muted>;
  } else {
    list = (
      <List aria-label={L.list}>
        {comments.map((c) => {
          const date = formatCommentDate(c.createdAt);
          return (
            <Item key={c['@id']}>
              <ItemBody>
                <Meta>
                  <Author>{c.nameUser}</Author>
                  <span>{c.departamento}</span>
                  <time dateTime={c.createdAt}>{date}</time>
                </Meta>
                <Text>{c.mensaje}</Text>
              </ItemBody>
              {canDelete && asking === c['@id'] ? (
                <ConfirmRow role="group" aria-label={L.deleteComment(c.nameUser, date)}>
                  <span>{L.confirmDelete}</span>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      setAsking(null);
                      onDelete(c);
                    }}
                  >
                    {configLabels.common.delete}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setAsking(null)}>
                    {configLabels.common.cancel}
                  </Button>
                </ConfirmRow>
              ) : canDelete ? (
                <IconButton
                  label={L.deleteComment(c.nameUser, date)}
                  icon="trash"
                  size="sm"
                  busy={deletingId === c['@id']}
                  onClick={() => setAsking(c['@id'])}
                />
              ) : null}
            </Item>
          );
        })}
      </List>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={recordName ? L.titleFor(recordName) : L.title} size="md">
      <Layout>
        {error ? <Banner tone="danger" message={error} onDismiss={onDismissError} /> : null}
        {list}
        {forbidden ? null : (
          <Form<NewCommentValues>
            initialValues={EMPTY_COMMENT}
            validate={validate}
            onSubmit={onSubmit}
            render={({ handleSubmit, form, values, submitting }) => {
              const busy = sending || Boolean(submitting);
              return (
                <NewComment
                  onSubmit={(e) => {
                    if (busy) e.preventDefault();
                    else submitThenClear(handleSubmit, form, EMPTY_COMMENT)(e);
                  }}
                  noValidate
                  aria-label={L.newComment}
                >
                  <FormTextarea name="mensaje" label={L.text} required disabled={busy} />
                  <FormRow>
                    {chooses ? (
                      <FormSelect
                        name="departamento"
                        label={L.department}
                        options={DEPARTMENT_OPTIONS}
                        placeholder={configLabels.common.choose}
                        required
                        disabled={busy}
                      />
                    ) : (
                      <AutoDepartment>{L.autoDepartment(auto)}</AutoDepartment>
                    )}
                    <Button type="submit" busy={busy} disabled={values.mensaje.trim() === ''}>
                      {busy ? L.sending : L.send}
                    </Button>
                  </FormRow>
                </NewComment>
              );
            }}
          />
        )}
      </Layout>
    </Modal>
  );
}
