import type { ReactNode } from 'react';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, in the spec's words where it gives them. */
  children: ReactNode;
  /** The caption of the confirming button ('Eliminar', 'Quitar padre'...). */
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small modal asking to confirm one action: cancel, or confirm (which also closes it). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = labels.actions.cancel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
