import { canAccess, detailPath, investorName, messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, affiliates, investorPreferences, users, wallets } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { iri, iriOf } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { assertLoanInScope, authOf, loadAffiliate, loadInvestor } from '../../lib/scope';

/** §7 checkParameters: the record's links and flags, as a `CheckParameters` resource. */
export async function parametersToolsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // §7 checkParameters: the links and flags a detail screen loads first.
  r.post('/api/tools/checkParameters', spec('POST /api/tools/checkParameters'), async (request) => {
    const auth = authOf(request);
    const id = Number(request.body.id);
    // Issue 12: the summary is the first call of a detail screen, so it answers only to the
    // roles that may open that screen (the domain's route access), then per the record's scope.
    const screen = {
      affiliate: detailPath.affiliate,
      loan: detailPath.loan,
      investor: detailPath.investor,
    }[request.body.type](id);
    if (canAccess(screen, auth.roles) !== 'ok') throw httpError(403, messages.auth.forbidden);
    if (request.body.type === 'affiliate') {
      const a = await loadAffiliate(db, auth, id);
      const [adminUser] = a.administradorId
        ? await db.select().from(users).where(eq(users.id, a.administradorId))
        : [];
      const [account] = a.administradorId
        ? await db
            .select({ id: accounts.id })
            .from(accounts)
            .where(eq(accounts.userId, a.administradorId))
            .orderBy(desc(accounts.id))
            .limit(1)
        : [];
      const [w] = a.administradorId
        ? await db
            .select({ frozen: wallets.frozenByLw })
            .from(wallets)
            .where(eq(wallets.userId, a.administradorId))
        : [];
      const children = await db
        .select({ id: affiliates.id })
        .from(affiliates)
        .where(eq(affiliates.padreId, a.id))
        .orderBy(asc(affiliates.id));
      return resource('CheckParameters', iriOf('afiliado', a.id), {
        afiliado: iriOf('afiliado', a.id),
        administrador: iri('user', a.administradorId),
        datosEmpresa: iri('datosEmpresa', a.datosEmpresaId),
        account: iri('account', account?.id),
        associatedInvestor: iri('investor', a.associatedInvestorId),
        padre: iri('afiliado', a.padreId),
        children: children.map((c) => iriOf('afiliado', c.id)),
        name: a.nombre,
        type: 'affiliate' as const,
        status: a.estadoCd,
        id: a.id,
        origin: a.origin,
        lw: adminUser?.lw ?? false,
        userId: adminUser?.id ?? null,
        username: adminUser?.username ?? null,
        walletStatusCode: adminUser?.walletStatusCode ?? null,
        frozenByLw: w?.frozen ?? false,
        primaryReason: a.primaryReason,
      });
    }
    if (request.body.type === 'loan') {
      const loan = await assertLoanInScope(db, auth, id);
      return resource('CheckParameters', iriOf('loan', id), {
        loan: iriOf('loan', id),
        user: iriOf('user', loan.userId),
        id,
        type: 'loan' as const,
        status: loan.estadoCd,
        code: loan.code,
      });
    }
    const investor = await loadInvestor(db, auth, 'investor', id);
    const [u] = await db.select().from(users).where(eq(users.id, investor.userId));
    if (!u) throw httpError(404, messages.notFound.investor);
    const inv = { i: investor, u };
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userId, inv.u.id))
      .orderBy(desc(accounts.id))
      .limit(1);
    const [prefs] = await db
      .select({ id: investorPreferences.id })
      .from(investorPreferences)
      .where(eq(investorPreferences.investorId, investor.id));
    const [aff] = investor.affiliateId
      ? await db
          .select({ nombre: affiliates.nombre })
          .from(affiliates)
          .where(eq(affiliates.id, investor.affiliateId))
      : [];
    return resource('CheckParameters', iriOf('investor', id), {
      investor: iriOf('investor', id),
      user: iriOf('user', inv.u.id),
      account: iri('account', account?.id),
      afiliado: iri('afiliado', inv.i.affiliateId),
      preferences: iri('investorPreferences', prefs?.id),
      afiliadoName: aff?.nombre ?? null,
      id,
      type: 'investor' as const,
      name: investorName({ ...inv.i, firstname: inv.u.firstname, lastname: inv.u.lastname }),
      status: inv.i.status,
      lw: inv.u.lw,
      userId: inv.u.id,
      username: inv.u.username,
      walletStatusCode: inv.u.walletStatusCode,
      frozenByLw: inv.i.frozenByLw,
    });
  });
}
