/** Story data of the loan detail (issue 13): one financing loan with every section filled. */
import type {
  AccountLwStatus,
  Amortization,
  AmortizationFigures,
  Bank,
  BorrowerInfo,
  CarInfo,
  Configuracion,
  IdInfo,
  InsCuenta,
  InsResumen,
  InsTitular,
  InsTran,
  Installment,
  Killer,
  LoanDetail,
  LoanFlags,
  LoanInvestment,
  LoanInvestor,
  Operation,
  PayMethod,
  ScoreResult,
  ScrapeReport,
  StatusHistoryEntry,
  WalletBalance,
} from './types';

const m = (type: string, id: string) => ({ '@id': id, '@type': type });

export const loan: LoanDetail = {
  '@context': '/api/contexts/LoanControlDetail',
  ...m('LoanControlDetail', '/api/loanControlDetail/42'),
  creditId: 42,
  code: 'F0000042',
  tipo: 'financiacion',
  estadoCd: 'AMO',
  phase: 'FA',
  origin: 'web',
  demo: true,
  funder: 'Plataforma',
  funderId: 'PL-1',
  fund: null,
  securitized: true,
  fromApi: false,
  cancelledByAffiliate: false,
  contractSigned: true,
  amaId: 7,
  allowOwnInvestment: false,
  acceptOwnInvestment: false,
  borrowerFee: 3,
  prescriberFee: 1,
  noBelender: false,
  belenderUrl: 'https://belender.example/analysis/42',
  belenderId: 'BLD-000042',
  belenderData: 'Análisis completado',
  belenderCotData: null,
  bankAnalysisError: null,
  estadoInstantor: 'ok',
  estadoInstantorCot: null,
  moneyOutSent: true,
  contractVerified: true,
  scoreSimplai: 2,
  scoreSimplaiResolution: 'Aceptado',
  scoreSimplaiDescription: 'Perfil estable',
  emailMoneyOut: true,
  allowSDD: true,
  cobros: false,
  cantidad: 6000,
  cantidadSolicitada: 6500,
  meses: 24,
  mesesSolicitados: 24,
  carencia: 0,
  tin: 9.5,
  tae: 10.2,
  pTinI: 6,
  pTinZ: 3.5,
  aCcZ: 20,
  aCtZ: 0,
  cuotaMensual: 275.5,
  categoria: 'b',
  insurance: null,
  sepaDay: 5,
  demandaJudicial: false,
  visibleRecobro: true,
  flags: { t30: true, t60: false, t90: false, morosity: false, maturity: false, fraud: false },
  createdAt: '2025-11-02T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  user: '/api/users/7',
  coborrower: '/api/users/8',
  afiliado: '/api/afiliados/3',
  salesAgent: null,
  account: '/api/accounts/5',
  asnef: null,
  ama: '/api/amortizations/7',
  borrowerInfo: '/api/creditos/42/borrowerInfo',
  carInfo: '/api/creditos/42/carInfo',
  idInfo: '/api/creditos/42/idInfo',
  userId: 7,
  username: 'lucia.garcia',
  borrowerName: 'Lucía García Pérez',
  dni: '12345678Z',
  walletStatusCode: 6,
  frozenByLw: false,
  accountIban: 'ES9121000418450200051332',
  afiliadoName: 'Muebles Norte',
  computed: {
    borrowerOpeningFee: { investor: 120, platform: 60, total: 180 },
    affiliateOpeningFee: { investor: 30, platform: 20, total: 50 },
    cobrosOpeningFee: { investor: 0, platform: 0, total: 0 },
    interest: { borrower: 9.5, investor: 6, platform: 3.5 },
    monthlyPayment: 275.5,
  },
};

