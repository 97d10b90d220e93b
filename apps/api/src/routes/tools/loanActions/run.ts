/**
 * One way to run every admin action on a loan (issue 14 "Server rules"). A route declares its
 * contract key, the action of the status table, and what it changes; `loanActionRoute` registers
 * it with `spec(key)` (roles from API_ACCESS, schemas from the contract) and runs each call as:
 *
 * 1. one transaction; `SELECT … FOR UPDATE` the loan (404 in Spanish when missing);
 * 2. object scope (a COMERCIAL acts only on loans of their affiliates: 403);
 * 3. a money action's Idempotency-Key: a replay with the same request answers the first answer;
 * 4. the status table: `loanActionRefusal` → 409 with its Spanish reason;
 * 5. the action's own checks with the domain → 400 with `violations`;
 * 6. the provider call, if any: a failure throws, the transaction rolls back (the database is as
 *    before) and the answer is a 502 naming the provider;
 * 7. the update (the status the table leads to, a status-history row when it changes);
 * 8. the audit row (who, the action, the loan's IRI, before and after, the reason given);
 * 9. the answer `{ '@id', id, status, message, changes }` (loans §4: the new status is read from it).
 */
import { createHash } from 'node:crypto';
import {
  actionInputErrors,
  LOAN_ACTIONS,
  type LoanActionId,
  loanActionRefusal,
  messages,
  nextStatus,
} from '@backoffice/domain';
import type { BodyOf, ContractKey, QueryOf } from '@backoffice/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { loans, moneyOperations, statusHistory } from '../../../db/schema';
import { audit, type Tx } from '../../../lib/audit';
import { spec } from '../../../lib/contract';
import type { RouteDeps } from '../../../lib/deps';
import { faultInside } from '../../../lib/faults';
import { httpError } from '../../../lib/httpError';
import { iriOf, paramId } from '../../../lib/iri';
import { resource } from '../../../lib/jsonld';
import { assertIfMatch, etagOf, sendVersion } from '../../../lib/recordVersion';
import { assertLoanInScope, authOf } from '../../../lib/scope';
import { documentsFolder, type StagedFiles, withStagedFiles } from '../../../lib/stagedFiles';
import type { AuthUser } from '../../../plugins/auth';

export type LoanRow = typeof loans.$inferSelect;
type LoanSet = Partial<Omit<typeof loans.$inferInsert, 'id' | 'updatedAt'>>;
export type Violations = Record<string, string>;

/**
 * The body an action of route K sees: the contract's (Fastify checked it against the schema), or,
 * for a route that declares none, at most `{ reason }` (read by the runner) or nothing at all.
 */
export type LoanActionBody<K extends ContractKey> = K extends ContractKey
  ? BodyOf<K> extends undefined
    ? { readonly reason?: unknown } | undefined
    : BodyOf<K>
  : never;
/** The query string of route K: the contract's, or none to read for a route that declares none. */
export type LoanActionQuery<K extends ContractKey> = K extends ContractKey
  ? QueryOf<K> extends undefined
    ? Record<never, never> | undefined
    : QueryOf<K>
  : never;

/** What a handler of a loan action sees. */
export interface LoanActionContext<K extends ContractKey = ContractKey> {
  tx: Tx;
  /** The loan, locked for this transaction, as it was before the action. */
  loan: LoanRow;
  auth: AuthUser;
  /** The request body, typed by the contract (already checked against its schema). */
  body: LoanActionBody<K>;
  /** The query string (checked against the contract's schema), e.g. validateDNI's `?cotitular=1`. */
  query: LoanActionQuery<K>;
  /** The path's `:id` (the loan's, or the row's for a row action). */
  pathId: number;
  action: LoanActionId;
  deps: RouteDeps;
  /** Files that go with this transaction's rows (a rollback deletes those written). */
  files: StagedFiles;
}

/** What an action changed. */
export interface LoanActionOutcome {
  /** Loan columns to set; the status comes from the table unless set here. */
  set?: LoanSet;
  /** Other effects (rows created or removed) for the answer and the audit's `after`. */
  changes?: Record<string, unknown>;
  /** Their values before, for the audit's `before`. */
  before?: Record<string, unknown>;
  /** Other records the action concerns (an investment's investor): their history lists it too. */
  subjects?: readonly (string | null)[];
}

/** A provider call of an action: its name in the error, and the call (throws on failure). */
export interface LoanActionProvider<K extends ContractKey, P> {
  name: string;
  call: (ctx: LoanActionContext<K>) => Promise<P>;
}

