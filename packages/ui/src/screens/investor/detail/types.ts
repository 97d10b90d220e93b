/**
 * What the investor detail's sections show (issue 15, loans §3 "Investor"): the shapes of the
 * contract's answers that the screens read, so the admin passes the API's answers as they come.
 */
import type { LoadState } from '#patterns/Section';

export type { LoadState };

/** One read of a section: its state, its answer once here, and how to try again. */
export interface Read<T> {
  state: LoadState;
  data: T | null;
  onRetry?: () => void;
}

/** `GET /api/inversores/{id}`: identity, personal data and contact data. */
export interface InvestorDetail {
  id: number;
  user: string;
  afiliado: string | null;
  afiliadoName: string | null;
  name: string;
  status: string;
  frozenByLw: boolean;
  firstname: string;
  lastname: string;
  dni: string | null;
  address: string | null;
  postcode: string | null;
  birthDate: string | null;
  legalPerson: boolean;
  companyName: string | null;
  taxId: string | null;
  position: string | null;
  fundsOrigin: string | null;
  amountToInvest: number | null;
  email: string;
  emailVerificado: boolean;
  phone: string | null;
  accreditation: boolean;
  optimisticReturn: number | null;
  pessimisticReturn: number | null;
  weightedReturn: number | null;
}

/** `GET {account}` plus its bank (`/api/banks?entityCode=`). */
export interface InvestorAccount {
  '@id': string;
  iban: string | null;
  ibanValidadoLw: boolean;
  lwIBANId: string | null;
}

export interface InvestorBank {
  name: string;
  bic: string | null;
}

export interface InvestorPreferences {
  reinvestment: boolean;
  minMonths: number | null;
  maxMonths: number | null;
  minInterest: number | null;
  maxInterest: number | null;
  maxBet: number | null;
  loanTypes: readonly string[];
  financingType: string | null;
  points: number | null;
  investInOwn: boolean;
  percentageInvestInOwn: number | null;
  commission: number | null;
  notifications: Readonly<Record<string, boolean>>;
}

/** `{user}/monederoDetail`. */
export interface InvestorWallet {
  lwId: string | null;
  balance: number;
  plataformaPayments: number;
  provisionFund: number;
  frozenByLw: boolean;
  invested: number;
  activeInvestments: number;
}

export interface InvestorInvestment {
  id: number;
  amount: number;
  loanRentability: number | null;
  loanDuration: number;
  loanStatus: string;
  createdAt: string;
  loanCode: string;
  loanId: number;
  isOwnInvestment: boolean;
}

export interface InvestorHistoryEntry {
  id: number;
  date: string;
  previousState: string | null;
  finalState: string;
  userName: string | null;
}
