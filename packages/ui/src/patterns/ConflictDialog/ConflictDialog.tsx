import { messages } from '@backoffice/domain/messages';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { Actions, Body, Changes, Intro } from './ConflictDialog.styles';

/** One field the two versions disagree on, as the form shows it. */
export interface ConflictChange {
  field: string;
  /** The value saved by the other person (the record's current version). */
  theirs: string;
  /** The value this user tried to save. */
  mine: string;
}

export interface ConflictDialogProps {
  open: boolean;
  /** The fields that differ; null while the other person's version is read. */
  changes: readonly ConflictChange[] | null;
  /**
   * 'Recargar' (and Escape, the close button): the save is not made, the page shows the other
   * person's version and the form keeps the user's input.
   */
  onReload: () => void;
  /** 'Guardar de todos modos': the user's values are saved over the other person's version. */
  onSaveAnyway: () => void;
  /** Why the other version could not be read or the save failed again (spec §8 text). */
  error?: string | null;
}

/**
 * A save met a record that someone else changed since the page loaded it (HTTP 412). Nothing was
 * written: the dialog shows what changed meanwhile (field, their value, this user's value) and lets
 * the user reload the other version or save theirs over it knowingly.
 */
export function ConflictDialog({ open, changes, onReload, onSaveAnyway, error = null }: ConflictDialogProps) {
  const c = messages.conflict;
  return (
    <Modal open={open} onClose={onReload} title={c.title} size="md" closeOnBackdrop={false}>
      <Body>
        <Intro>{`${c.stale} ${c.keptInput}`}</Intro>
        {error ? <Intro role="alert">{error}</Intro> : null}
        {changes === null ? (
          <Intro role="status">{c.loading}</Intro>
        ) : changes.length > 0 ? (
          <Changes>
            <thead>
              <tr>
                <th scope="col">{c.field}</th>
                <th scope="col">{c.theirs}</th>
                <th scope="col">{c.mine}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((ch) => (
                <tr key={ch.field}>
                  <th scope="row">{ch.field}</th>
                  <td>{ch.theirs}</td>
                  <td>{ch.mine}</td>
                </tr>
              ))}
            </tbody>
          </Changes>
        ) : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={onReload}>
            {messages.live.reload}
          </Button>
          <Button type="button" onClick={onSaveAnyway} disabled={changes === null}>
            {c.saveAnyway}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
