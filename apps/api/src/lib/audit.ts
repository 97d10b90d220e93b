import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who did what to which resource, with the row before and after (issue 5 "Writes"). */
export async function audit(
  tx: Tx | Db,
  entry: {
    userId: number | null;
    action: string;
    resource: string | null;
    before?: unknown;
    after?: unknown;
    /** Issue 14: the reason the user gave, where the action asks for one. */
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    resource: entry.resource,
    before: (entry.before ?? null) as object | null,
    after: (entry.after ?? null) as object | null,
    reason: entry.reason ?? null,
  });
}
