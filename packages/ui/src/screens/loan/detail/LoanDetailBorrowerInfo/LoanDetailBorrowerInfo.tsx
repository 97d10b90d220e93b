import { DOCUMENT_STATUSES } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { KeyValueList } from '#patterns/KeyValueList';
import { Money } from '#patterns/Money';
import { Section } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { BorrowerInfo, CarInfo, IdInfo, Read } from '../types';

export interface LoanDetailBorrowerInfoProps {
  /** `/api/creditos/{id}/borrowerInfo` (null: the loan has none). */
  borrowerInfo: Read<BorrowerInfo>;
  /** `/api/creditos/{id}/idInfo` (null: the loan has none). */
  idInfo: Read<IdInfo>;
  /** `/api/creditos/{id}/carInfo` (null: the loan has none). */
  carInfo: Read<CarInfo>;
}

const opt = (onRetry?: () => void) => (onRetry ? { onRetry } : {});
const EXPIRED = DOCUMENT_STATUSES.expired;

/** Prestatario (issue 13): the borrower's employment and household, ID document and car. */
export function LoanDetailBorrowerInfo({ borrowerInfo, idInfo, carInfo }: LoanDetailBorrowerInfoProps) {
  const F = L.fields;
  const b = borrowerInfo.data;
  const d = idInfo.data;
  const c = carInfo.data;
  return (
    <Stack>
      <Section
        title={L.sections.borrowerInfo}
        state={borrowerInfo.state}
        errorMessage={messages.loanDetail.borrower}
        empty={borrowerInfo.state === 'loaded' && !b}
        {...opt(borrowerInfo.onRetry)}
      >
        {b ? (
          <KeyValueList
            columns={3}
            items={[
              { term: F.employment, value: b.employment },
              { term: F.employer, value: b.employer },
              { term: F.monthlyIncome, value: <Money value={b.monthlyIncome} /> },
              { term: F.housing, value: b.housing },
              { term: F.maritalStatus, value: b.maritalStatus },
              { term: F.dependants, value: b.dependants },
            ]}
          />
        ) : null}
      </Section>
      <Section
        title={L.sections.idInfo}
        state={idInfo.state}
        errorMessage={messages.loanDetail.idInfo}
        empty={idInfo.state === 'loaded' && !d}
        {...opt(idInfo.onRetry)}
      >
        {d ? (
          <KeyValueList
            columns={3}
            items={[
              { term: F.documentType, value: d.documentType },
              { term: F.documentNumber, value: d.documentNumber },
              {
                term: F.expiryDate,
                value: (
                  <>
                    <DateText value={d.expiryDate} />
                    {d.expired ? (
                      <>
                        {' '}
                        <StatusBadge tone={EXPIRED.tone} label={EXPIRED.label} />
                      </>
                    ) : null}
                  </>
                ),
              },
              { term: F.nationality, value: d.nationality },
              { term: F.verificationStatus, value: d.verificationStatus },
              { term: F.verifiedAt, value: <DateText value={d.verifiedAt} /> },
            ]}
          />
        ) : null}
      </Section>
      <Section
        title={L.sections.carInfo}
        state={carInfo.state}
        errorMessage={messages.loanDetail.carInfo}
        empty={carInfo.state === 'loaded' && !c}
        {...opt(carInfo.onRetry)}
      >
        {c ? (
          <KeyValueList
            columns={3}
            items={[
              { term: F.make, value: c.make },
              { term: F.model, value: c.model },
              { term: F.plate, value: c.plate },
              { term: F.year, value: c.year },
              { term: F.price, value: <Money value={c.price} /> },
            ]}
          />
        ) : null}
      </Section>
    </Stack>
  );
}
