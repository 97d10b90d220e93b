import { messages } from '@backoffice/domain/messages';
import { SectionBody } from '#patterns/Section';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { InsTitular, Read } from '../types';
import { TxTable } from './LoanDetailScoring.styles';

export interface LoanDetailScoringHoldersProps extends Read<InsTitular[]> {
  /** Names the table: the account's IBAN or number. */
  account: string;
}

/**
 * The holders of a scraped account (loans §7 `/api/ins_cuentas/{id}/ins_titulars`): name, DNI and
 * whether each is the main holder; a failed read says its own §8 message.
 */
export function LoanDetailScoringHolders({ account, state, data, onRetry }: LoanDetailScoringHoldersProps) {
  const rows = data ?? [];
  const F = L.fields;
  return (
    <SectionBody
      state={state}
      errorMessage={messages.loanDetail.holders}
      empty={state === 'loaded' && rows.length === 0}
      level={2}
      {...(onRetry ? { onRetry } : {})}
    >
      <TxTable aria-label={L.scrape.holdersOf(account)}>
        <thead>
          <tr>
            <th scope="col">{F.name}</th>
            <th scope="col">{F.dni}</th>
            <th scope="col">{L.scrape.mainHolder}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h) => (
            <tr key={h.id}>
              <td>{h.name}</td>
              <td>{h.dni ?? '—'}</td>
              <td>
                <YesNo value={h.main} />
              </td>
            </tr>
          ))}
        </tbody>
      </TxTable>
    </SectionBody>
  );
}
