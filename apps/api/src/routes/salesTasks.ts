/**
 * Sales people's tasks (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): 'Tareas semanales' reads a
 * Monday-to-Sunday week of tasks per sales agent (a COMERCIAL only their own; MICRO_ADMIN and the
 * roles above it every agent's); 'Nueva tarea' creates one for an affiliate the caller may see,
 * checked with the same domain function as the form.
 */
import { hasAnyRole, isIsoDate } from '@backoffice/domain';
import { ACTIVE_AFFILIATE_STATES } from '@backoffice/domain/affiliate';
import type { ResponseOf } from '@backoffice/domain/contract';
import { businessDay } from '@backoffice/domain/dates';
import { messages } from '@backoffice/domain/messages';
import {
  conversionRate,
  monthsBetween,
  NEW_TASK_STATUS,
  newTaskErrors,
  taskWeek,
} from '@backoffice/domain/tools';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliates, loans, tasks, users } from '../db/schema';
import { audit } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iriOf } from '../lib/iri';
import { rowsOf } from '../lib/rows';
import { authOf, loadAffiliate } from '../lib/scope';

export async function salesTasksRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/comerciales/tareas', spec('GET /api/comerciales/tareas'), async (request) => {
    const auth = authOf(request);
    const day = request.query.semana;
    // The pattern lets '2026-13-45' through; a day that is not a date is a 400, not a 500.
    if (day !== undefined && !isIsoDate(day)) throw httpError(400, messages.validation.dateInvalid);
    const week = taskWeek(day ?? businessDay(now()));
    const own: SQL | undefined = hasAnyRole(auth.roles, ['ROLE_MICRO_ADMIN'])
      ? undefined
      : eq(tasks.userId, auth.id);
    const rows = await db
      .select({
        id: tasks.id,
        type: tasks.type,
        date: tasks.date,
        name: tasks.name,
        status: tasks.status,
        finished: tasks.finished,
        affiliateId: tasks.affiliateId,
        affiliateName: affiliates.nombre,
        agentId: tasks.userId,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
      })
      .from(tasks)
      .innerJoin(affiliates, eq(affiliates.id, tasks.affiliateId))
      .leftJoin(users, eq(users.id, tasks.userId))
      .where(and(gte(tasks.date, week.from), lte(tasks.date, week.to), own))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(tasks.date), asc(tasks.id));
    const agents = new Map<string, ResponseOf<'GET /api/comerciales/tareas'>['agents'][number]>();
    for (const t of rows) {
      const key = String(t.agentId);
      const name = `${t.firstname ?? ''} ${t.lastname ?? ''}`.trim() || (t.username ?? '');
      const agent = agents.get(key) ?? { agentId: t.agentId, agentName: name, tasks: [] };
      agent.tasks.push({
        id: t.id,
        type: t.type,
        date: t.date,
        name: t.name,
        status: t.status,
        finished: t.finished,
        affiliateId: t.affiliateId,
        affiliateName: t.affiliateName,
      });
      agents.set(key, agent);
    }
    return { ...week, agents: [...agents.values()] };
  });

  r.post('/api/comerciales/tareas', spec('POST /api/comerciales/tareas'), async (request, reply) => {
    const auth = authOf(request);
    const b = request.body;
    const errors = newTaskErrors(b);
    const first = Object.values(errors)[0];
    if (first) throw httpError(400, first, { violations: errors });
    // A COMERCIAL files tasks only on the affiliates assigned to them (404 / 403 otherwise).
    const affiliate = await loadAffiliate(db, auth, b.afiliado);
    const row = await db.transaction(async (tx) => {
      const [t] = await tx
        .insert(tasks)
        .values({
          affiliateId: affiliate.id,
          userId: auth.id,
          type: b.type,
          date: b.date,
          name: b.name.trim(),
          status: NEW_TASK_STATUS,
          finished: false,
        })
        .returning();
      if (!t) throw httpError(500, messages.general.serverError);
      // Gaps: every write is audited; the task shows in its affiliate's history.
      await audit(tx, {
        userId: auth.id,
        action: 'create',
        resource: iriOf('task', t.id),
        subjects: [iriOf('afiliado', affiliate.id)],
        after: t,
      });
      return t;
    });
    reply.status(201);
    return {
      id: row.id,
      type: row.type,
      date: row.date,
      name: row.name,
      status: row.status,
      finished: row.finished,
      affiliateId: affiliate.id,
      affiliateName: affiliate.nombre,
    };
  });
}

/** 'YYYY-MM' of a day, and the month `n` months before it. */
const monthBack = (day: string, n: number) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
};

/** The sales agent of an affiliate: its platform agent, else the one assigned. */
const agent = sql<number>`coalesce(${affiliates.plataformaSalesAgentId}, ${affiliates.assignedSalesAgentId})`;

/**
 * Análisis de comerciales (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): per sales agent, their
 * affiliates by status and the conversion (active over all), and the loans of those affiliates by
 * month of the period. A COMERCIAL sees their own row only.
 */
