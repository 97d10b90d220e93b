/**
 * Issue 14, the provider-backed loan actions (lprov): every action × the 13 roles, each from an
 * allowed and a refused status, each provider told to fail (a Spanish error and the database
 * exactly as before), the audit row of a success, the 152 → KYC clean path, the co-borrower
 * removal atomic, and the loan's borrower documents. Runs on PGlite and on PostgreSQL.
 */
import {
  type ApiRouteKey,
  hasAnyRole,
  installmentAmount,
  LOAN_TRANSITIONS,
  type LoanActionId,
  loanActionRefusal,
  mayCall,
  messages,
  WALLET_STATUS_ROLES,
} from '@backoffice/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installments } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import type { ProviderName } from '../src/providers/simulated';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { affiliatesFor, call, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const one = async <T>(q: SQL): Promise<T> => {
  const [r] = await rows<T>(q);
  if (!r) throw new Error('fixture not found');
  return r;
};
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Loans a test has changed: each test takes its own. */
const used = new Set<number>();
interface Loan {
  id: number;
  userId: number;
  coborrowerId: number | null;
  estado: string;
}
/** A loan not used yet, in one of the action's allowed statuses (or those given), meeting `where`. */
async function loanFor(action: LoanActionId | readonly string[], where: SQL = sql`true`): Promise<Loan> {
  const from = typeof action === 'string' ? LOAN_TRANSITIONS[action].from : action;
  const status = from === 'any' ? sql`true` : sql`l.estado_cd in (${list(from)})`;
  const exclude = used.size ? sql`and l.id not in (${list([...used])})` : sql``;
  const loan = await one<Loan>(sql`
    select l.id, l.user_id as "userId", l.coborrower_id as "coborrowerId", l.estado_cd as estado
    from loans l where ${status} and (${where}) ${exclude} order by l.id limit 1`);
  used.add(loan.id);
  return loan;
}
/** A status the action refuses, with a loan in it. */
async function refusedLoan(action: LoanActionId): Promise<Loan | null> {
  const { from } = LOAN_TRANSITIONS[action];
  if (from === 'any') return null;
  return one<Loan>(sql`
    select l.id, l.user_id as "userId", l.coborrower_id as "coborrowerId", l.estado_cd as estado
    from loans l where l.estado_cd not in (${list(from)}) order by l.id limit 1`);
}

