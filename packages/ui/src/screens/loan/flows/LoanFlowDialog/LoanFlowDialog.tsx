import { messages } from '@backoffice/domain/messages';
import { labels } from '#labels';
import { Banner } from '#patterns/Banner';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';

/**
 * Where a loan flow is (issue 14: reset payment, lawsuit filing): asking, working, waiting for a
 * second person, done, failed (nothing changed or all undone), or stuck until a retry succeeds.
 */
export type LoanFlowDialogState = 'confirming' | 'busy' | 'pending' | 'done' | 'failed' | 'retryOnly';

export interface LoanFlowDialogProps {
  open: boolean;
  title: string;
  /** The confirmation question. */
  question: string;
  confirmLabel: string;
  state: LoanFlowDialogState;
  /** The failure text (with the server's code and error where the spec asks for them). */
  error?: string | null | undefined;
  /** The notice of the pending, done or retry-only states. */
  notice?: string | null | undefined;
  retryLabel?: string;
  onConfirm: () => void;
  onRetry?: () => void;
  onClose: () => void;
}

/** The confirmation and outcome dialog of a loan flow run by a machine. */
export function LoanFlowDialog(props: LoanFlowDialogProps) {
  const { state } = props;
  const busy = state === 'busy';
  // A flow that must be retried cannot be closed: the loan may not stay half done.
  const closable = state !== 'busy' && state !== 'retryOnly';
  return (
    <Modal
      open={props.open}
      onClose={closable ? props.onClose : () => {}}
      closeOnBackdrop={closable}
      title={props.title}
      size="sm"
      footer={
        state === 'confirming' ? (
          <>
            <Button variant="secondary" onClick={props.onClose}>
              {labels.actions.cancel}
            </Button>
            <Button variant="danger" onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </>
        ) : state === 'retryOnly' ? (
          <Button variant="danger" onClick={props.onRetry}>
            {props.retryLabel ?? labels.actions.confirm}
          </Button>
        ) : (
          <Button variant="secondary" onClick={props.onClose} disabled={busy} aria-busy={busy || undefined}>
            {messages.loanFlows.close}
          </Button>
        )
      }
    >
      {state === 'confirming' || busy ? <p>{props.question}</p> : null}
      {state === 'pending' && props.notice ? <Banner tone="info" message={props.notice} /> : null}
      {state === 'done' && props.notice ? <Banner tone="success" message={props.notice} /> : null}
      {(state === 'failed' || state === 'retryOnly') && props.error ? (
        <Banner tone="danger" message={props.error} />
      ) : null}
      {state === 'retryOnly' && props.notice ? <Banner tone="warning" message={props.notice} /> : null}
    </Modal>
  );
}
