import {
  affiliateStateLabel,
  affiliateStateTone,
  DOCUMENT_STATUSES,
  documentStatus,
  loanStatusTone,
  type Tone,
} from '@backoffice/domain/catalogues';
import { Badge, Code } from './AffiliateBadge.styles';

/** A status pill coloured from a domain tone. */
export function ToneBadge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <Badge $tone={tone}>{children}</Badge>;
}

/** §4 list badges: the affiliate's estadoCd, its code and Spanish label, coloured by its tone. */
export function AffiliateStateBadge({ estadoCd }: { estadoCd: string | null | undefined }) {
  const code = (estadoCd ?? '').toUpperCase();
  if (!code) return null;
  return (
    <Badge $tone={affiliateStateTone(code)} title={affiliateStateLabel(code)}>
      <Code>{code}</Code> {affiliateStateLabel(code)}
    </Badge>
  );
}

/** §4 document status numbers, labelled and coloured from the catalogue. */
export function DocumentStatusBadge({ status }: { status: unknown }) {
  const s = DOCUMENT_STATUSES[documentStatus(status)];
  return <Badge $tone={s.tone}>{s.label}</Badge>;
}

/** A loan status code, coloured by its phase. */
export function LoanStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Badge $tone={loanStatusTone(status)}>
      <Code>{status}</Code>
    </Badge>
  );
}
