import { messages } from '@backoffice/domain/messages';
import { EmptyState } from '#patterns/PageState';
import { Section } from '#patterns/Section';
import { investorDetailLabels as L } from '../labels';

/**
 * Historial de acciones: the investor's audit trail. The audit read route and its ui section come
 * with the approvals work (issue 14); until they are merged the tab says so instead of pretending
 * to be an empty trail.
 */
export function InvestorDetailActionHistory() {
  return (
    <Section title={L.sections.acciones} state="loaded" errorMessage={messages.investor.errors.info}>
      <EmptyState description={L.actionHistory.pending} />
    </Section>
  );
}
