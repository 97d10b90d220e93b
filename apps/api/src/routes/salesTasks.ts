/**
 * Sales people's tasks (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): 'Tareas semanales' reads a
 * Monday-to-Sunday week of tasks per sales agent (a COMERCIAL only their own; MICRO_ADMIN and the
 * roles above it every agent's); 'Nueva tarea' creates one for an affiliate the caller may see,
 * checked with the same domain function as the form.
 */
import { hasAnyRole } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { businessDay } from '@backoffice/domain/dates';
import { NEW_TASK_STATUS, newTaskErrors, taskWeek } from '@backoffice/domain/tools';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliates, tasks, users } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { authOf, loadAffiliate } from '../lib/scope';

export async function salesTasksRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/comerciales/tareas', spec('GET /api/comerciales/tareas'), async (request) => {
    const auth = authOf(request);
    const week = taskWeek(request.query.semana ?? businessDay(now()));
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
    const [row] = await db
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
    reply.status(201);
    return {
      id: row!.id,
      type: row!.type,
      date: row!.date,
      name: row!.name,
      status: row!.status,
      finished: row!.finished,
      affiliateId: affiliate.id,
      affiliateName: affiliate.nombre,
    };
  });
}
