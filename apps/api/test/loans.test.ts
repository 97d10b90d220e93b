import {
  advanceAmortization,
  affiliateOpeningFee,
  borrowerInterest,
  collectionsOpeningFee,
  hasAnyRole,
  INSTALLMENT_STATUSES,
  investorOpeningFee,
  LOAN_PHASES,
  loanPhase,
  messages,
  monthlyPayment,
  platformOpeningFee,
  SETTLED_INSTALLMENT_STATUSES,
  scoringView,
} from '@backoffice/domain';
import { LoanControlDetail } from '@backoffice/domain/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuracionAfiliados, loans } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { SEED_TODAY } from '../src/seed/platform';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
let comercialPlus: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // Each restricted demo user gets (as the platform's sales agent) the affiliate of one scraped loan,
  // so the scope and the gate are tested on loans they may open.
  for (const [username, offset] of [
    ['comercial', 0],
    ['comercial-plus', 1],
  ] as const) {
    await t.database.db.execute(sql`
      update affiliates set plataforma_sales_agent_id = (select id from users where username = ${username})
      where id = (select a from (select distinct l.affiliate_id as a from loans l
        where exists (select 1 from bank_scrapes b where b.loan_id = l.id) and l.affiliate_id is not null) x
        order by a offset ${offset} limit 1)`);
  }
  comercial = await affiliatesFor(t, 'comercial');
  comercialPlus = await affiliatesFor(t, 'comercial-plus');
});
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const one = async <T>(q: SQL): Promise<T> => {
  const [r] = await rows<T>(q);
  if (!r) throw new Error('fixture not found');
  return r;
};
const ids = (list: number[]) =>
  sql.join(
    list.map((i) => sql`${i}`),
    sql`, `,
  );
const get = async (who: string, url: string) => call(t, who, 'GET', url);
type Member = Record<string, unknown> & { '@id': string };
const members = (res: { json(): unknown }) => (res.json() as { 'hydra:member': Member[] })['hydra:member'];

/** A loan with scrapes (for borrower and co-borrower unless `cotitular` is false), among the affiliates given. */
async function scrapedLoan(affiliates?: number[], cotitular = true) {
  return one<{ id: number; userId: number }>(sql`
    select l.id, l.user_id as "userId" from loans l
    where exists (select 1 from bank_scrapes b where b.loan_id = l.id and (b.cotitular or ${!cotitular}))
      and exists (select 1 from score_results s where s.loan_id = l.id)
      ${affiliates ? sql`and l.affiliate_id in (${ids(affiliates)})` : sql``}
    order by l.id limit 1`);
}

