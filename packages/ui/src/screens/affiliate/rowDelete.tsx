import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { Actions as RowActions } from '#patterns/Section';
import type { SectionTableColumn } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { affiliateLabels as L } from './labels';

export interface RowDeleteOptions<R> {
  /** Without it the list has no delete column and no dialog. */
  onDelete: ((row: R) => void) | undefined;
  /** The row being deleted now: its button shows busy. */
  busy: (row: R) => boolean;
  header: string;
  /** The button's accessible name for a row ('Eliminar el documento X'). */
  label: (row: R) => string;
  title: string;
  /** The dialog's question about the row. */
  question: (row: R) => ReactNode;
}

/**
 * A list's delete column and its confirmation: the row's button asks, and only 'Eliminar' in the
 * dialog calls onDelete. `columns` is empty without onDelete, so a list spreads it at its end.
 */
export function useRowDelete<R>({ onDelete, busy, header, label, title, question }: RowDeleteOptions<R>) {
  const [asking, setAsking] = useState<R | null>(null);
  const columns: SectionTableColumn<R>[] = onDelete
    ? [
        {
          key: 'actions',
          header,
          render: (r) => (
            <RowActions>
              <Button
                variant="ghost"
                size="sm"
                busy={busy(r)}
                aria-label={label(r)}
                onClick={() => setAsking(r)}
              >
                {L.common.delete}
              </Button>
            </RowActions>
          ),
        },
      ]
    : [];
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={title}
      confirmLabel={L.common.delete}
      cancelLabel={L.common.cancel}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        if (asking !== null) onDelete?.(asking);
        setAsking(null);
      }}
    >
      {asking !== null ? question(asking) : null}
    </ConfirmDialog>
  );
  return { columns, dialog };
}
