import { messages } from '@backoffice/domain/messages';
import { useState } from 'react';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { Muted, Panel, Section, SubTitle } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { AffiliateLink } from '../AffiliateLink/AffiliateLink';
import { affiliateLabels as L } from '../labels';
import type { AffiliateSummary, ChildRow, LoadState } from '../types';
import { Row } from './AffiliateDetailStructure.styles';

export interface AffiliateDetailStructureProps {
  state: LoadState;
  /** The parent affiliate (padre), or null. */
  parent: AffiliateSummary | null;
  /** The affiliate's children (branches). */
  branches: readonly ChildRow[];
  affiliateHref: (id: number | string) => string;
  onNavigate?: (href: string) => void;
  /** PUT on the affiliate with padre null (§7). Absent for roles that may not edit. */
  onRemoveParent?: () => void;
  removing?: boolean;
  onRetry?: () => void;
}

/** §2 structure: the parent and the children, and removing the parent after a confirmation. */
export function AffiliateDetailStructure({
  state,
  parent,
  branches,
  affiliateHref,
  onNavigate,
  onRemoveParent,
  removing = false,
  onRetry,
}: AffiliateDetailStructureProps) {
  const [confirming, setConfirming] = useState(false);
  const c = L.children.columns;
  return (
    <Section
      title={L.detail.tabs.estructura}
      state={state}
      errorMessage={messages.read.affiliateInfo}
      {...(onRetry ? { onRetry } : {})}
    >
      <Panel role="group" aria-labelledby="structure-parent">
        <SubTitle id="structure-parent">{L.structure.parent}</SubTitle>
        {parent ? (
          <Row>
            <AffiliateLink href={affiliateHref(parent.id)} onNavigate={onNavigate}>
              {parent.code ? `${parent.code} · ${parent.nombre}` : parent.nombre}
            </AffiliateLink>
            <AffiliateStateBadge estadoCd={parent.estadoCd} />
            {onRemoveParent ? (
              <Button variant="danger" size="sm" busy={removing} onClick={() => setConfirming(true)}>
                {L.structure.removeParent}
              </Button>
            ) : null}
          </Row>
        ) : (
          <Muted>{L.structure.noParent}</Muted>
        )}
      </Panel>
      <Panel role="group" aria-labelledby="structure-children">
        <SubTitle id="structure-children">{L.structure.children}</SubTitle>
        {branches.length === 0 ? (
          <Muted>{labelsEmpty}</Muted>
        ) : (
          <SectionTable
            caption={`${L.structure.children} (${branches.length})`}
            rows={branches}
            rowKey={(r) => r.id}
            columns={[
              { key: 'code', header: c.code, render: (r) => r.code ?? r.id },
              {
                key: 'nombre',
                header: c.nombre,
                render: (r) => (
                  <AffiliateLink href={affiliateHref(r.id)} onNavigate={onNavigate}>
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
        )}
      </Panel>
      <ConfirmDialog
        open={confirming && parent !== null}
        title={L.structure.confirmRemoveTitle}
        confirmLabel={L.structure.removeParent}
        cancelLabel={L.common.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemoveParent?.();
        }}
      >
        {parent ? L.structure.confirmRemove(parent.nombre) : null}
      </ConfirmDialog>
    </Section>
  );
}

const labelsEmpty = L.structure.noChildren;
