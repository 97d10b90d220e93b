/**
 * The investor's displayed name (loans §3 "Investor"): the business name for a legal person,
 * else first and last name. Shared by the investor list and the investor detail.
 */

export interface InvestorNameParts {
  readonly legalPerson?: unknown;
  readonly companyName?: unknown;
  readonly firstname?: unknown;
  readonly lastname?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A legal person without a company name falls back to the person's name rather than showing nothing. */
export function investorName(parts: InvestorNameParts): string {
  const company = text(parts.companyName);
  if (parts.legalPerson === true && company !== '') return company;
  return [text(parts.firstname), text(parts.lastname)].filter(Boolean).join(' ');
}