describe('loan detail', () => {
  it('loanControlDetail: the loan, its links, owner and computed values, and nothing else', async () => {
    const loan = await scrapedLoan();
    const res = await get('micro-admin', `/api/loanControlDetail/${loan.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(LoanControlDetail.properties).sort());
    const db = await one<{ code: string; tipo: string; estado: string; user: number; cob: number | null }>(
      sql`select code, tipo, estado_cd as estado, user_id as user, coborrower_id as cob from loans where id = ${loan.id}`,
    );
    // loans §2: F, B or C and the id zero-padded to 7 digits.
    const prefix = { financiacion: 'F', bnpl: 'B', prestamo: 'C' }[db.tipo];
    expect(body.code).toBe(`${prefix}${String(loan.id).padStart(7, '0')}`);
    expect(body).toMatchObject({
      '@id': `/api/loanControlDetail/${loan.id}`,
      creditId: loan.id,
      estadoCd: db.estado,
      phase: loanPhase(db.estado),
      user: `/api/users/${db.user}`,
      coborrower: `/api/users/${db.cob}`,
    });
    expect(body.asnef).toMatch(/^\/api\/asnefs\/\d+$/);
    expect(body.accountIban).toMatch(/^ES\d{22}$/);
    expect(body.computed.monthlyPayment).toBeGreaterThan(0);
    expect(body.computed.borrowerOpeningFee.total).toBeCloseTo(
      body.computed.borrowerOpeningFee.investor + body.computed.borrowerOpeningFee.platform,
      2,
    );
    expect((await get('micro-admin', '/api/loanControlDetail/999999')).statusCode).toBe(404);
    const bad = await get('micro-admin', '/api/loanControlDetail/abc');
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().error).toBe('string');
  });

  it("the header's computed values (loans §3) are the domain's economics of the loan and its plan", async () => {
    // A loan whose affiliate has a plan for the loan's term, with an interest and both opening fees.
    const pick = await one<{ id: number }>(sql`
      select l.id from loans l join configuracion_afiliados c on c.affiliate_id = l.affiliate_id and c.meses = l.meses
      where coalesce(l.p_tin_i, l.tin, 0) > 0 and c.p_ca_i > 0 and c.a_ca_i > 0 order by l.id limit 1`);
    const { db } = t.database;
    const [l] = await db.select().from(loans).where(eq(loans.id, pick.id));
    if (!l?.affiliateId) throw new Error('fixture not found');
    const [plan] = await db
      .select()
      .from(configuracionAfiliados)
      .where(
        and(eq(configuracionAfiliados.affiliateId, l.affiliateId), eq(configuracionAfiliados.meses, l.meses)),
      )
      .orderBy(asc(configuracionAfiliados.id))
      .limit(1);
    const investorRate = l.pTinI ?? l.tin ?? 0;
    const borrowerRate = borrowerInterest(investorRate, l.pTinZ ?? 0);
    const res = await get('micro-admin', `/api/loanControlDetail/${l.id}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().computed;
    expect(c.borrowerOpeningFee.investor).toBeCloseTo(investorOpeningFee(l.cantidad, plan), 2);
    expect(c.borrowerOpeningFee.platform).toBeCloseTo(platformOpeningFee(l.cantidad, plan), 2);
    expect(c.affiliateOpeningFee.investor).toBeCloseTo(affiliateOpeningFee(l.cantidad, plan), 2);
    expect(c.affiliateOpeningFee.platform).toBeCloseTo(Number(l.aCcZ ?? 0), 2);
    expect(c.cobrosOpeningFee.investor).toBeCloseTo(collectionsOpeningFee(l.cantidad, plan), 2);
    expect(c.cobrosOpeningFee.platform).toBeCloseTo(Number(l.aCtZ ?? 0), 2);
    for (const fee of [c.borrowerOpeningFee, c.affiliateOpeningFee, c.cobrosOpeningFee])
      expect(fee.total).toBeCloseTo(fee.investor + fee.platform, 2);
    expect(c.borrowerOpeningFee.investor).toBeGreaterThan(0);
    expect(c.affiliateOpeningFee.investor).toBeGreaterThan(0);
    // loans §9: borrower interest = investor rate + product rate; the annuity on it.
    expect(c.interest).toEqual({
      borrower: borrowerRate,
      investor: Number(investorRate),
      platform: Number(l.pTinZ ?? 0),
    });
    expect(c.interest.borrower).toBeGreaterThan(c.interest.investor);
    expect(c.monthlyPayment).toBeCloseTo(monthlyPayment(l.cantidad, borrowerRate, l.meses), 2);
    expect(c.monthlyPayment).toBeGreaterThan(Number(l.cantidad) / l.meses);
  });

  it("amaId and the AMA link name the loan's latest active advance amortization (loans §3); none without one", async () => {
    const withAma = await one<{ id: number }>(
      sql`select loan_id as id from amortizations where active group by loan_id order by loan_id limit 1`,
    );
    const active = members(
      await get('micro-admin', `/api/amortizations/?idFinanciacion=${withAma.id}&active=1`),
    );
    const body = (await get('micro-admin', `/api/loanControlDetail/${withAma.id}`)).json();
    expect(body.amaId).toBe(active[0]?.id);
    expect(body.ama).toBe(active[0]?.['@id']);
    const without = await one<{ id: number }>(
      sql`select l.id from loans l where not exists (select 1 from amortizations a where a.loan_id = l.id and a.active)
        order by l.id limit 1`,
    );
    expect((await get('micro-admin', `/api/loanControlDetail/${without.id}`)).json()).toMatchObject({
      amaId: null,
      ama: null,
    });
  });

  it('GET /api/creditos/{id} reads the flags, demandaJudicial, visibleRecobro and cancelledByAffiliate', async () => {
    const loan = await scrapedLoan();
    const flags = { t30: true, t60: false, t90: false, morosity: true, maturity: false, fraud: false };
    await t.database.db.execute(sql`
      update loans set flags = ${JSON.stringify(flags)}::jsonb, demanda_judicial = true, visible_recobro = false,
        cancelled_by_affiliate = true where id = ${loan.id}`);
    const res = await get('recobro', `/api/creditos/${loan.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      '@id': `/api/creditos/${loan.id}`,
      flags,
      demandaJudicial: true,
      visibleRecobro: false,
      cancelledByAffiliate: true,
    });
    await t.database.db.execute(sql`
      update loans set flags = '{}'::jsonb, demanda_judicial = false, visible_recobro = true,
        cancelled_by_affiliate = false where id = ${loan.id}`);
    expect((await get('recobro', `/api/creditos/${loan.id}`)).json()).toMatchObject({
      flags: {},
      demandaJudicial: false,
      visibleRecobro: true,
      cancelledByAffiliate: false,
    });
    expect((await get('ventas', `/api/creditos/${loan.id}`)).statusCode).toBe(403);
  });

  it("the borrower's reads of the Prestatario and Documentos tabs, by the loan's own links", async () => {
    const loan = await scrapedLoan();
    const detail = (await get('micro-admin', `/api/loanControlDetail/${loan.id}`)).json();
    const wallet = await get('micro-admin', `${detail.user}/walletLWBalance`);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toMatchObject({
      balance: expect.any(Number),
      plataformaPayments: expect.any(Number),
    });
    const status = await get(
      'micro-admin',
      `/api/tools/accountLWStatus/${String(detail.account).split('/').pop()}`,
    );
    expect(status.statusCode).toBe(200);
    expect(status.json()).toHaveProperty('ibanValidadoLw');
    const methods = await get('micro-admin', `${detail.user}/payment_methods?limit=1000`);
    const methodsN = await one<{ n: number }>(
      sql`select count(*)::int as n from payment_methods where user_id = ${loan.userId}`,
    );
    expect(members(methods)).toHaveLength(methodsN.n);
    const docs = await get('micro-admin', `${detail.user}/documentsList`);
    expect(docs.statusCode).toBe(200);
    expect(Array.isArray(docs.json()['hydra:member'])).toBe(true);
  });

  it('status history newest first, ending at the current status; investments and investors', async () => {
    const loan = await one<{ id: number; estado: string }>(
      sql`select l.id, l.estado_cd as estado from loans l where l.estado_cd = 'AMO' and exists (select 1 from investments i where i.loan_id = l.id) order by l.id limit 1`,
    );
    const h = members(await get('risk', `/api/creditos/${loan.id}/statusHistoryList`));
    expect(h.length).toBeGreaterThan(1);
    expect(h[0]?.finalState).toBe(loan.estado);
    const dates = h.map((e) => Date.parse(e.date as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const inv = members(await get('be', `/api/creditos/${loan.id}/inversiones`));
    const sum = await one<{ total: number; n: number }>(
      sql`select coalesce(sum(amount), 0)::float8 as total, count(*)::int as n from investments where loan_id = ${loan.id}`,
    );
    expect(inv).toHaveLength(sum.n);
    expect(inv.reduce((s, i) => s + (i.amount as number), 0)).toBeCloseTo(sum.total, 2);
    const investors = members(await get('be', `/api/creditos/${loan.id}/investorsList`));
    expect(investors.reduce((s, i) => s + (i.amount as number), 0)).toBeCloseTo(sum.total, 2);
    expect(investors.every((i) => /^\/api\/inversores\/\d+$/.test(i['@id']))).toBe(true);
  });

  it('cuotas: every component; activa=1 leaves AN out; pagination=false gives every row', async () => {
    const loan = await one<{ id: number; n: number; an: number }>(sql`
      select loan_id as id, count(*)::int as n, count(*) filter (where estado_cd = 'AN')::int as an
      from installments group by loan_id having count(*) filter (where estado_cd = 'AN') > 0 and count(*) > 30
      order by loan_id limit 1`);
    const all = await get('recobro', `/api/creditos/${loan.id}/cuotas?pagination=false`);
    expect(members(all)).toHaveLength(loan.n);
    expect(all.json()['hydra:view']['hydra:next']).toBeUndefined();
    const active = await get('recobro', `/api/creditos/${loan.id}/cuotas?activa=1&pagination=false`);
    const act = members(active);
    expect(act).toHaveLength(loan.n - loan.an);
    expect(act.some((c) => c.estadoCd === 'AN')).toBe(false);
    for (const k of [
      'pPrI',
      'pTinI',
      'pTinDI',
      'pCaI',
      'pCdI',
      'pBeI',
      'pTinZ',
      'pTinDZ',
      'pCaZ',
      'aCaI',
      'aCaZ',
    ])
      expect(typeof act[0]?.[k]).toBe('number');
    const numbers = act.map((c) => c.numero as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Paged: 30 a page with a next link.
    const paged = await get('recobro', `/api/creditos/${loan.id}/cuotas?itemsPerPage=30`);
    expect(members(paged)).toHaveLength(30);
    expect(paged.json()['hydra:view']['hydra:next']).toContain('page=2');
  });

  it('the seed has every installment status, and every status of every phase of the three types', async () => {
    const st = await rows<{ s: string }>(sql`select distinct estado_cd as s from installments`);
    expect(st.map((r) => r.s).sort()).toEqual(Object.keys(INSTALLMENT_STATUSES).sort());
    const combos = await one<{ n: number }>(
      sql`select count(distinct (tipo, estado_cd))::int as n from loans where tipo in ('financiacion', 'bnpl', 'prestamo')`,
    );
    const statuses = Object.values(LOAN_PHASES).flatMap((p) => p.states).length;
    expect(combos.n).toBe(statuses * 3);
    // Investors only on funded loans: none still in application, study or capture.
    const early = [...LOAN_PHASES.FC.states, ...LOAN_PHASES.FS.states, ...LOAN_PHASES.FE.states];
    const unfunded = await one<{ n: number }>(
      sql`select count(*)::int as n from investments i join loans l on l.id = i.loan_id where l.estado_cd in (${sql.join(
        early.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    expect(unfunded.n).toBe(0);
    const coborrowers = await one<{ n: number }>(
      sql`select count(*)::int as n from loans where coborrower_id is not null`,
    );
    expect(coborrowers.n).toBeGreaterThan(10);
  });
});

describe('JSON-LD', () => {
  it('every loan read names a context the API serves', async () => {
    const loan = await scrapedLoan();
    const scrape = await one<{ id: number }>(
      sql`select id from bank_scrapes where loan_id = ${loan.id} limit 1`,
    );
    const account = await one<{ id: number }>(
      sql`select id from bank_scrape_accounts where scrape_id = ${scrape.id} limit 1`,
    );
    const asnef = await one<{ id: number }>(sql`select id from asnefs where loan_id = ${loan.id} limit 1`);
    const urls = [
      `/api/loanControlDetail/${loan.id}`,
      ...[
        'statusHistoryList',
        'inversiones',
        'investorsList',
        'cuotas',
        'score_results',
        'ins_resumens',
        'ins_scrape_reports',
        'killers',
      ].map((s) => `/api/creditos/${loan.id}/${s}`),
      `/api/ins_scrape_reports/${scrape.id}/ins_cuentas`,
      `/api/ins_cuentas/${account.id}/ins_trans`,
      `/api/ins_cuentas/${account.id}/ins_titulars`,
      `/api/asnefs/${asnef.id}`,
      '/api/configuracions',
      `/api/amortizations?idFinanciacion=${loan.id}`,
      `/api/operations?idFinanciacion=${loan.id}`,
      `/api/pay_methods?idFinanciacion=${loan.id}`,
      '/api/banks?entityCode=0049',
      '/api/financiaciones',
      '/api/cuotas',
      '/api/amas',
    ];
    for (const url of urls) {
      const res = await get('micro-admin', url);
      expect(res.statusCode, url).toBe(200);
      const ctx = await get('micro-admin', res.json()['@context']);
      expect(ctx.statusCode, `${url} → ${res.json()['@context']}`).toBe(200);
    }
  });
});

describe('the scoring gate (loans §6), for every one of the 13 roles', () => {
  it('full view: every scrape with its score; others: only the latest successful report, no score', async () => {
    const anyLoan = await scrapedLoan();
    const outcomes: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const roles = [`ROLE_${account.role}`];
      const own =
        account.username === 'comercial'
          ? comercial.mine
          : account.username === 'comercial-plus'
            ? comercialPlus.mine
            : undefined;
      const loan = own ? await scrapedLoan(own, false) : anyLoan;
      const reads = hasAnyRole(roles, [
        'ROLE_COMERCIAL',
        'ROLE_MICRO_ADMIN',
        'ROLE_RECOBRO',
        'ROLE_RISK',
        'ROLE_BE',
      ]);
      const full = scoringView(roles) === 'full';
      const base = `/api/creditos/${loan.id}`;
      const score = await get(account.username, `${base}/score_results?pagination=false`);
      const killers = await get(account.username, `${base}/killers`);
      const summaries = await get(account.username, `${base}/ins_resumens`);
      const reports = await get(account.username, `${base}/ins_scrape_reports`);
      const all = await rows<{ id: number; status: string; cotitular: boolean }>(
        sql`select id, status, cotitular from bank_scrapes where loan_id = ${loan.id} order by created_at desc, id desc`,
      );
      const latest = [false, true].map(
        (cot) => all.find((s) => s.cotitular === cot && s.status === 'ok')?.id,
      );
      const older = all.find((s) => !latest.includes(s.id)) as { id: number };
      const olderAccounts = await get(account.username, `/api/ins_scrape_reports/${older.id}/ins_cuentas`);
      const latestAccounts = await get(account.username, `/api/ins_scrape_reports/${latest[0]}/ins_cuentas`);
      // An account of each scrape: its transactions and holders follow the same gate.
      const accountOf = async (scrape: number | undefined) =>
        (
          await one<{ id: number }>(
            sql`select id from bank_scrape_accounts where scrape_id = ${scrape} order by id limit 1`,
          )
        ).id;
      const [olderAccount, latestAccount] = [await accountOf(older.id), await accountOf(latest[0])];
      const accountReads = [
        `/api/ins_cuentas/${olderAccount}/ins_trans?page=1`,
        `/api/ins_cuentas/${olderAccount}/ins_titulars`,
        `/api/ins_cuentas/${latestAccount}/ins_trans?page=1`,
        `/api/ins_cuentas/${latestAccount}/ins_titulars`,
      ];
      const accountCodes: number[] = [];
      for (const url of accountReads) accountCodes.push((await get(account.username, url)).statusCode);
      const got = [
        score.statusCode,
        killers.statusCode,
        summaries.statusCode,
        reports.statusCode,
        olderAccounts.statusCode,
        latestAccounts.statusCode,
        ...accountCodes,
      ].join(',');
      const expected = full
        ? '200,200,200,200,200,200,200,200,200,200'
        : reads
          ? '403,403,403,200,403,200,403,403,200,200'
          : '403,403,403,403,403,403,403,403,403,403';
      if (got !== expected) outcomes.push(`${account.role}: ${got} (expected ${expected})`);
      if (full) {
        expect(members(score).length, account.role).toBeGreaterThan(0);
        expect(members(killers).length, account.role).toBeGreaterThan(0);
        expect(members(reports).map((r) => r.id)).toEqual(all.map((s) => s.id));
        expect(reports.json().scoringView).toBe('full');
        expect(
          members(reports)
            .filter((r) => r.status === 'ok')
            .every((r) => r.score !== null),
        ).toBe(true);
      } else if (reads) {
        const visible = members(reports);
        expect(visible.map((r) => r.id).sort()).toEqual(latest.filter((x) => x !== undefined).sort());
        expect(visible.every((r) => r.score === null && r.latest === true && r.successful === true)).toBe(
          true,
        );
        expect(reports.json().scoringView).toBe('latestScrape');
        expect(score.json().error).toBe(messages.auth.forbidden);
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000);
});

describe('scrape accounts, transactions and holders', () => {
  it('pages the transactions through the hydra:next link, newest first, every row once', async () => {
    const acc = await one<{ id: number; n: number }>(sql`
      select a.id, count(t.id)::int as n from bank_scrape_accounts a join bank_scrape_transactions t on t.account_id = a.id
      group by a.id having count(t.id) >= 100 order by a.id limit 1`);
    let url: string | undefined = `/api/ins_cuentas/${acc.id}/ins_trans?page=1`;
    const seen: Member[] = [];
    let pages = 0;
    while (url) {
      const res = await get('risk', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()['hydra:totalItems']).toBe(acc.n);
      seen.push(...members(res));
      url = res.json()['hydra:view']['hydra:next'];
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(acc.n / 30));
    expect(new Set(seen.map((s) => s['@id'])).size).toBe(acc.n);
    const dates = seen.map((s) => s.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(seen.every((s) => typeof s.tag === 'string')).toBe(true);
    const months = new Set(dates.map((d) => d.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
  });

  it('accounts of a scrape (iban, account, principals, ready) and their holders; the borrower owns one', async () => {
    const loan = await scrapedLoan();
    const reports = members(await get('micro-admin', `/api/creditos/${loan.id}/ins_scrape_reports`));
    const latest = reports.find((r) => r.latest && r.cotitular === false) as Member;
    const accounts = members(await get('micro-admin', latest.insCuentas as string));
    expect(accounts.length).toBe(latest.accounts);
    expect(accounts[0]).toMatchObject({ ready: expect.any(Boolean), principals: expect.any(Array) });
    const detail = (await get('micro-admin', `/api/loanControlDetail/${loan.id}`)).json();
    // loans §2: owned by the borrower when the last 4 characters of the iban match.
    const last4 = (detail.accountIban as string).slice(-4);
    expect(accounts.some((a) => typeof a.iban === 'string' && a.iban.slice(-4) === last4)).toBe(true);
    const holders = members(await get('micro-admin', accounts[0]?.insTitulars as string));
    expect(holders[0]).toMatchObject({ main: true, name: detail.borrowerName });
    expect((await get('micro-admin', '/api/ins_cuentas/999999/ins_titulars')).statusCode).toBe(404);
  });
});

describe('the COMERCIAL scope', () => {
  it('a loan of another affiliate is 403 on every read; an unknown one 404', async () => {
    const foreign = await scrapedLoan(comercial.others, false);
    const scrape = await one<{ id: number }>(
      sql`select id from bank_scrapes where loan_id = ${foreign.id} limit 1`,
    );
    for (const url of [
      `/api/loanControlDetail/${foreign.id}`,
      `/api/creditos/${foreign.id}/cuotas?activa=1&pagination=false`,
      `/api/creditos/${foreign.id}/statusHistoryList`,
      `/api/creditos/${foreign.id}/inversiones`,
      `/api/creditos/${foreign.id}/ins_scrape_reports`,
      `/api/ins_scrape_reports/${scrape.id}/ins_cuentas`,
      `/api/checkAsnef/${foreign.id}`,
      `/api/amountAdvancedAmortization/${foreign.id}`,
      `/api/amortizations?idFinanciacion=${foreign.id}`,
      `/api/operations?idFinanciacion=${foreign.id}`,
      `/api/pay_methods?idFinanciacion=${foreign.id}&limit=1000`,
    ]) {
      const res = await get('comercial', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe(messages.auth.forbidden);
    }
    expect((await get('comercial', '/api/loanControlDetail/999999')).statusCode).toBe(404);
    const mine = await scrapedLoan(comercial.mine, false);
    expect((await get('comercial', `/api/loanControlDetail/${mine.id}`)).statusCode).toBe(200);
  });

  it('the financing list of a COMERCIAL holds only the loans of their affiliates', async () => {
    const res = await get('comercial', '/api/financiaciones');
    expect(res.statusCode).toBe(200);
    const expected = await one<{ n: number }>(
      sql`select count(*)::int as n from loans where affiliate_id in (${ids(comercial.mine)})`,
    );
    expect(res.json()['hydra:totalItems']).toBe(expected.n);
    const mine = new Set(comercial.mine.map((id) => `/api/afiliados/${id}`));
    expect(members(res).every((l) => mine.has(l.afiliado as string))).toBe(true);
  });
});

describe('ASNEF, advance amortization, configuration, amortizations, operations, pay methods, banks', () => {
  it('checkAsnef links the latest check, then the asnef resource', async () => {
    const loan = await scrapedLoan();
    const check = await get('be', `/api/checkAsnef/${loan.id}`);
    expect(check.statusCode).toBe(200);
    const latest = await one<{ id: number }>(
      sql`select id from asnefs where loan_id = ${loan.id} order by checked_at desc, id desc limit 1`,
    );
    expect(check.json().asnef).toBe(`/api/asnefs/${latest.id}`);
    const asnef = await get('be', check.json().asnef);
    expect(asnef.json()).toMatchObject({ id: latest.id, credito: `/api/creditos/${loan.id}` });
    expect(typeof asnef.json().unpaidBalance).toBe('number');
  });

  it('the AMA amount: pending principal, interest since the last due date, the commission', async () => {
    const loan = await one<{ id: number; tin: number }>(sql`
      select l.id, coalesce(l.tin, 0)::float8 as tin from loans l
      where l.estado_cd = 'AMO' and coalesce(l.tin, 0) > 0 and exists (select 1 from installments i where i.loan_id = l.id)
      order by l.id limit 1`);
    const date = SEED_TODAY;
    const inst = await rows<{ estado: string; fecha: string; principal: number }>(
      sql`select estado_cd as estado, fecha_cobro::text as fecha, principal::float8 as principal from installments where loan_id = ${loan.id}`,
    );
    const settled = new Set<string>(SETTLED_INSTALLMENT_STATUSES);
    const pending = inst.filter((i) => !settled.has(i.estado));
    const lastDue = inst
      .map((i) => i.fecha)
      .filter((d) => d <= date)
      .sort()
      .pop() as string;
    const want = advanceAmortization({
      pendingPrincipal: pending.reduce((s, i) => s + i.principal, 0),
      annualRatePct: loan.tin,
      daysAccrued: Math.round((Date.parse(date) - Date.parse(lastDue)) / 86_400_000),
      monthsLeft: pending.filter((i) => i.fecha > date).length,
    });
    const res = await get(
      'micro-admin',
      `/api/amountAdvancedAmortization/${loan.id}?borrower=1&date=${date}&noService=`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...want, creditId: loan.id, date, borrower: true, noService: false });
    expect(want.fee).toBeGreaterThan(0);
    const noFee = (
      await get(
        'micro-admin',
        `/api/amountAdvancedAmortization/${loan.id}?borrower=0&date=${date}&noService=1`,
      )
    ).json();
    expect(noFee).toMatchObject({ fee: 0, borrower: false, total: want.principal + want.interest });
    const badDate = await get('micro-admin', `/api/amountAdvancedAmortization/${loan.id}?date=ayer`);
    expect(badDate.statusCode).toBe(400);

    const sim = `/api/tools/microadmin/advanceAmortizationSimulation/${loan.id}`;
    const plain = await get('micro-admin', sim);
    expect(plain.json()).toMatchObject({ cancellation: false, consumedAmount: null });
    expect(plain.json().total).toBeGreaterThan(plain.json().principal);
    const cancel = await get('micro-admin', `${sim}?cancellation=1&consumedAmount=100.5`);
    expect(cancel.json()).toMatchObject({
      cancellation: true,
      consumedAmount: 100.5,
      interest: 0,
      fee: 0,
      total: 100.5,
    });
    expect((await get('micro-admin', `${sim}?cancellation=1`)).statusCode).toBe(400);
    expect((await get('comercial', sim)).statusCode).toBe(403);
  });

  it('configuration, amortizations (active), operations, pay methods and banks by entity code', async () => {
    const conf = members(await get('risk', '/api/configuracions'));
    expect(conf.length).toBeGreaterThan(5);
    const ama = await one<{ id: number; n: number; active: number }>(sql`
      select loan_id as id, count(*)::int as n, count(*) filter (where active)::int as active from amortizations
      group by loan_id having count(*) filter (where not active) > 0 order by loan_id limit 1`);
    expect(members(await get('micro-admin', `/api/amortizations/?idFinanciacion=${ama.id}`))).toHaveLength(
      ama.n,
    );
    const active = members(await get('micro-admin', `/api/amortizations/?idFinanciacion=${ama.id}&active=1`));
    expect(active).toHaveLength(ama.active);
    expect(active.every((a) => a.active === true)).toBe(true);
    expect((await get('micro-admin', '/api/amortizations')).statusCode).toBe(400);
    const ops = members(await get('micro-admin', `/api/operations/?idFinanciacion=${ama.id}`));
    const opsN = await one<{ n: number }>(
      sql`select count(*)::int as n from loan_operations where loan_id = ${ama.id}`,
    );
    expect(ops).toHaveLength(opsN.n);
    const pm = members(await get('micro-admin', `/api/pay_methods?idFinanciacion=${ama.id}&limit=1000`));
    const pmN = await one<{ n: number }>(
      sql`select count(*)::int as n from payment_methods where loan_id = ${ama.id}`,
    );
    expect(pm).toHaveLength(pmN.n);
    expect(pm[0]).toMatchObject({
      enabled: expect.any(Boolean),
      invalid: expect.any(Boolean),
      invalidType: expect.any(Boolean),
    });

    // loans §5: the entity code is characters 5 to 8 of the IBAN.
    const loan = await scrapedLoan();
    const detail = (await get('micro-admin', `/api/loanControlDetail/${loan.id}`)).json();
    const code = (detail.accountIban as string).slice(4, 8);
    const bank = members(await get('micro-admin', `/api/banks?entityCode=${code}`));
    expect(bank).toHaveLength(1);
    expect(bank[0]).toMatchObject({ entityCode: code, name: expect.any(String) });
    expect(members(await get('micro-admin', '/api/banks?entityCode=0049'))[0]?.name).toBe('Banco Santander');
    expect((await get('micro-admin', '/api/banks?entityCode=49')).statusCode).toBe(400);
  });

  it('checkParameters with type loan gives the loan and user links', async () => {
    const loan = await scrapedLoan();
    const res = await call(t, 'be', 'POST', '/api/tools/checkParameters', { id: loan.id, type: 'loan' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loan: `/api/creditos/${loan.id}`, user: `/api/users/${loan.userId}` });
  });
});

describe('the financing list', () => {
  it('pages of 100 with a next link, and counts per phase', async () => {
    const total = await one<{ n: number }>(sql`select count(*)::int as n from loans`);
    const p1 = await get('micro-admin', '/api/financiaciones');
    expect(members(p1)).toHaveLength(Math.min(100, total.n));
    expect(p1.json()['hydra:totalItems']).toBe(total.n);
    expect(p1.json()['hydra:view']['hydra:next']).toBe('/api/financiaciones?page=2');
    const p2 = await get('micro-admin', p1.json()['hydra:view']['hydra:next']);
    expect(members(p2)).toHaveLength(total.n - 100);
    const counts = p1.json().phaseCounts as Record<string, number>;
    expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(total.n);
    const fa = await get('micro-admin', '/api/financiaciones?phase=FA');
    expect(fa.json()['hydra:totalItems']).toBe(counts.FA);
    expect(members(fa).every((l) => l.phase === 'FA')).toBe(true);
  });

  it('filters by status, type, affiliate; text on code and borrower; ranges include both bounds', async () => {
    const l = await one<{
      id: number;
      code: string;
      tipo: string;
      estado: string;
      aff: number;
      cantidad: string;
      day: string;
      last: string;
    }>(
      sql`select l.id, l.code, l.tipo, l.estado_cd as estado, l.affiliate_id as aff, l.cantidad::text as cantidad,
        to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, split_part(u.lastname, ' ', 1) as last
        from loans l join users u on u.id = l.user_id order by l.id desc limit 1`,
    );
    const q = async (query: string) => {
      const res = await get('micro-admin', `/api/financiaciones?${query}`);
      expect(res.statusCode, query).toBe(200);
      return members(res);
    };
    expect((await q(`estadoCd=${l.estado}&tipo=${l.tipo}&afiliado=${l.aff}`)).map((m) => m.id)).toContain(
      l.id,
    );
    expect((await q(`estadoCd=${l.estado}`)).every((m) => m.estadoCd === l.estado)).toBe(true);
    expect((await q(`q=${l.code}`)).map((m) => m.id)).toEqual([l.id]);
    expect((await q(`q=${encodeURIComponent(l.last)}`)).map((m) => m.id)).toContain(l.id);
    // A row exactly on each bound is included.
    const amount = await q(`cantidad[gte]=${l.cantidad}&cantidad[lte]=${l.cantidad}`);
    expect(amount.map((m) => m.id)).toContain(l.id);
    expect(amount.every((m) => m.cantidad === Number(l.cantidad))).toBe(true);
    const day = await q(`createdAt[after]=${l.day}&createdAt[before]=${l.day}`);
    expect(day.map((m) => m.id)).toContain(l.id);
    expect(day.every((m) => (m.createdAt as string).startsWith(l.day))).toBe(true);
  });

  it('filters by sales agent; BE reads the financing list but not the installments or AMA lists (loans §6)', async () => {
    const agent = await one<{ id: number; n: number }>(sql`
      select sales_agent_id as id, count(*)::int as n from loans where sales_agent_id is not null
      group by sales_agent_id order by count(*) desc, sales_agent_id limit 1`);
    const res = await get('micro-admin', `/api/financiaciones?salesAgent=${agent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()['hydra:totalItems']).toBe(agent.n);
    expect(members(res).every((l) => String(l.salesAgent).endsWith(`/${agent.id}`))).toBe(true);
    expect((await get('be', '/api/financiaciones')).statusCode).toBe(200);
    for (const url of ['/api/cuotas', '/api/amas', '/api/creditos/dashboard']) {
      const denied = await get('be', url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().error).toBe(messages.auth.forbidden);
    }
  });

  it('orders on the declared columns; an unknown order or filter is a 400 in Spanish', async () => {
    const asc = members(await get('micro-admin', '/api/financiaciones?order[cantidad]=asc'));
    const amounts = asc.map((m) => m.cantidad as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = members(await get('micro-admin', '/api/financiaciones?order[createdAt]=desc'));
    const dates = desc.map((m) => m.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const badOrder = await get('micro-admin', '/api/financiaciones?order[password]=asc');
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().error).toBe(messages.lists.unknownOrder('password'));
    const badFilter = await get('micro-admin', '/api/financiaciones?color=rojo');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error).toBe(messages.lists.badFilter('color'));
    expect((await get('micro-admin', '/api/financiaciones?phase=XX')).statusCode).toBe(400);
    expect((await get('micro-admin', '/api/financiaciones?cantidad[gte]=mucho')).statusCode).toBe(400);
    expect((await get('recobro', '/api/financiaciones')).statusCode).toBe(403);
  });
});

describe('the installments and AMA lists', () => {
  it('installments: no AN, order and inclusive date range; AMA: active filter', async () => {
    const res = await get('micro-admin', '/api/cuotas?order[fechaCobro]=asc');
    expect(res.statusCode).toBe(200);
    const list = members(res);
    expect(list).toHaveLength(100);
    expect(list.some((c) => c.estadoCd === 'AN')).toBe(false);
    const dates = list.map((c) => c.fechaCobro as string);
    expect(dates).toEqual([...dates].sort());
    const d = dates[0] as string;
    const onDay = members(
      await get('micro-admin', `/api/cuotas?fechaCobro[after]=${d}&fechaCobro[before]=${d}`),
    );
    expect(onDay.length).toBeGreaterThan(0);
    expect(onDay.every((c) => c.fechaCobro === d)).toBe(true);
    expect(
      list.filter((c) => ['RE', 'GT', 'DV', 'FR'].includes(c.estadoCd as string)).every((c) => c.overdue),
    ).toBe(true);
    const amas = await get('comercial', '/api/amas?active=1');
    expect(amas.statusCode).toBe(200);
    expect(members(amas).every((a) => a.active === true)).toBe(true);
    expect((await get('risk', '/api/cuotas')).statusCode).toBe(403);
    expect((await get('micro-admin', '/api/amas?order[nombre]=asc')).statusCode).toBe(400);
  });
});
