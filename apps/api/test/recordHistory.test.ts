import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call, save, validPlan } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Gaps: a record's 'Historial de acciones' (`GET /api/auditLog?resource={iri}`) lists every write
 * that concerns the record, not only those on the record itself: an investor's preferences,
 * account and KYC; an affiliate's plans, links, documents, agents, company data, tasks and
 * comments; a loan's documents, payment methods and co-borrower. Another record's history does
 * not list them.
 */
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
/** A super-admin's call; a PUT as a form sends it (with the If-Match of the record it loaded). */
const su = (method: string, url: string, body?: unknown) =>
  method === 'PUT' ? save(t, 'super-admin', url, body) : call(t, 'super-admin', method, url, body);

interface Entry {
  action: string;
  resource: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}
/** The record's history, newest first, as the tab reads it. */
async function history(iri: string): Promise<Entry[]> {
  const res = await su('GET', `/api/auditLog?resource=${iri}&itemsPerPage=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()['hydra:member'];
}
/** "action:field" of every entry (a change's fields name what it was about). */
const summary = (entries: Entry[]) =>
  entries.flatMap((e) => [e.action, ...e.changes.map((c) => `${e.action}:${c.field}`)]);

function multipart(fields: Record<string, string>) {
  const boundary = '----gaps-history-boundary';
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function upload(fields: Record<string, string>): Promise<string> {
  const body = multipart(fields);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...(await t.as('super-admin')), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()['@id'];
}

describe("an investor's history", () => {
  it('lists the writes on its preferences, its account and its KYC; another investor’s does not', async () => {
    const [inv, other] = await rows<{ id: number; userId: number; prefs: number }>(sql`
      select i.id, i.user_id as "userId", p.id as prefs
      from investors i join investor_preferences p on p.investor_id = i.id order by i.id limit 2`);
    if (!inv || !other) throw new Error('fixture not found');
    const user = `/api/users/${inv.userId}`;

    const created = await su('POST', '/api/accounts', { user, iban: 'ES9121000418450200051332' });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json()['@id'];
    expect((await su('PUT', account, { iban: 'ES7620770024003102575766' })).statusCode).toBe(200);
    expect((await su('PUT', `/api/investor_preferences/${inv.prefs}`, { points: 7 })).statusCode).toBe(200);
    expect((await su('PUT', `/api/tools/cleanKYC/${inv.userId}`)).statusCode).toBe(200);
    expect(
      (await save(t, 'super-admin', `/api/inversores/${inv.id}`, { position: 'Gerente' })).statusCode,
    ).toBe(200);

    const mine = summary(await history(`/api/inversores/${inv.id}`));
    expect(mine).toEqual(
      expect.arrayContaining(['create:iban', 'update:iban', 'update:points', 'cleanKYC', 'update:position']),
    );
    const theirs = summary(await history(`/api/inversores/${other.id}`));
    for (const e of ['create:iban', 'update:iban', 'update:points', 'cleanKYC', 'update:position'])
      expect(theirs).not.toContain(e);
    // Each entry says what the write was on.
    const on = (await history(`/api/inversores/${inv.id}`)).map((e) => e.resource);
    expect(on).toEqual(
      expect.arrayContaining([
        account,
        `/api/investor_preferences/${inv.prefs}`,
        user,
        `/api/inversores/${inv.id}`,
      ]),
    );
  });
});

describe("an investor's history: the writes on its person", () => {
  it('a money out waiting for approval on the investor’s user is listed', async () => {
    const inv = await one<{ id: number; userId: number }>(sql`
      select i.id, i.user_id as "userId" from investors i join wallets w on w.user_id = i.user_id
      where w.balance >= 15000 order by i.id desc limit 1`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tools/admin/moneyOut',
      payload: { amount: 15_000, msg: 'Reembolso', user: `/api/users/${inv.userId}` },
      headers: { ...(await t.as('admin')), 'idempotency-key': 'gaps-history-money-out' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(summary(await history(`/api/inversores/${inv.id}`))).toContain('approval.requested');
  });
});

describe("an investor's history: its investments", () => {
  it('an investment made, then deleted, from the loan is listed on the investor', async () => {
    // A loan on offer (PUB) with room for 5 €: one without investments, put on offer.
    const loan = await one<{ id: number }>(sql`
      update loans set estado_cd = 'PUB' where id = (
        select id from loans l where cantidad >= 5
        and not exists (select 1 from investments i where i.loan_id = l.id) order by id limit 1)
      returning id`);
    const [inv, other] = await rows<{ id: number }>(sql`select id from investors order by id limit 2`);
    if (!inv || !other) throw new Error('fixture not found');
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/tools/admin/invest/${loan.id}`,
      payload: { investor: `/api/inversores/${inv.id}`, amount: 5 },
      headers: { ...(await t.as('super-admin')), 'idempotency-key': 'gaps-history-invest' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const investment = made.json().changes.investment as string;
    expect((await su('DELETE', investment)).statusCode).toBe(200);

    expect(summary(await history(`/api/inversores/${inv.id}`))).toEqual(
      expect.arrayContaining(['invest', 'deleteInvestment']),
    );
    const theirs = summary(await history(`/api/inversores/${other.id}`));
    expect(theirs).not.toContain('invest');
    expect(theirs).not.toContain('deleteInvestment');
  });
});

