/**
 * GET /api/logsLW (issue 16 IT tools, Logs LW; loans §6: ADMIN): the wallet provider's calls as the
 * API recorded them (lib/providerCalls.ts), newest first, paged; filtered by Madrid days (both ends
 * included), by user (the staff user who made the call or the customer it concerns: id, e-mail or
 * name) and by result. A bad filter is a 400 with the domain's Spanish text.
 */
import { BUSINESS_TIME_ZONE } from '@backoffice/domain';
import { LOGS_LW_PAGE_SIZE, logsLwFilterError } from '@backoffice/domain/tools';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { aliasedTable, and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { providerCalls, users } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { IRI } from '../lib/iri';
import { collection, member, pageOf, pagingFrom } from '../lib/jsonld';

const PATH = '/api/logsLW';
const staff = aliasedTable(users, 'staff');
const customer = aliasedTable(users, 'customer');

/** Madrid's midnight starting `day` (YYYY-MM-DD), as an instant: the index on `at` serves the range. */
const madridMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

const nameOf = (u: { email: string; firstname: string; lastname: string } | null) =>
  u === null ? null : [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email;

function userMatches(text: string): SQL | undefined {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const side = (u: typeof staff) =>
    or(
      /^\d{1,9}$/.test(text) ? eq(u.id, Number(text)) : undefined,
      ilike(u.email, like),
      ilike(sql`${u.firstname} || ' ' || ${u.lastname}`, like),
    );
  return or(side(staff), side(customer));
}

export async function logsLwRoutes(app: FastifyInstance, { db, providerCalls: log }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(PATH, spec('GET /api/logsLW'), async (request) => {
    const q = request.query;
    const bad = logsLwFilterError(q);
    if (bad) throw httpError(400, bad);
    const desde = q.desde?.trim() ?? '';
    const hasta = q.hasta?.trim() ?? '';
    const usuario = q.usuario?.trim() ?? '';
    const resultado = q.resultado?.trim() ?? '';
    // Every call made before this read is in the table (the calls of requests still answering too).
    await log.flush();
    // Always paged: a log grows without bound.
    const paging = { ...pagingFrom(q, LOGS_LW_PAGE_SIZE), enabled: true };
    const where = and(
      desde ? sql`${providerCalls.at} >= ${madridMidnight(desde)}` : undefined,
      hasta ? sql`${providerCalls.at} < ${madridMidnight(hasta, 1)}` : undefined,
      resultado ? eq(providerCalls.result, resultado) : undefined,
      usuario ? userMatches(usuario) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      pageOf(
        db
          .select({
            call: providerCalls,
            staff: { email: staff.email, firstname: staff.firstname, lastname: staff.lastname },
            customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
          })
          .from(providerCalls)
          .leftJoin(staff, eq(staff.id, providerCalls.userId))
          .leftJoin(customer, eq(customer.id, providerCalls.customerId))
          .where(where)
          .orderBy(desc(providerCalls.at), desc(providerCalls.id)),
        paging,
      ),
      db
        .select({ n: count() })
        .from(providerCalls)
        .leftJoin(staff, eq(staff.id, providerCalls.userId))
        .leftJoin(customer, eq(customer.id, providerCalls.customerId))
        .where(where),
    ]);
    return collection(
      'ProviderCall',
      PATH,
      {
        desde: desde || undefined,
        hasta: hasta || undefined,
        usuario: usuario || undefined,
        resultado: resultado || undefined,
        itemsPerPage: q.itemsPerPage,
      },
      rows.map(({ call, staff: s, customer: c }) =>
        member('ProviderCall', `${PATH}/${call.id}`, {
          id: call.id,
          at: call.at.toISOString(),
          user: call.userId === null ? null : `${IRI.user}/${call.userId}`,
          userName: nameOf(s),
          customer: call.customerId === null ? null : `${IRI.user}/${call.customerId}`,
          customerName: nameOf(c),
          provider: call.provider,
          operation: call.operation,
          target: call.target,
          result: call.result === 'error' ? ('error' as const) : ('ok' as const),
          code: call.code,
          durationMs: call.durationMs,
        }),
      ),
      total?.n ?? 0,
      paging,
    );
  });
}
