/**
 * The reference of `npm run bench:scale`: bare Fastify and a `pg` pool (as many connections as the
 * API's) answering the benchmark's calls with one hand-written query each (two, in parallel, where
 * the page needs its counts too), as JSON. No authentication, no validation, no JSON-LD: what a
 * page costs at the least on this database. `GET /raw/:name?…` runs RAW_QUERIES[name].
 */
import Fastify from 'fastify';
import pg from 'pg';

interface Raw {
  /** The page's query; `$1`… are the request's parameters named in `params`. */
  page: string;
  /** A second query run beside it (the counts per status), if the page shows one. */
  counts?: string;
  params?: readonly string[];
}

const FINANCING_ROW = `select l.id, l.code, l.tipo, l.estado_cd, l.cantidad, l.meses, l.tin, l.created_at, l.user_id,
  trim(u.firstname || ' ' || u.lastname) as borrower, l.affiliate_id, a.nombre as affiliate
  from loans l join users u on u.id = l.user_id left join affiliates a on a.id = l.affiliate_id`;
const COUNTS = 'select estado_cd, count(*)::int as n from loans group by estado_cd';
/**
 * The queries; `fold` folds a text column as the finder does (search_fold() where the database
 * has it, lower() before).
 */
export const rawQueries = (fold: (expr: string) => string): Readonly<Record<string, Raw>> => ({
  financingFirst: {
    page: `${FINANCING_ROW} order by l.created_at desc, l.id desc limit 100`,
    counts: COUNTS,
  },
  financingLast: {
    page: `${FINANCING_ROW} order by l.created_at desc, l.id desc limit 100 offset $1`,
    counts: COUNTS,
    params: ['offset'],
  },
  financingText: {
    page: `${FINANCING_ROW} where ${fold('l.code')} like $1 or ${fold("u.firstname || ' ' || u.lastname")} like $1
      or ${fold('u.dni')} like $1 order by l.created_at desc, l.id desc limit 100`,
    counts: `select l.estado_cd, count(*)::int as n from loans l join users u on u.id = l.user_id
      where ${fold('l.code')} like $1 or ${fold("u.firstname || ' ' || u.lastname")} like $1 or ${fold('u.dni')} like $1
      group by l.estado_cd`,
    params: ['pattern'],
  },
  financingAmount: {
    page: `${FINANCING_ROW} order by l.cantidad desc, l.id desc limit 100`,
    counts: COUNTS,
  },
  financingStatus: {
    page: `${FINANCING_ROW} where l.estado_cd = $1 order by l.created_at desc, l.id desc limit 100`,
    counts: COUNTS,
    params: ['status'],
  },
  financingAffiliate: {
    page: `${FINANCING_ROW} where l.affiliate_id = $1::int order by l.created_at desc, l.id desc limit 100`,
    counts: 'select estado_cd, count(*)::int as n from loans where affiliate_id = $1::int group by estado_cd',
    params: ['affiliate'],
  },
  listingFirst: {
    page: `select l.id, l.code, l.estado_cd, trim(u.firstname || ' ' || u.lastname) as borrower, a.nombre as affiliate,
        l.cantidad, l.tin, l.meses, l.created_at
      from loans l join users u on u.id = l.user_id left join affiliates a on a.id = l.affiliate_id
      where l.estado_cd in ('EAM', 'RET', 'AMA', 'AMO') order by l.created_at desc, l.id limit 100`,
    counts: `select count(*)::int as n from loans where estado_cd in ('EAM', 'RET', 'AMA', 'AMO')`,
  },
});

/** Starts the reference server on a free loopback port; prints 'raw listo en <url>'. */
async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const hasFold =
    (await pool.query(`select to_regproc('search_fold') is not null as ok`)).rows[0]?.ok === true;
  const queries = rawQueries((expr) => (hasFold ? `search_fold(${expr})` : `lower(${expr})`));
  const app = Fastify();
  app.get<{ Params: { name: string }; Querystring: Record<string, string> }>(
    '/raw/:name',
    async (request, reply) => {
      const raw = queries[request.params.name];
      if (!raw) return reply.status(404).send({ error: 'no such query' });
      const values = (raw.params ?? []).map((p) => request.query[p] ?? null);
      const [page, counts] = await Promise.all([
        pool.query(raw.page, values),
        raw.counts ? pool.query(raw.counts, values.slice(0, (raw.counts.match(/\$\d/g) ?? []).length)) : null,
      ]);
      return { member: page.rows, counts: counts?.rows ?? null };
    },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`raw listo en ${url}`);
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1]?.endsWith('scaleRaw.ts')) await main();
