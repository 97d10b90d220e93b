import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { prng } from '../random';
import { seedAffiliateRecords, seedShopAgents } from './affiliateRecords';
import { seedAffiliates } from './affiliates';
import { seedCatalogues } from './catalogues';
import type { SeedContext } from './context';
import { seedInvestors } from './investors';
import { seedLoanRecords, seedLoans } from './loans';
import { seedStaff } from './staff';
import { seedWorkedDays } from './workedDays';

export { bulk, SEED_TODAY, type Tx } from '../common';

export type SeedSize = 'tiny' | 'small' | 'default' | 'large';

export const SEED_SIZES: Readonly<
  Record<SeedSize, { affiliates: number; loans: number; investors: number }>
> = {
  /** For the API's own tests: every state, a few loans, in well under a second or two. */
  tiny: { affiliates: 40, loans: 120, investors: 20 },
  /** For the end-to-end tests: 300 affiliates over every state, ~500 loans. */
  small: { affiliates: 300, loans: 500, investors: 40 },
  /** The demo's figures: 300 affiliates, 20,000 loans, 400 investors. */
  default: { affiliates: 300, loans: 20_000, investors: 400 },
  /** For benchmarks. */
  large: { affiliates: 300, loans: 200_000, investors: 2_000 },
};

export interface SeedReport {
  affiliates: number;
  loans: number;
  installments: number;
  investors: number;
  investments: number;
  ms: number;
}

/**
 * Seeds the platform data (beyond the demo staff accounts, which must exist already): staff sales
 * agents, affiliates with their company data, accounts, branches, history, tasks, plans,
 * insurances, secondary reasons, links, documents, comments, money movements, worked days;
 * investors, borrowers, loans, installments and investments. One transaction, bulk inserts.
 */
export async function seedPlatform(
  db: Db,
  size: SeedSize = 'default',
  seed = 20_261_120,
): Promise<SeedReport> {
  const started = performance.now();
  const cfg = SEED_SIZES[size];
  const rng = prng(seed);
  const mark = (label: string) => {
    if (process.env.SEED_PROFILE) console.log(label, Math.round(performance.now() - started));
  };
  const result = await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, rng, cfg, seed };
    // The areas run in this order, on one random stream: the same seed gives the same rows.
    const staff = await seedStaff(ctx);
    mark('catalogues');
    const srByPurpose = await seedCatalogues(ctx);
    mark('investors');
    const investorIds = await seedInvestors(ctx);
    mark('affiliates');
    const affs = await seedAffiliates(ctx, staff, investorIds);
    mark('affiliate records');
    const agentsByAff = await seedShopAgents(ctx, affs);
    await seedAffiliateRecords(ctx, affs, staff, srByPurpose);
    mark('loans');
    const loanIds = await seedLoans(ctx, affs, agentsByAff);
    mark('loan records');
    await seedLoanRecords(ctx, investorIds);
    mark('worked days');
    await seedWorkedDays(ctx, staff);

    const [counts] = rowsOf<{ installments: number; investments: number }>(
      await tx.execute(
        sql`select (select count(*)::int from installments) as installments, (select count(*)::int from investments) as investments`,
      ),
    );
    return {
      affiliates: affs.length,
      loans: loanIds.length,
      installments: counts?.installments ?? 0,
      investors: investorIds.length,
      investments: counts?.investments ?? 0,
    };
  });
  // Fresh statistics: PGlite never autovacuums, and PostgreSQL may not have yet; without them the
  // planner takes the 20,000 borrowers for an empty table and joins by scanning them.
  await db.execute(sql`analyze`);
  return { ...result, ms: Math.round(performance.now() - started) };
}
