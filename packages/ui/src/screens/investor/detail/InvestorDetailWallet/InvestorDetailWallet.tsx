import { messages } from '@backoffice/domain/messages';
import { KeyValueList } from '#patterns/KeyValueList';
import { Money } from '#patterns/Money';
import { Section } from '#patterns/Section';
import { investorDetailLabels as L } from '../labels';
import type { InvestorWallet, Read } from '../types';

export type InvestorDetailWalletProps = Read<InvestorWallet>;

const W = L.wallet;

/** Monedero (loans §3 "wallet balances"): the wallet at the provider and what is invested. */
export function InvestorDetailWallet({ state, data, onRetry }: InvestorDetailWalletProps) {
  const items = data
    ? [
        { term: W.lwId, value: data.lwId },
        { term: W.balance, value: <Money value={data.balance} /> },
        { term: W.plataformaPayments, value: <Money value={data.plataformaPayments} /> },
        { term: W.provisionFund, value: <Money value={data.provisionFund} /> },
        { term: W.invested, value: <Money value={data.invested} /> },
        { term: W.activeInvestments, value: data.activeInvestments },
        { term: L.frozen, value: data.frozenByLw ? L.yes : L.no },
      ]
    : [];
  return (
    <Section
      title={L.sections.monedero}
      state={state}
      errorMessage={messages.investor.errors.info}
      empty={state === 'loaded' && !data}
      {...(onRetry ? { onRetry } : {})}
    >
      <KeyValueList columns={2} items={items} />
    </Section>
  );
}
