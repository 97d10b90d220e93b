import type { Tone } from '@backoffice/domain/catalogues';
import { loanStatusTone } from '@backoffice/domain/loan';
import { StatusBadge } from '../../../patterns/StatusBadge/StatusBadge';

/** A yes/no or free status pill coloured from a domain tone. */
export function ToneBadge({ tone, children }: { tone: Tone; children: string }) {
  return <StatusBadge tone={tone} label={children} />;
}

/** §4 list badges: the estadoCd's Spanish label coloured by its tone; the code is its title. */
export function AffiliateStateBadge({ estadoCd }: { estadoCd: string | null | undefined }) {
  const code = (estadoCd ?? '').toUpperCase();
  if (!code) return null;
  return <StatusBadge catalogue="affiliate" value={code} title={code} />;
}

/** §4 document status numbers, labelled and coloured from the catalogue. */
export function DocumentStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge catalogue="document" value={status} />;
}

/** A loan status code, coloured by its phase. */
export function LoanStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <StatusBadge tone={loanStatusTone(status)} label={status} />;
}