export interface LoanActionDef<K extends ContractKey = ContractKey, P = undefined> {
  key: K;
  /** The action of the status table; a function of the body when one route serves several. */
  action: LoanActionId | ((body: LoanActionBody<K>) => LoanActionId);
  /** A row action (an investment…) finds its loan from the path's id; throws its own 404. */
  loanOf?: (tx: Tx, pathId: number) => Promise<number>;
  /**
   * The version of the row the path names, when not the loan (an investment), read under the
   * loan's lock (its writers all take it): If-Match is checked against it, and the answer carries
   * it after the action (none when the action deleted the row).
   */
  versionOf?: (tx: Tx, pathId: number) => Promise<number | null>;
  /** Checks of the body alone, before the loan is read (a body of the wrong shape is a 400 first). */
  check?: (body: LoanActionBody<K>, action: LoanActionId) => Violations | null;
  /** The action's checks with the domain: the Spanish error by field (400). */
  validate?: (ctx: LoanActionContext<K>) => Violations | null | Promise<Violations | null>;
  provider?: LoanActionProvider<K, P>;
  apply: (ctx: LoanActionContext<K>, provided: P) => LoanActionOutcome | Promise<LoanActionOutcome>;
  /** The catalogue's success text. */
  message: string | ((ctx: LoanActionContext<K>, outcome: LoanActionOutcome) => string);
  /** Moves money: needs an Idempotency-Key header; the same key and request make one effect. */
  money?: true;
}

/** Registers a loan action from its contract key. */
export function loanActionRoute<K extends ContractKey, P = undefined>(
  app: FastifyInstance,
  deps: RouteDeps,
  def: LoanActionDef<K, P>,
): void {
  const [method, url] = def.key.split(' ') as [HTTPMethods, string];
  const { config, schema } = spec(def.key);
  app.route<{ Params: { id?: string } }>({
    method,
    url,
    config,
    schema: schema as object,
    handler: (request, reply) => runLoanAction(deps, def, request, reply),
  });
}

const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** The same body, whatever the key order, hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The reason a user gave, trimmed; null when none. */
function reasonOf(body: object | undefined): string | null {
  const r = body && 'reason' in body ? body.reason : undefined;
  if (r === undefined || r === null) return null;
  if (typeof r !== 'string' || r.length > 1000)
    throw httpError(400, messages.input.invalidData, { violations: { reason: messages.input.invalid } });
  return r.trim() || null;
}

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));

