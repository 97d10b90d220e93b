import {
  affiliateStateLabel,
  affiliateStateTone,
  DOCUMENT_STATUSES,
  documentStatus,
  installmentStatusLabel,
  installmentStatusTone,
  LOAN_PHASES,
  loanPhase,
  loanStatusTone,
  type Tone,
  TRANSACTION_TAGS,
  transactionTag,
} from '@backoffice/domain';

/** The domain catalogues a badge can read its tone and text from. */
export type StatusCatalogue = 'affiliate' | 'loan' | 'installment' | 'document' | 'transactionTag';

const catalogues: Record<StatusCatalogue, (value: unknown) => { tone: Tone; label: string }> = {
  affiliate: (v) => ({ tone: affiliateStateTone(v), label: affiliateStateLabel(v) }),
  loan: (v) => ({ tone: loanStatusTone(v), label: LOAN_PHASES[loanPhase(v)].label }),
  installment: (v) => ({ tone: installmentStatusTone(v), label: installmentStatusLabel(v) }),
  document: (v) => DOCUMENT_STATUSES[documentStatus(v)],
  transactionTag: (v) => TRANSACTION_TAGS[transactionTag(v)],
};

/** Tone and text of a status code in one of the domain catalogues. */
export function statusFor(catalogue: StatusCatalogue, value: unknown): { tone: Tone; label: string } {
  return catalogues[catalogue](value);
}

export type StatusBadgeProps =
  | { tone: Tone; label: string; catalogue?: undefined; value?: undefined; title?: string }
  | { catalogue: StatusCatalogue; value: unknown; tone?: undefined; label?: undefined; title?: string };

/**
 * A status as a tinted pill: the colour comes from the domain's tone, and the text always says
 * the status too, so colour is never the only signal. A plain element styled by global static
 * rules (StatusBadge.styles.ts): cheap enough for every row of a big table.
 */
export function StatusBadge(props: StatusBadgeProps) {
  const { tone, label } = props.catalogue ? statusFor(props.catalogue, props.value) : props;
  return (
    <span data-bo="badge" data-tone={tone} title={props.title}>
      {label}
    </span>
  );
}
