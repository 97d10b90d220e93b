/** The affiliate record: read, create and update (§3 "Affiliate", §4 states, issue 12 scope). */
import {
  affiliateStateChangeRefusal,
  DEFAULT_AFFILIATE_STATE,
  mayAppointAdministrator,
  messages,
} from '@backoffice/domain';
import type { BodyOf } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { affiliates } from '../../db/schema';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { HttpError, httpError } from '../../lib/httpError';
import { idFrom, iriOf, paramId } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { etagOf, lockAndCheck, sendVersion } from '../../lib/recordVersion';
import {
  type AffiliateRow,
  assertCompanyInScope,
  authOf,
  createdBy,
  isOwnedElsewhere,
  isRestricted,
  loadAffiliate,
  userOwners,
} from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import {
  affiliateUsing,
  companyById,
  type Handle,
  insertAffiliate,
  insertStatusHistory,
  investorExists,
  parentOf,
  updateAffiliate,
  userById,
  userExists,
} from '../../repositories/affiliates';
import { createCompany } from '../companies';
import { createUser } from '../users';
import { affiliateBody } from './serialisers';

type AffiliateUpdate = BodyOf<'PUT /api/afiliados/:id'>;
type AffiliateSet = Partial<Omit<AffiliateRow, 'id' | 'code' | 'createdAt' | 'updatedAt'>>;

/** The link fields of an update and the columns they set. */
const LINK_FIELDS = {
  padre: ['afiliado', 'padreId'],
  plataformaSalesAgent: ['user', 'plataformaSalesAgentId'],
  assignedSalesAgent: ['user', 'assignedSalesAgentId'],
  associatedInvestor: ['investor', 'associatedInvestorId'],
} as const;

/** The columns an update sets: its fields as sent, its links read as ids. */
function columnsOf(body: AffiliateUpdate): AffiliateSet {
  const { padre, plataformaSalesAgent, assignedSalesAgent, associatedInvestor, ...fields } = body;
  const set: AffiliateSet = { ...fields };
  const links = { padre, plataformaSalesAgent, assignedSalesAgent, associatedInvestor };
  for (const key of Object.keys(LINK_FIELDS) as (keyof typeof LINK_FIELDS)[]) {
    if (links[key] === undefined) continue;
    const [kind, column] = LINK_FIELDS[key];
    set[column] = idFrom(kind, links[key]);
  }
  return set;
}

/** A parent must exist, not be the affiliate itself, and not hang from it (no cycles). */
async function checkParent(h: Handle, id: number, padreId: number) {
  if (padreId === id) throw httpError(422, messages.http[422]);
  let cursor: number | null = padreId;
  for (let depth = 0; cursor !== null && depth < 50; depth += 1) {
    const p = await parentOf(h, cursor);
    if (!p) throw httpError(404, messages.notFound.affiliate);
    if (p.padreId === id) throw httpError(422, messages.http[422]);
    cursor = p.padreId;
  }
}

/**
 * A new affiliate (NCO) of an existing company and administrator, inside the caller's
 * transaction; `tag` makes its temporary code unique until its id gives it the real one.
 */
