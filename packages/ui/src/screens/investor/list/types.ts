/** A row of /api/inversores (the contract's InvestorListRow, the fields the list shows). */
export interface InvestorListRow {
  id: number;
  /** investorName(): the company name of a legal person, else first and last name. */
  name: string;
  legalPerson: boolean;
  email: string;
  dni: string | null;
  taxId: string | null;
  status: string;
  balance: number;
  createdAt: string;
}

export type InvestorKind = '' | 'natural' | 'legal';

/** The investors list's filters (issue 15): status, natural or legal person, text. */
export interface InvestorListFilters {
  status: string;
  kind: InvestorKind;
  text: string;
}

export const EMPTY_INVESTOR_FILTERS: InvestorListFilters = { status: '', kind: '', text: '' };

/** /api/inversores/dashboard (the contract's InvestorDashboard). */
export interface InvestorDashboardData {
  totals: {
    investors: number;
    legalPersons: number;
    naturalPersons: number;
    invested: number;
    activeInvestments: number;
    walletBalance: number;
    withBalance: number;
  };
  byStatus: readonly { status: string; count: number }[];
  investedByMonth: readonly { month: string; count: number; amount: number }[];
  walletBalances: readonly { band: string; count: number; amount: number }[];
}
