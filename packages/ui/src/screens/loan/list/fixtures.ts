import type { AmaListRow, InstallmentListRow, LoanDashboardData, LoanListRow, Option } from './types';

const STATUSES = ['EAM', 'PUB', 'SIM', 'EST', 'DE1', 'CA0', 'UNK', 'AMO'] as const;
const TYPES = ['financiacion', 'bnpl', 'prestamo'] as const;
const NAMES = ['Lucía García López', 'Hugo Martín Ruiz', 'Martina Sánchez Gil', 'Pablo Díaz Romero'];
/** loans §2: the API's code is F (financing), B (bnpl) or C (other) and the id on 7 digits. */
const code = (id: number, prefix = 'F') => `${prefix}${String(id).padStart(7, '0')}`;
const PREFIX = { financiacion: 'F', bnpl: 'B', prestamo: 'C' } as const;

/** 100 rows (a page of loans §9), deterministic: every phase and the three types. */
export const loanRows: LoanListRow[] = Array.from({ length: 100 }, (_, i) => ({
  id: 1200 + i,
  code: code(1200 + i, PREFIX[TYPES[i % 3] as keyof typeof PREFIX]),
  tipo: TYPES[i % 3] as string,
  estadoCd: STATUSES[i % STATUSES.length] as string,
  cantidad: 1000 + ((i * 137) % 9000) + 0.5,
  meses: 12 + (i % 4) * 12,
  tin: i % 5 === 0 ? null : 7.5 + (i % 3),
  createdAt: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}T10:00:00.000Z`,
  borrowerName: NAMES[i % NAMES.length] as string,
  afiliadoName: i % 7 === 0 ? null : `Afiliado ${1 + (i % 9)}`,
}));

export const phaseCounts: Record<string, number> = {
  FC: 1300,
  FS: 2100,
  FE: 640,
  FF: 310,
  FA: 14176,
  FD: 1400,
  other: 74,
};

export const affiliateOptions: Option[] = [
  { value: '1', label: 'Afiliado 1' },
  { value: '2', label: 'Afiliado 2' },
];
export const salesAgentOptions: Option[] = [
  { value: '7', label: 'Ana Comercial' },
  { value: '8', label: 'Luis Ventas' },
];

export const installmentRows: InstallmentListRow[] = Array.from({ length: 30 }, (_, i) => {
  const estadoCd = ['PD', 'CO', 'RE', 'DV', 'GT', 'FR', 'DE', 'EC'][i % 8] as string;
  return {
    id: 500 + i,
    credito: `/api/creditos/${1200 + (i % 6)}`,
    code: code(1200 + (i % 6)),
    borrowerName: NAMES[i % NAMES.length] as string,
    estadoCd,
    numero: 1 + (i % 12),
    fechaInicio: `2026-${String(1 + (i % 10)).padStart(2, '0')}-01`,
    fechaCobro: `2026-${String(2 + (i % 10)).padStart(2, '0')}-05`,
    saldo: 250.25 + i,
    principal: 200 + i,
    interest: 50.25,
    overdue: ['RE', 'GT', 'DV', 'FR'].includes(estadoCd),
  };
});

export const amaRows: AmaListRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: 40 + i,
  credito: `/api/creditos/${1300 + i}`,
  code: code(1300 + i),
  borrowerName: NAMES[i % NAMES.length] as string,
  payer: i % 2 === 0 ? 'borrower' : 'affiliate',
  amount: 1500 + i * 100.5,
  date: `2026-${String(1 + (i % 11)).padStart(2, '0')}-15`,
  active: i % 3 !== 0,
}));

export const dashboard: LoanDashboardData = {
  totals: {
    loans: 20000,
    amount: 98765432.1,
    active: 14176,
    activeAmount: 70123456.78,
    overdueInstallments: 3120,
    overdueLoans: 1890,
    overdueAmount: 812345.67,
  },
  byPhase: [
    { phase: 'FC', count: 1300, amount: 6000000 },
    { phase: 'FS', count: 2100, amount: 9800000 },
    { phase: 'FE', count: 640, amount: 3100000 },
    { phase: 'FF', count: 310, amount: 1500000 },
    { phase: 'FA', count: 14176, amount: 70123456.78 },
    { phase: 'FD', count: 1400, amount: 8000000 },
    { phase: 'other', count: 74, amount: 241975.32 },
  ],
  byMonth: Array.from({ length: 12 }, (_, i) => ({
    month: `${i < 1 ? 2025 : 2026}-${String(i < 1 ? 12 : i).padStart(2, '0')}`,
    count: 1200 + ((i * 331) % 700),
    amount: 6000000 + ((i * 123457) % 2000000),
  })),
  overdueByStatus: [
    { estadoCd: 'RE', count: 1500, amount: 400000 },
    { estadoCd: 'GT', count: 800, amount: 210000.5 },
    { estadoCd: 'DV', count: 600, amount: 150000.17 },
    { estadoCd: 'FR', count: 220, amount: 52345 },
  ],
};