export async function salesAnalysisRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/comerciales/analisis', spec('GET /api/comerciales/analisis'), async (request) => {
    const auth = authOf(request);
    const today = businessDay(now());
    const hasta = request.query.hasta ?? today.slice(0, 7);
    const desde = request.query.desde ?? monthBack(today, 5);
    const months = monthsBetween(desde, hasta);
    // An empty period, or one past the ten years monthsBetween lists, is not a period we chart.
    if (months.length === 0 || months.at(-1) !== hasta) throw httpError(400, messages.general.invalidParams);
    const own = hasAnyRole(auth.roles, ['ROLE_MICRO_ADMIN']) ? undefined : sql`${agent} = ${auth.id}`;
    const byStatus = await db
      .select({ agentId: agent, estadoCd: affiliates.estadoCd, n: sql<number>`count(*)::int` })
      .from(affiliates)
      .where(and(sql`${agent} is not null`, own))
      .groupBy(agent, affiliates.estadoCd);
    const month = sql<string>`to_char(${loans.createdAt} at time zone 'Europe/Madrid', 'YYYY-MM')`;
    const byMonth = await db
      .select({
        agentId: agent,
        month,
        n: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${loans.cantidad}), 0)`,
      })
      .from(loans)
      .innerJoin(affiliates, eq(affiliates.id, loans.affiliateId))
      .where(and(sql`${agent} is not null`, own, sql`${month} between ${desde} and ${hasta}`))
      .groupBy(agent, month);
    const ids = [...new Set(byStatus.map((x) => Number(x.agentId)))];
    const names =
      ids.length === 0
        ? []
        : await db
            .select({
              id: users.id,
              firstname: users.firstname,
              lastname: users.lastname,
              username: users.username,
            })
            .from(users)
            .where(inArray(users.id, ids));
    const nameOf = new Map(names.map((u) => [u.id, `${u.firstname} ${u.lastname}`.trim() || u.username]));
    const agents = ids
      .map((id) => {
        const statuses = Object.fromEntries(
          byStatus.filter((x) => Number(x.agentId) === id).map((x) => [x.estadoCd, x.n]),
        );
        const total = Object.values(statuses).reduce((s, n) => s + n, 0);
        const active = ACTIVE_AFFILIATE_STATES.reduce((s, st) => s + (statuses[st] ?? 0), 0);
        const mine = byMonth.filter((x) => Number(x.agentId) === id);
        return {
          agentId: id,
          agentName: nameOf.get(id) ?? String(id),
          affiliatesByStatus: statuses,
          affiliates: total,
          conversion: conversionRate(active, total),
          loansByMonth: months.map((m) => mine.find((x) => x.month === m)?.n ?? 0),
          amountByMonth: months.map(
            (m) => Math.round(Number(mine.find((x) => x.month === m)?.amount ?? 0) * 100) / 100,
          ),
        };
      })
      .sort((a, b) => a.agentName.localeCompare(b.agentName, 'es'));
    return { desde, hasta, months, agents };
  });

  // One agent's affiliates are those they are either agent of, as the COMERCIAL scope has it.
  r.get('/api/comerciales/detalle', spec('GET /api/comerciales/detalle'), async (request) => {
    const auth = authOf(request);
    const all = hasAnyRole(auth.roles, ['ROLE_MICRO_ADMIN']);
    const id = request.query.comercial ? Number(request.query.comercial) : auth.id;
    if (!all && id !== auth.id) throw httpError(403, messages.auth.forbidden);
    const agentIds = all
      ? rowsOf<{ id: number }>(
          await db.execute(sql`select plataforma_sales_agent_id as id from affiliates where plataforma_sales_agent_id is not null
            union select assigned_sales_agent_id from affiliates where assigned_sales_agent_id is not null`),
        ).map((x) => Number(x.id))
      : [auth.id];
    const people = await db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
      })
      .from(users)
      .where(inArray(users.id, [...new Set([...agentIds, id])]));
    const nameOf = (u: (typeof people)[number]) => `${u.firstname} ${u.lastname}`.trim() || u.username;
    const me = people.find((u) => u.id === id);
    if (!me) throw httpError(404, messages.general.notFound);
    const mine = await db
      .select({ id: affiliates.id, name: affiliates.nombre, estadoCd: affiliates.estadoCd })
      .from(affiliates)
      .where(sql`${id} in (${affiliates.plataformaSalesAgentId}, ${affiliates.assignedSalesAgentId})`)
      .orderBy(asc(affiliates.nombre));
    const [totals] = await db
      .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${loans.cantidad}), 0)` })
      .from(loans)
      .innerJoin(affiliates, eq(affiliates.id, loans.affiliateId))
      .where(sql`${id} in (${affiliates.plataformaSalesAgentId}, ${affiliates.assignedSalesAgentId})`);
    const latest = await db
      .select({
        id: loans.id,
        code: loans.code,
        estadoCd: loans.estadoCd,
        cantidad: loans.cantidad,
        createdAt: loans.createdAt,
        affiliateName: affiliates.nombre,
      })
      .from(loans)
      .innerJoin(affiliates, eq(affiliates.id, loans.affiliateId))
      .where(sql`${id} in (${affiliates.plataformaSalesAgentId}, ${affiliates.assignedSalesAgentId})`)
      .orderBy(sql`${loans.createdAt} desc`, sql`${loans.id} desc`)
      .limit(100);
    const active = mine.filter((a) =>
      (ACTIVE_AFFILIATE_STATES as readonly string[]).includes(a.estadoCd),
    ).length;
    return {
      agentId: id,
      agentName: nameOf(me),
      agents: people
        .filter((u) => agentIds.includes(u.id))
        .map((u) => ({ id: u.id, name: nameOf(u) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
      figures: {
        affiliates: mine.length,
        active,
        conversion: conversionRate(active, mine.length),
        loans: totals?.n ?? 0,
        amount: Math.round(Number(totals?.amount ?? 0) * 100) / 100,
      },
      affiliates: mine,
      loans: latest.map((l) => ({
        ...l,
        cantidad: Number(l.cantidad),
        createdAt: l.createdAt.toISOString(),
      })),
    };
  });
}
