import { monthChangeMarkers, monthLabel } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { Fragment } from 'react';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { SectionBody } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Button } from '#primitives/Button';
import { loanDetailLabels as L } from '../labels';
import type { InsTran, LoadState } from '../types';
import { MonthRow, TxTable } from './LoanDetailScoring.styles';

export interface LoanDetailScoringTransactionsProps {
  /** Names the table: the account's IBAN or number. */
  account: string;
  /** The first page's read. */
  state: LoadState;
  /** Every page read so far, in order. */
  rows: readonly InsTran[];
  /** The last page has a `hydra:next` link. */
  hasMore: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  onRetry?: () => void;
}

/**
 * A scraped account's transactions (loans §2): date, description, the tag with its catalogue
 * colour and the amount; a month heading marks each change of month. More pages follow the
 * collection's next link.
 */
export function LoanDetailScoringTransactions({
  account,
  state,
  rows,
  hasMore,
  loadingMore = false,
  onMore,
  onRetry,
}: LoanDetailScoringTransactionsProps) {
  const marks = monthChangeMarkers(rows);
  const F = L.fields;
  return (
    <SectionBody
      state={state}
      errorMessage={messages.loanDetail.transactions}
      empty={state === 'loaded' && rows.length === 0}
      level={2}
      {...(onRetry ? { onRetry } : {})}
    >
      <TxTable aria-label={`${F.transactions} ${account}`}>
        <thead>
          <tr>
            <th scope="col">{F.date}</th>
            <th scope="col">{F.description}</th>
            <th scope="col">{F.tag}</th>
            <th scope="col">{F.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t, i) => (
            <Fragment key={t.id}>
              {marks[i] ? (
                <MonthRow data-month-change="">
                  <th colSpan={4} scope="row">
                    {monthLabel(t.date)}
                  </th>
                </MonthRow>
              ) : null}
              <tr>
                <td>
                  <DateText value={t.date} />
                </td>
                <td>{t.description}</td>
                <td>
                  <StatusBadge catalogue="transactionTag" value={t.tag} />
                </td>
                <td>
                  <Money value={t.amount} signed />
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </TxTable>
      {hasMore && onMore ? (
        <Button variant="secondary" size="sm" busy={loadingMore} onClick={onMore}>
          {loadingMore ? L.scrape.loadingMore : L.scrape.more}
        </Button>
      ) : null}
    </SectionBody>
  );
}
