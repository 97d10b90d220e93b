/** What the loan flows' routes share: the locked loan and the answer of every flow write. */
import { messages } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import { loans } from '../../db/schema';
import type { Tx } from '../../lib/audit';
import { httpError } from '../../lib/httpError';
import { iriOf } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { assertLoanInScope } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';

export type LoanRow = typeof loans.$inferSelect;

/** The loan, locked for this transaction (404 when missing, 403 out of scope). */
export async function lockLoan(tx: Tx, auth: AuthUser | null, loanId: number): Promise<LoanRow> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) throw httpError(404, messages.notFound.loan);
  if (auth) await assertLoanInScope(tx, auth, loanId);
  return loan;
}

/** The answer of every flow write: the loan, its status after the write, the text, the changes. */
export function result(loanId: number, status: string, message: string, changes: Record<string, unknown>) {
  return resource('LoanActionResult', iriOf('loan', loanId), {
    id: loanId,
    status,
    message,
    changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
  });
}
