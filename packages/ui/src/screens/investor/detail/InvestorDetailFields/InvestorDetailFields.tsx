import { investorFieldError, investorStatusLook } from '@backoffice/domain';
import { formatEur, formatNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import type { ReactNode } from 'react';
import { InlineEdit, type InlineEditKind, type InlineEditValue } from '#patterns/InlineEdit';
import { KeyValueList } from '#patterns/KeyValueList';
import { Section } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { investorDetailLabels as L } from '../labels';
import type { InvestorDetail, Read } from '../types';

export type InvestorField = keyof typeof L.fields;
export type InvestorFieldsSection = 'datos' | 'contacto';

export interface InvestorDetailFieldsProps extends Read<InvestorDetail> {
  /** datos: identity and personal data; contacto: email, phone, accreditation and returns (loans §3). */
  section: InvestorFieldsSection;
  /**
   * Saves one field (PUT {putURL} with the field). A promise keeps the popover open until it
   * settles; false, a rejection or the server's violations keep the user's input (InlineEdit).
   */
  onSave?: (field: InvestorField, value: InlineEditValue) => unknown;
  /** False for roles that may only read. */
  canEdit?: boolean;
}

type Spec = { field: InvestorField; kind?: InlineEditKind; read?: (i: InvestorDetail) => ReactNode };

const yesNo = (v: boolean) => (v ? L.yes : L.no);
const pct = (v: number | null) => (v === null ? null : `${formatNumber(v)} %`);

const SECTIONS: Record<InvestorFieldsSection, Spec[]> = {
  datos: [
    { field: 'firstname' },
    { field: 'lastname' },
    { field: 'dni' },
    { field: 'birthDate', kind: 'date' },
    { field: 'address' },
    { field: 'postcode' },
    { field: 'legalPerson', read: (i) => yesNo(i.legalPerson) },
    { field: 'companyName' },
    { field: 'taxId' },
    { field: 'position' },
    { field: 'fundsOrigin' },
    { field: 'amountToInvest', kind: 'number' },
    { field: 'status', read: (i) => <StatusBadge catalogue={investorStatusLook} value={i.status} /> },
  ],
  contacto: [
    { field: 'email' },
    { field: 'emailVerificado', read: (i) => yesNo(i.emailVerificado) },
    { field: 'phone' },
    { field: 'accreditation', read: (i) => yesNo(i.accreditation) },
    { field: 'optimisticReturn', kind: 'number' },
    { field: 'pessimisticReturn', kind: 'number' },
    { field: 'weightedReturn', kind: 'number' },
  ],
};

const RETURNS: readonly InvestorField[] = ['optimisticReturn', 'pessimisticReturn', 'weightedReturn'];

/**
 * Datos and Contacto (loans §3 "Investor"): each editable field is an inline edit checked with the
 * domain's validator for that field (loans §5: the message shows under the input).
 */
export function InvestorDetailFields({
  section,
  state,
  data,
  onRetry,
  onSave,
  canEdit = true,
}: InvestorDetailFieldsProps) {
  const items = data
    ? SECTIONS[section].map(({ field, kind = 'text', read }) => {
        const label = L.fields[field];
        if (read) return { term: label, value: read(data) };
        const raw = data[field as keyof InvestorDetail] as string | number | null;
        const display =
          field === 'amountToInvest' && typeof raw === 'number'
            ? formatEur(raw)
            : RETURNS.includes(field)
              ? pct(raw as number | null)
              : undefined;
        if (!onSave || !canEdit) return { term: label, value: display ?? raw };
        return {
          term: label,
          value: (
            <InlineEdit
              label={label}
              kind={kind}
              value={raw}
              {...(display !== undefined ? { display } : {})}
              {...(kind === 'number' ? { step: 0.01 } : {})}
              validate={(v) => investorFieldError(field, v)}
              saveError={messages.investor.errors.updateInfo}
              onConfirm={(v) => onSave(field, v)}
            />
          ),
        };
      })
    : [];
  return (
    <Section
      title={L.sections[section]}
      state={state}
      errorMessage={messages.investor.errors.info}
      empty={state === 'loaded' && !data}
      {...(onRetry ? { onRetry } : {})}
    >
      <KeyValueList columns={2} items={items} />
    </Section>
  );
}
