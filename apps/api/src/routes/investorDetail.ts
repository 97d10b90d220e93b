/**
 * The investor detail (issue 15, loans §3 "Investor", §4 set-status, §7 "Investor-detail calls"):
 * the investor resource, its preferences, its accreditation, its status history, and the
 * inline-edit and set-status writes. Access is MICRO_ADMIN's (API_ACCESS, on every call); each
 * write validates with the domain's rules, runs in one transaction and is audited.
 */
import {
  investorActionRefusal,
  investorName,
  investorPreferencesErrors,
  investorUpdateErrors,
  messages,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accounts, affiliates, investorPreferences, investors, statusHistory, users } from '../db/schema';
import type { Tx } from '../lib/audit';
import { audit } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { pagingFrom, resource } from '../lib/jsonld';
import { assertIfMatch, etagOf, lockAndCheck, lockRow, sendVersion } from '../lib/recordVersion';
import { authOf, loadInvestor } from '../lib/scope';
import { statusHistoryCollection } from '../lib/statusHistory';
import type { AuthUser } from '../plugins/auth';

type Investor = typeof investors.$inferSelect;
type Preferences = typeof investorPreferences.$inferSelect;

const USER_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'dni'] as const;

/** The investor resource: the investor row, its user's names and contact, its links. */
async function investorBody(db: Db | Tx, inv: Investor) {
  const [u] = await db.select().from(users).where(eq(users.id, inv.userId));
  if (!u) throw httpError(404, messages.notFound.investor);
  const etag = etagOf(inv.version, u.version);
  const [acc] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, inv.userId))
    .orderBy(desc(accounts.id))
    .limit(1);
  const [prefs] = await db
    .select({ id: investorPreferences.id })
    .from(investorPreferences)
    .where(eq(investorPreferences.investorId, inv.id));
  const [aff] = inv.affiliateId
    ? await db
        .select({ nombre: affiliates.nombre })
        .from(affiliates)
        .where(eq(affiliates.id, inv.affiliateId))
    : [];
  const body = resource('Inversor', iriOf('investor', inv.id), {
    id: inv.id,
    user: iriOf('user', inv.userId),
    preferences: iri('investorPreferences', prefs?.id),
    account: iri('account', acc?.id),
    accreditationResource: `${iriOf('investor', inv.id)}/accreditation`,
    afiliado: iri('afiliado', inv.affiliateId),
    afiliadoName: aff?.nombre ?? null,
    name: investorName({ ...inv, firstname: u.firstname, lastname: u.lastname }),
    status: inv.status,
    frozenByLw: inv.frozenByLw,
    firstname: u.firstname,
    lastname: u.lastname,
    dni: u.dni,
    address: inv.address,
    postcode: inv.postcode,
    birthDate: inv.birthDate,
    legalPerson: inv.legalPerson,
    companyName: inv.companyName,
    taxId: inv.taxId,
    position: inv.position,
    fundsOrigin: inv.fundsOrigin,
    amountToInvest: inv.amountToInvest,
    email: u.email,
    emailVerificado: u.emailVerificado,
    phone: u.phone,
    accreditation: inv.accreditation,
    optimisticReturn: inv.optimisticReturn,
    pessimisticReturn: inv.pessimisticReturn,
    weightedReturn: inv.weightedReturn,
  });
  return { resource: body, etag };
}

function preferencesBody(p: Preferences) {
  return resource('InvestorPreferences', iriOf('investorPreferences', p.id), {
    id: p.id,
    investor: iriOf('investor', p.investorId),
    reinvestment: p.reinvestment,
    minMonths: p.minMonths,
    maxMonths: p.maxMonths,
    minInterest: p.minInterest,
    maxInterest: p.maxInterest,
    maxBet: p.maxBet,
    loanTypes: p.loanTypes,
    financingType: p.financingType,
    points: p.points,
    investInOwn: p.investInOwn,
    percentageInvestInOwn: p.percentageInvestInOwn,
    commission: p.commission,
    notifications: {
      newCredit: p.notifications.newCredit ?? false,
      dailyCredits: p.notifications.dailyCredits ?? false,
      statusChange: p.notifications.statusChange ?? false,
      invest: p.notifications.invest ?? false,
      autoInvest: p.notifications.autoInvest ?? false,
      loanCompleted: p.notifications.loanCompleted ?? false,
      monthlySummary: p.notifications.monthlySummary ?? false,
    },
  });
}

