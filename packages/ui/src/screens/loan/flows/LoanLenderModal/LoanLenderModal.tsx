import { CATEGORIES, type FunderOption, type LenderChecks, messages } from '@backoffice/domain';
import { labels } from '#labels';
import { Banner } from '#patterns/Banner';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { NumberField } from '#primitives/NumberField';
import { Select } from '#primitives/Select';
import { CheckItem, CheckList, Fields, Loading } from './LoanLenderModal.styles';

const M = messages.loanFlows;
const L = messages.lender;

export type LenderModalState = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'confirming' | 'submitting';
export type LenderEditField = 'cantidad' | 'interes' | 'meses' | 'categoria';

export interface LoanLenderModalProps {
  open: boolean;
  state: LenderModalState;
  /** The loan's editable terms (null while loading). */
  terms: { cantidad: unknown; interes: unknown; meses: unknown } | null;
  funderOptions: readonly FunderOption[];
  funder: string | null;
  categoria: string | null;
  /** From lenderChecks (domain): the alerts and whether submit is possible. */
  checks: LenderChecks;
  /** The dismissible error banner. */
  error: string | null;
  onFunder: (funder: string | null) => void;
  onCategory: (categoria: string | null) => void;
  /** An inline edit, committed when the field loses focus with a changed value. */
  onEdit: (field: LenderEditField, value: number | null) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  onDismissError: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

const CHECKS = [
  ['cantidad', L.cantidadCheck],
  ['interes', L.interesCheck],
  ['meses', L.mesesCheck],
  ['categoria', L.categoriaCheck],
  ['kyc', L.kycCheck],
] as const;

/**
 * The global approveLoan modal (platform §5 "Lender change", §9 funder options; loans §2): the
 * funder, inline edits of cantidad, interes, meses and categoria, the check alerts, a dismissible
 * error banner; submit asks to confirm, and confirming approves with the chosen funder.
 */
export function LoanLenderModal(props: LoanLenderModalProps) {
  const { state, terms, checks, funderOptions } = props;
  const busy = state === 'saving' || state === 'submitting';
  const funderLabel = funderOptions.find((o) => o.value === props.funder)?.label ?? '';
  const numberField = (field: 'cantidad' | 'interes' | 'meses', step: number) => (
    <NumberField
      key={`${field}-${String(terms?.[field] ?? '')}`}
      label={M.lenderFields[field]}
      defaultValue={num(terms?.[field])}
      step={step}
      disabled={busy || state === 'confirming'}
      onBlur={(e) => {
        const raw = e.currentTarget.value.replace(',', '.').trim();
        const value = raw === '' ? null : Number(raw);
        if (value !== null && !Number.isFinite(value)) return;
        if (value !== num(terms?.[field])) props.onEdit(field, value);
      }}
    />
  );
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={M.lenderTitle}
      size="md"
      footer={
        state === 'loadFailed' ? (
          <>
            <Button variant="secondary" onClick={props.onClose}>
              {labels.actions.cancel}
            </Button>
            <Button variant="primary" onClick={props.onRetry}>
              {M.retry}
            </Button>
          </>
        ) : state === 'confirming' ? null : (
          <>
            <Button variant="secondary" onClick={props.onClose} disabled={busy}>
              {labels.actions.cancel}
            </Button>
            <Button
              variant="primary"
              onClick={props.onSubmit}
              disabled={!checks.canSubmit || state !== 'editing'}
              aria-busy={state === 'submitting' || undefined}
            >
              {M.lenderSubmit}
            </Button>
          </>
        )
      }
    >
      {props.error ? <Banner tone="danger" message={props.error} onDismiss={props.onDismissError} /> : null}
      {state === 'loading' ? (
        <Loading role="status">{M.lenderLoading}</Loading>
      ) : state === 'loadFailed' ? null : (
        <>
          <Fields>
            <Select
              label={M.lenderFields.funder}
              placeholder={L.funderRequired}
              options={funderOptions}
              value={props.funder ?? ''}
              disabled={busy || state === 'confirming'}
              onValueChange={(v) => props.onFunder(v || null)}
            />
            {numberField('cantidad', 0.01)}
            {numberField('interes', 0.01)}
            {numberField('meses', 1)}
            <Select
              label={M.lenderFields.categoria}
              placeholder={L.categoryRequired}
              options={CATEGORIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
              value={props.categoria ?? ''}
              disabled={busy || state === 'confirming'}
              onValueChange={(v) => props.onCategory(v || null)}
            />
          </Fields>
          {funderOptions.length === 0 ? <Banner tone="warning" message={M.lenderNoFunders} /> : null}
          <CheckList aria-label={M.checksTitle}>
            {CHECKS.map(([key, text]) => (
              <CheckItem key={key} $ok={checks.checks[key]}>
                {text}: {checks.checks[key] ? M.checkOk : M.checkAlert}
              </CheckItem>
            ))}
          </CheckList>
          {state === 'confirming' ? (
            <Banner tone="info" message={M.lenderConfirm(funderLabel)}>
              <Button variant="secondary" onClick={props.onCancelConfirm}>
                {labels.actions.cancel}
              </Button>
              <Button variant="primary" onClick={props.onConfirm}>
                {labels.actions.confirm}
              </Button>
            </Banner>
          ) : null}
        </>
      )}
    </Modal>
  );
}
