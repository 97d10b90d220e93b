import { hasAnyRole, investorName, messages } from '@backoffice/domain';
import { InvestorDetail, InvestorPreferences } from '@backoffice/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const one = async <T>(q: SQL): Promise<T> => {
  const [r] = await rows<T>(q);
  if (!r) throw new Error('fixture not found');
  return r;
};
type Member = Record<string, unknown> & { '@id': string };
const members = (res: { json(): unknown }) => (res.json() as { 'hydra:member': Member[] })['hydra:member'];
/** A MICRO_ADMIN's call; a PUT as a form sends it (with the If-Match of the record it loaded). */
const micro = (method: string, url: string, body?: unknown) =>
  method === 'PUT' ? save(t, 'micro-admin', url, body) : call(t, 'micro-admin', method, url, body);

interface Inv {
  id: number;
  userId: number;
  prefs: number;
  legal: boolean;
  company: string | null;
  firstname: string;
  lastname: string;
  status: string;
  accreditation: boolean;
}
const investorWhere = (where: SQL) =>
  one<Inv>(sql`select i.id, i.user_id as "userId", p.id as prefs, i.legal_person as legal, i.company_name as company,
    u.firstname, u.lastname, i.status, i.accreditation
    from investors i join users u on u.id = i.user_id join investor_preferences p on p.investor_id = i.id
    where ${where} order by i.id limit 1`);

/** The investor screen's calls (loans §7 "Investor-detail calls"), for one investor. */
function readCalls(inv: Inv) {
  return [
    ['POST', '/api/tools/checkParameters', { id: inv.id, type: 'investor' }],
    ['GET', `/api/inversores/${inv.id}`],
    ['GET', `/api/investor_preferences/${inv.prefs}`],
    ['GET', `/api/inversores/${inv.id}/accreditation`],
    ['GET', `/api/users/${inv.userId}/monederoDetail`],
    ['GET', `/api/users/${inv.userId}/inversionesList`],
    ['GET', `/api/users/${inv.userId}/statusHistoryList`],
    ['PUT', `/api/inversores/${inv.id}`, { position: 'Gerente' }, { 'if-match': '*' }],
    ['PUT', `/api/investor_preferences/${inv.prefs}`, { points: 10 }, { 'if-match': '*' }],
    ['PUT', `/api/inversores/${inv.id}/status`, { status: inv.status }],
  ] as const;
}

