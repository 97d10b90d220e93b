import { AFFILIATE_PHASES, affiliatePhase, isActiveAffiliateState } from '@backoffice/domain/affiliate';
import { messages } from '@backoffice/domain/messages';
import { canActivateAnyway, type RolesInput } from '@backoffice/domain/roles';
import { useState } from 'react';
import { DateText } from '#patterns/DateText';
import { Muted, Panel, Section, SectionBody, SubTitle } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { AffiliateFields } from '../AffiliateFields/AffiliateFields';
import { affiliateLabels as L } from '../labels';
import type { LoadState, StatusHistoryRow } from '../types';
import { Missing } from './AffiliateDetailStatus.styles';

export interface AffiliateDetailStatusProps {
  /** The status history's own read. */
  state: LoadState;
  estadoCd: string;
  history: readonly StatusHistoryRow[];
  /** The signed-in user's roles: 'Activate anyway' is for ADMIN_PLUS only (§6). */
  roles: RolesInput;
  /** Labels of the fields the affiliate still lacks, shown in the missing-fields modal. */
  missingFields: readonly string[];
  /** PUT {affiliate} with estadoCd ACT (§7). */
  onActivate?: () => void;
  activating?: boolean;
  onRetry?: () => void;
}

/**
 * §2 status: the current state and its history; the missing-fields modal ('changeStatusValidation')
 * lists what the affiliate lacks, and its footer, 'Activate anyway', is shown only when
 * `canActivateAnyway(roles)` (§6). Activating sets estadoCd to ACT (§4).
 */
export function AffiliateDetailStatus({
  state,
  estadoCd,
  history,
  roles,
  missingFields,
  onActivate,
  activating = false,
  onRetry,
}: AffiliateDetailStatusProps) {
  const [open, setOpen] = useState(false);
  const phase = affiliatePhase(estadoCd);
  const mayActivate = canActivateAnyway(roles) && Boolean(onActivate);
  const c = L.status.columns;
  return (
    <Section title={L.detail.tabs.estado} state="loaded" errorMessage={messages.read.statusHistory}>
      <Panel role="group" aria-labelledby="status-current">
        <SubTitle id="status-current">{L.status.current}</SubTitle>
        <AffiliateFields
          fields={[
            { label: L.detail.state, value: <AffiliateStateBadge estadoCd={estadoCd} /> },
            { label: L.status.phase, value: phase ? AFFILIATE_PHASES[phase].label : '' },
          ]}
        />
        {!isActiveAffiliateState(estadoCd) ? (
          <div>
            <Button variant="secondary" busy={activating} onClick={() => setOpen(true)}>
              {activating ? L.status.activating : L.status.showMissing}
            </Button>
          </div>
        ) : null}
      </Panel>
      <Panel role="group" aria-labelledby="status-history">
        <SubTitle id="status-history">{L.status.history}</SubTitle>
        <SectionBody
          state={state}
          errorMessage={messages.read.statusHistory}
          empty={history.length === 0}
          {...(onRetry ? { onRetry } : {})}
        >
          <SectionTable
            caption={`${L.status.history} (${history.length})`}
            rows={history}
            rowKey={(r, i) => `${r.date}-${i}`}
            columns={[
              { key: 'date', header: c.date, render: (r) => <DateText value={r.date} /> },
              {
                key: 'previous',
                header: c.previous,
                render: (r) => <AffiliateStateBadge estadoCd={r.previousState} />,
              },
              {
                key: 'final',
                header: c.final,
                render: (r) => <AffiliateStateBadge estadoCd={r.finalState} />,
              },
              { key: 'user', header: c.user, render: (r) => r.user ?? '' },
              { key: 'oldAgent', header: c.oldAgent, render: (r) => r.oldAgent ?? '' },
              { key: 'currentAgent', header: c.currentAgent, render: (r) => r.currentAgent ?? '' },
            ]}
          />
        </SectionBody>
      </Panel>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={L.status.modalTitle}
        footer={
          mayActivate ? (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {L.common.cancel}
              </Button>
              <Button
                onClick={() => {
                  setOpen(false);
                  onActivate?.();
                }}
              >
                {L.status.activate}
              </Button>
            </>
          ) : undefined
        }
      >
        {missingFields.length > 0 ? (
          <>
            <Muted>{L.status.modalIntro}</Muted>
            <Missing>
              {missingFields.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </Missing>
          </>
        ) : (
          <Muted>{L.status.noMissing}</Muted>
        )}
      </Modal>
    </Section>
  );
}
