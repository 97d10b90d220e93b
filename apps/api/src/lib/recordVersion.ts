/**
 * Optimistic concurrency for records staff edit through forms (RFC 9110 §8.8.3, §13.1.1; RFC 6585 §3).
 *
 * A record's GET answers a strong `ETag` made of its rows' versions (the `version` column the
 * database bumps on every change, migration 0023). A write sends it back in `If-Match`; the handler
 * locks the rows (`SELECT … FOR UPDATE`), compares, and writes in the same transaction, so of two
 * writes sent with one version exactly one succeeds and the other answers 412 with the current tag.
 */
import { messages } from '@backoffice/domain';
import { type LastChange, versionedPathOf, versionedWrite } from '@backoffice/domain/recordVersions';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Tx } from './audit';
import { httpError } from './httpError';
import { rowsOf } from './rows';

/** The entity tag of a record made of one or more rows: `"7"`, `"7.3"` (an investor and its user). */
export const etagOf = (...versions: readonly number[]): string => `"${versions.join('.')}"`;

/** Answers the record's version as its ETag. */
export function sendVersion(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
}

/**
 * The tags an If-Match header lists, without the weak prefix (a proxy that compresses may weaken a
 * tag; a row version names the row's data whatever the encoding), or '*' (any current record).
 */
function ifMatchTags(header: string): string[] | '*' {
  if (header.trim() === '*') return '*';
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).map((t) => t.replace(/^W\//, ''));
}

/**
 * Refuses a write whose If-Match does not name the record's current version: 412 with that
 * version (`etag`), so a client may show what changed and save over it knowingly. Whether the
 * header is required comes from the route's line in the domain's VERSIONED_WRITES: a form's save
 * without it answers 428 (a client that edits a record it read always has its tag); an action
 * honours it when sent and runs without it. A route not in that table may not call this.
 */
export function assertIfMatch(request: FastifyRequest, current: string): void {
  const key = (request.routeOptions.config as { contract?: string } | undefined)?.contract ?? '';
  const write = versionedWrite(key);
  if (!write) throw new Error(`${key || request.url} checks If-Match but is not in VERSIONED_WRITES`);
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '') {
    if (write.ifMatch === 'required') throw httpError(428, messages.http[428]);
    return;
  }
  const tags = ifMatchTags(header);
  if (tags !== '*' && !tags.includes(current))
    throw httpError(412, messages.conflict.stale, { etag: current });
}

/**
 * Locks one row of a versioned table until the transaction ends: the writers of a record queue
 * here, so each reads (and checks) the version the one before it left.
 */
export async function lockRow(tx: Tx | Db, table: PgTable, id: number): Promise<void> {
  await tx.execute(sql`select 1 from ${table} where id = ${id} for update`);
}

/** A record's rows read for a write: locked, loaded, and checked against the request's If-Match. */
export async function lockAndCheck<R extends { version: number }>(
  tx: Tx,
  request: FastifyRequest,
  table: PgTable,
  id: number,
  load: () => Promise<R>,
): Promise<R> {
  await lockRow(tx, table, id);
  const row = await load();
  assertIfMatch(request, etagOf(row.version));
  return row;
}

/** Audit fields that are bookkeeping of a write, not data of the record. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'updated_at']);

/** The newest write the audit log keeps on a record (its resource or one of its subjects). */
export async function lastChangeOf(db: Db, iri: string): Promise<LastChange | null> {
  const [row] = rowsOf<{ at: Date | string; after: unknown; name: string | null }>(
    await db.execute(sql`
      select a.created_at as at, a.after,
        nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), '') as name
      from audit_log a left join users u on u.id = a.user_id
      where a.resource = ${iri} or a.subjects @> array[${iri}]::text[]
      order by a.id desc limit 1`),
  );
  if (!row) return null;
  const after = row.after !== null && typeof row.after === 'object' ? Object.keys(row.after) : [];
  return {
    by: row.name,
    at: new Date(row.at).toISOString(),
    fields: after.filter((f) => !BOOKKEEPING.has(f)),
  };
}

/**
 * A stale write's refusal (412) says what changed meanwhile, as far as the server knows: the
 * newest write on the record or row it checked (who, when, which fields), as `modified`, so the
 * page can tell the user before they reload or act over it.
 */
export const staleChangesPlugin = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 412 || payload === null || typeof payload !== 'object') return payload;
    if (!('etag' in payload) || 'modified' in payload) return payload;
    const key = (request.routeOptions.config as { contract?: string } | undefined)?.contract ?? '';
    const id = (request.params as { id?: unknown } | undefined)?.id;
    const iri = typeof id === 'string' ? versionedPathOf(key, id) : undefined;
    if (!iri) return payload;
    // The refusal stands without it: a failed look-up answers the 412 as before.
    const modified = await lastChangeOf(db, iri).catch(() => null);
    return { ...payload, modified };
  });
});
