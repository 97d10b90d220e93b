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
import { type FormEvent, useState } from 'react';
import { Button } from '#primitives/Button';
import { IconButton } from '#primitives/IconButton';
import { Modal } from '#primitives/Modal';
import { Select } from '#primitives/Select';
import { Textarea } from '#primitives/Textarea';
import { configLabels } from '../labels';
import { Banner } from '../shared/ConfigSection';
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
  /** May return a promise: when it resolves the text is cleared; when it rejects the text stays. */
  onCreate: (values: NewCommentValues) => unknown;
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
  const [mensaje, setMensaje] = useState('');
  const [departamento, setDepartamento] = useState('');
  const [tried, setTried] = useState(false);
  // Issue 12: deleting asks first. Inline, in the comment itself: this is already a dialog.
  const [asking, setAsking] = useState<string | null>(null);
  const chooses = choosesDepartment(roles);
  const canDelete = canDeleteComment(roles);
  const auto = autoDepartment(roles);
  const values = { mensaje, departamento: chooses ? departamento : auto };
  const errors = tried ? commentErrors(values, roles) : {};
  const empty = mensaje.trim() === '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(commentErrors(values, roles)).length > 0 || sending) return;
    try {
      await onCreate({ mensaje: mensaje.trim(), departamento: values.departamento });
      setMensaje('');
      setDepartamento('');
      setTried(false);
    } catch {
      // The app has said why; the text stays for another try.
    }
  };

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
          <NewComment onSubmit={submit} noValidate aria-label={L.newComment}>
            <Textarea
              label={L.text}
              name="mensaje"
              value={mensaje}
              required
              disabled={sending}
              error={errors.mensaje ?? null}
              onValueChange={setMensaje}
            />
            <FormRow>
              {chooses ? (
                <Select
                  label={L.department}
                  name="departamento"
                  options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
                  placeholder={configLabels.common.choose}
                  value={departamento}
                  required
                  disabled={sending}
                  error={errors.departamento ?? null}
                  onValueChange={setDepartamento}
                />
              ) : (
                <AutoDepartment>{L.autoDepartment(auto)}</AutoDepartment>
              )}
              <Button type="submit" busy={sending} disabled={empty}>
                {sending ? L.sending : L.send}
              </Button>
            </FormRow>
          </NewComment>
        )}
      </Layout>
    </Modal>
  );
}
