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
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const month = today.slice(0, 7);
  const [loan] = await rows<{ id: number }>(sql`select id from loans order by id limit 1`);
  // Installments of this month in every situation the rule tells apart (numero 900+ is ours).
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const cases: [string, string, string, number][] = [
    ['PD', day(1), day(1), 100], // due the 1st: late unless today is the 1st
    ['ACT', day(1), day(28), 100],
    ['DE', day(1), day(28), 0],
    ['RE', day(1), day(1), 0],
    ['CO', day(1), day(1), 0],
    ['DV', day(1), day(1), 80],
  ];
  for (const [n, [estado, inicio, cobro, saldo]] of cases.entries()) {
    await t.database.db.execute(sql`
      insert into installments (loan_id, estado_cd, numero, fecha_inicio, fecha_cobro, saldo, principal, interest)
      values (${loan!.id}, ${estado}, ${900 + n}, ${inicio}, ${cobro}, ${saldo}, ${saldo}, 0)`);
  }
});
afterAll(() => t.close());

const monthRows = () =>
  rows<{ id: number; estado_cd: string; fecha_inicio: string; fecha_cobro: string; saldo: string }>(sql`
    select id, estado_cd, fecha_inicio::text, fecha_cobro::text, saldo from installments
    where to_char(fecha_cobro, 'YYYY-MM') = ${today.slice(0, 7)} order by id`);
const expected = (r: Awaited<ReturnType<typeof monthRows>>[number]) =>
  monthInstallmentStatus(
    { estadoCd: r.estado_cd, fechaInicio: r.fecha_inicio, fechaCobro: r.fecha_cobro, saldo: Number(r.saldo) },
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
    const ours = after.slice(-6).map((r) => r.estado_cd);
    // PD due the 1st → RE (or DE when today is the 1st); ACT due the 28th → DE; balances of 0 → CO; CO, DV stay.
    expect(ours.slice(2)).toEqual(['CO', 'CO', 'CO', 'DV']);
    expect(ours[1]).toBe(today > `${today.slice(0, 8)}28` ? 'RE' : 'DE');

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
