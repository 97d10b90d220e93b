import { DOCUMENT_STATUSES } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { type KeyValueItem, KeyValueList } from '#patterns/KeyValueList';
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

const EXPIRED = DOCUMENT_STATUSES.expired;

/** One linked info as a section: its own load state and error, empty when the loan has none. */
function InfoSection<T>({
  read,
  title,
  errorMessage,
  items,
}: {
  read: Read<T>;
  title: string;
  errorMessage: string;
  items: (data: T) => KeyValueItem[];
}) {
  const data = read.data;
  return (
    <Section
      title={title}
      state={read.state}
      errorMessage={errorMessage}
      empty={read.state === 'loaded' && !data}
      {...(read.onRetry ? { onRetry: read.onRetry } : {})}
    >
      {data ? <KeyValueList columns={3} items={items(data)} /> : null}
    </Section>
  );
}

/** Prestatario (issue 13): the borrower's employment and household, ID document and car. */
export function LoanDetailBorrowerInfo({ borrowerInfo, idInfo, carInfo }: LoanDetailBorrowerInfoProps) {
  const F = L.fields;
  return (
    <Stack>
      <InfoSection
        read={borrowerInfo}
        title={L.sections.borrowerInfo}
        errorMessage={messages.loanDetail.borrower}
        items={(b) => [
          { term: F.employment, value: b.employment },
          { term: F.employer, value: b.employer },
          { term: F.monthlyIncome, value: <Money value={b.monthlyIncome} /> },
          { term: F.housing, value: b.housing },
          { term: F.maritalStatus, value: b.maritalStatus },
          { term: F.dependants, value: b.dependants },
        ]}
      />
      <InfoSection
        read={idInfo}
        title={L.sections.idInfo}
        errorMessage={messages.loanDetail.idInfo}
        items={(d) => [
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
      <InfoSection
        read={carInfo}
        title={L.sections.carInfo}
        errorMessage={messages.loanDetail.carInfo}
        items={(c) => [
          { term: F.make, value: c.make },
          { term: F.model, value: c.model },
          { term: F.plate, value: c.plate },
          { term: F.year, value: c.year },
          { term: F.price, value: <Money value={c.price} /> },
        ]}
      />
    </Stack>
  );
}