const cuota = (n: number, estadoCd: string, fechaCobro: string): Installment => ({
  ...m('Cuota', `/api/cuotas/${n}`),
  id: n,
  credito: '/api/creditos/42',
  estadoCd,
  numero: n,
  subNumero: 0,
  fechaInicio: fechaCobro.replace(/-05$/, '-01'),
  fechaCobro,
  saldo: 6000 - n * 250,
  principal: 250,
  interest: 20.5,
  openingFee: 5,
  defaultInterest: estadoCd === 'RE' ? 3.1 : 0,
  defaultCommission: estadoCd === 'RE' ? 10 : 0,
  bankExpenses: 0,
  cuotaMensual: 275.5,
  pPrI: 250,
  pTinI: 12.5,
  pTinDI: 0,
  pCaI: 3,
  pCdI: 0,
  pBeI: 0,
  pTinZ: 8,
  pTinDZ: 0,
  pCaZ: 2,
  aCaI: 0,
  aCaZ: 0,
});

export const installments: Installment[] = [
  cuota(1, 'CO', '2026-01-05'),
  cuota(2, 'AN', '2026-02-05'),
  cuota(3, 'RE', '2026-03-05'),
  cuota(4, 'DV', '2026-04-05'),
  cuota(5, 'PD', '2026-05-05'),
];

export const wallet: WalletBalance = {
  balance: 1234.5,
  plataformaPayments: 20,
  provisionFund: 0,
  frozenByLw: false,
  lwId: 'LW-7',
};
export const asnef = {
  '@context': '/api/contexts/Asnef',
  ...m('Asnef', '/api/asnefs/3'),
  id: 3,
  credito: '/api/creditos/42',
  checkedAt: '2026-02-28T10:00:00.000Z',
  found: true,
  operations: 4,
  unpaidOperations: 1,
  unpaidBalance: 312.4,
};
export const coborrower = {
  firstname: 'Marta',
  lastname: 'Ruiz Gómez',
  email: 'marta.ruiz@example.test',
  phone: '600111222',
  dni: '87654321X',
  walletStatusCode: 5,
};
export const accountStatus: AccountLwStatus = { ibanValidadoLw: true, lwIBANId: '55', walletStatusCode: 6 };
export const bank: Bank = {
  ...m('Bank', '/api/banks/1'),
  id: 1,
  entityCode: '2100',
  name: 'CaixaBank',
  bic: 'CAIXESBBXXX',
};

export const amortizations: Amortization[] = [
  {
    ...m('Amortization', '/api/amortizations/1'),
    id: 1,
    credito: '/api/creditos/42',
    payer: 'borrower',
    amount: 1000,
    date: '2026-02-10',
    active: true,
    createdAt: '2026-02-10T09:00:00.000Z',
  },
];
export const operations: Operation[] = [
  {
    ...m('Operation', '/api/operations/1'),
    id: 1,
    credito: '/api/creditos/42',
    type: 'moneyOut',
    amount: 6000,
    date: '2025-11-05',
    description: 'Desembolso',
  },
];
export const figures: AmortizationFigures = {
  creditId: 42,
  date: '2026-03-10',
  borrower: true,
  noService: false,
  cancellation: false,
  consumedAmount: null,
  pendingInstallments: 20,
  monthsLeft: 19,
  daysAccrued: 5,
  principal: 4750,
  interest: 6.2,
  fee: 47.5,
  total: 4803.7,
};

export const configuration: Configuracion[] = [
  {
    ...m('Configuracion', '/api/configuracions/1'),
    id: 1,
    name: 'diaSepa',
    value: '5',
    description: 'Día de envío SEPA',
  },
  {
    ...m('Configuracion', '/api/configuracions/2'),
    id: 2,
    name: 'maxImporte',
    value: '30000',
    description: null,
  },
];
export const loanFlags: LoanFlags = {
  flags: loan.flags,
  demandaJudicial: false,
  visibleRecobro: true,
  cancelledByAffiliate: false,
};

