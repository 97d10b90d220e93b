import { messages } from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { httpError } from '../lib/httpError';
import { collection, member, pagingFrom, resource } from '../lib/jsonld';

export interface UsersRoutesOptions {
  db: Db;
}

type UserRow = typeof users.$inferSelect;

/** The public face of a user: never the password hash. */
export function userBody(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    roles: u.roles,
    tipo: u.tipo,
    enabled: u.enabled,
    emailVerificado: u.emailVerificado,
    emailVerifiedByMandrill: u.emailVerifiedByMandrill,
    phone: u.phone,
    dni: u.dni,
    reference: u.reference,
    walletStatusCode: u.walletStatusCode,
    lastLogin: u.lastLogin?.toISOString() ?? null,
    ip: u.ip,
    agent: u.agent,
  };
}

export const userIri = (id: number) => `/api/users/${id}`;

const STAFF = ['ROLE_USER'] as const;

export async function usersRoutes(app: FastifyInstance, { db }: UsersRoutesOptions) {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/users',
    {
      config: { access: STAFF },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 320 },
            page: { type: 'string', pattern: '^[0-9]{1,6}$' },
            itemsPerPage: { type: 'string', pattern: '^[0-9]{1,4}$' },
            pagination: { type: 'string', enum: ['true', 'false'] },
          },
        },
      },
    },
    async (request) => {
      const paging = pagingFrom(request.query);
      const email = request.query.email?.trim().toLowerCase();
      const where = email ? eq(sql`lower(${users.email})`, email) : undefined;
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const q = db.select().from(users).where(where).orderBy(users.id);
      const rows = paging.enabled
        ? await q.limit(paging.itemsPerPage).offset((paging.page - 1) * paging.itemsPerPage)
        : await q;
      return collection(
        'User',
        '/api/users',
        request.query,
        rows.map((u) => member('User', userIri(u.id), userBody(u))),
        total,
        paging,
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/users/:id',
    {
      config: { access: STAFF },
      schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } } } },
    },
    async (request) => {
      const [u] = await db
        .select()
        .from(users)
        .where(eq(users.id, Number(request.params.id)));
      if (!u) throw httpError(404, messages.general.notFound);
      return resource('User', userIri(u.id), userBody(u));
    },
  );
}
