import { menuFor } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliates, salesAgents, users } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { authOf } from '../lib/scope';
import { reportsFor } from './tools/reports';

/**
 * What the admin reads once it has a token: who I am (roles included), my menu and my reports,
 * in one answer, where it took the user by e-mail, then the reports list, in series.
 */
export async function bootstrapRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/bootstrap', spec('GET /api/bootstrap'), async (request) => {
    const auth = authOf(request);
    const [[me], reports] = await Promise.all([
      db
        .select({
          firstname: users.firstname,
          lastname: users.lastname,
          type: users.tipo,
          salesForceId: salesAgents.id,
          shop: salesAgents.affiliateId,
          administers: sql<
            number | null
          >`(select min(${affiliates.id}) from ${affiliates} where ${affiliates.administradorId} = ${users.id})`,
        })
        .from(users)
        .leftJoin(salesAgents, eq(salesAgents.userId, users.id))
        .where(eq(users.id, auth.id)),
      reportsFor(db, auth.roles),
    ]);
    const menu = menuFor(auth.roles, {
      reports: Object.entries(reports).map(([id, x]) => ({ id, name: x.name, roles: x.roles, kind: x.kind })),
    });
    return {
      user: {
        id: auth.id,
        username: auth.username,
        email: auth.email,
        firstname: me?.firstname ?? '',
        lastname: me?.lastname ?? null,
        roles: auth.roles,
        type: me?.type ?? '',
        afiliado: me?.administers == null ? (me?.shop ?? null) : Number(me.administers),
        salesForceId: me?.salesForceId ?? null,
      },
      menu,
      reports,
    };
  });
}