export const history: StatusHistoryEntry[] = [
  {
    ...m('StatusHistory', '/api/status_histories/2'),
    id: 2,
    date: '2025-11-05T10:00:00.000Z',
    previousState: 'FIR',
    finalState: 'AMO',
    user: '/api/users/1',
    userName: 'Ana Admin',
  },
  {
    ...m('StatusHistory', '/api/status_histories/1'),
    id: 1,
    date: '2025-11-02T10:00:00.000Z',
    previousState: null,
    finalState: 'SIM',
    user: null,
    userName: null,
  },
];

export const payMethods: PayMethod[] = [
  {
    ...m('PaymentMethod', '/api/payment_methods/1'),
    id: 1,
    user: '/api/users/7',
    loan: '/api/creditos/42',
    type: 'card',
    last4: '4242',
    expiresAt: '2027-12',
    enabled: true,
    invalid: false,
    invalidType: false,
  },
  {
    ...m('PaymentMethod', '/api/payment_methods/2'),
    id: 2,
    user: '/api/users/7',
    loan: null,
    type: 'sepa',
    last4: '1332',
    expiresAt: null,
    enabled: false,
    invalid: true,
    invalidType: true,
  },
];

export const investors: LoanInvestor[] = [
  {
    ...m('Inversor', '/api/inversors/9'),
    id: 9,
    name: 'Inversiones Sur SL',
    user: '/api/users/19',
    status: 'activo',
    amount: 4000,
    investments: 2,
    isOwnInvestment: false,
  },
];
export const investments: LoanInvestment[] = [
  {
    ...m('Inversion', '/api/inversiones/1'),
    id: 1,
    investor: '/api/inversors/9',
    investorName: 'Inversiones Sur SL',
    amount: 2500,
    isOwnInvestment: false,
    active: true,
    createdAt: '2025-11-03T10:00:00.000Z',
  },
  {
    ...m('Inversion', '/api/inversiones/2'),
    id: 2,
    investor: '/api/inversors/9',
    investorName: 'Inversiones Sur SL',
    amount: 1500,
    isOwnInvestment: false,
    active: true,
    createdAt: '2025-11-04T10:00:00.000Z',
  },
];

const report = (
  id: number,
  cotitular: boolean,
  status: string,
  latest: boolean,
  createdAt: string,
): ScrapeReport => ({
  ...m('InsScrapeReport', `/api/ins_scrape_reports/${id}`),
  id,
  cotitular,
  provider: 'instantor',
  status,
  successful: status === 'ok',
  latest,
  createdAt,
  accounts: 2,
  insCuentas: `/api/ins_scrape_reports/${id}/ins_cuentas`,
  score: null,
});
export const scrapeReports: ScrapeReport[] = [
  report(11, false, 'ok', true, '2026-03-01T10:00:00.000Z'),
  report(10, false, 'error', false, '2026-01-01T10:00:00.000Z'),
  report(9, false, 'ok', false, '2025-12-01T10:00:00.000Z'),
  report(12, true, 'ok', true, '2026-03-02T10:00:00.000Z'),
];

export const summaries: InsResumen[] = [
  {
    ...m('InsResumen', '/api/ins_resumens/1'),
    id: 1,
    cotitular: false,
    scrape: '/api/ins_scrape_reports/11',
    createdAt: '2026-03-01T10:00:00.000Z',
    data: { saldoMedio: 1520.4, nominaDetectada: true, diasSaldoNegativoRatio: 0.0425, juego: false },
  },
];

export const scores: ScoreResult[] = [
  {
    ...m('ScoreResult', '/api/score_results/1'),
    id: 1,
    cotitular: false,
    provider: 'simplai',
    score: 2,
    resolution: 'Aceptado',
    createdAt: '2026-03-01T10:00:00.000Z',
    detail: {
      fecha: '2026-03-01',
      fechaProduccion: '2025-11-02',
      fechaAsnef: '2026-02-28',
      saldoImpagado: 0,
      diasNegativoRatio: 0.1234,
      volumen: 12345.6,
      saldo: 840.25,
      nominaDetectada: true,
      juego: false,
    },
  },
];

