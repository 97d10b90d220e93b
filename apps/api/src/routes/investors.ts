import { INVESTMENT_RANGES, isIsoDate, LIMITS, messages, parseNumber, rangeErrors } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { investments, loans, wallets } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { collection, member, pageOf, pagingFrom, resource } from '../lib/jsonld';
import { authOf, loadInvestor } from '../lib/scope';

/** A query number, read with the domain's parser (the pattern already refused anything else). */
const n = (v: string | undefined) => (v === undefined ? undefined : (parseNumber(v) ?? undefined));

/** The same reads, by investor and by the investor's user. */
const BY = {
  investor: {
    investments: 'GET /api/inversores/:id/inversionesList',
    wallet: 'GET /api/inversores/:id/monederoDetail',
  },
  user: { investments: 'GET /api/users/:id/inversionesList', wallet: 'GET /api/users/:id/monederoDetail' },
} as const;

export async function investorsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const by of ['investor', 'user'] as const) {
    const keys = BY[by];

    r.get(keys.investments.slice(4), spec(keys.investments), async (request) => {
      const inv = await loadInvestor(db, authOf(request), by, paramId(request.params.id));
      const q = request.query;
      for (const d of [q.createdFrom, q.createdTo])
        if (d !== undefined && !isIsoDate(d)) throw httpError(400, messages.validation.dateInvalid);
      // loans §9 inclusive ranges: an inverted one is refused with the reason the form shows.
      const inverted = Object.values(rangeErrors(q, INVESTMENT_RANGES))[0];
      if (inverted) throw httpError(400, inverted);
      const conds: (SQL | undefined)[] = [eq(investments.investorId, inv.id)];
      const range = (col: AnyPgColumn, min?: number, max?: number) => {
        if (min !== undefined) conds.push(gte(col, min));
        if (max !== undefined) conds.push(lte(col, max));
      };
      range(loans.tin, n(q.rentabilityMin), n(q.rentabilityMax));
      range(investments.amount, n(q.amountMin), n(q.amountMax));
      range(loans.meses, n(q.durationMin), n(q.durationMax));
      if (q.createdFrom) conds.push(gte(sql`${investments.createdAt}::date`, sql`${q.createdFrom}::date`));
      if (q.createdTo) conds.push(lte(sql`${investments.createdAt}::date`, sql`${q.createdTo}::date`));
      const list = (v?: string) =>
        (v ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      // §9 credit type: loan (prestamo), financing (financiacion) or collections (cobro).
      const tipos = list(q.tipo);
      if (tipos.length) {
        const parts: SQL[] = [];
        if (tipos.includes('cobro') || tipos.includes('cobros')) parts.push(sql`${loans.cobros} = true`);
        const plain = tipos.filter((t) => t !== 'cobro' && t !== 'cobros');
        const plainTipos = and(inArray(loans.tipo, plain), eq(loans.cobros, false));
        if (plain.length && plainTipos) parts.push(plainTipos);
        conds.push(sql`(${sql.join(parts, sql` or `)})`);
      }
      const states = list(q.loanStatus).map((x) => x.toUpperCase());
      if (states.length) conds.push(inArray(loans.estadoCd, states));
      const where = and(...conds);
      // loans §9: 200 per page on the investor screen (read by the investor's user), 20 on the
      // affiliate side (read by the investor); `itemsPerPage` still chooses.
      const paging = pagingFrom(
        q,
        by === 'user' ? LIMITS.investorInvestmentsPageSize : LIMITS.affiliateInvestmentsPageSize,
      );
      const [{ total, amount } = { total: 0, amount: 0 }] = await db
        .select({ total: count(), amount: sql<number>`coalesce(sum(${investments.amount}), 0)::float8` })
        .from(investments)
        .innerJoin(loans, eq(loans.id, investments.loanId))
        .where(where);
      const query = db
        .select({
          id: investments.id,
          amount: investments.amount,
          loanRentability: loans.tin,
          loanDuration: loans.meses,
          loanStatus: loans.estadoCd,
          createdAt: investments.createdAt,
          loanCode: loans.code,
          loanId: loans.id,
          isOwnInvestment: investments.isOwnInvestment,
        })
        .from(investments)
        .innerJoin(loans, eq(loans.id, investments.loanId))
        .where(where)
        .orderBy(desc(investments.createdAt), desc(investments.id));
      const rows = await pageOf(query, paging);
      const path = request.url.split('?')[0] ?? '';
      const page = collection(
        'Inversion',
        path,
        q,
        rows.map(({ loanId, ...r }) =>
          member('Inversion', `${path}#${r.id}`, {
            ...r,
            loan: iriOf('loan', loanId),
            createdAt: r.createdAt.toISOString(),
          }),
        ),
        total,
        paging,
      );
      return { ...page, totals: { count: total, amount: Math.round(amount * 100) / 100 } };
    });

    r.get(keys.wallet.slice(4), spec(keys.wallet), async (request) => {
      const inv = await loadInvestor(db, authOf(request), by, paramId(request.params.id));
      const [w] = await db.select().from(wallets).where(eq(wallets.userId, inv.userId));
      const [sum] = await db
        .select({ invested: sql<number>`coalesce(sum(${investments.amount}), 0)::float8`, count: count() })
        .from(investments)
        .where(and(eq(investments.investorId, inv.id), eq(investments.active, true)));
      return resource('MonederoDetail', `${request.url.split('?')[0]}`, {
        user: iriOf('user', inv.userId),
        investor: iriOf('investor', inv.id),
        wallet: iri('wallet', w?.id),
        lwId: w?.lwId ?? null,
        balance: w?.balance ?? 0,
        plataformaPayments: w?.plataformaPayments ?? 0,
        provisionFund: w?.provisionFund ?? 0,
        parent: iri('wallet', w?.parentId),
        frozenByLw: w?.frozenByLw ?? inv.frozenByLw,
        invested: Math.round((sum?.invested ?? 0) * 100) / 100,
        activeInvestments: sum?.count ?? 0,
      });
    });
  }
}
