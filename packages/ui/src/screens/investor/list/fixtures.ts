import type { InvestorDashboardData, InvestorListRow } from './types';

const PEOPLE = ['Lucía García López', 'Hugo Martín Ruiz', 'Martina Sánchez Gil', 'Pablo Díaz Romero'];
const COMPANIES = ['Inversiones Ruiz SL', 'Patrimonial Gil SA', 'Capital Romero SLU'];
const STATUSES = ['ACT', 'ACT', 'PEN', 'ACT', 'BLO', 'INA', 'FRA', 'BAJ'] as const;

/** 100 rows (a page), deterministic: people and companies, every status, balances from 0 up. */
export const investorRows: InvestorListRow[] = Array.from({ length: 100 }, (_, i) => {
  const legal = i % 4 === 1;
  return {
    id: 500 + i,
    name: legal
      ? (COMPANIES[i % COMPANIES.length] as string)
      : (PEOPLE[Math.floor(i / 2) % PEOPLE.length] as string),
    legalPerson: legal,
    email: `inversor${500 + i}@inversores.test`,
    dni: legal ? null : `${String(10_000_000 + i * 7919).slice(0, 8)}Z`,
    taxId: legal ? `B${String(1_000_000 + i * 31).padStart(8, '0')}` : null,
    status: STATUSES[i % STATUSES.length] as string,
    balance: i % 5 === 0 ? 0 : Math.round(((i * 7349) % 250_000) * 100) / 100 + 0.5,
    createdAt: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}T10:00:00.000Z`,
  };
});

export const statusCounts: Record<string, number> = { PEN: 40, ACT: 240, INA: 38, BLO: 33, FRA: 16, BAJ: 33 };

export const investorDashboard: InvestorDashboardData = {
  totals: {
    investors: 400,
    legalPersons: 131,
    naturalPersons: 269,
    invested: 9_876_543.21,
    activeInvestments: 31_254,
    walletBalance: 3_456_789.5,
    withBalance: 322,
  },
  byStatus: Object.entries(statusCounts).map(([status, count]) => ({ status, count })),
  investedByMonth: Array.from({ length: 12 }, (_, i) => ({
    month: `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`,
    count: 1800 + ((i * 337) % 900),
    amount: 650_000 + ((i * 91_234) % 300_000) + 0.25,
  })),
  walletBalances: [
    { band: 'none', count: 78, amount: 0 },
    { band: 'upTo1k', count: 120, amount: 61_234.5 },
    { band: 'upTo5k', count: 70, amount: 190_000 },
    { band: 'upTo10k', count: 52, amount: 380_555 },
    { band: 'over10k', count: 80, amount: 2_825_000 },
  ],
};
