import { companyDataErrors, ibanError, messages, normalizeIban } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import { accounts, datosEmpresas, users } from '../db/schema';
import { audit } from '../lib/audit';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { idFrom, iriOf, linkSchema, paramId } from '../lib/iri';
import { resource } from '../lib/jsonld';
import { idParams, money, str } from '../lib/schemas';
import { assertCompanyInScope, assertUserInScope, authOf } from '../lib/scope';

type Company = typeof datosEmpresas.$inferSelect;
type Account = typeof accounts.$inferSelect;

const TEXT_FIELDS = [
  'nombreComercial',
  'sitioWeb',
  'nombrePc',
  'apellidosPc',
  'telefonoMovil',
  'emailPc',
  'cargoPc',
  'tipoViaFiscal',
  'direccionFiscal',
  'cpFiscal',
  'localidadFiscal',
  'numeroFiscal',
  'pisoFiscal',
  'puertaFiscal',
  'provinciaFiscal',
  'tipoVia',
  'direccion',
  'cp',
  'localidad',
  'numero',
  'piso',
  'puerta',
  'provincia',
  'canalAdquisicion',
  'competencia',
  'cif',
  'razonSocial',
  'nombreRepresentante',
  'apellidosRepresentante',
  'dniRepresentante',
  'cargoRepresentante',
] as const;

const companyProps = {
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, str(200)])),
  volumenMensual: money,
  importeMedio: money,
  tipoPersona: { type: 'string', enum: ['fisica', 'juridica'] },
  socios: {
    type: ['array', 'null'],
    maxItems: 20,
    items: {
      type: 'object',
      maxProperties: 10,
      additionalProperties: { type: ['string', 'number', 'null'], maxLength: 200 },
    },
  },
};

const companyCreate = { type: 'object', additionalProperties: false, properties: companyProps } as const;
const companyPut = { type: 'object', additionalProperties: false, properties: companyProps } as const;

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

/** §5: the domain's company-data rules, as the contact form applies them; the first error answers. */
function validateCompany(b: Record<string, unknown>) {
  const [first] = Object.values(companyDataErrors(b));
  if (first) throw httpError(400, first);
}

function checkIban(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (ibanError(value)) throw httpError(400, messages.validation.ibanInvalid);
  return normalizeIban(value);
}

export async function companiesRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.post<{ Body: Record<string, unknown> }>(
    '/api/datos_empresas',
    { config: { access: access('POST /api/datos_empresas') }, schema: { body: companyCreate } },
    async (request, reply) => {
      const auth = authOf(request);
      validateCompany(request.body);
      const row = await db.transaction(async (tx) => {
        // §9: the new company is of type fisica unless said otherwise.
        const [c] = await tx
          .insert(datosEmpresas)
          .values({ tipoPersona: 'fisica', ...request.body })
          .returning();
        if (!c) throw httpError(500, messages.write.createAffiliate);
        await audit(tx, {
          userId: auth.id,
          action: 'create',
          resource: iriOf('datosEmpresa', c.id),
          after: c,
        });
        return c;
      });
      reply.status(201);
      return resource('DatosEmpresa', iriOf('datosEmpresa', row.id), companyBody(row));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/datos_empresas/:id',
    { config: { access: access('GET /api/datos_empresas/:id') }, schema: { params: idParams } },
    async (request) => {
      const id = paramId(request.params.id);
      const [c] = await db.select().from(datosEmpresas).where(eq(datosEmpresas.id, id));
      if (!c) throw httpError(404, messages.general.notFound);
      await assertCompanyInScope(db, authOf(request), id);
      return resource('DatosEmpresa', iriOf('datosEmpresa', id), companyBody(c));
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/datos_empresas/:id',
    {
      config: { access: access('PUT /api/datos_empresas/:id') },
      schema: { params: idParams, body: companyPut },
    },
    async (request) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      validateCompany(request.body);
      const after = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(datosEmpresas).where(eq(datosEmpresas.id, id));
        if (!before) throw httpError(404, messages.general.notFound);
        await assertCompanyInScope(tx as never, auth, id);
        if (Object.keys(request.body).length === 0) return before;
        const [c] = await tx
          .update(datosEmpresas)
          .set(request.body)
          .where(eq(datosEmpresas.id, id))
          .returning();
        await audit(tx, {
          userId: auth.id,
          action: 'update',
          resource: iriOf('datosEmpresa', id),
          before,
          after: c,
        });
        return c as Company;
      });
      return resource('DatosEmpresa', iriOf('datosEmpresa', id), companyBody(after));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/accounts',
    {
      config: { access: access('POST /api/accounts') },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['user'],
          properties: { user: linkSchema, iban: str(50), afiliado: linkSchema },
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const userId = idFrom('user', request.body.user);
      if (userId === null) throw httpError(400, messages.general.invalidParams);
      const iban = checkIban(request.body.iban);
      const row = await db.transaction(async (tx) => {
        const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!u) throw httpError(404, messages.general.notFound);
        await assertUserInScope(tx as never, auth, userId);
        const [a] = await tx.insert(accounts).values({ userId, iban }).returning();
        if (!a) throw httpError(500, messages.write.updateInfo);
        await audit(tx, { userId: auth.id, action: 'create', resource: iriOf('account', a.id), after: a });
        return a;
      });
      reply.status(201);
      return resource('Account', iriOf('account', row.id), accountBody(row));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/accounts/:id',
    { config: { access: access('GET /api/accounts/:id') }, schema: { params: idParams } },
    async (request) => {
      const id = paramId(request.params.id);
      const [a] = await db.select().from(accounts).where(eq(accounts.id, id));
      if (!a) throw httpError(404, messages.general.notFound);
      await assertUserInScope(db, authOf(request), a.userId);
      return resource('Account', iriOf('account', id), accountBody(a));
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/accounts/:id',
    {
      config: { access: access('PUT /api/accounts/:id') },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          // ibanValidadoLw stays declared so that a client sending it gets the Spanish 403 below.
          properties: { iban: str(50), ibanValidadoLw: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
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
        const [before] = await tx.select().from(accounts).where(eq(accounts.id, id));
        if (!before) throw httpError(404, messages.general.notFound);
        await assertUserInScope(tx as never, auth, before.userId);
        if (Object.keys(set).length === 0) return before;
        const [a] = await tx.update(accounts).set(set).where(eq(accounts.id, id)).returning();
        await audit(tx, {
          userId: auth.id,
          action: 'update',
          resource: iriOf('account', id),
          before,
          after: a,
        });
        return a as Account;
      });
      return resource('Account', iriOf('account', id), accountBody(after));
    },
  );
}
