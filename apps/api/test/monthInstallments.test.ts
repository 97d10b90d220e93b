import { hasAnyRole } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { monthInstallmentStatus } from '@backoffice/domain/tools';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

type Summary = ResponseOf<'GET /api/tools/superadmin/actualizar-cuotas-mes'>;
const URL = '/api/tools/superadmin/actualizar-cuotas-mes';
const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));

let t: TestContext;
let today: string;
let cancelled: { id: number };
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // The API's clock is pinned: the month and the day never depend on when (or where) the test runs.
  t.clock.now = Date.parse('2026-11-24T10:00:00Z');
  today = '2026-11-24';
  const month = today.slice(0, 7);
  const pick = async (estado: string) =>
    (
      await rows<{ id: number }>(sql`select id from loans where estado_cd = ${estado} order by id limit 1`)
    )[0]!;
  const amortizing = await pick('AMO');
  cancelled = await pick('CA0');
  // Installments of this month in every situation the rule tells apart (numero 900+ is ours).
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const cases: [number, string, string, string, number][] = [
    [amortizing.id, 'PD', day(1), day(1), 100], // due the 1st: late unless today is the 1st
    [amortizing.id, 'ACT', day(1), day(28), 100],
    [amortizing.id, 'DE', day(1), day(28), 0],
    [amortizing.id, 'RE', day(1), day(1), 0],
    [amortizing.id, 'CO', day(1), day(1), 0],
    [amortizing.id, 'DV', day(1), day(1), 80],
    // A cancelled loan owes nothing: the status table keeps the run off its installments.
    [cancelled.id, 'PD', day(1), day(1), 100],
    [cancelled.id, 'ACT', day(1), day(28), 0],
  ];
  for (const [n, [loanId, estado, inicio, cobro, saldo]] of cases.entries()) {
    await t.database.db.execute(sql`
      insert into installments (loan_id, estado_cd, numero, fecha_inicio, fecha_cobro, saldo, principal, interest)
      values (${loanId}, ${estado}, ${900 + n}, ${inicio}, ${cobro}, ${saldo}, ${saldo}, 0)`);
  }
});
afterAll(() => t.close());

const monthRows = () =>
  rows<{
    id: number;
    loan_id: number;
    estado_cd: string;
    loan_estado_cd: string;
    fecha_inicio: string;
    fecha_cobro: string;
    saldo: string;
  }>(sql`
    select i.id, i.loan_id, i.estado_cd, l.estado_cd as loan_estado_cd, i.fecha_inicio::text,
      i.fecha_cobro::text, i.saldo
    from installments i join loans l on l.id = i.loan_id
    where to_char(i.fecha_cobro, 'YYYY-MM') = ${today.slice(0, 7)} order by i.id`);
const expected = (r: Awaited<ReturnType<typeof monthRows>>[number]) =>
  monthInstallmentStatus(
    {
      estadoCd: r.estado_cd,
      loanEstadoCd: r.loan_estado_cd,
      fechaInicio: r.fecha_inicio,
      fechaCobro: r.fecha_cobro,
      saldo: Number(r.saldo),
    },
    today,
  );

describe('Actualizar cuotas del mes (loans §6 credit tools: SUPER_ADMIN)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))(
    '%s may read the summary',
    async (username, role) => {
      const res = await call(t, username, 'GET', URL);
      expect(res.statusCode).toBe(hasAnyRole([role], ['ROLE_SUPER_ADMIN']) ? 200 : 403);
    },
  );

  it('refuses the run to every role but SUPER_ADMIN, changing nothing', async () => {
    const before = await monthRows();
    for (const a of DEMO_ACCOUNTS.filter((x) => !hasAnyRole([x.role], ['ROLE_SUPER_ADMIN']))) {
      expect((await call(t, a.username, 'POST', URL)).statusCode).toBe(403);
    }
    expect(await monthRows()).toEqual(before);
  });

  it('the summary counts what a run would change, and changes nothing itself', async () => {
    const before = await monthRows();
    const body = (await call(t, 'super-admin', 'GET', URL)).json() as Summary;
    const changing = before.filter((r) => expected(r) !== r.estado_cd);
    expect(body).toMatchObject({
      month: today.slice(0, 7),
      installments: before.length,
      changes: changing.length,
      applied: 0,
    });
    expect(body.changes).toBeGreaterThan(0);
    expect(body.transitions.reduce((s, x) => s + x.count, 0)).toBe(changing.length);
    expect(await monthRows()).toEqual(before);
  });

  it('applies the statuses of the rule, and a second run changes nothing (idempotent)', async () => {
    const before = await monthRows();
    const first = (await call(t, 'super-admin', 'POST', URL)).json() as Summary;
    expect(first.applied).toBe(before.filter((r) => expected(r) !== r.estado_cd).length);
    const after = await monthRows();
    expect(after.map((r) => r.estado_cd)).toEqual(before.map(expected));
    const ours = after.slice(-8).map((r) => r.estado_cd);
    // PD due the 1st → RE; ACT due the 28th → DE; balances of 0 → CO; CO, DV stay; the cancelled loan's stay.
    expect(ours).toEqual(['RE', 'DE', 'CO', 'CO', 'CO', 'DV', 'PD', 'ACT']);
    expect(after.filter((r) => r.loan_id === cancelled.id).map((r) => r.estado_cd)).toEqual(
      before.filter((r) => r.loan_id === cancelled.id).map((r) => r.estado_cd),
    );

    const second = await call(t, 'super-admin', 'POST', URL);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ changes: 0, applied: 0, transitions: [] });
    expect(await monthRows()).toEqual(after);
    const [audits] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'actualizar-cuotas-mes'`,
    );
    expect(audits?.n).toBe(1);
  });
});
