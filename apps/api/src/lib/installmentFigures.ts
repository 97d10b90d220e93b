/**
 * The domain's installment money figures (economics: installmentAmount, overdueAmount) as SQL,
 * for the routes that add them up in the database. The parts come from the domain's list, so the
 * two cannot drift; `test/loanDashboard.test.ts` checks the SQL against the functions on the
 * seeded installments.
 */
import { INSTALLMENT_AMOUNT_PARTS, OVERDUE_INSTALLMENT_STATUSES } from '@backoffice/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { installments } from '../db/schema';

/** What an installment charges: the sum of its parts (never its `saldo`, the balance after it). */
export const installmentAmountSql: SQL = sql`(${sql.join(
  INSTALLMENT_AMOUNT_PARTS.map((part) => sql`${installments[part]}`),
  sql` + `,
)})`;

/** loans §4: the overdue installments (RE, GT, DV, FR). */
export const isOverdueSql = (): SQL => inArray(installments.estadoCd, [...OVERDUE_INSTALLMENT_STATUSES]);