describe("an investor's history: a payment reset that removes its investment", () => {
  it('the reset, approved by a second ADMIN, is listed on the investor whose investment went', async () => {
    const { loanId, investorId } = await one<{ loanId: number; investorId: number }>(sql`
      select l.id as "loanId", i.investor_id as "investorId" from loans l join investments i on i.loan_id = l.id
      where l.estado_cd in ('PUB', 'FIR') order by l.id limit 1`);
    const ask = await call(t, 'admin', 'POST', `/api/tools/admin/resetPayment/${loanId}`, {});
    expect(ask.statusCode, ask.body).toBe(202);
    const ok = await call(t, 'admin-2', 'POST', `/api/approvals/${ask.json().id}/approve`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(summary(await history(`/api/inversores/${investorId}`))).toContain('resetPayment');
  });
});

describe("an affiliate's history", () => {
  it('lists the writes on its plans, links, documents, agents, company, administrator, tasks and comments', async () => {
    const [a, other] = await rows<{ id: number; company: number; admin: number }>(sql`
      select id, datos_empresa_id as company, administrador_id as admin from affiliates
      where datos_empresa_id is not null and administrador_id is not null order by id limit 2`);
    if (!a || !other) throw new Error('fixture not found');
    const afiliado = `/api/afiliados/${a.id}`;

    const plan = await su('POST', '/api/configuracion_afiliados', { ...validPlan(afiliado), meses: 24 });
    expect(plan.statusCode, plan.body).toBe(201);
    expect((await su('DELETE', plan.json()['@id'])).statusCode).toBe(204);
    const link = await su('POST', '/api/links_afiliados', {
      afiliado,
      producto: 'financiacion',
      cantidad: 900,
    });
    expect(link.statusCode, link.body).toBe(201);
    const doc = await upload({ afiliado, type: 'CIF' });
    expect((await su('DELETE', doc)).statusCode).toBe(204);
    const agent = await su('POST', '/api/users', {
      email: 'agente-historial@gaps.test',
      firstname: 'Agente',
      lastname: 'Historial',
      afiliado,
    });
    expect(agent.statusCode, agent.body).toBe(201);
    expect((await su('PUT', agent.json()['@id'], { lastname: 'Cambiado' })).statusCode).toBe(200);
    expect(
      (await su('PUT', `/api/datos_empresas/${a.company}`, { nombreComercial: 'Nombre nuevo' })).statusCode,
    ).toBe(200);
    expect((await su('PUT', `/api/users/${a.admin}`, { phone: '600111222' })).statusCode).toBe(200);
    const task = await su('POST', '/api/comerciales/tareas', {
      type: 'Visita',
      date: '2026-11-25',
      afiliado: a.id,
      name: 'Revisar el historial',
    });
    expect(task.statusCode, task.body).toBe(201);
    const comment = await su('POST', '/api/comentarios', { afiliado, departamento: 'IT', mensaje: 'Nota' });
    expect(comment.statusCode, comment.body).toBe(201);

    const expected = [
      'create:meses',
      'delete:meses',
      'create:producto',
      'upload:type',
      'delete:type',
      'create:email',
      'update:lastname',
      'update:nombreComercial',
      'update:phone',
      'create:name',
      'create:mensaje',
    ];
    expect(summary(await history(afiliado))).toEqual(expect.arrayContaining(expected));
    const theirs = summary(await history(`/api/afiliados/${other.id}`));
    for (const e of expected) expect(theirs).not.toContain(e);
  });
});

describe("a loan's history", () => {
  it('lists the writes on its documents, its payment methods and its co-borrower', async () => {
    const loan = await one<{ id: number; userId: number; coborrowerId: number }>(sql`
      select id, user_id as "userId", coborrower_id as "coborrowerId" from loans
      where coborrower_id is not null order by id limit 1`);
    const other = await one<{ id: number }>(sql`
      select id from loans where user_id <> ${loan.userId} and coborrower_id is distinct from ${loan.coborrowerId}
      order by id limit 1`);
    const credito = `/api/creditos/${loan.id}`;
    const [pm] = await rows<{ id: number }>(sql`
      insert into payment_methods (user_id, loan_id, type, last4, enabled)
      values (${loan.userId}, ${loan.id}, 'card', '4242', true) returning id`);
    if (!pm) throw new Error('fixture not created');

    const doc = await upload({ credito, type: 'Nómina' });
    expect((await su('DELETE', doc)).statusCode).toBe(204);
    const disabled = await su('PUT', `/api/payment_methods/${pm.id}`, { invalidType: true, enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await su('PUT', `/api/users/${loan.coborrowerId}`, { firstname: 'Cotitular' })).statusCode).toBe(
      200,
    );

    const expected = ['upload:type', 'delete:type', 'disablePaymentMethod', 'update:firstname'];
    expect(summary(await history(credito))).toEqual(expect.arrayContaining(expected));
    const theirs = summary(await history(`/api/creditos/${other.id}`));
    for (const e of expected) expect(theirs).not.toContain(e);
  });
});