export async function createAffiliate(
  tx: Tx,
  auth: AuthUser,
  b: BodyOf<'POST /api/afiliados'>,
  tag: string,
  now: () => number,
) {
  const datosEmpresaId = idFrom('datosEmpresa', b.datosEmpresa);
  const administradorId = idFrom('user', b.administrador);
  // A null link names no record: as a record that does not exist.
  if (datosEmpresaId === null || administradorId === null) throw httpError(404, messages.general.notFound);
  const plataformaSalesAgentId = idFrom('user', b.plataformaSalesAgent);
  const assigned = idFrom('user', b.assignedSalesAgent);
  const company = await companyById(tx, datosEmpresaId);
  const adminUser = await userById(tx, administradorId);
  if (!company || !adminUser) throw httpError(404, messages.general.notFound);
  // Issue 12: the company must be one the caller may see (theirs while unattached), and the
  // administrator a user created for this affiliate or already in the caller's scope.
  await assertCompanyInScope(tx, auth, datosEmpresaId);
  const candidate = {
    ...(await userOwners(tx, administradorId)),
    roles: adminUser.roles,
    createdBy: await createdBy(tx, `/api/users/${administradorId}`),
    ownedElsewhere: await isOwnedElsewhere(tx, administradorId),
  };
  if (!mayAppointAdministrator({ id: auth.id, roles: auth.roles }, candidate))
    throw httpError(403, messages.input.administratorNotAllowed);
  // A company or an administrator already behind another affiliate is someone else's.
  if (await affiliateUsing(tx, datosEmpresaId, administradorId)) throw httpError(409, messages.http[409]);
  for (const agentId of [plataformaSalesAgentId, assigned])
    if (agentId !== null && !(await userExists(tx, agentId))) throw httpError(404, messages.general.notFound);
  // A restricted (COMERCIAL) user creates affiliates assigned to themself.
  const assignedSalesAgentId = isRestricted(auth) ? auth.id : (assigned ?? auth.id);
  const row = await insertAffiliate(tx, {
    code: `TMP-${tag}-${now()}`,
    nombre: b.nombre?.trim() || company.nombreComercial || company.razonSocial || adminUser.username,
    estadoCd: DEFAULT_AFFILIATE_STATE,
    origin: b.origin ?? null,
    primaryReason: b.primaryReason ?? null,
    formaLegal: b.formaLegal ?? null,
    datosEmpresaId,
    administradorId,
    plataformaSalesAgentId: plataformaSalesAgentId ?? auth.id,
    assignedSalesAgentId,
  });
  if (!row) throw httpError(500, messages.write.createAffiliate);
  const final = await updateAffiliate(tx, row.id, { code: `AF${String(row.id).padStart(5, '0')}` });
  if (!final) throw httpError(500, messages.write.createAffiliate);
  await insertStatusHistory(tx, {
    section: 'afiliado',
    recordId: row.id,
    date: new Date(now()),
    previousState: null,
    finalState: DEFAULT_AFFILIATE_STATE,
    userId: auth.id,
    currentAgentId: assignedSalesAgentId,
  });
  await audit(tx, {
    userId: auth.id,
    action: 'create',
    resource: iriOf('afiliado', row.id),
    after: final,
  });
  return final;
}

/** A step's refusal with its violations moved under the form's group of fields. */
async function inGroup<T>(group: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (err) {
    const violations = err instanceof HttpError ? err.details?.violations : undefined;
    if (
      !(err instanceof HttpError) ||
      !violations ||
      typeof violations !== 'object' ||
      Array.isArray(violations)
    )
      throw err;
    const moved = Object.fromEntries(
      Object.entries(violations as Record<string, unknown>).map(([k, v]) => [`${group}.${k}`, v]),
    );
    throw httpError(err.statusCode, err.message, { ...err.details, violations: moved });
  }
}

