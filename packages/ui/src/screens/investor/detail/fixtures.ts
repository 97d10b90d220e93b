/** Story data of the investor detail (issue 15): one natural person with every section filled. */
import type {
  InvestorAccount,
  InvestorBank,
  InvestorDetail,
  InvestorHistoryEntry,
  InvestorInvestment,
  InvestorPreferences,
  InvestorWallet,
} from './types';

export const investor: InvestorDetail = {
  id: 7,
  user: '/api/users/70',
  afiliado: '/api/afiliados/3',
  afiliadoName: 'Muebles Ana',
  name: 'Lucía Gómez Ruiz',
  status: 'ACT',
  frozenByLw: false,
  firstname: 'Lucía',
  lastname: 'Gómez Ruiz',
  dni: '12345678Z',
  address: 'Calle Mayor 1',
  postcode: '28013',
  birthDate: '1980-05-17',
  legalPerson: false,
  companyName: null,
  taxId: null,
  position: null,
  fundsOrigin: 'Ahorros',
  amountToInvest: 25000,
  email: 'lucia.gomez@inversores.test',
  emailVerificado: true,
  phone: '600123456',
  accreditation: true,
  optimisticReturn: 8.25,
  pessimisticReturn: 3.5,
  weightedReturn: 5.75,
};

export const legalInvestor: InvestorDetail = {
  ...investor,
  id: 8,
  name: 'Inversiones Ruiz SL',
  legalPerson: true,
  companyName: 'Inversiones Ruiz SL',
  taxId: 'B12345674',
  position: 'Administradora',
  status: 'BLO',
};

export const account: InvestorAccount = {
  '@id': '/api/accounts/9',
  iban: 'ES9121000418450200051332',
  ibanValidadoLw: true,
  lwIBANId: 'LWI70',
};

export const bank: InvestorBank = { name: 'CaixaBank', bic: 'CAIXESBBXXX' };

export const preferences: InvestorPreferences = {
  reinvestment: true,
  minMonths: 6,
  maxMonths: 60,
  minInterest: 4,
  maxInterest: 12.5,
  maxBet: 250,
  loanTypes: ['financiacion', 'prestamo'],
  financingType: 'financiacion',
  points: 120,
  investInOwn: false,
  percentageInvestInOwn: null,
  commission: 0.5,
  notifications: {
    newCredit: true,
    dailyCredits: false,
    statusChange: true,
    invest: true,
    autoInvest: false,
    loanCompleted: true,
    monthlySummary: true,
  },
};

export const wallet: InvestorWallet = {
  lwId: 'LW70',
  balance: 1520.4,
  plataformaPayments: 0,
  provisionFund: 0,
  frozenByLw: false,
  invested: 8450,
  activeInvestments: 12,
};

export const investments: InvestorInvestment[] = [
  {
    id: 1,
    amount: 250,
    loanRentability: 7.5,
    loanDuration: 24,
    loanStatus: 'AMO',
    createdAt: '2026-10-02T10:00:00.000Z',
    loanCode: 'F0000042',
    loanId: 42,
    isOwnInvestment: false,
  },
  {
    id: 2,
    amount: 100,
    loanRentability: 9,
    loanDuration: 12,
    loanStatus: 'PUB',
    createdAt: '2026-09-15T10:00:00.000Z',
    loanCode: 'C0000051',
    loanId: 51,
    isOwnInvestment: true,
  },
];

export const history: InvestorHistoryEntry[] = [
  { id: 2, date: '2026-06-01T09:00:00.000Z', previousState: 'PEN', finalState: 'ACT', userName: 'Ana Admin' },
  { id: 1, date: '2026-05-20T09:00:00.000Z', previousState: null, finalState: 'PEN', userName: 'Ana Admin' },
];
