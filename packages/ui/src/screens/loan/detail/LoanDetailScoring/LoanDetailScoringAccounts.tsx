import { accountOwnedByBorrower } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { type ReactNode, useState } from 'react';
import { KeyValueList } from '#patterns/KeyValueList';
import { SectionBody } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Button } from '#primitives/Button';
import { Copyable, YesNo } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { InsCuenta, Read } from '../types';
import { AccountCard, AccountHead, AccountList } from './LoanDetailScoring.styles';

export interface LoanDetailScoringAccountsProps extends Read<InsCuenta[]> {
  /** The borrower's own account (its IBAN), for the ownership match of loans §2. */
  borrowerAccount: string | null;
  /** The transactions of an account, read when the user opens them. */
  renderTransactions: (account: InsCuenta) => ReactNode;
  /** The holders of an account (its `ins_titulars`), read with its transactions when opened. */
  renderHolders?: (account: InsCuenta) => ReactNode;
}

function Account({
  account,
  owned,
  renderTransactions,
  renderHolders,
}: {
  account: InsCuenta;
  owned: boolean;
  renderTransactions: (account: InsCuenta) => ReactNode;
  renderHolders: ((account: InsCuenta) => ReactNode) | undefined;
}) {
  const [open, setOpen] = useState(false);
  const F = L.fields;
  const name = account.iban ?? account.account ?? String(account.id);
  return (
    <AccountCard aria-label={`${F.account} ${name}`}>
      <AccountHead>
        {owned ? <StatusBadge tone="success" label={L.scrape.ownedByBorrower} /> : null}
      </AccountHead>
      <KeyValueList
        columns={3}
        items={[
          { term: F.iban, value: <Copyable value={account.iban} label={F.iban} /> },
          { term: F.account, value: <Copyable value={account.account} label={F.account} /> },
          { term: F.principals, value: account.principals.join(', ') },
          { term: F.transactions, value: account.transactions },
          { term: F.ready, value: <YesNo value={account.ready} /> },
        ]}
      />
      <div>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? L.scrape.hideTransactions(name) : L.scrape.showTransactions(name)}
        </Button>
      </div>
      {open && renderHolders ? renderHolders(account) : null}
      {open ? renderTransactions(account) : null}
    </AccountCard>
  );
}

/** The accounts of a scrape (loans §2): iban, account, principals, transactions, ready flag, ownership. */
export function LoanDetailScoringAccounts({
  state,
  data,
  onRetry,
  borrowerAccount,
  renderTransactions,
  renderHolders,
}: LoanDetailScoringAccountsProps) {
  const rows = data ?? [];
  return (
    <SectionBody
      state={state}
      errorMessage={messages.loanDetail.accounts}
      empty={state === 'loaded' && rows.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <AccountList>
        {rows.map((a) => (
          <Account
            key={a.id}
            account={a}
            owned={accountOwnedByBorrower(a, borrowerAccount)}
            renderTransactions={renderTransactions}
            renderHolders={renderHolders}
          />
        ))}
      </AccountList>
    </SectionBody>
  );
}