describe('investor detail: access (loans §6: MICRO_ADMIN and the roles including it, on every call)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    const inv = await investorWhere(sql`true`);
    const allowed = hasAnyRole([`ROLE_${role}`], ['ROLE_MICRO_ADMIN']);
    for (const [method, url, body, headers] of readCalls(inv)) {
      const res = await call(t, username, method, url, body, headers);
      expect([url, res.statusCode]).toEqual([url, allowed ? 200 : 403]);
      if (!allowed) expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('without a token every call is a 401', async () => {
    const inv = await investorWhere(sql`true`);
    for (const [method, url, body] of readCalls(inv)) {
      const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('checkParameters with type investor', () => {
  it('answers the links the screen loads next, and the name of loans §3', async () => {
    const inv = await investorWhere(sql`i.affiliate_id is not null`);
    const res = await micro('POST', '/api/tools/checkParameters', { id: String(inv.id), type: 'investor' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const aff = await one<{ id: number; nombre: string }>(
      sql`select a.id, a.nombre from affiliates a join investors i on i.affiliate_id = a.id where i.id = ${inv.id}`,
    );
    expect(body).toMatchObject({
      type: 'investor',
      id: inv.id,
      investor: `/api/inversores/${inv.id}`,
      user: `/api/users/${inv.userId}`,
      preferences: `/api/investor_preferences/${inv.prefs}`,
      afiliado: `/api/afiliados/${aff.id}`,
      afiliadoName: aff.nombre,
      name: inv.legal && inv.company ? inv.company : `${inv.firstname} ${inv.lastname}`,
      status: inv.status,
    });
  });

  it("a missing investor is a 404 (the admin's notFound), an unknown type a 400", async () => {
    const missing = await micro('POST', '/api/tools/checkParameters', { id: 999_999, type: 'investor' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(messages.notFound.investor);
    const bad = await micro('POST', '/api/tools/checkParameters', { id: 1, type: 'inversor' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the investor resource', () => {
  it('identity, personal and contact data; the name is the business name of a legal person, else first and last', async () => {
    for (const where of [sql`i.legal_person`, sql`not i.legal_person`]) {
      const inv = await investorWhere(where);
      const res = await micro('GET', `/api/inversores/${inv.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(InvestorDetail.properties).sort());
      expect(body.name).toBe(inv.legal ? inv.company : `${inv.firstname} ${inv.lastname}`);
      expect(body.name).toBe(investorName(body));
      expect(body).toMatchObject({
        user: `/api/users/${inv.userId}`,
        preferences: `/api/investor_preferences/${inv.prefs}`,
        accreditation: inv.accreditation,
        accreditationResource: `/api/inversores/${inv.id}/accreditation`,
      });
    }
    expect((await micro('GET', '/api/inversores/999999')).statusCode).toBe(404);
  });

  it('the accreditation resource reads accepted', async () => {
    for (const flag of [true, false]) {
      const inv = await investorWhere(sql`i.accreditation = ${flag}`);
      const res = await micro('GET', `/api/inversores/${inv.id}/accreditation`);
      expect(res.json()).toMatchObject({ accepted: flag, investor: `/api/inversores/${inv.id}` });
    }
  });

  it('inline edit: PUT with the field, validated with the domain (e-mail, DNI/NIE), in one audited write', async () => {
    const inv = await investorWhere(sql`not i.legal_person`);
    const bad = await micro('PUT', `/api/inversores/${inv.id}`, { email: 'no-es-un-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(messages.validation.emailInvalid);
    const badDni = await micro('PUT', `/api/inversores/${inv.id}`, { dni: '12345678A' });
    expect(badDni.statusCode).toBe(400);
    expect(badDni.json().error).toBe(messages.validation.dniInvalid);
    const inUse = await save(t, 'micro-admin', `/api/inversores/${inv.id}`, { email: 'admin@demo.test' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(messages.validation.emailInUse('admin'));
    // Nothing of the refused edits was written.
    const [auditBefore] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where resource = ${`/api/inversores/${inv.id}`}`,
    );
    const ok = await save(t, 'micro-admin', `/api/inversores/${inv.id}`, {
      dni: 'X1234567L',
      email: `nuevo.${inv.id}@inversores.test`,
      address: '  Calle Mayor 1  ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      dni: 'X1234567L',
      email: `nuevo.${inv.id}@inversores.test`,
      emailVerificado: false,
      address: 'Calle Mayor 1',
    });
    const again = (await micro('GET', `/api/inversores/${inv.id}`)).json();
    expect(again.address).toBe('Calle Mayor 1');
    const audits = await rows<{ action: string; after: { address: string } }>(
      sql`select action, after from audit_log where resource = ${`/api/inversores/${inv.id}`} order by id`,
    );
    expect(audits.length).toBe((auditBefore?.n ?? 0) + 1);
    expect(audits.at(-1)).toMatchObject({ action: 'update', after: { address: 'Calle Mayor 1' } });
  });

  it('set-status (loans §4): the new status, a history row and an audit row; an unknown status is a 400', async () => {
    const inv = await investorWhere(sql`i.status = 'ACT'`);
    const bad = await micro('PUT', `/api/inversores/${inv.id}/status`, { status: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    const res = await micro('PUT', `/api/inversores/${inv.id}/status`, { status: 'BLO' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('BLO');
    const history = members(await micro('GET', `/api/users/${inv.userId}/statusHistoryList`));
    expect(history[0]).toMatchObject({
      previousState: 'ACT',
      finalState: 'BLO',
      userName: expect.any(String),
    });
    const [audit] = await rows<{ after: unknown }>(
      sql`select after from audit_log where resource = ${`/api/inversores/${inv.id}`} and action = 'setStatus'`,
    );
    expect(audit?.after).toEqual({ status: 'BLO' });
  });
});

describe('preferences', () => {
  it('reads every field of loans §3 and saves an edit; a minimum above its maximum is refused', async () => {
    const inv = await investorWhere(sql`true`);
    const url = `/api/investor_preferences/${inv.prefs}`;
    const res = await micro('GET', url);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(InvestorPreferences.properties).sort());
    const bad = await micro('PUT', url, { minMonths: 50, maxMonths: 12 });
    expect(bad.statusCode).toBe(400);
    const ok = await micro('PUT', url, { maxBet: 300, notifications: { dailyCredits: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ maxBet: 300, notifications: { dailyCredits: true, newCredit: true } });
    const [audit] = await rows<{ action: string }>(sql`select action from audit_log where resource = ${url}`);
    expect(audit?.action).toBe('update');
  });
});

describe('demo seed of the investor detail', () => {
  it('documents in every document status of loans §4, status history for every investor, investors without an account', async () => {
    const statuses = await rows<{ status: number | null }>(
      sql`select distinct d.status from documents d join investors i on i.user_id = d.user_id`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(
      [null, 0, -1, 1, 2, 3, 4, 5, 6, 7, 8].sort((a, b) => String(a).localeCompare(String(b))).sort(),
    );
    const [noHistory] = await rows<{ n: number }>(sql`select count(*)::int as n from investors i
      where not exists (select 1 from status_history h where h.section = 'inversor' and h.record_id = i.id)`);
    expect(noHistory?.n).toBe(0);
    const inv = await investorWhere(sql`not exists (select 1 from accounts a where a.user_id = i.user_id)`);
    const docs = members(await micro('GET', `/api/users/${inv.userId}/documentsList`));
    expect(docs.length).toBe(4);
  });
});

describe('cuenta: creating an account and editing its IBAN (POST {postURL} with the field, user and affiliate)', () => {
  it('an invalid IBAN is refused with the domain text; a valid one creates the account, then an edit is saved', async () => {
    const inv = await investorWhere(sql`not exists (select 1 from accounts a where a.user_id = i.user_id)`);
    const params = (
      await micro('POST', '/api/tools/checkParameters', { id: inv.id, type: 'investor' })
    ).json();
    expect(params.account).toBeNull();
    const body = { user: `/api/users/${inv.userId}`, afiliado: params.afiliado };
    const bad = await micro('POST', '/api/accounts', { ...body, iban: 'ES00 1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El IBAN es inválido');
    const ok = await micro('POST', '/api/accounts', { ...body, iban: 'ES91 2100 0418 4502 0005 1332' });
    expect(ok.statusCode).toBe(201);
    const account = ok.json();
    expect(account).toMatchObject({ iban: 'ES9121000418450200051332', ibanValidadoLw: false });
    const after = (
      await micro('POST', '/api/tools/checkParameters', { id: inv.id, type: 'investor' })
    ).json();
    expect(after.account).toBe(account['@id']);
    // The bank of the IBAN: characters 5 to 8 (loans §5).
    const bank = await micro('GET', '/api/banks?entityCode=2100');
    expect(bank.statusCode).toBe(200);
    const put = await micro('PUT', account['@id'], { iban: 'ES7921000813610123456789' });
    expect(put.statusCode).toBe(200);
    expect(put.json().iban).toBe('ES7921000813610123456789');
    expect((await micro('PUT', account['@id'], { iban: 'ES7921000813610123456780' })).json().error).toBe(
      'El IBAN es inválido',
    );
  });

  it("cleans the KYC of the investor's user (audited)", async () => {
    const inv = await investorWhere(sql`true`);
    const res = await micro('PUT', `/api/tools/cleanKYC/${inv.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.success.kycCleaned);
    const [a] = await rows<{ action: string }>(
      sql`select action from audit_log where resource = ${`/api/users/${inv.userId}`} and action = 'cleanKYC'`,
    );
    expect(a?.action).toBe('cleanKYC');
    expect((await call(t, 'comercial', 'PUT', `/api/tools/cleanKYC/${inv.userId}`)).statusCode).toBe(403);
  });
});

describe('documents of an investor', () => {
  it("upload to the investor's user, listed in {user}/documentsList, then deleted", async () => {
    const inv = await investorWhere(sql`true`);
    const boundary = 'invdet-boundary';
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="user"\r\n\r\n/api/users/${inv.userId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nDNI anverso\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dni.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const h = await t.as('micro-admin');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload,
      headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode).toBe(201);
    const doc = up.json();
    const list = members(await micro('GET', `/api/users/${inv.userId}/documentsList`));
    expect(list.map((d) => d['@id'])).toContain(doc['@id']);
    expect((await micro('DELETE', doc['@id'])).statusCode).toBe(204);
    const gone = members(await micro('GET', `/api/users/${inv.userId}/documentsList`));
    expect(gone.map((d) => d['@id'])).not.toContain(doc['@id']);
  });
});

describe('inversionesList (loans §9)', () => {
  type Row = { id: number; amount: number; tin: number; meses: number; day: string; estado: string };
  /** One investment of the investor with a loan rate, to put every bound exactly on it. */
  const target = () =>
    one<Row & { userId: number; investorId: number }>(sql`
      select v.id, v.amount::float8 as amount, l.tin::float8 as tin, l.meses, to_char(v.created_at, 'YYYY-MM-DD') as day,
        l.estado_cd as estado, i.user_id as "userId", i.id as "investorId"
      from investments v join loans l on l.id = v.loan_id join investors i on i.id = v.investor_id
      where l.tin is not null order by v.id limit 1`);

  it('every range is inclusive: a row exactly on each bound is included, one step past it is not', async () => {
    const v = await target();
    const base = `/api/users/${v.userId}/inversionesList`;
    const ids = async (q: string) => {
      const res = await micro('GET', `${base}?${q}`);
      expect([q, res.statusCode]).toEqual([q, 200]);
      return members(res).map((m) => m.id);
    };
    const step = (x: number, d: number) => (Math.round((x + d) * 10_000) / 10_000).toString();
    const bounds = [
      [`rentabilityMin=${v.tin}&rentabilityMax=${v.tin}`, `rentabilityMin=${step(v.tin, 0.0001)}`],
      [`amountMin=${v.amount}&amountMax=${v.amount}`, `amountMax=${step(v.amount, -0.01)}`],
      [`durationMin=${v.meses}&durationMax=${v.meses}`, `durationMin=${v.meses + 1}`],
      [`createdFrom=${v.day}&createdTo=${v.day}`, `createdTo=2000-01-01`],
      [`loanStatus=${v.estado}`, `loanStatus=ZZZ`],
    ];
    for (const [on, past] of bounds) {
      expect([on, await ids(on ?? '')]).toEqual([on, expect.arrayContaining([v.id])]);
      expect([past, await ids(past ?? '')]).toEqual([past, expect.not.arrayContaining([v.id])]);
    }
    const all = [
      `rentabilityMin=${v.tin}&rentabilityMax=${v.tin}`,
      `amountMin=${v.amount}&amountMax=${v.amount}`,
      `durationMin=${v.meses}&durationMax=${v.meses}`,
      `createdFrom=${v.day}&createdTo=${v.day}`,
      `loanStatus=${v.estado}`,
      'tipo=prestamo,financiacion,cobro',
    ].join('&');
    expect(await ids(all)).toContain(v.id);
  });

  it('credit type prestamo, financiacion or cobro selects by the loan, with totals of every selected row', async () => {
    const v = await target();
    const base = `/api/users/${v.userId}/inversionesList`;
    for (const tipo of ['prestamo', 'financiacion', 'cobro']) {
      const expected = await rows<{ id: number; amount: number }>(sql`
        select v.id, v.amount::float8 as amount from investments v join loans l on l.id = v.loan_id
        where v.investor_id = ${v.investorId}
          and ${tipo === 'cobro' ? sql`l.cobros` : sql`l.tipo = ${tipo} and not l.cobros`}`);
      const res = (await micro('GET', `${base}?tipo=${tipo}`)).json();
      expect(res['hydra:member'].map((m: Member) => m.id).sort()).toEqual(expected.map((e) => e.id).sort());
      const sum = Math.round(expected.reduce((s, e) => s + e.amount, 0) * 100) / 100;
      expect(res.totals).toEqual({ count: expected.length, amount: sum });
    }
  });

  it('pages of 200 on the investor screen (by user), 20 on the affiliate side (by investor)', async () => {
    const v = await target();
    await t.database.db.execute(sql`
      insert into investments (investor_id, loan_id, amount, created_at)
      select ${v.investorId}, (select min(id) from loans), 10, now() - k * interval '1 minute'
      from generate_series(1, 230) as k`);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from investments where investor_id = ${v.investorId}`,
    );
    const byUser = (await micro('GET', `/api/users/${v.userId}/inversionesList`)).json();
    expect(byUser['hydra:member'].length).toBe(200);
    expect(byUser['hydra:totalItems']).toBe(n);
    expect(byUser.totals.count).toBe(n);
    expect(byUser['hydra:view']['hydra:next']).toContain('page=2');
    const page2 = (await micro('GET', `/api/users/${v.userId}/inversionesList?page=2`)).json();
    expect(page2['hydra:member'].length).toBe(n - 200);
    const byInvestor = (await micro('GET', `/api/inversores/${v.investorId}/inversionesList`)).json();
    expect(byInvestor['hydra:member'].length).toBe(20);
    expect(byInvestor['hydra:totalItems']).toBe(n);
  });
});
