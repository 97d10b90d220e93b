import { formatEur, formatNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { Panel, Section, SubTitle } from '#patterns/Section';
import { AffiliateFields } from '../AffiliateFields/AffiliateFields';
import { affiliateLabels as L } from '../labels';
import type { LoadState } from '../types';

export interface AffiliateDetailOpportunityProps {
  state: LoadState;
  /** The affiliate record: the opportunity block of §3 lives on it. */
  affiliate: Record<string, unknown> | null;
  onRetry?: () => void;
}

const MONEY = [
  'beneficio',
  'facturacionAnual',
  'fondosPropios',
  'activoCorriente',
  'patrimonioNeto',
  'pasivoCorriente',
  'deudaCorto',
  'deudaLargo',
  'importeNetoCifraNegocios',
  'resultadoExplotacion',
  'totalIngresosComputables',
] as const;

/** §2 opportunity: the affiliate's financial data and its risk figures. */
export function AffiliateDetailOpportunity({ state, affiliate, onRetry }: AffiliateDetailOpportunityProps) {
  const f = L.opportunity.fields;
  const a = affiliate ?? {};
  const plain = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return (
    <Section
      title={L.opportunity.title}
      state={state}
      errorMessage={messages.read.affiliateInfo}
      {...(onRetry ? { onRetry } : {})}
    >
      <Panel role="group" aria-labelledby="opportunity-financial">
        <SubTitle id="opportunity-financial">{L.opportunity.financial}</SubTitle>
        <AffiliateFields fields={MONEY.map((k) => ({ label: f[k], value: formatEur(a[k]) }))} />
      </Panel>
      <Panel role="group" aria-labelledby="opportunity-risk">
        <SubTitle id="opportunity-risk">{L.opportunity.risk}</SubTitle>
        <AffiliateFields
          fields={[
            { label: f.riskRating, value: plain(a.riskRating) },
            { label: f.score, value: a.score === null || a.score === undefined ? '' : formatNumber(a.score) },
            { label: f.ejercicioFiscalDocumentos, value: plain(a.ejercicioFiscalDocumentos) },
            { label: f.formaLegal, value: plain(a.formaLegal) },
          ]}
        />
      </Panel>
    </Section>
  );
}
