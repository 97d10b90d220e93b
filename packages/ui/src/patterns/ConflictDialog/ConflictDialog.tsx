import { messages } from '@backoffice/domain/messages';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { Actions, Body, Changes, Intro } from './ConflictDialog.styles';

/** One field the two versions disagree on, as the form shows it. */
export interface ConflictChange {
  field: string;
  /** The value saved by the other person (the record's current version). */
  theirs: string;
  /** The value this user tried to save (a form), or the one the page showed them (an action). */
  mine: string;
}

/** The newest change the server knows of, as shown: who made it, when, and which fields. */
export interface ConflictLastChange {
  /** Their name; null when no user made it (a provider's callback, a script). */
  by: string | null;
  /** When, as the page shows instants ('28/11/2026 05:12'). */
  at: string;
  /** The fields it set, as the page names them. */
  fields: readonly string[];
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
  /**
   * 'save': a form's save (its input stays in the form); 'action': a button's action on the record
   * (it was not run; the table compares the record as the page showed it with its current version).
   */
  kind?: 'save' | 'action';
  /** Who changed the record last and when, when the server knows (the 412's `modified`). */
  lastChange?: ConflictLastChange | null;
}

/**
 * A save or an action met a record that someone else changed since the page loaded it (HTTP 412).
 * Nothing was written: the dialog shows what changed meanwhile (field, their value, this user's
 * value or, for an action, the value the page showed; who changed it last and when) and lets the
 * user reload the other version, or save (act) over it knowingly.
 */
export function ConflictDialog({
  open,
  changes,
  onReload,
  onSaveAnyway,
  error = null,
  kind = 'save',
  lastChange = null,
}: ConflictDialogProps) {
  const c = messages.conflict;
  const action = kind === 'action';
  // Fields the server names but no row of the table shows (an action, or a field of no form).
  const shown = new Set(changes?.map((ch) => ch.field));
  const unlisted = lastChange?.fields.filter((f) => !shown.has(f)) ?? [];
  return (
    <Modal open={open} onClose={onReload} title={c.title} size="md" closeOnBackdrop={false}>
      <Body>
        <Intro>{action ? c.actionNotRun : `${c.stale} ${c.keptInput}`}</Intro>
        {error ? <Intro role="alert">{error}</Intro> : null}
        {lastChange ? (
          <Intro>
            {c.lastChange(lastChange.by ?? messages.live.someone, lastChange.at)}
            {unlisted.length > 0 ? ` ${c.changedFields(unlisted.join(', '))}` : ''}
          </Intro>
        ) : null}
        {changes === null ? (
          <Intro role="status">{c.loading}</Intro>
        ) : changes.length > 0 ? (
          <Changes>
            <thead>
              <tr>
                <th scope="col">{c.field}</th>
                <th scope="col">{c.theirs}</th>
                <th scope="col">{action ? c.seen : c.mine}</th>
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
            {action ? c.actAnyway : c.saveAnyway}
          </Button>
        </Actions>
      </Body>
    </Modal>
  );
}
