/**
 * Live events: `GET /api/events` streams (server-sent events) one message per record a committed
 * write concerns, `{ type, @id, version, by, at }`, to every signed-in user who may read that record
 * (the same domain scope rules as the records' GETs).
 *
 * Every audited write NOTIFYs its audit-log id inside its transaction (lib/audit.ts), so each API
 * process on the database hears it at commit, reads the row once, and fans it out to its own
 * streams. The SSE id is the audit-log id: a client that reconnects with Last-Event-ID gets the
 * writes after it, read back from the audit log (on any process).
 */
import { hasAnyRole, recordReach } from '@backoffice/domain';
import type { LiveEventData as Event } from '@backoffice/domain/contract';
import fastifySse from '@fastify/sse';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS, type RouteKey } from '../access';
import type { Database, Db } from '../db/client';
import { EVENTS_CHANNEL } from '../lib/audit';
import { spec } from '../lib/contract';
import { IRI } from '../lib/iri';
import { rowsOf } from '../lib/rows';
import {
  assertCompanyInScope,
  assertLoanInScope,
  assertUserInScope,
  authOf,
  loadAffiliate,
  loadInvestor,
} from '../lib/scope';
import type { AuthUser } from './auth';

export interface EventsOptions {
  db: Db;
  /** The database's LISTEN (absent: the stream opens but hears nothing, as in unit tests). */
  listen?: Database['listen'] | undefined;
}

/** A write as the audit log keeps it, with its author's name. */
interface Write {
  id: number;
  action: string;
  resource: string | null;
  subjects: string[];
  at: string;
  userId: number | null;
  name: string | null;
}

/** How long a browser waits before reconnecting after the server closed its stream (ms, jittered). */
const RETRY_MS = 1_000;
/** The most writes a reconnecting stream is sent back (older ones: the client revalidates anyway). */
const REPLAY_LIMIT = 1_000;

async function loadWrites(db: Db, where: SQL, limit = REPLAY_LIMIT): Promise<Write[]> {
  return rowsOf<Write>(
    await db.execute(sql`
      select a.id, a.action, a.resource, a.subjects, a.created_at as "at", a.user_id as "userId",
        nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), '') as "name"
      from audit_log a left join users u on u.id = a.user_id
      where ${where} order by a.id limit ${limit}`),
  );
}

/** The record types with an object rule: their GET route, and the loader that refuses a foreign one. */
const RECORDS: {
  prefix: string;
  route: RouteKey;
  inScope: (db: Db, auth: AuthUser, id: number) => Promise<unknown>;
}[] = [
  { prefix: IRI.afiliado, route: 'GET /api/afiliados/:id', inScope: loadAffiliate },
  { prefix: IRI.loan, route: 'GET /api/creditos/:id', inScope: assertLoanInScope },
  {
    prefix: IRI.investor,
    route: 'GET /api/inversores/:id',
    inScope: (db, auth, id) => loadInvestor(db, auth, 'investor', id),
  },
  { prefix: IRI.user, route: 'GET /api/users/:id', inScope: assertUserInScope },
  { prefix: IRI.datosEmpresa, route: 'GET /api/datos_empresas/:id', inScope: assertCompanyInScope },
];

/**
 * Whether the user may read the record: its GET route's roles, then its owners (for a sales user).
 * A record of another type (a comment, a plan, a document...) reaches only those who see every
 * record; its parent record, which the write names too, reaches the rest.
 */
export async function mayRead(db: Db, auth: AuthUser, iri: string): Promise<boolean> {
  const reach = recordReach(auth.roles);
  const rule = RECORDS.find((r) => iri.startsWith(`${r.prefix}/`));
  if (!rule) return reach === 'all';
  const access = ACCESS[rule.route];
  if (access !== 'public' && !hasAnyRole(auth.roles, access)) return false;
  const id = Number(iri.slice(rule.prefix.length + 1));
  if (!Number.isSafeInteger(id)) return false;
  if (reach === 'all') return true;
  try {
    await rule.inScope(db, auth, id);
    return true;
  } catch {
    return false;
  }
}

interface Subscriber {
  auth: AuthUser;
  reply: FastifyReply;
  /** Writes are sent in order, one batch after the other. */
  queue: Promise<void>;
}

