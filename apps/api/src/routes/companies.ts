import { companyDataErrors, ibanError, messages, normalizeIban } from '@backoffice/domain';
import type { BodyOf } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accounts, affiliates, datosEmpresas, users } from '../db/schema';
import { audit, type Tx } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { idFrom, iriOf, paramId } from '../lib/iri';
import { resource } from '../lib/jsonld';
import { etagOf, lockAndCheck, sendVersion } from '../lib/recordVersion';
import { assertCompanyInScope, assertUserInScope, authOf } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

type Company = typeof datosEmpresas.$inferSelect;
type Account = typeof accounts.$inferSelect;

export function companyBody(c: Company) {
  return { ...c, createdAt: c.createdAt.toISOString() };
}

export function accountBody(a: Account) {
  return {
    id: a.id,
    iban: a.iban,
    ibanValidadoLw: a.ibanValidadoLw,
    lwIBANId: a.lwIBANId,
    user: iriOf('user', a.userId),
  };
}

/**
 * §5: the domain's company-data rules, as the contact form applies them: the first error answers,
 * and each refused field is a violation.
 */
function validateCompany(b: BodyOf<'PUT /api/datos_empresas/:id'>) {
  const errors = companyDataErrors(b);
  const [first] = Object.values(errors);
  if (first) throw httpError(400, first, { violations: errors });
}

function checkIban(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (ibanError(value)) throw httpError(400, messages.validation.ibanInvalid);
  return normalizeIban(value);
}

/** A new company (§9), checked by the contact form's rules, inside the caller's transaction. */
export async function createCompany(tx: Tx, auth: AuthUser, body: BodyOf<'POST /api/datos_empresas'>) {
  validateCompany(body);
  // §9: the new company is of type fisica unless said otherwise.
  const [c] = await tx
    .insert(datosEmpresas)
    .values({ tipoPersona: 'fisica', ...body })
    .returning();
  if (!c) throw httpError(500, messages.write.createAffiliate);
  await audit(tx, { userId: auth.id, action: 'create', resource: iriOf('datosEmpresa', c.id), after: c });
  return c;
}

/** A company, after the caller's scope check (404 when missing, 403 when foreign). */
async function loadCompany(db: Db | Tx, auth: AuthUser, id: number): Promise<Company> {
  const [c] = await db.select().from(datosEmpresas).where(eq(datosEmpresas.id, id));
  if (!c) throw httpError(404, messages.general.notFound);
  await assertCompanyInScope(db, auth, id);
  return c;
}

/** An account, after the scope check of its person. */
async function loadAccount(db: Db | Tx, auth: AuthUser, id: number): Promise<Account> {
  const [a] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!a) throw httpError(404, messages.general.notFound);
  await assertUserInScope(db, auth, a.userId);
  return a;
}

export async function companiesRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/api/datos_empresas', spec('POST /api/datos_empresas'), async (request, reply) => {
    const auth = authOf(request);
    const row = await db.transaction((tx) => createCompany(tx, auth, request.body));
    reply.status(201);
    return resource('DatosEmpresa', iriOf('datosEmpresa', row.id), companyBody(row));
  });

  r.get('/api/datos_empresas/:id', spec('GET /api/datos_empresas/:id'), async (request, reply) => {
    const id = paramId(request.params.id);
    const c = await loadCompany(db, authOf(request), id);
    sendVersion(reply, etagOf(c.version));
    return resource('DatosEmpresa', iriOf('datosEmpresa', id), companyBody(c));
  });

  r.put('/api/datos_empresas/:id', spec('PUT /api/datos_empresas/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    validateCompany(request.body);
    const after = await db.transaction(async (tx) => {
      const before = await lockAndCheck(tx, request, datosEmpresas, id, () => loadCompany(tx, auth, id));
      if (Object.keys(request.body).length === 0) return before;
      const [c] = await tx
        .update(datosEmpresas)
        .set(request.body)
        .where(eq(datosEmpresas.id, id))
        .returning();
      if (!c) throw httpError(404, messages.general.notFound);
      await audit(tx, {
        userId: auth.id,
        action: 'update',
        resource: iriOf('datosEmpresa', id),
        // Gaps: the company data is its affiliates' section.
        subjects: (
          await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.datosEmpresaId, id))
        ).map((a) => iriOf('afiliado', a.id)),
        before,
        after: c,
      });
      return c;
    });
    sendVersion(reply, etagOf(after.version));
    return resource('DatosEmpresa', iriOf('datosEmpresa', id), companyBody(after));
  });

  r.post('/api/accounts', spec('POST /api/accounts'), async (request, reply) => {
    const auth = authOf(request);
    const userId = idFrom('user', request.body.user);
    if (userId === null) throw httpError(400, messages.general.invalidParams);
    const iban = checkIban(request.body.iban);
    const row = await db.transaction(async (tx) => {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!u) throw httpError(404, messages.general.notFound);
      await assertUserInScope(tx, auth, userId);
      const [a] = await tx.insert(accounts).values({ userId, iban }).returning();
      if (!a) throw httpError(500, messages.write.updateInfo);
      await audit(tx, {
        userId: auth.id,
        action: 'create',
        resource: iriOf('account', a.id),
        person: userId,
        after: a,
      });
      return a;
    });
    reply.status(201);
    return resource('Account', iriOf('account', row.id), accountBody(row));
  });

  r.get('/api/accounts/:id', spec('GET /api/accounts/:id'), async (request, reply) => {
    const id = paramId(request.params.id);
    const a = await loadAccount(db, authOf(request), id);
    sendVersion(reply, etagOf(a.version));
    return resource('Account', iriOf('account', id), accountBody(a));
  });

  r.put('/api/accounts/:id', spec('PUT /api/accounts/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const set: Partial<Account> = {};
    if ('iban' in request.body) {
      set.iban = checkIban(request.body.iban);
      // A new IBAN has not been validated by LW yet.
      set.ibanValidadoLw = false;
      set.lwIBANId = null;
    }
    // Issue 12: only the wallet provider's answer validates an IBAN, never a client.
    if (request.body.ibanValidadoLw !== undefined)
      throw httpError(403, messages.input.ibanValidatedByProvider);
    const after = await db.transaction(async (tx) => {
      const before = await lockAndCheck(tx, request, accounts, id, () => loadAccount(tx, auth, id));
      if (Object.keys(set).length === 0) return before;
      const [a] = await tx.update(accounts).set(set).where(eq(accounts.id, id)).returning();
      if (!a) throw httpError(404, messages.general.notFound);
      await audit(tx, {
        userId: auth.id,
        action: 'update',
        resource: iriOf('account', id),
        // Gaps: an account is its person's: their investor's, affiliate's or loan's history lists it.
        person: before.userId,
        before,
        after: a,
      });
      return a;
    });
    sendVersion(reply, etagOf(after.version));
    return resource('Account', iriOf('account', id), accountBody(after));
  });
}
