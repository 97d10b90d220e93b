import { isIsoDate, LIMITS, messages, parseNumber } from '@backoffice/domain';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import { investments, loans, wallets } from '../db/schema';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { collection, member, pageOf, pagingFrom, resource } from '../lib/jsonld';
import { idParams, pagingQuery } from '../lib/schemas';
import { authOf, loadInvestor } from '../lib/scope';

type Query = Record<string, string | undefined>;

const numberQ = { type: 'string', pattern: '^-?[0-9]{1,9}([.,][0-9]{1,4})?$' } as const;
const dateQ = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
/** The term is in whole months (loans.meses is int4): 12.5 is a 400, not a database error. */
const monthsQ = { type: 'string', pattern: '^-?[0-9]{1,9}$' } as const;

/** §9 investment filters, each an inclusive range: return, amount, term, creation date; and type and state. */
const investmentsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pagingQuery,
    rentabilityMin: numberQ,
    rentabilityMax: numberQ,
    amountMin: numberQ,
    amountMax: numberQ,
    durationMin: monthsQ,
    durationMax: monthsQ,
    createdFrom: dateQ,
    createdTo: dateQ,
    tipo: { type: 'string', maxLength: 100 },
    loanStatus: { type: 'string', maxLength: 200 },
  },
} as const;

/** A query number, read with the domain's parser (the pattern already refused anything else). */
const n = (v: string | undefined) => (v === undefined ? undefined : (parseNumber(v) ?? undefined));

export async function investorsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  for (const by of ['investor', 'user'] as const) {
    const base = by === 'investor' ? '/api/inversores/:id' : '/api/users/:id';

    app.get<{ Params: { id: string }; Querystring: Query }>(
      `${base}/inversionesList`,
      {
        config: { access: access(`GET ${base}/inversionesList` as 'GET /api/users/:id/inversionesList') },
        schema: { params: idParams, querystring: investmentsQuery },
      },
      async (request) => {
        const inv = await loadInvestor(db, authOf(request), by, paramId(request.params.id));
        const q = request.query;
        for (const d of [q.createdFrom, q.createdTo])
          if (d !== undefined && !isIsoDate(d)) throw httpError(400, messages.validation.dateInvalid);
        const conds: (SQL | undefined)[] = [eq(investments.investorId, inv.id)];
        const range = (col: SQL | typeof loans.tin, min?: number, max?: number) => {
          if (min !== undefined) conds.push(gte(col as never, min as never));
          if (max !== undefined) conds.push(lte(col as never, max as never));
        };
        range(loans.tin, n(q.rentabilityMin), n(q.rentabilityMax));
        range(investments.amount as never, n(q.amountMin), n(q.amountMax));
        range(loans.meses as never, n(q.durationMin), n(q.durationMax));
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
          if (plain.length) parts.push(and(inArray(loans.tipo, plain), eq(loans.cobros, false)) as SQL);
          conds.push(sql`(${sql.join(parts, sql` or `)})`);
        }
        const states = list(q.loanStatus).map((x) => x.toUpperCase());
        if (states.length) conds.push(inArray(loans.estadoCd, states));
        const where = and(...conds);
        const paging = pagingFrom(q, LIMITS.affiliateInvestmentsPageSize);
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
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
        return collection(
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
      },
    );

    app.get<{ Params: { id: string } }>(
      `${base}/monederoDetail`,
      {
        config: { access: access(`GET ${base}/monederoDetail` as 'GET /api/users/:id/monederoDetail') },
        schema: { params: idParams },
      },
      async (request) => {
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
      },
    );
  }
}