export const eventsPlugin = fp<EventsOptions>(async (app: FastifyInstance, { db, listen }) => {
  await app.register(fastifySse, { heartbeatInterval: 25_000 });
  const subscribers = new Set<Subscriber>();
  let lastSeen = 0;

  /** The write's events this user may hear; the SSE id rides on the last one. */
  const eventsFor = async (sub: Subscriber, w: Write) => {
    const subjects = w.subjects.length > 0 ? w.subjects : w.resource ? [w.resource] : [];
    const visible: string[] = [];
    for (const s of subjects) if (await mayRead(db, sub.auth, s)) visible.push(s);
    return visible.map((iri, i) => {
      const data: Event = {
        type: w.action,
        '@id': iri,
        version: null,
        by: w.userId === null ? null : { '@id': `${IRI.user}/${w.userId}`, name: w.name ?? '' },
        at: new Date(w.at).toISOString(),
      };
      return i === visible.length - 1 ? { id: String(w.id), event: 'write', data } : { event: 'write', data };
    });
  };

  const sendTo = (sub: Subscriber, writes: readonly Write[]) => {
    sub.queue = sub.queue
      .then(async () => {
        for (const w of writes)
          for (const message of await eventsFor(sub, w)) {
            if (!sub.reply.sse.isConnected) return;
            await sub.reply.sse.send(message);
          }
      })
      .catch((err: unknown) => app.log.warn({ err }, 'events: a stream could not be written'));
    return sub.queue;
  };

  // Each process reads each write once, in the order it heard of them.
  let reading: Promise<void> = Promise.resolve();
  const heard: number[] = [];
  const read = (where: () => SQL | null) => {
    reading = reading
      .then(async () => {
        const condition = where();
        if (!condition) return;
        const writes = await loadWrites(db, condition);
        for (const w of writes) lastSeen = Math.max(lastSeen, w.id);
        if (writes.length > 0) await Promise.all([...subscribers].map((s) => sendTo(s, writes)));
      })
      .catch((err: unknown) => app.log.error({ err }, 'events: the writes could not be read'));
  };
  const onPayload = (payload: string) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    heard.push(id);
    read(() => {
      const ids = heard.splice(0);
      return ids.length > 0 ? sql`a.id = any(${`{${ids.join(',')}}`}::int[])` : null;
    });
  };
  // After a dropped LISTEN connection: whatever was written meanwhile.
  const onReconnect = () => read(() => sql`a.id > ${lastSeen}`);

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (listen) stop = await listen(EVENTS_CHANNEL, onPayload, onReconnect);
  });
  // A stopping server ends every stream with a retry hint: the browser reconnects (through the
  // proxy, to another replica) and resumes with Last-Event-ID.
  app.addHook('preClose', async () => {
    await Promise.all(
      [...subscribers].map(async (sub) => {
        subscribers.delete(sub);
        await sub.queue;
        if (sub.reply.sse.isConnected)
          await sub.reply.sse
            .send({ event: 'closing', data: {}, retry: RETRY_MS + Math.floor(Math.random() * RETRY_MS) })
            .catch(() => undefined);
        sub.reply.sse.close();
      }),
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });

  app.get('/api/events', { ...spec('GET /api/events'), sse: { kind: 'only' } }, async (request, reply) => {
    const auth = authOf(request);
    reply.sse.keepAlive();
    const sub: Subscriber = { auth, reply, queue: Promise.resolve() };
    subscribers.add(sub);
    app.metrics.sseClients.inc();
    // The token's end is the stream's: the client reconnects with a fresh one.
    const expires = setTimeout(() => reply.sse.close(), Math.min(2 ** 31 - 1, auth.exp * 1000 - Date.now()));
    reply.sse.onClose(() => {
      clearTimeout(expires);
      subscribers.delete(sub);
      app.metrics.sseClients.dec();
    });
    const last = Number(reply.sse.lastEventId ?? Number.NaN);
    if (Number.isSafeInteger(last) && last >= 0) {
      await sendTo(sub, await loadWrites(db, sql`a.id > ${last}`));
    } else {
      // The resume point of a stream that has heard nothing yet.
      const [top] = rowsOf<{ id: number }>(
        await db.execute(sql`select coalesce(max(id), 0)::int as id from audit_log`),
      );
      await reply.sse.send({ id: String(top?.id ?? 0), event: 'ready', data: {}, retry: RETRY_MS });
    }
  });
});
