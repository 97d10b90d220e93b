import type { Tone } from '@backoffice/domain/catalogues';
import { affiliateStatus, documentStatusLook } from '@backoffice/domain/statuses';
import { StatusBadge } from '#patterns/StatusBadge';

/** A yes/no or free status pill coloured from a domain tone. */
export function ToneBadge({ tone, children }: { tone: Tone; children: string }) {
  return <StatusBadge tone={tone} label={children} />;
}

/** §4 list badges: the estadoCd's Spanish label coloured by its tone; the code is its title. */
export function AffiliateStateBadge({ estadoCd }: { estadoCd: string | null | undefined }) {
  const code = (estadoCd ?? '').toUpperCase();
  if (!code) return null;
  return <StatusBadge catalogue={affiliateStatus} value={code} title={code} />;
}

/** §4 document status numbers, labelled and coloured from the catalogue. */
export function DocumentStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge catalogue={documentStatusLook} value={status} />;
}
