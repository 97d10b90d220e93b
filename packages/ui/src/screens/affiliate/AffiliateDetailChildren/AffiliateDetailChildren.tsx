import { messages } from '@backoffice/domain/messages';
import { Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { AffiliateLink } from '../AffiliateLink/AffiliateLink';
import { affiliateLabels as L } from '../labels';
import type { ChildRow, LoadState } from '../types';

export interface AffiliateDetailChildrenProps {
  state: LoadState;
  rows: readonly ChildRow[];
  childHref: (row: ChildRow) => string;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

/** §2 children: the affiliate's branches, each opening its own detail. */
export function AffiliateDetailChildren({
  state,
  rows,
  childHref,
  onNavigate,
  onRetry,
}: AffiliateDetailChildrenProps) {
  const c = L.children.columns;
  return (
    <Section
      title={L.detail.tabs.sucursales}
      state={state}
      errorMessage={messages.read.branches}
      empty={rows.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <SectionTable
        caption={`${L.detail.tabs.sucursales} (${rows.length})`}
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'id', header: c.id, render: (r) => r.id, align: 'end' },
          { key: 'code', header: c.code, render: (r) => r.code ?? '' },
          {
            key: 'nombre',
            header: c.nombre,
            render: (r) => (
              <AffiliateLink href={childHref(r)} onNavigate={onNavigate}>
                {r.nombre}
              </AffiliateLink>
            ),
          },
          { key: 'formaLegal', header: c.formaLegal, render: (r) => r.formaLegal ?? '' },
          {
            key: 'estadoCd',
            header: c.estadoCd,
            render: (r) => <AffiliateStateBadge estadoCd={r.estadoCd} />,
          },
        ]}
      />
    </Section>
  );
}