export const killers: Killer[] = [
  {
    ...m('Killer', '/api/killers/1'),
    id: 1,
    cotitular: false,
    code: 'ASNEF',
    description: 'Deudas en ASNEF',
    value: 'No',
    triggered: false,
    createdAt: '2025-11-03T10:00:00.000Z',
  },
  {
    ...m('Killer', '/api/killers/2'),
    id: 2,
    cotitular: false,
    code: 'JUEGO',
    description: 'Gasto en juego',
    value: '45',
    triggered: true,
    createdAt: '2025-11-03T10:00:00.000Z',
  },
];

export const accounts: InsCuenta[] = [
  {
    ...m('InsCuenta', '/api/ins_cuentas/21'),
    id: 21,
    scrape: '/api/ins_scrape_reports/11',
    iban: 'ES7600811234461234561332',
    account: '00811234461234561332',
    principals: ['Lucía García Pérez'],
    ready: true,
    transactions: 120,
    insTrans: '/api/ins_cuentas/21/ins_trans',
    insTitulars: '/api/ins_cuentas/21/ins_titulars',
  },
  {
    ...m('InsCuenta', '/api/ins_cuentas/22'),
    id: 22,
    scrape: '/api/ins_scrape_reports/11',
    iban: null,
    account: '00810000000000009999',
    principals: ['Lucía García Pérez', 'Marta Ruiz'],
    ready: false,
    transactions: 8,
    insTrans: '/api/ins_cuentas/22/ins_trans',
    insTitulars: '/api/ins_cuentas/22/ins_titulars',
  },
];

/** The holders of account 22 (`ins_titulars`): the borrower first, as the main holder. */
export const holders: InsTitular[] = [
  {
    ...m('InsTitular', '/api/ins_titulars/31'),
    id: 31,
    name: 'Lucía García Pérez',
    dni: '12345678Z',
    main: true,
  },
  { ...m('InsTitular', '/api/ins_titulars/32'), id: 32, name: 'Marta Ruiz', dni: null, main: false },
];

export const transactions: InsTran[] = [
  {
    ...m('InsTran', '/api/ins_trans/1'),
    id: 1,
    date: '2026-03-02',
    amount: 1850,
    description: 'Nómina',
    tag: 'payroll',
  },
  {
    ...m('InsTran', '/api/ins_trans/2'),
    id: 2,
    date: '2026-03-01',
    amount: -45.3,
    description: 'Mercadona',
    tag: 'supermarkets',
  },
  {
    ...m('InsTran', '/api/ins_trans/3'),
    id: 3,
    date: '2026-02-27',
    amount: -20,
    description: 'Apuestas online',
    tag: 'gambling',
  },
  {
    ...m('InsTran', '/api/ins_trans/4'),
    id: 4,
    date: '2026-02-03',
    amount: -60.1,
    description: 'Movistar',
    tag: 'telecoms',
  },
];

/** a13c: the Prestatario tab's borrower info, ID document (valid) and car. */
export const borrowerInfo: BorrowerInfo = {
  ...m('BorrowerInfo', '/api/creditos/42/borrowerInfo'),
  creditId: 42,
  employment: 'Indefinido',
  employer: 'Empresa 9',
  monthlyIncome: 2150.5,
  housing: 'Alquiler',
  maritalStatus: 'Casado/a',
  dependants: 2,
};
export const idInfo: IdInfo = {
  ...m('IdInfo', '/api/creditos/42/idInfo'),
  creditId: 42,
  documentType: 'DNI',
  documentNumber: '12345678Z',
  expiryDate: '2031-05-07',
  expired: false,
  nationality: 'España',
  verificationStatus: 'Verificado',
  verifiedAt: '2026-02-03T10:00:00.000Z',
};
export const carInfo: CarInfo = {
  ...m('CarInfo', '/api/creditos/42/carInfo'),
  creditId: 42,
  make: 'Seat',
  model: 'Ibiza',
  plate: '1234 KLM',
  year: 2021,
  price: 14500,
};
