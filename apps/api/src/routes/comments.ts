import {
  autoDepartment,
  canDeleteComment,
  choosesDepartment,
  commentErrors,
  DEPARTMENTS,
  hasAnyRole,
  messages,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../access';
import type { Db } from '../db/client';
import { comments, users } from '../db/schema';
import { audit, type Tx } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { IRI, type IriKind, idFrom, iriOf, paramId } from '../lib/iri';
import { collection, member, resource } from '../lib/jsonld';
import { assertCommentTargetInScope, authOf } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

/** The records that carry comments, by the key a new comment names its record with (§3 Comment). */
const SECTIONS = {
  afiliado: { kind: 'afiliado', list: 'GET /api/afiliados/:id/comentariosList' },
  credito: { kind: 'loan', list: 'GET /api/creditos/:id/comentariosList' },
  inversor: { kind: 'investor', list: 'GET /api/inversores/:id/comentariosList' },
  usuario: { kind: 'user', list: 'GET /api/users/:id/comentariosList' },
} as const satisfies Record<string, { kind: IriKind; list: keyof typeof ACCESS }>;
type Section = keyof typeof SECTIONS;

/** The record exists and the user may see it: the route roles of its list, then its scope rule. */
async function assertRecordVisible(db: Db | Tx, auth: AuthUser, section: Section, id: number) {
  if (!hasAnyRole(auth.roles, ACCESS[SECTIONS[section].list])) throw httpError(403, messages.auth.forbidden);
  await assertCommentTargetInScope(db, auth, section, id);
}

const SECTION_KEYS = Object.keys(SECTIONS) as readonly Section[];

/** The IRI of the record a comment is on (gaps: its history lists the comment's writes). */
const commentRecord = (c: { section: string; recordId: number }) =>
  c.section in SECTIONS ? `${IRI[SECTIONS[c.section as Section].kind]}/${c.recordId}` : null;

export async function commentsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const section of SECTION_KEYS) {
    const { list } = SECTIONS[section];
    const path = list.slice(4);
    r.get(path, spec(list), async (request) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      await assertRecordVisible(db, auth, section, id);
      const rows = await db
        .select({
          c: comments,
          firstname: users.firstname,
          lastname: users.lastname,
          username: users.username,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments.section, section), eq(comments.recordId, id)))
        .orderBy(desc(comments.date), desc(comments.id));
      const members = rows.map((r) =>
        member('Comentario', iriOf('comment', r.c.id), {
          id: r.c.id,
          departamento: r.c.departamento,
          nameUser: `${r.firstname} ${r.lastname}`.trim() || r.username,
          createdAt: r.c.date.toISOString(),
          mensaje: r.c.mensaje,
          tipo: r.c.tipo,
        }),
      );
      const base = path.replace(':id', String(id));
      return collection('Comentario', base, {}, members, members.length, {
        page: 1,
        itemsPerPage: members.length,
        enabled: false,
      });
    });
  }

  r.post('/api/comentarios', spec('POST /api/comentarios'), async (request, reply) => {
    const auth = authOf(request);
    const b = request.body;
    const given = SECTION_KEYS.filter((k) => b[k] !== undefined && b[k] !== null);
    const section = given[0];
    if (given.length !== 1 || section === undefined) throw httpError(400, messages.general.invalidParams);
    const recordId = idFrom(SECTIONS[section].kind, b[section]);
    if (recordId === null) throw httpError(400, messages.general.invalidParams);
    // The author is the caller; a comment cannot be signed in someone else's name.
    if (b.user !== undefined && b.user !== null && idFrom('user', b.user) !== auth.id)
      throw httpError(403, messages.auth.forbidden);
    // §5: text required; department required of those who choose one, automatic for the rest.
    const errors = commentErrors({ mensaje: b.mensaje, departamento: b.departamento }, auth.roles);
    const firstError = Object.values(errors)[0];
    if (firstError) throw httpError(400, firstError, { violations: errors });
    let departamento: string = autoDepartment(auth.roles);
    if (choosesDepartment(auth.roles)) {
      const d = String(b.departamento).trim();
      if (!(DEPARTMENTS as readonly string[]).includes(d))
        throw httpError(400, messages.general.invalidParams);
      departamento = d;
    }
    const date = typeof b.date === 'string' && b.date.trim() ? new Date(b.date) : new Date(now());
    // Year 1 to 9999: what a PostgreSQL timestamp holds (and a comment date could mean).
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 1 || year > 9999)
      throw httpError(400, messages.validation.dateInvalid);
    const row = await db.transaction(async (tx) => {
      await assertRecordVisible(tx, auth, section, recordId);
      const [c] = await tx
        .insert(comments)
        .values({
          section,
          recordId,
          departamento,
          userId: auth.id,
          date,
          tipo: b.tipo ?? null,
          mensaje: String(b.mensaje).trim(),
        })
        .returning();
      if (!c) throw httpError(500, messages.comments.createFailed);
      await audit(tx, {
        userId: auth.id,
        action: 'create',
        resource: iriOf('comment', c.id),
        subjects: [`${IRI[SECTIONS[section].kind]}/${recordId}`],
        after: c,
      });
      return c;
    });
    reply.status(201);
    return resource('Comentario', iriOf('comment', row.id), {
      id: row.id,
      departamento: row.departamento,
      nameUser: auth.username,
      createdAt: row.date.toISOString(),
      mensaje: row.mensaje,
      tipo: row.tipo,
      [section]: `${IRI[SECTIONS[section].kind]}/${recordId}`,
      user: iriOf('user', auth.id),
    });
  });

  r.delete('/api/comentarios/:id', spec('DELETE /api/comentarios/:id'), async (request, reply) => {
    const auth = authOf(request);
    // §6: only SUPER_ADMIN deletes comments (the route's roles say the same).
    if (!canDeleteComment(auth.roles)) throw httpError(403, messages.auth.forbidden);
    const id = paramId(request.params.id);
    await db.transaction(async (tx) => {
      const [before] = await tx.delete(comments).where(eq(comments.id, id)).returning();
      if (!before) throw httpError(404, messages.general.notFound);
      await audit(tx, {
        userId: auth.id,
        action: 'delete',
        resource: iriOf('comment', id),
        subjects: [commentRecord(before)],
        before,
      });
    });
    return reply.status(204).send(null);
  });

  r.get('/api/comentarios/departamentosSelect', spec('GET /api/comentarios/departamentosSelect'), async () =>
    DEPARTMENTS.map((d) => ({ value: d, label: d })),
  );
}