/** Everything an action on this loan could touch, to compare before and after a failure. */
async function snapshot(loan: Loan) {
  const userIds = [loan.userId, loan.coborrowerId ?? loan.userId];
  return {
    loan: await rows(sql`select * from loans where id = ${loan.id}`),
    users: await rows(sql`select * from users where id in (${list(userIds)}) order by id`),
    accounts: await rows(sql`select * from accounts where user_id = ${loan.userId} order by id`),
    installments: await rows(sql`select * from installments where loan_id = ${loan.id} order by id`),
    documents: await rows(
      sql`select * from documents where loan_id = ${loan.id} or user_id = ${loan.userId} order by id`,
    ),
    paymentMethods: await rows(sql`select * from payment_methods where user_id = ${loan.userId} order by id`),
    analysis: await rows(sql`
      select (select count(*)::int from bank_scrapes where loan_id = ${loan.id}) as scrapes,
        (select count(*)::int from score_results where loan_id = ${loan.id}) as scores,
        (select count(*)::int from killers where loan_id = ${loan.id}) as killers,
        (select count(*)::int from ins_resumens where loan_id = ${loan.id}) as resumens`),
    statusHistory: await rows(
      sql`select count(*)::int as n from status_history where section = 'credito' and record_id = ${loan.id}`,
    ),
    audit: await auditCount(),
  };
}
const auditCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from audit_log`)).n;
const lastAudit = () =>
  one<{ action: string; resource: string; userId: number; before: unknown; after: unknown }>(
    sql`select action, resource, user_id as "userId", before, after from audit_log order by id desc limit 1`,
  );
const staffId = async (username: string) =>
  (await one<{ id: number }>(sql`select id from users where username = ${username}`)).id;

/** Gives the borrower what an action needs (a phone, a valid DNI, an account with an IBAN). */
async function prepareBorrower(loan: Loan) {
  await t.database.db.execute(
    sql`update users set phone = '600123456', dni = '12345678Z' where id in (${list([loan.userId, loan.coborrowerId ?? loan.userId])})`,
  );
  const [acc] = await rows(sql`select id from accounts where user_id = ${loan.userId} and iban is not null`);
  if (!acc)
    await t.database.db.execute(
      sql`insert into accounts (user_id, iban) values (${loan.userId}, 'ES9121000418450200051332')`,
    );
}

type Method = 'PUT' | 'POST' | 'DELETE';
/** The loan-level actions: route, method, path, what they need of the loan, the provider that can fail. */
interface LoanCase {
  action: LoanActionId;
  key: ApiRouteKey;
  who: string;
  where?: SQL;
  query?: string;
  provider?: { name: ProviderName; operation: string };
  /** Makes the loan need the action (restoreACa: the pending installments lose their ACa). */
  prepare?: (loan: Loan) => Promise<void>;
}
const hasCoborrower = sql`l.coborrower_id is not null`;
const hasChargeable = sql`exists (select 1 from installments c where c.loan_id = l.id and c.estado_cd in ('PD', 'DE', 'RE', 'DV'))`;
const LOAN_CASES: LoanCase[] = [
  {
    action: 'sendVTFSMS',
    key: 'PUT /api/tools/sendVTFSMS/:id',
    who: 'micro-admin',
    provider: { name: 'sms', operation: 'sendVTFSMS' },
  },
  {
    action: 'sendCovid19SMS',
    key: 'PUT /api/tools/sendCovid19SMS/:id',
    who: 'micro-admin',
    provider: { name: 'sms', operation: 'sendCovid19SMS' },
  },
  {
    action: 'validateDNI',
    key: 'PUT /api/tools/validateDNI/:id',
    who: 'micro-admin',
    provider: { name: 'identity', operation: 'validateDni' },
  },
  {
    action: 'processAfterbanks',
    key: 'PUT /api/tools/microadmin/processAfterbanks/:id',
    who: 'micro-admin',
    provider: { name: 'openBanking', operation: 'processAfterbanks' },
  },
  {
    action: 'verifyOnlineBankInfo',
    key: 'PUT /api/tools/microadmin/verifyOnlineBankInfo/:id',
    who: 'micro-admin',
    provider: { name: 'openBanking', operation: 'verifyOnlineBankInfo' },
  },
  {
    action: 'verifyMainOnlineBankInfo',
    key: 'PUT /api/tools/microadmin/verifyMainOnlineBankInfo/:id',
    who: 'micro-admin',
    provider: { name: 'openBanking', operation: 'verifyMainOnlineBankInfo' },
  },
  {
    action: 'deleteLoanInFintonic',
    key: 'PUT /api/tools/admin/deleteLoanInFintonic/:id',
    who: 'admin',
    provider: { name: 'openBanking', operation: 'deleteLoanInFintonic' },
  },
  {
    action: 'sendSEPANextMonth',
    key: 'PUT /api/tools/microadmin/sendSEPANextMonth/:id',
    who: 'micro-admin',
    where: hasChargeable,
    provider: { name: 'sepa', operation: 'sendSEPANextMonth' },
  },
  {
    action: 'sendSEPANextTwoDays',
    key: 'PUT /api/tools/microadmin/sendSEPANextTwoDays/:id',
    who: 'micro-admin',
    where: hasChargeable,
    provider: { name: 'sepa', operation: 'sendSEPANextTwoDays' },
  },
  {
    action: 'restoreACa',
    key: 'PUT /api/restoreACa/:id',
    who: 'micro-admin',
    where: sql`exists (select 1 from installments c where c.loan_id = l.id and c.estado_cd = 'PD')`,
    prepare: async (loan) => {
      await t.database.db.execute(
        sql`update installments set parts = parts - 'aCaI' - 'aCaZ' where loan_id = ${loan.id} and estado_cd = 'PD'`,
      );
    },
  },
  {
    action: 'generateIbanCertificate',
    key: 'PUT /api/tools/microadmin/generateIbanCertificate/:id',
    who: 'micro-admin',
    provider: { name: 'signature', operation: 'generateIbanCertificate' },
  },
  {
    action: 'cleanContractsSignature',
    key: 'PUT /api/tools/microadmin/cleanContractsSignature/:id',
    who: 'micro-admin',
    where: sql`exists (select 1 from documents d where d.loan_id = l.id and d.type like 'Contrato%')`,
    provider: { name: 'signature', operation: 'cleanContractsSignature' },
  },
  {
    action: 'generateContractsSignatureCode',
    key: 'PUT /api/tools/generateContractsSignatureCode/:id',
    who: 'micro-admin',
    provider: { name: 'signature', operation: 'generateContractsSignatureCode' },
  },
  {
    action: 'callCenterAddContact',
    key: 'PUT /api/tools/microadmin/callCenter/addContact/:id',
    who: 'micro-admin',
    provider: { name: 'callCenter', operation: 'addContact' },
  },
  {
    action: 'removeCoborrower',
    key: 'DELETE /api/creditos/:id/coborrower',
    who: 'micro-admin',
    where: hasCoborrower,
  },
];

const urlOf = (key: ApiRouteKey, id: number, query = '') =>
  `${key.split(' ')[1]?.replace(':id', String(id))}${query}`;
function key(k: ApiRouteKey): [Method, string] {
  return k.split(' ') as [Method, string];
}
const run = (c: LoanCase, id: number, who = c.who, query = c.query ?? '') =>
  call(t, who, key(c.key)[0], urlOf(c.key, id, query));

/** Every route of this slice, with a body the contract accepts. */
const ROUTES: { key: ApiRouteKey; body?: unknown; roles?: readonly string[] }[] = [
  ...LOAN_CASES.map((c) => ({ key: c.key })),
  { key: 'PUT /api/tools/microadmin/registerIBANLW/:id' },
  { key: 'PUT /api/payment_methods/:id', body: { invalidType: true, enabled: false } },
  // The LW status is a wallet tool: narrower than the route's roles (COMERCIAL edits other fields).
  { key: 'PUT /api/users/:id', body: { walletStatusCode: 10 }, roles: WALLET_STATUS_ROLES },
  { key: 'PUT /api/tools/registerWalletLW/:id' },
  { key: 'PUT /api/tools/cleanKYC/:id' },
  { key: 'DELETE /api/documents/:id' },
];

describe('roles: every action × the 13 roles (allowed, or 403 before anything is read)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    const seen: string[] = [];
    for (const r of ROUTES) {
      const [m] = key(r.key);
      // A loan (or user, document…) that does not exist: allowed roles reach the handler (404).
      const res = await call(t, username, m, urlOf(r.key, 99_999_999), r.body);
      const allowed = mayCall([`ROLE_${role}`], r.key) && (!r.roles || hasAnyRole([`ROLE_${role}`], r.roles));
      seen.push(`${r.key} ${res.statusCode}`);
      expect(res.statusCode, r.key).toBe(allowed ? 404 : 403);
      expect(typeof res.json().error, r.key).toBe('string');
    }
    expect(seen).toHaveLength(ROUTES.length);
  });

  it('the money tools and the upload: refused roles get 403, allowed ones reach validation', async () => {
    for (const a of DEMO_ACCOUNTS) {
      for (const k of [
        'POST /api/tools/admin/moneyP2P',
        'POST /api/tools/admin/moneyOut',
        'POST /api/documents/upload',
      ] as const) {
        const res = await call(t, a.username, 'POST', key(k)[1], {});
        expect(res.statusCode === 403, `${a.username} ${k}`).toBe(!mayCall([`ROLE_${a.role}`], k));
      }
    }
  });
});

describe('status table: each loan action from an allowed and a refused status', () => {
  it.each(LOAN_CASES.map((c) => [c.action, c] as const))('%s', async (_, c) => {
    const refused = await refusedLoan(c.action);
    if (refused) {
      const before = await snapshot(refused);
      const res = await run(c, refused.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(loanActionRefusal(c.action, refused.estado));
      expect(await snapshot(refused)).toEqual(before);
    } else {
      expect(LOAN_TRANSITIONS[c.action].from).toBe('any');
    }
    const loan = await loanFor(c.action, c.where);
    await prepareBorrower(loan);
    await c.prepare?.(loan);
    const auditBefore = await auditCount();
    const res = await run(c, loan.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ '@id': `/api/creditos/${loan.id}`, id: loan.id, status: loan.estado });
    expect(typeof body.message).toBe('string');
    expect(await auditCount()).toBe(auditBefore + 1);
    expect(await lastAudit()).toMatchObject({
      action: c.action,
      resource: `/api/creditos/${loan.id}`,
      userId: await staffId(c.who),
    });
  });
});

describe('a provider told to fail: a Spanish 502 and the database exactly as before', () => {
  const cases = LOAN_CASES.filter((c) => c.provider);
  it.each(cases.map((c) => [c.action, c] as const))('%s', async (_, c) => {
    const loan = await loanFor(c.action, c.where);
    await prepareBorrower(loan);
    const before = await snapshot(loan);
    const p = c.provider as NonNullable<LoanCase['provider']>;
    const provider = t.providers[p.name] as unknown as {
      failNext(op: string): void;
      calls: { result: string }[];
    };
    provider.failNext(p.operation);
    const res = await run(c, loan.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatch(
      /^El proveedor .+ no ha respondido correctamente; no se ha modificado nada\.$/,
    );
    expect(provider.calls.at(-1)).toMatchObject({ operation: p.operation, result: 'error' });
    expect(await snapshot(loan)).toEqual(before);
  });

  it('the demo switch (every call of a provider fails) answers the same way until it is off', async () => {
    const c = LOAN_CASES.find((x) => x.action === 'sendCovid19SMS') as LoanCase;
    const loan = await loanFor(c.action);
    await prepareBorrower(loan);
    const before = await snapshot(loan);
    t.providers.sms.setFailing(true);
    try {
      expect((await run(c, loan.id)).statusCode).toBe(502);
      expect((await run(c, loan.id)).statusCode).toBe(502);
      expect(await snapshot(loan)).toEqual(before);
    } finally {
      t.providers.sms.setFailing(false);
    }
    expect((await run(c, loan.id)).statusCode).toBe(200);
  });
});

const caseOf = (action: LoanActionId) => LOAN_CASES.find((c) => c.action === action) as LoanCase;

describe('what each action changes', () => {
  it('SMS: goes to the borrower phone; without a phone it is a 400 and nothing is sent', async () => {
    const loan = await loanFor('sendVTFSMS');
    await t.database.db.execute(sql`update users set phone = null where id = ${loan.userId}`);
    const sent = t.providers.sms.sent.length;
    const res = await run(caseOf('sendVTFSMS'), loan.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.loanProviders.noPhone);
    expect(t.providers.sms.sent).toHaveLength(sent);
    await prepareBorrower(loan);
    const ok = await run(caseOf('sendVTFSMS'), loan.id);
    expect(ok.json().message).toBe('Mensaje enviado correctamente');
    expect(t.providers.sms.sent.at(-1)).toMatchObject({
      template: 'VTF',
      loanId: loan.id,
      phone: '600123456',
    });
    expect(t.providers.sms.calls.at(-1)).toMatchObject({
      userId: await staffId('micro-admin'),
      result: 'ok',
    });
  });

  it('validateDNI: the borrower, or the co-borrower with ?cotitular=1; an invalid DNI is a 422', async () => {
    const c = caseOf('validateDNI');
    const loan = await loanFor('validateDNI', hasCoborrower);
    await prepareBorrower(loan);
    const cot = await run(c, loan.id, 'micro-admin', '?cotitular=1');
    expect(cot.statusCode).toBe(200);
    expect(cot.json().changes).toMatchObject({
      dniValid: true,
      user: `/api/users/${loan.coborrowerId}`,
      cotitular: true,
    });
    expect(t.providers.identity.calls.at(-1)?.target).toBe(`/api/users/${loan.coborrowerId}`);
    await t.database.db.execute(sql`update users set dni = '12345678A' where id = ${loan.userId}`);
    const audits = await auditCount();
    const bad = await run(c, loan.id);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('El DNI es inválido');
    expect(await auditCount()).toBe(audits);
    const alone = await loanFor('validateDNI', sql`l.coborrower_id is null`);
    const none = await run(c, alone.id, 'micro-admin', '?cotitular=1');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(messages.loanProviders.noCoborrower);
  });

  it('open banking: the bank-analysis status is the provider answer', async () => {
    const loan = await loanFor('processAfterbanks');
    await t.database.db.execute(sql`update loans set estado_instantor = 'PENDIENTE' where id = ${loan.id}`);
    const res = await run(caseOf('processAfterbanks'), loan.id);
    expect(res.json()).toMatchObject({
      changes: { estadoInstantor: 'OK' },
      message: messages.loan.success.openBankingProcessed,
    });
    expect(
      (await one<{ e: string }>(sql`select estado_instantor as e from loans where id = ${loan.id}`)).e,
    ).toBe('OK');
    const v = await run(caseOf('verifyOnlineBankInfo'), loan.id);
    expect(v.json().message).toBe('Banca online verificada');
  });

  it('SEPA: the first chargeable installment goes to collection (EC) on the date the provider gives', async () => {
    const loan = await loanFor('sendSEPANextTwoDays', hasChargeable);
    const first = await one<{ id: number; estado: string }>(sql`
      select id, estado_cd as estado from installments where loan_id = ${loan.id} and estado_cd in ('PD', 'DE', 'RE', 'DV')
      order by numero, sub_numero limit 1`);
    // A returned installment carries its default commission and bank expenses.
    await t.database.db
      .update(installments)
      .set({ defaultCommission: 15, bankExpenses: 3.5 })
      .where(eq(installments.id, first.id));
    const res = await run(caseOf('sendSEPANextTwoDays'), loan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes.installment).toEqual({ '@id': `/api/cuotas/${first.id}`, estadoCd: 'EC' });
    // The remittance charges what the installment charges (default interest and commissions too).
    const [cuota] = await t.database.db.select().from(installments).where(eq(installments.id, first.id));
    expect(res.json().changes.amount).toBe(installmentAmount(cuota as typeof installments.$inferSelect));
    expect(res.json().changes.chargeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await one<{ e: string }>(sql`select estado_cd as e from installments where id = ${first.id}`)).e,
    ).toBe('EC');
    expect((await lastAudit()).before).toMatchObject({ installment: { estadoCd: first.estado } });
    const none = await loanFor('sendSEPANextMonth');
    await t.database.db.execute(
      sql`update installments set estado_cd = 'CO' where loan_id = ${none.id} and estado_cd in ('PD', 'DE', 'RE', 'DV')`,
    );
    const refused = await run(caseOf('sendSEPANextMonth'), none.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.loanProviders.noSepaInstallment);
  });

  it('restoreACa: pending installments that lost their ACa get it back ("ACa recuperada")', async () => {
    const loan = await loanFor(
      'restoreACa',
      sql`exists (select 1 from installments c where c.loan_id = l.id and c.estado_cd = 'PD')`,
    );
    const ref = await one<{ aCaI: number; aCaZ: number }>(sql`
      select (parts->>'aCaI')::float8 as "aCaI", (parts->>'aCaZ')::float8 as "aCaZ" from installments where loan_id = ${loan.id} order by numero desc limit 1`);
    await t.database.db.execute(
      sql`update installments set parts = parts - 'aCaI' - 'aCaZ' where loan_id = ${loan.id} and estado_cd = 'PD'`,
    );
    const res = await run(caseOf('restoreACa'), loan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('ACa recuperada');
    const lost = await one<{ n: number }>(sql`
      select count(*)::int as n from installments where loan_id = ${loan.id} and estado_cd = 'PD'
        and ((parts->>'aCaI')::float8 is distinct from ${ref.aCaI} or (parts->>'aCaZ')::float8 is distinct from ${ref.aCaZ})`);
    expect(lost.n).toBe(0);
    const again = await run(caseOf('restoreACa'), loan.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(messages.loanProviders.aCaComplete);
  });

  it('generateIbanCertificate: a PDF among the loan documents, downloadable', async () => {
    const loan = await loanFor('generateIbanCertificate');
    await prepareBorrower(loan);
    const res = await run(caseOf('generateIbanCertificate'), loan.id);
    expect(res.statusCode).toBe(200);
    const doc = res.json().changes.document as string;
    expect(doc).toMatch(/^\/api\/documents\/\d+$/);
    const dl = await call(t, 'micro-admin', 'GET', `${doc}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = (await call(t, 'micro-admin', 'GET', `/api/users/${loan.userId}/documentsList`)).json()[
      'hydra:member'
    ];
    expect(listed.find((d: { '@id': string }) => d['@id'] === doc)).toMatchObject({
      type: 'Certificado IBAN',
    });
  });

  it('cleanContractsSignature: the contracts go and the loan is no longer signed ("Se borraron los contratos")', async () => {
    const c = caseOf('cleanContractsSignature');
    const loan = await loanFor('cleanContractsSignature', c.where);
    await t.database.db.execute(sql`update loans set contract_signed = true where id = ${loan.id}`);
    const res = await run(c, loan.id);
    expect(res.json().message).toBe('Se borraron los contratos');
    const left = await rows<{ type: string }>(sql`select type from documents where loan_id = ${loan.id}`);
    expect(left.length).toBeGreaterThan(0);
    expect(left.some((d) => d.type.startsWith('Contrato'))).toBe(false);
    expect(
      (await one<{ s: boolean }>(sql`select contract_signed as s from loans where id = ${loan.id}`)).s,
    ).toBe(false);
  });

  it('removeCoborrower: the loan forgets the co-borrower and its analysis, atomically', async () => {
    const c = caseOf('removeCoborrower');
    const loan = await loanFor('removeCoborrower', hasCoborrower);
    // The co-borrower's analysis of this loan: a killer and a score result at least.
    await t.database.db.execute(sql`
      insert into killers (loan_id, cotitular, code, description, triggered) values (${loan.id}, true, 'K1', 'Prueba', false)`);
    await t.database.db.execute(sql`
      insert into score_results (loan_id, cotitular, provider, score, detail) values (${loan.id}, true, 'simplai', 5, '{}'::jsonb)`);
    const before = await snapshot(loan);
    // A failure at the last step (the database refuses the loan's update, after the co-borrower's
    // analysis was deleted): the loan keeps its co-borrower and every row of the analysis.
    await t.database.db.execute(sql`
      create or replace function lprov_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.database.db.execute(
      sql`create trigger lprov_refuse before update on loans for each row execute function lprov_refuse()`,
    );
    try {
      const failed = await run(c, loan.id);
      expect(failed.statusCode).toBe(500);
      expect(await snapshot(loan)).toEqual(before);
    } finally {
      await t.database.db.execute(sql`drop trigger lprov_refuse on loans`);
    }
    const res = await run(c, loan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Cotitular eliminado', changes: { coborrowerId: null } });
    const after = await one<{ cob: number | null; cot: string | null; left: number }>(sql`
      select coborrower_id as cob, estado_instantor_cot as cot,
        (select count(*)::int from bank_scrapes where loan_id = ${loan.id} and cotitular)
        + (select count(*)::int from killers where loan_id = ${loan.id} and cotitular)
        + (select count(*)::int from score_results where loan_id = ${loan.id} and cotitular) as left
      from loans where id = ${loan.id}`);
    expect(after).toEqual({ cob: null, cot: null, left: 0 });
    expect((await lastAudit()).before).toMatchObject({ coborrower: `/api/users/${loan.coborrowerId}` });
    const again = await run(c, loan.id);
    // The status table's refusal (the panel disables the button with the same text).
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messages.loanProviders.noCoborrower);
  });
});

describe('the borrower: wallet, KYC, IBAN, wallet status, payment method, documents', () => {
  it('registerWalletLW: LW code 152 answers a 500 starting with 152; the KYC clean then succeeds', async () => {
    const loan = await loanFor('registerWalletLW');
    const before = await snapshot(loan);
    t.wallet.failNext('registerWallet', 152);
    const res = await call(t, 'micro-admin', 'PUT', `/api/tools/registerWalletLW/${loan.userId}`);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatch(/^152 /);
    expect(await snapshot(loan)).toEqual(before);
    const clean = await call(t, 'micro-admin', 'PUT', `/api/tools/cleanKYC/${loan.userId}`);
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toMatchObject({ walletStatusCode: 5, message: 'KYC limpiado con éxito' });
    t.wallet.failNext('cleanKyc', 500);
    const failed = await snapshot(loan);
    expect((await call(t, 'micro-admin', 'PUT', `/api/tools/cleanKYC/${loan.userId}`)).statusCode).toBe(502);
    expect(await snapshot(loan)).toEqual(failed);
  });

  it('registerIBANLW: the account gets LW id and validation; a provider failure changes nothing', async () => {
    const loan = await loanFor('registerIBANLW');
    await prepareBorrower(loan);
    await t.database.db.execute(
      sql`update accounts set lw_iban_id = null, iban_validado_lw = false where user_id = ${loan.userId}`,
    );
    const before = await snapshot(loan);
    t.wallet.failNext('registerIban', 500);
    const failed = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/registerIBANLW/${loan.userId}`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(messages.loan.errors.registerIbanLw);
    expect(await snapshot(loan)).toEqual(before);
    const res = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/registerIBANLW/${loan.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ibanValidadoLw: true, message: messages.loan.success.ibanRegistered });
    const acc = await one<{ id: number; lw: string; ok: boolean }>(sql`
      select id, lw_iban_id as lw, iban_validado_lw as ok from accounts where user_id = ${loan.userId} and iban is not null order by id desc limit 1`);
    expect(acc).toMatchObject({ lw: res.json().lwIBANId, ok: true });
    expect(await lastAudit()).toMatchObject({
      action: 'registerIBANLW',
      resource: `/api/accounts/${acc.id}`,
    });
    const bare = await one<{ id: number }>(sql`
      select u.id from users u where u.tipo <> 'empleado' and not exists (select 1 from accounts a where a.user_id = u.id and a.iban is not null) order by u.id limit 1`);
    const none = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/registerIBANLW/${bare.id}`);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(messages.loanProviders.noIban);
  });

  it('the wallet-provider status change: LW is told; its failure or an unknown code changes nothing', async () => {
    const loan = await loanFor('changeWalletStatus');
    await t.database.db.execute(sql`update users set wallet_status_code = 5 where id = ${loan.userId}`);
    const before = await snapshot(loan);
    const comercialTry = await save(t, 'comercial', `/api/users/${loan.userId}`, {
      walletStatusCode: 10,
    });
    expect(comercialTry.statusCode).toBe(403);
    const unknown = await save(t, 'micro-admin', `/api/users/${loan.userId}`, { walletStatusCode: 4 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(messages.loanProviders.walletStatusInvalid);
    t.wallet.failNext('setWalletStatus', 500);
    const failed = await save(t, 'micro-admin', `/api/users/${loan.userId}`, { walletStatusCode: 10 });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(messages.loan.errors.updateLwStatus);
    expect(await snapshot(loan)).toEqual(before);
    const res = await save(t, 'micro-admin', `/api/users/${loan.userId}`, { walletStatusCode: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().walletStatusCode).toBe(10);
    expect(t.wallet.calls.at(-1)).toMatchObject({
      operation: 'setWalletStatus',
      target: `/api/users/${loan.userId}`,
      result: 'ok',
    });
  });

  it('disabling a payment method: the invalid-type flag and enable false, audited; twice is a 409', async () => {
    const pm = await one<{ id: number; userId: number }>(sql`
      select p.id, p.user_id as "userId" from payment_methods p order by p.id limit 1`);
    await t.database.db.execute(
      sql`update payment_methods set enabled = true, invalid_type = false where id = ${pm.id}`,
    );
    const wrong = await call(t, 'micro-admin', 'PUT', `/api/payment_methods/${pm.id}`, {
      invalidType: true,
      enabled: true,
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call(t, 'micro-admin', 'PUT', `/api/payment_methods/${pm.id}`, {
      invalidType: true,
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      '@id': `/api/payment_methods/${pm.id}`,
      enabled: false,
      invalidType: true,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'disablePaymentMethod',
      resource: `/api/payment_methods/${pm.id}`,
      before: { enabled: true, invalidType: false },
    });
    const listed = (await call(t, 'micro-admin', 'GET', `/api/users/${pm.userId}/payment_methods`)).json()[
      'hydra:member'
    ];
    expect(listed.find((p: { id: number }) => p.id === pm.id)).toMatchObject({
      enabled: false,
      invalidType: true,
    });
    const again = await call(t, 'micro-admin', 'PUT', `/api/payment_methods/${pm.id}`, {
      invalidType: true,
      enabled: false,
    });
    expect(again.statusCode).toBe(409);
  });

  it("documents: uploaded to a loan they are the borrower's; scoped for COMERCIAL on upload and delete", async () => {
    const mine = await one<{ id: number; userId: number }>(sql`
      select l.id, l.user_id as "userId" from loans l where l.affiliate_id in (${list(comercial.mine)}) order by l.id limit 1`);
    const other = await one<{ id: number }>(sql`
      select l.id from loans l where l.affiliate_id is not null and l.affiliate_id not in (${list(comercial.mine)}) order by l.id limit 1`);
    const upload = async (loanId: number) => {
      const boundary = '----lprov-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="credito"\r\n\r\n/api/creditos/${loanId}\r\n`,
        ),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nNómina\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nomina.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from('%PDF-1.4\n%%EOF\n'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        payload,
        headers: {
          ...(await t.as('comercial')),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const res = await upload(mine.id);
    expect(res.statusCode).toBe(201);
    const doc = res.json()['@id'] as string;
    const row = await one<{ userId: number; loanId: number }>(
      sql`select user_id as "userId", loan_id as "loanId" from documents where id = ${Number(doc.split('/').pop())}`,
    );
    expect(row).toEqual({ userId: mine.userId, loanId: mine.id });
    const listed = (await call(t, 'micro-admin', 'GET', `/api/users/${mine.userId}/documentsList`)).json()[
      'hydra:member'
    ];
    expect(listed.map((d: { '@id': string }) => d['@id'])).toContain(doc);
    expect((await upload(other.id)).statusCode).toBe(403);
    const foreign = await one<{ id: number }>(
      sql`select id from documents where loan_id = ${other.id} order by id limit 1`,
    );
    expect((await call(t, 'comercial', 'DELETE', `/api/documents/${foreign.id}`)).statusCode).toBe(403);
    expect((await call(t, 'comercial', 'DELETE', doc)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'delete', resource: doc });
  });

  it('MP2P from the loan to its borrower: one movement per idempotency key', async () => {
    const loan = await loanFor('moneyP2P');
    await t.database.db.execute(
      sql`insert into wallets (user_id, lw_id) values (${loan.userId}, ${`LW${loan.userId}`}) on conflict do nothing`,
    );
    const calls = t.wallet.calls.length;
    const body = { amount: 12.5, msg: 'Ajuste de cuota', user: `/api/users/${loan.userId}` };
    const headers = { 'idempotency-key': `lprov-mp2p-${loan.id}` };
    const first = await call(t, 'admin', 'POST', '/api/tools/admin/moneyP2P', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await call(t, 'admin', 'POST', '/api/tools/admin/moneyP2P', body, headers);
    expect(replay.json().transactionId).toBe(first.json().transactionId);
    expect(t.wallet.calls.slice(calls).filter((c) => c.operation === 'moneyP2P')).toHaveLength(1);
  });
});
