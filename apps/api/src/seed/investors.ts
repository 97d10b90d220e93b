/**
 * The demo investors' identity (issue 15): natural and legal persons (company name and tax id),
 * every status of the catalogue, DNI or NIE, wallets from empty to large, created over three
 * years. Drawn from its own random stream, so the rest of the seed keeps the rows it had.
 */
import { dniLetter, INVESTOR_STATUS_CODES, type InvestorStatus } from '@backoffice/domain';
import { cif, LAST_NAMES, prng, type Rng } from './random';

/** Most investors are active; every other status has some (loans §3 "status"). */
const STATUS_WEIGHTS: Readonly<Record<InvestorStatus, number>> = {
  PEN: 10,
  ACT: 60,
  INA: 10,
  BLO: 8,
  FRA: 4,
  BAJ: 8,
};

const COMPANY_WORDS = ['Inversiones', 'Patrimonial', 'Capital', 'Gestión', 'Holding', 'Ahorro'] as const;
const COMPANY_FORMS = ['SL', 'SA', 'SLU'] as const;
const POSITIONS = ['Administrador único', 'Consejero delegado', 'Apoderado', 'Socio director'] as const;

function weighted(rng: Rng): InvestorStatus {
  const total = INVESTOR_STATUS_CODES.reduce((s, c) => s + STATUS_WEIGHTS[c], 0);
  let x = rng.next() * total;
  for (const c of INVESTOR_STATUS_CODES) {
    x -= STATUS_WEIGHTS[c];
    if (x < 0) return c;
  }
  return 'ACT';
}

/** An NIE (X, Y or Z, seven digits, the DNI letter of the number with X=0, Y=1, Z=2 in front). */
function nie(rng: Rng): string {
  const k = rng.int(0, 2);
  const n = rng.int(0, 9_999_999);
  return `${'XYZ'[k]}${String(n).padStart(7, '0')}${dniLetter(k * 10_000_000 + n)}`;
}

export interface InvestorProfile {
  status: InvestorStatus;
  legalPerson: boolean;
  companyName: string | null;
  taxId: string | null;
  position: string | null;
  /** Replaces the DNI of a foreign resident; null keeps the one drawn. */
  nie: string | null;
  balance: number;
  frozenByLw: boolean;
  /** Days before the seed's day. */
  createdDaysAgo: number;
}

/** The profile of each of `n` investors: the first of each status comes early, so even the tiny seed has them all. */
export function investorProfiles(n: number, seed: number): InvestorProfile[] {
  const rng = prng(seed ^ 0x15_1500);
  return Array.from({ length: n }, (_, i) => {
    const status =
      i < INVESTOR_STATUS_CODES.length ? (INVESTOR_STATUS_CODES[i] as InvestorStatus) : weighted(rng);
    // About one in four is a company.
    const legalPerson = i % 4 === 1 || rng.chance(0.1);
    const companyName = legalPerson
      ? `${rng.pick(COMPANY_WORDS)} ${rng.pick(LAST_NAMES).split(' ')[0]} ${rng.pick(COMPANY_FORMS)}`
      : null;
    const balanceKind = rng.int(0, 9);
    const balance =
      balanceKind < 2
        ? 0
        : balanceKind < 5
          ? rng.money(1, 1000)
          : balanceKind < 8
            ? rng.money(1000, 10_000)
            : rng.money(10_000, legalPerson ? 250_000 : 60_000);
    return {
      status,
      legalPerson,
      companyName,
      taxId: legalPerson ? cif(rng, companyName?.endsWith('SA') ? 'A' : 'B') : null,
      position: legalPerson ? rng.pick(POSITIONS) : null,
      nie: !legalPerson && rng.chance(0.1) ? nie(rng) : null,
      balance,
      frozenByLw: status === 'BLO' || status === 'FRA' || rng.chance(0.02),
      createdDaysAgo: rng.int(1, 3 * 365),
    };
  });
}