async function runLoanAction<K extends ContractKey, P>(
  deps: RouteDeps,
  def: LoanActionDef<K, P>,
  request: FastifyRequest<{ Params: { id?: string } }>,
  reply: FastifyReply,
) {
  const auth = authOf(request);
  const pathId = paramId(request.params.id);
  // Fastify checked body and query against route K's schemas (spec(def.key) above). The one place
  // they meet their contract types: Fastify cannot resolve its request types for a generic K.
  // A route whose contract has no body schema is not checked: whatever else was sent there (a
  // string, a number, null) counts as no body, as before.
  const raw: unknown = request.body;
  const body = (
    raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}
  ) as LoanActionBody<K>;
  const reason = reasonOf(body);
  const action = typeof def.action === 'function' ? def.action(body) : def.action;
  const shapeViolations = def.check?.(body, action);
  const firstShape = shapeViolations ? Object.values(shapeViolations)[0] : undefined;
  if (firstShape) throw httpError(400, firstShape, { violations: shapeViolations });
  // The reason the screen asks for (the registry entry's `reason`: cancel, deny, fail, change the
  // affiliate) is required here too, checked by the form's own validator.
  const entry = LOAN_ACTIONS.find((a) => a.transition === action);
  const reasonError = entry?.reason ? actionInputErrors(entry, { reason: reason ?? '' }).reason : undefined;
  if (reasonError)
    throw httpError(400, messages.loanActions.reasonRequired, { violations: { reason: reasonError } });
  let key: string | null = null;
  if (def.money) {
    const header = request.headers['idempotency-key'];
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw httpError(400, messages.loanActions.idempotencyKeyRequired);
    key = header;
  }

  const run = (files: StagedFiles) =>
    deps.db.transaction(async (tx) => {
      const loanId = def.loanOf ? await def.loanOf(tx, pathId) : pathId;
      const [locked] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
      if (!locked) throw httpError(404, messages.notFound.loan);
      await assertLoanInScope(tx, auth, loanId);

      const requestHash = key
        ? createHash('sha256')
            .update(`${def.key}|${pathId}|${canonical(body ?? {})}`)
            .digest('hex')
        : '';
      if (key) {
        const [prev] = await tx
          .select()
          .from(moneyOperations)
          .where(and(eq(moneyOperations.createdBy, auth.id), eq(moneyOperations.idempotencyKey, key)));
        if (prev) {
          if (prev.requestHash !== requestHash) throw httpError(422, messages.http[422]);
          return {
            answer: prev.response,
            version: def.versionOf ? await def.versionOf(tx, pathId) : locked.version,
          };
        }
      }
      // A colleague changed the loan since the page that sends this read it: 412, nothing runs.
      // (After the replay: a retried money action answers its first answer, whatever changed since.)
      const checked = def.versionOf ? await def.versionOf(tx, pathId) : locked.version;
      if (checked === null) throw httpError(404, messages.general.notFound);
      assertIfMatch(request, etagOf(checked));

      const refusal = loanActionRefusal(action, locked.estadoCd, {
        cobros: locked.cobros,
        demo: locked.demo,
        coborrower: locked.coborrowerId !== null,
      });
      if (refusal) throw httpError(409, refusal);
      const query = request.query as LoanActionQuery<K>;
      const ctx: LoanActionContext<K> = { tx, loan: locked, auth, body, query, pathId, action, deps, files };
      const violations = await def.validate?.(ctx);
      const firstViolation = violations ? Object.values(violations)[0] : undefined;
      if (firstViolation) throw httpError(400, firstViolation, { violations });

      let provided = undefined as P;
      if (def.provider) {
        try {
          provided = await def.provider.call(ctx);
        } catch {
          throw httpError(502, messages.loanActions.providerFailed(def.provider.name), {
            provider: def.provider.name,
          });
        }
      }

      const outcome = await def.apply(ctx, provided);
      const status = outcome.set?.estadoCd ?? nextStatus(action, locked.estadoCd);
      const set: LoanSet = { ...outcome.set };
      if (status !== locked.estadoCd) set.estadoCd = status;
      const fields = Object.keys(set);
      let after = locked;
      if (fields.length > 0) {
        const [updated] = await tx
          .update(loans)
          .set({ ...set, updatedAt: new Date(deps.now()) })
          .where(eq(loans.id, loanId))
          .returning();
        if (updated) after = updated;
      }
      if (status !== locked.estadoCd)
        await tx.insert(statusHistory).values({
          section: 'credito',
          recordId: loanId,
          date: new Date(deps.now()),
          previousState: locked.estadoCd,
          finalState: status,
          userId: auth.id,
        });

      const changes = { ...pick(after, fields), ...outcome.changes };
      await audit(tx, {
        userId: auth.id,
        action,
        resource: iriOf('loan', loanId),
        subjects: outcome.subjects ?? [],
        before: { ...pick(locked, fields), ...outcome.before },
        after: changes,
        reason,
      });
      const message = typeof def.message === 'function' ? def.message(ctx, outcome) : def.message;
      const result = resource('LoanActionResult', iriOf('loan', loanId), {
        id: loanId,
        status,
        message,
        changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
      });
      if (key) {
        const [claimed] = await tx
          .insert(moneyOperations)
          .values({
            kind: action,
            idempotencyKey: key,
            requestHash,
            userId: locked.userId,
            affiliateId: locked.affiliateId,
            amount:
              typeof body === 'object' && body !== null && 'amount' in body && typeof body.amount === 'number'
                ? body.amount
                : 0,
            msg: action,
            createdBy: auth.id,
            response: result,
            state: 'done',
          })
          .onConflictDoNothing()
          .returning({ id: moneyOperations.id });
        // The key was taken meanwhile by another request of this user: nothing of this one stays.
        if (!claimed) throw httpError(409, messages.money.inProgress);
      }
      // Tests only: fail the action after all its writes (the rollback must undo them, files too).
      faultInside(deps.faults, def.key);
      return { answer: result, version: def.versionOf ? await def.versionOf(tx, pathId) : after.version };
    });
  const { answer, version } = await withStagedFiles(documentsFolder(deps.dataDir), run);
  // The version the action checked (the loan's, or its row's), after it: the next action sends it.
  if (version !== null) sendVersion(reply, etagOf(version));
  return reply.status(200).send(answer);
}
