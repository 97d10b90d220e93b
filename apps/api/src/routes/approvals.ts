/**
 * Issue 14: the four-eyes approvals (the pending list, approve, reject; lib/approvals.ts runs
 * them) and the audit trail of a record (`GET /api/auditLog?resource={iri}`, the 'Historial de
 * acciones' tab): newest first, paged, readable by whoever may read the record.
 */
import {
  auditActionLabel,
  auditChanges,
  mayCall,
  messages,
  RECORD_READ_ROUTES,
  recordCollectionOf,
  recordReach,
  unreadableRecordCollections,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvals, auditLog, users } from '../db/schema';
import {
  APPROVALS_PATH,
  approvalFields,
  approvalIri,
  approvalPeople,
  approveAndRun,
  reject,
} from '../lib/approvals';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { IRI, paramId } from '../lib/iri';
import { collection, member, pageOf, pagingFrom } from '../lib/jsonld';
import { assertLoanInScope, assertUserInScope, authOf, loadAffiliate, loadInvestor } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

/**
 * Whoever may read the record may read its trail, under the same rule as the record's own GET:
 * its roles (a COMERCIAL may not open an investor: 403, as `GET /api/inversores/{id}`), then its
 * scope (a COMERCIAL only their affiliates' and loans').
 */
async function assertTrailReadable(deps: RouteDeps, auth: AuthUser, iri: string): Promise<void> {
  const match = /^(\/api\/[a-z_]+)\/(\d{1,9})$/.exec(iri);
  if (!match) throw httpError(400, messages.general.invalidParams);
  const [, path, digits] = match;
  const id = paramId(digits);
  const collection = recordCollectionOf(iri);
  if (collection && !mayCall(auth.roles, RECORD_READ_ROUTES[collection]))
    throw httpError(403, messages.auth.forbidden);
  if (path === IRI.afiliado) await loadAffiliate(deps.db, auth, id);
  else if (path === IRI.loan) await assertLoanInScope(deps.db, auth, id);
  else if (path === IRI.investor) await loadInvestor(deps.db, auth, 'investor', id);
  else if (path === IRI.user) await assertUserInScope(deps.db, auth, id);
  // Any other record (a wallet, an approval): only those who see every record.
  else if (recordReach(auth.roles) !== 'all') throw httpError(403, messages.auth.forbidden);
}

export async function approvalsRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(APPROVALS_PATH, spec('GET /api/approvals'), async (request) => {
    const q = request.query;
    const paging = pagingFrom(q);
    const where: SQL | undefined = q.status ? eq(approvals.status, q.status) : undefined;
    const [rows, [total]] = await Promise.all([
      pageOf(
        db.select().from(approvals).where(where).orderBy(desc(approvals.requestedAt), desc(approvals.id)),
        paging,
      ),
      db.select({ n: count() }).from(approvals).where(where),
    ]);
    const people = await approvalPeople(
      db,
      rows.flatMap((row) => [row.requestedBy, row.decidedBy]),
    );
    return collection(
      'Approval',
      APPROVALS_PATH,
      { status: q.status, itemsPerPage: q.itemsPerPage, pagination: q.pagination },
      rows.map((row) => member('Approval', approvalIri(row.id), approvalFields(row, people))),
      total?.n ?? 0,
      paging,
    );
  });

  r.post(`${APPROVALS_PATH}/:id/approve`, spec('POST /api/approvals/:id/approve'), async (request) =>
    approveAndRun(deps, authOf(request), paramId(request.params.id)),
  );

  r.post(`${APPROVALS_PATH}/:id/reject`, spec('POST /api/approvals/:id/reject'), async (request) => {
    const reason = request.body.reason.trim();
    if (reason === '') throw httpError(400, messages.approvals.reasonRequired);
    return reject(deps, authOf(request), paramId(request.params.id), reason);
  });

  r.get('/api/auditLog', spec('GET /api/auditLog'), async (request) => {
    const auth = authOf(request);
    const q = request.query;
    await assertTrailReadable(deps, auth, q.resource);
    const paging = pagingFrom(q);
    // Gaps: every write that concerns the record (its preferences, documents, plans…), not only
    // those on the record itself (lib/audit.ts `subjects`).
    // An entry on a record of a kind the caller may not open (an investor's edit in their user's
    // trail, for a COMERCIAL) is not theirs either.
    const where = and(
      arrayContains(auditLog.subjects, [q.resource]),
      ...unreadableRecordCollections(auth.roles).map(
        (c) => sql`coalesce(${auditLog.resource}, '') not like ${`${c}/%`}`,
      ),
    );
    const [rows, [total]] = await Promise.all([
      pageOf(
        db
          .select({
            entry: auditLog,
            firstname: users.firstname,
            lastname: users.lastname,
            email: users.email,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.userId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
        paging,
      ),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return collection(
      'AuditEntry',
      '/api/auditLog',
      { resource: q.resource, itemsPerPage: q.itemsPerPage, pagination: q.pagination },
      rows.map(({ entry, firstname, lastname, email }) =>
        member('AuditEntry', `/api/auditLog/${entry.id}`, {
          id: entry.id,
          createdAt: entry.createdAt.toISOString(),
          action: entry.action,
          actionLabel: auditActionLabel(entry.action),
          user: entry.userId === null ? null : `${IRI.user}/${entry.userId}`,
          userName: email === null ? null : [firstname, lastname].filter(Boolean).join(' ') || email,
          userEmail: email,
          reason: entry.reason,
          changes: auditChanges(entry.before, entry.after),
          resource: entry.resource,
        }),
      ),
      total?.n ?? 0,
      paging,
    );
  });
}
