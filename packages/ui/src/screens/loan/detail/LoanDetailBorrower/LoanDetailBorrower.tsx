import { walletStatusLabel } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { KeyValueList } from '#patterns/KeyValueList';
import { Money } from '#patterns/Money';
import { Section } from '#patterns/Section';
import { Copyable, YesNo } from '../LoanDetailParts/LoanDetailParts';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { AccountLwStatus, Bank, CoborrowerInfo, LoanDetail, Read, WalletBalance } from '../types';

export interface LoanDetailBorrowerProps {
  /** The loan (owner, co-borrower link, account IBAN). */
  loan: LoanDetail;
  /** `{user}/walletLWBalance`. */
  wallet: Read<WalletBalance>;
  /** `/api/tools/accountLWStatus/{accountId}`. */
  accountStatus: Read<AccountLwStatus>;
  /** `/api/banks?entityCode=` (characters 5 to 8 of the IBAN, loans §5). */
  bank: Read<Bank>;
  /** The co-borrower's user, when the loan has one. */
  coborrower?: Read<CoborrowerInfo>;
}

const opt = (onRetry?: () => void) => (onRetry ? { onRetry } : {});

/** Prestatario: borrower, co-borrower, wallet status and balances, and the account with its bank. */
export function LoanDetailBorrower({
  loan,
  wallet,
  accountStatus,
  bank,
  coborrower,
}: LoanDetailBorrowerProps) {
  const F = L.fields;
  return (
    <Stack>
      <Section title={L.sections.borrower} state="loaded" errorMessage={messages.loanDetail.borrower}>
        <KeyValueList
          columns={3}
          items={[
            { term: F.name, value: loan.borrowerName },
            { term: F.username, value: loan.username },
            { term: F.dni, value: <Copyable value={loan.dni} label={F.dni} /> },
            { term: F.userId, value: loan.userId },
            { term: F.hasCoborrower, value: <YesNo value={loan.coborrower !== null} /> },
            { term: F.walletStatus, value: walletStatusLabel(loan.walletStatusCode) },
          ]}
        />
      </Section>
      {loan.coborrower && coborrower ? (
        <Section
          title={L.sections.coborrower}
          state={coborrower.state}
          errorMessage={messages.loanDetail.coborrower}
          empty={coborrower.state === 'loaded' && !coborrower.data}
          {...opt(coborrower.onRetry)}
        >
          {coborrower.data ? (
            <KeyValueList
              columns={3}
              items={[
                { term: F.name, value: `${coborrower.data.firstname} ${coborrower.data.lastname}`.trim() },
                { term: F.dni, value: <Copyable value={coborrower.data.dni} label={F.dni} /> },
                { term: F.email, value: coborrower.data.email },
                { term: F.phone, value: coborrower.data.phone },
                { term: F.walletStatus, value: walletStatusLabel(coborrower.data.walletStatusCode) },
              ]}
            />
          ) : null}
        </Section>
      ) : null}
      <Section
        title={L.sections.wallet}
        state={wallet.state}
        errorMessage={messages.loanDetail.wallet}
        empty={wallet.state === 'loaded' && !wallet.data}
        {...opt(wallet.onRetry)}
      >
        {wallet.data ? (
          <KeyValueList
            columns={3}
            items={[
              // loans §3 owner user: the wallet id.
              { term: F.lwId, value: wallet.data.lwId },
              { term: F.balance, value: <Money value={wallet.data.balance} /> },
              { term: F.plataformaPayments, value: <Money value={wallet.data.plataformaPayments} /> },
              { term: F.provisionFund, value: <Money value={wallet.data.provisionFund} /> },
              { term: F.frozenByLw, value: <YesNo value={wallet.data.frozenByLw || loan.frozenByLw} /> },
            ]}
          />
        ) : null}
      </Section>
      <Section
        title={L.sections.account}
        state={loan.accountIban ? accountStatus.state : 'loaded'}
        errorMessage={messages.loanDetail.walletStatus}
        empty={!loan.accountIban}
        {...opt(accountStatus.onRetry)}
      >
        <KeyValueList
          columns={3}
          items={[
            { term: F.iban, value: <Copyable value={loan.accountIban} label={F.iban} /> },
            {
              term: F.bank,
              value:
                bank.state === 'error'
                  ? messages.loanDetail.bank
                  : bank.state === 'loading'
                    ? null
                    : bank.data?.name,
            },
            { term: F.bic, value: bank.data?.bic },
            { term: F.ibanValidadoLw, value: <YesNo value={accountStatus.data?.ibanValidadoLw} /> },
          ]}
        />
      </Section>
    </Stack>
  );
}
