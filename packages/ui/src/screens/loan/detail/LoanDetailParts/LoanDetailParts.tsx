import { formatNumber } from '@backoffice/domain';
import { CopyToClipboard } from '#patterns/CopyToClipboard';
import { loanDetailLabels as L } from '../labels';
import { Copyable as CopyableRoot } from './LoanDetailParts.styles';

/** A flag read as Sí or No. */
export function YesNo({ value }: { value: boolean | null | undefined }) {
  if (value === null || value === undefined) return null;
  return <>{value ? L.yes : L.no}</>;
}

/** A rate in percent, es-ES with 2 decimals: '9,50 %'. */
export function Percent({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return null;
  return <>{`${formatNumber(value, 2)}\u00A0%`}</>;
}

/** loans §2: codes and IBANs carry a copy button that confirms for 500 ms. */
export function Copyable({ value, label }: { value: string | null | undefined; label: string }) {
  if (!value) return null;
  return (
    <CopyableRoot>
      <CopyToClipboard value={value} label={`${label} ${value}`} showValue />
    </CopyableRoot>
  );
}