export async function affiliateRecordRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/afiliados/:id', spec('GET /api/afiliados/:id'), async (request, reply) => {
    const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
    sendVersion(reply, etagOf(a.version));
    return resource('Afiliado', iriOf('afiliado', a.id), affiliateBody(a));
  });

  r.post('/api/afiliados', spec('POST /api/afiliados'), async (request, reply) => {
    const auth = authOf(request);
    const created = await db.transaction((tx) => createAffiliate(tx, auth, request.body, request.id, now));
    reply.status(201);
    return resource('Afiliado', iriOf('afiliado', created.id), affiliateBody(created));
  });

  // §7, §9: the add-affiliate form in one transaction, so a refusal at any step (an e-mail already
  // used by a user the caller cannot see, a sales agent that does not exist…) leaves no company or
  // user behind. Violations name the form's group ('company.cif', 'user.email').
  r.post('/api/afiliados/alta', spec('POST /api/afiliados/alta'), async (request, reply) => {
    const auth = authOf(request);
    const { company, user, affiliate } = request.body;
    const created = await db.transaction(async (tx) => {
      const c = await inGroup('company', createCompany(tx, auth, company));
      const u = await inGroup(
        'user',
        createUser(
          tx,
          auth,
          { ...user, tipo: 'afiliado', emailVerificado: true, enabled: true, lw: false },
          now,
        ),
      );
      return inGroup(
        'affiliate',
        createAffiliate(
          tx,
          auth,
          {
            ...affiliate,
            datosEmpresa: iriOf('datosEmpresa', c.id),
            administrador: iriOf('user', u.id),
            estadoCd: DEFAULT_AFFILIATE_STATE,
          },
          request.id,
          now,
        ),
      );
    });
    reply.status(201);
    return resource('Afiliado', iriOf('afiliado', created.id), affiliateBody(created));
  });

  r.put('/api/afiliados/:id', spec('PUT /api/afiliados/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const updated = await db.transaction(async (tx) => {
      const before = await lockAndCheck(tx, request, affiliates, id, () => loadAffiliate(tx, auth, id));
      const set = columnsOf(request.body ?? {});
      // Reassigning an affiliate is for those who see them all.
      if (
        ((set.assignedSalesAgentId !== undefined &&
          set.assignedSalesAgentId !== before.assignedSalesAgentId) ||
          (set.plataformaSalesAgentId !== undefined &&
            set.plataformaSalesAgentId !== before.plataformaSalesAgentId)) &&
        isRestricted(auth)
      )
        throw httpError(403, messages.auth.forbidden);
      for (const agentId of [set.assignedSalesAgentId, set.plataformaSalesAgentId])
        if (typeof agentId === 'number' && !(await userExists(tx, agentId)))
          throw httpError(404, messages.general.notFound);
      if (
        typeof set.associatedInvestorId === 'number' &&
        !(await investorExists(tx, set.associatedInvestorId))
      )
        throw httpError(404, messages.notFound.investor);
      // A restricted user may hang their affiliate only from another of theirs, and may not link
      // an investor (that would open the investor's data to them).
      if (typeof set.padreId === 'number') {
        await checkParent(tx, id, set.padreId);
        if (isRestricted(auth)) await loadAffiliate(tx, auth, set.padreId);
      }
      if (
        set.associatedInvestorId !== undefined &&
        set.associatedInvestorId !== before.associatedInvestorId &&
        isRestricted(auth)
      )
        throw httpError(403, messages.auth.forbidden);
      // §4: the only transition the admin makes is "activate anyway" (to ACT), for ADMIN_PLUS (§6).
      if (set.estadoCd !== undefined) {
        const refusal = affiliateStateChangeRefusal(auth.roles, before.estadoCd, set.estadoCd);
        if (refusal === 'notAllowedState') throw httpError(422, messages.http[422]);
        if (refusal === 'forbidden') throw httpError(403, messages.auth.forbidden);
      }
      if (Object.keys(set).length === 0) return before;
      const after = await updateAffiliate(tx, id, { ...set, updatedAt: new Date(now()) });
      if (!after) throw httpError(404, messages.notFound.affiliate);
      if (after.estadoCd !== before.estadoCd || after.assignedSalesAgentId !== before.assignedSalesAgentId)
        await insertStatusHistory(tx, {
          section: 'afiliado',
          recordId: id,
          date: new Date(now()),
          previousState: before.estadoCd,
          finalState: after.estadoCd,
          userId: auth.id,
          oldAgentId: before.assignedSalesAgentId,
          currentAgentId: after.assignedSalesAgentId,
        });
      await audit(tx, { userId: auth.id, action: 'update', resource: iriOf('afiliado', id), before, after });
      return after;
    });
    sendVersion(reply, etagOf(updated.version));
    return resource('Afiliado', iriOf('afiliado', id), affiliateBody(updated));
  });
}