/**
 * The investor record for a write: its row and its user's (names, contact), both locked until the
 * transaction ends, and the version they make together.
 */
async function lockInvestor(tx: Tx, auth: AuthUser, id: number) {
  await lockRow(tx, investors, id);
  const before = await loadInvestor(tx, auth, 'investor', id);
  await lockRow(tx, users, before.userId);
  const [userBefore] = await tx.select().from(users).where(eq(users.id, before.userId));
  if (!userBefore) throw httpError(404, messages.notFound.investor);
  return { before, userBefore, etag: etagOf(before.version, userBefore.version) };
}

const trimmed = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : v);

export async function investorDetailRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/inversores/:id', spec('GET /api/inversores/:id'), async (request, reply) => {
    const inv = await loadInvestor(db, authOf(request), 'investor', paramId(request.params.id));
    const body = await investorBody(db, inv);
    sendVersion(reply, body.etag);
    return body.resource;
  });

  // §7 inline edit: PUT {putURL} with the field (user fields go to the investor's user).
  r.put('/api/inversores/:id', spec('PUT /api/inversores/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const b = request.body;
    const errors = investorUpdateErrors(b);
    const [first] = Object.values(errors);
    if (first) throw httpError(400, first, { violations: errors });
    const body = await db.transaction(async (tx) => {
      const { before, userBefore, etag } = await lockInvestor(tx, auth, id);
      assertIfMatch(request, etag);
      const userSet: Partial<typeof users.$inferInsert> = {};
      if (b.firstname !== undefined) userSet.firstname = b.firstname.trim();
      if (b.lastname !== undefined) userSet.lastname = b.lastname.trim();
      if (b.email !== undefined) userSet.email = b.email.trim();
      if (b.phone !== undefined) userSet.phone = trimmed(b.phone);
      if (b.dni !== undefined) userSet.dni = trimmed(b.dni);
      if (typeof userSet.email === 'string') {
        const [clash] = await tx
          .select({ username: users.username })
          .from(users)
          .where(
            and(eq(sql`lower(${users.email})`, userSet.email.toLowerCase()), ne(users.id, before.userId)),
          );
        if (clash) throw httpError(409, messages.validation.emailInUse(clash.username));
        // A new address has not been verified.
        if (userSet.email.toLowerCase() !== userBefore?.email.toLowerCase()) userSet.emailVerificado = false;
      }
      const invSet: Partial<typeof investors.$inferInsert> = {};
      for (const [k, v] of Object.entries(b))
        if (!(USER_FIELDS as readonly string[]).includes(k))
          (invSet as Record<string, unknown>)[k] = typeof v === 'string' ? trimmed(v) : v;
      if (Object.keys(userSet).length) await tx.update(users).set(userSet).where(eq(users.id, before.userId));
      if (Object.keys(invSet).length) await tx.update(investors).set(invSet).where(eq(investors.id, id));
      const [after] = await tx.select().from(investors).where(eq(investors.id, id));
      if (!after) throw httpError(404, messages.notFound.investor);
      const [userAfter] = await tx.select().from(users).where(eq(users.id, before.userId));
      // The investor's row and its user's personal fields, as stored before and after.
      const personal = (u: typeof userBefore | undefined) =>
        Object.fromEntries(USER_FIELDS.map((f) => [f, u?.[f] ?? null]));
      await audit(tx, {
        userId: auth.id,
        action: 'update',
        resource: iriOf('investor', id),
        subjects: [iriOf('user', before.userId)],
        before: { ...before, ...personal(userBefore) },
        after: { ...after, ...personal(userAfter) },
      });
      return investorBody(tx, after);
    });
    sendVersion(reply, body.etag);
    return body.resource;
  });

  // §4 "Investor status is changed through a set-status action": the history keeps the change.
  // An action, not a form: If-Match is honoured when sent (the admin sends the tag it loaded).
  r.put('/api/inversores/:id/status', spec('PUT /api/inversores/:id/status'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const status = request.body.status;
    const body = await db.transaction(async (tx) => {
      const { before, etag } = await lockInvestor(tx, auth, id);
      assertIfMatch(request, etag);
      // Already in that status: nothing changes, nothing is recorded (the panel disables the entry
      // with this rule's reason).
      if (investorActionRefusal({ id: `status${status}` }, before.status)) return investorBody(tx, before);
      const [after] = await tx.update(investors).set({ status }).where(eq(investors.id, id)).returning();
      if (!after) throw httpError(404, messages.notFound.investor);
      await tx.insert(statusHistory).values({
        section: 'inversor',
        recordId: id,
        previousState: before.status,
        finalState: status,
        userId: auth.id,
      });
      await audit(tx, {
        userId: auth.id,
        action: 'setStatus',
        resource: iriOf('investor', id),
        before: { status: before.status },
        after: { status },
      });
      return investorBody(tx, after);
    });
    sendVersion(reply, body.etag);
    return body.resource;
  });

  r.get(
    '/api/inversores/:id/accreditation',
    spec('GET /api/inversores/:id/accreditation'),
    async (request) => {
      const inv = await loadInvestor(db, authOf(request), 'investor', paramId(request.params.id));
      return resource('Accreditation', `${iriOf('investor', inv.id)}/accreditation`, {
        investor: iriOf('investor', inv.id),
        accepted: inv.accreditation,
      });
    },
  );

  /** The preferences row and its investor, after the investor's scope check. */
  async function loadPreferences(tx: Db | Tx, request: Parameters<typeof authOf>[0], id: number) {
    const [p] = await tx.select().from(investorPreferences).where(eq(investorPreferences.id, id));
    if (!p) throw httpError(404, messages.general.notFound);
    await loadInvestor(tx, authOf(request), 'investor', p.investorId);
    return p;
  }

  r.get(
    '/api/investor_preferences/:id',
    spec('GET /api/investor_preferences/:id'),
    async (request, reply) => {
      const p = await loadPreferences(db, request, paramId(request.params.id));
      sendVersion(reply, etagOf(p.version));
      return preferencesBody(p);
    },
  );

  r.put(
    '/api/investor_preferences/:id',
    spec('PUT /api/investor_preferences/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      const saved = await db.transaction(async (tx) => {
        const before = await lockAndCheck(tx, request, investorPreferences, id, () =>
          loadPreferences(tx, request, id),
        );
        const { notifications, ...rest } = request.body;
        const merged = { ...before, ...rest };
        const errors = investorPreferencesErrors(merged);
        const [first] = Object.values(errors);
        if (first) throw httpError(400, first, { violations: errors });
        const set: Partial<Preferences> = { ...rest };
        if (notifications) set.notifications = { ...before.notifications, ...notifications };
        if (Object.keys(set).length === 0) return before;
        const [after] = await tx
          .update(investorPreferences)
          .set(set)
          .where(eq(investorPreferences.id, id))
          .returning();
        if (!after) throw httpError(404, messages.general.notFound);
        await audit(tx, {
          userId: auth.id,
          action: 'update',
          resource: iriOf('investorPreferences', id),
          // Gaps: the preferences are the investor's; its history lists the change.
          subjects: [iriOf('investor', before.investorId)],
          before,
          after,
        });
        return after;
      });
      sendVersion(reply, etagOf(saved.version));
      return preferencesBody(saved);
    },
  );

  // §7 {user}/statusHistoryList: the investor's status changes, newest first.
  r.get('/api/users/:id/statusHistoryList', spec('GET /api/users/:id/statusHistoryList'), async (request) => {
    const inv = await loadInvestor(db, authOf(request), 'user', paramId(request.params.id));
    return statusHistoryCollection(
      db,
      'inversor',
      inv.id,
      `${iriOf('user', inv.userId)}/statusHistoryList`,
      request.query,
      pagingFrom(request.query, 100),
    );
  });
}
