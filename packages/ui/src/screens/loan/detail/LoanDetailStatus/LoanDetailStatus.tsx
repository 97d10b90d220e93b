import { LOAN_PHASES, loanPhase } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { KeyValueList } from '#patterns/KeyValueList';
import { Money } from '#patterns/Money';
import { Section } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Copyable, Percent, YesNo } from '../LoanDetailParts/LoanDetailParts';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { Asnef, LoanDetail, Read } from '../types';

export interface LoanDetailStatusProps extends Read<LoanDetail> {
  /** `/api/checkAsnef/{id}` then the asnef resource (loans §3 "ASNEF summary"); null data: never checked. */
  asnef?: Read<Asnef | null>;
}

/** Estado (loans §3 identity and financing): the status and the loan's identity fields. */
export function LoanDetailStatus({ state, data: l, onRetry, asnef }: LoanDetailStatusProps) {
  const F = L.fields;
  return (
    <Stack>
      <Section
        title={L.sections.status}
        state={state}
        errorMessage={messages.loanDetail.status}
        empty={state === 'loaded' && !l}
        {...(onRetry ? { onRetry } : {})}
      >
        {l ? (
          <KeyValueList
            columns={3}
            items={[
              {
                term: F.status,
                value: <StatusBadge catalogue="loan" value={l.estadoCd} title={l.estadoCd} />,
              },
              { term: F.phase, value: `${l.phase} · ${LOAN_PHASES[loanPhase(l.estadoCd)].label}` },
              { term: F.code, value: <Copyable value={l.code} label={L.code} /> },
              { term: F.type, value: L.types[l.tipo] ?? l.tipo },
              { term: F.origin, value: l.origin },
              { term: F.affiliate, value: l.afiliadoName },
              { term: F.createdAt, value: <DateText value={l.createdAt} /> },
              { term: F.updatedAt, value: <DateText value={l.updatedAt} /> },
              { term: F.cantidad, value: <Money value={l.cantidad} /> },
              { term: F.cantidadSolicitada, value: <Money value={l.cantidadSolicitada} /> },
              { term: F.meses, value: l.meses },
              { term: F.mesesSolicitados, value: l.mesesSolicitados },
              { term: F.carencia, value: l.carencia },
              { term: F.tin, value: <Percent value={l.tin} /> },
              { term: F.tae, value: <Percent value={l.tae} /> },
              { term: F.categoria, value: l.categoria?.toUpperCase() },
              { term: F.insurance, value: l.insurance },
              { term: F.sepaDay, value: l.sepaDay },
              { term: F.funder, value: l.funder },
              { term: F.funderId, value: l.funderId },
              { term: F.fund, value: l.fund },
              { term: F.fromApi, value: <YesNo value={l.fromApi} /> },
              { term: F.cancelledByAffiliate, value: <YesNo value={l.cancelledByAffiliate} /> },
              { term: F.contractSigned, value: <YesNo value={l.contractSigned} /> },
              { term: F.amaId, value: l.amaId },
              { term: F.contractVerified, value: <YesNo value={l.contractVerified} /> },
              { term: F.moneyOutSent, value: <YesNo value={l.moneyOutSent} /> },
              { term: F.emailMoneyOut, value: <YesNo value={l.emailMoneyOut} /> },
              { term: F.allowSDD, value: <YesNo value={l.allowSDD} /> },
              { term: F.allowOwnInvestment, value: <YesNo value={l.allowOwnInvestment} /> },
              { term: F.scoreSimplai, value: l.scoreSimplai },
              { term: F.scoreSimplaiResolution, value: l.scoreSimplaiResolution },
              { term: F.scoreSimplaiDescription, value: l.scoreSimplaiDescription },
              { term: F.estadoInstantor, value: l.estadoInstantor },
              { term: F.estadoInstantorCot, value: l.estadoInstantorCot },
              { term: F.bankAnalysisError, value: l.bankAnalysisError },
              { term: F.noBelender, value: <YesNo value={l.noBelender} /> },
              { term: F.belenderId, value: l.belenderId },
              { term: F.belenderUrl, value: l.belenderUrl },
              { term: F.belenderData, value: l.belenderData },
              { term: F.belenderCotData, value: l.belenderCotData },
            ]}
          />
        ) : null}
      </Section>
      {asnef ? (
        <Section
          title={L.sections.asnef}
          state={asnef.state}
          errorMessage={messages.loanDetail.asnef}
          empty={asnef.state === 'loaded' && !asnef.data}
          {...(asnef.onRetry ? { onRetry: asnef.onRetry } : {})}
        >
          {asnef.data ? (
            <KeyValueList
              columns={3}
              items={[
                { term: F.checkedAt, value: <DateText value={asnef.data.checkedAt} /> },
                { term: F.asnefFound, value: <YesNo value={asnef.data.found} /> },
                { term: F.asnefOperations, value: asnef.data.operations },
                { term: F.asnefUnpaidOperations, value: asnef.data.unpaidOperations },
                { term: F.asnefUnpaidBalance, value: <Money value={asnef.data.unpaidBalance} /> },
              ]}
            />
          ) : null}
        </Section>
      ) : null}
    </Stack>
  );
}
