import {
  affiliateStatus,
  documentStatusLook,
  installmentStatus,
  loanCodeStatus,
  loanPhaseStatus,
  type StatusLook,
  type StatusOf,
  transactionTagStatus,
} from '@backoffice/domain/statuses';

/** The domain catalogues by name, for call sites that name one instead of passing it. */
export type StatusCatalogue = 'affiliate' | 'loan' | 'installment' | 'document' | 'transactionTag';

const catalogues: Record<StatusCatalogue, StatusOf> = {
  affiliate: affiliateStatus,
  loan: loanPhaseStatus,
  installment: installmentStatus,
  document: documentStatusLook,
  transactionTag: transactionTagStatus,
};

/** Tone and text of a status code in one of the domain catalogues. */
export function statusFor(catalogue: StatusCatalogue | StatusOf, value: unknown): StatusLook {
  return (typeof catalogue === 'function' ? catalogue : catalogues[catalogue])(value);
}

export type StatusBadgeProps =
  | { tone: StatusLook['tone']; label: string; catalogue?: undefined; value?: undefined; title?: string }
  | {
      /** A domain catalogue (`affiliateStatus`, `loanCodeStatus`…) or its name: label and tone come from it. */
      catalogue: StatusOf | StatusCatalogue;
      /** The status code. */
      value: unknown;
      tone?: undefined;
      label?: undefined;
      title?: string;
    };

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

/** A loan status code, coloured by its phase (the affiliate's financing, investments, transfers). */
export function LoanStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <StatusBadge catalogue={loanCodeStatus} value={status} />;
}
