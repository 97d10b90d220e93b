import { API_ACCESS, hasAnyRole, messages } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { SECURITIZABLE_STATUSES, toolsMessages } from '@backoffice/domain/tools';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

type SecuritizationPreview = ResponseOf<'GET /api/tools/admin/titulizacion'>;
const M = toolsMessages.securitization;
const URL = '/api/tools/admin/titulizacion';
const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const preview = async (query: string) => {
  const res = await call(t, 'admin', 'GET', `${URL}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as SecuritizationPreview;
};
const snapshot = () =>
  rows<{ id: number; securitized: boolean; fund: string | null }>(
    sql`select id, securitized, fund from loans order by id`,
  );

describe('titulizar / destitulizar créditos (loans §6 IT tools: ADMIN)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    const allowed = hasAnyRole([role], ['ROLE_ADMIN']);
    const get = await call(t, username, 'GET', `${URL}?accion=titulizar&estado=ZZZ`);
    expect(get.statusCode).toBe(allowed ? 200 : 403);
    // An empty selection: the write is refused by validation for the allowed, by role for the others.
    const post = await call(t, username, 'POST', URL, { accion: 'titulizar', fondo: 'F', ids: [] });
    expect(post.statusCode).toBe(allowed ? 400 : 403);
    expect(post.json().error).toBe(allowed ? M.noneSelected : messages.auth.forbidden);
  });

  it('the API table gives both routes to ADMIN only', () => {
    expect(API_ACCESS[`GET ${URL}`]).toEqual(['ROLE_ADMIN']);
    expect(API_ACCESS[`POST ${URL}`]).toEqual(['ROLE_ADMIN']);
  });

  it('the preview counts what the filter selects and totals the loans that may be securitised', async () => {
    const body = await preview('accion=titulizar&tipo=financiacion');
    const [db] = await rows<{ selected: number; eligible: number; amount: string }>(sql`
      select count(*)::int as selected,
        (count(*) filter (where estado_cd in ${sql.raw(`('${SECURITIZABLE_STATUSES.join("','")}')`)}
          and not securitized and not demanda_judicial))::int as eligible,
        coalesce(sum(cantidad) filter (where estado_cd in ${sql.raw(`('${SECURITIZABLE_STATUSES.join("','")}')`)}
          and not securitized and not demanda_judicial), 0) as amount
      from loans where tipo = 'financiacion'`);
    expect(body.totals.selected).toBe(db?.selected);
    expect(body.totals.eligible).toBe(db?.eligible);
    expect(body.totals.eligible).toBeGreaterThan(0);
    expect(body.totals.refused).toBe((db?.selected ?? 0) - (db?.eligible ?? 0));
    expect(body.totals.eligibleAmount).toBeCloseTo(Number(db?.amount), 2);
    // Eligible loans first, then the refused ones with their reason in Spanish.
    const firstRefused = body.loans.findIndex((l) => l.refusal !== null);
    expect(body.loans.slice(0, firstRefused).every((l) => l.refusal === null)).toBe(true);
    expect(body.loans.find((l) => l.estadoCd === 'AMA')?.refusal).toBe(
      messages.loanActions.notAllowedInStatus('AMA'),
    );
  });

  it('titulizar sets securitized and the fund on the confirmed loans only, audited one by one', async () => {
    const before = await snapshot();
    const body = await preview('accion=titulizar&estado=AMO');
    const ids = body.eligibleIds;
    expect(ids).toEqual(body.loans.filter((l) => l.refusal === null).map((l) => l.id));
    expect(ids.length).toBeGreaterThan(0);
    const res = await call(t, 'admin', 'POST', URL, {
      accion: 'titulizar',
      fondo: ' FT Consumo 2026-I ',
      ids,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accion: 'titulizar',
      updated: ids.length,
      fondo: 'FT Consumo 2026-I',
    });
    expect(res.json().amount).toBeCloseTo(body.totals.eligibleAmount, 2);

    const after = await snapshot();
    for (const [i, l] of after.entries()) {
      if (ids.includes(l.id)) expect(l).toEqual({ id: l.id, securitized: true, fund: 'FT Consumo 2026-I' });
      else expect(l).toEqual(before[i]);
    }
    const audits = await rows<{ resource: string; after: { securitized: boolean; fund: string } }>(sql`
      select resource, after from audit_log where action = 'titulizar' order by id`);
    expect(audits.map((a) => a.resource).sort()).toEqual(ids.map((id) => `/api/creditos/${id}`).sort());
    expect(audits.every((a) => a.after.securitized && a.after.fund === 'FT Consumo 2026-I')).toBe(true);

    // Now they are in the fund: a second titulización of the same loans is refused.
    expect((await preview('accion=titulizar&estado=AMO')).totals.eligible).toBe(0);
  });

  it('refuses the whole batch when one loan may not make the move, and changes nothing', async () => {
    const before = await snapshot();
    const ok = (await preview('accion=titulizar&estado=RET')).loans.filter((l) => l.refusal === null);
    const ama = (await preview('accion=titulizar&estado=AMA')).loans[0];
    expect(ok.length).toBeGreaterThan(0);
    expect(ama).toBeDefined();
    const ids = [...ok.map((l) => l.id), ama!.id, 99_999_999];
    const res = await call(t, 'admin', 'POST', URL, { accion: 'titulizar', fondo: 'FT X', ids });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.refused(2));
    expect(res.json().refused).toEqual(
      expect.arrayContaining([
        { id: ama!.id, reason: messages.loanActions.notAllowedInStatus('AMA') },
        { id: 99_999_999, reason: M.notFound(99_999_999) },
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('titulizar needs a fund; destitulizar clears it and refuses loans not in a fund', async () => {
    const ret = (await preview('accion=titulizar&estado=RET')).loans.filter((l) => l.refusal === null);
    const ids = ret.map((l) => l.id);
    const noFund = await call(t, 'admin', 'POST', URL, { accion: 'titulizar', fondo: '  ', ids });
    expect(noFund.statusCode).toBe(400);
    expect(noFund.json().error).toBe(M.fundRequired);

    const notIn = await call(t, 'admin', 'POST', URL, { accion: 'destitulizar', ids });
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().refused[0].reason).toBe(M.notSecuritized);

    const inFund = await preview('accion=destitulizar&fondo=FT%20Consumo%202026-I');
    expect(inFund.totals.refused).toBe(0);
    expect(inFund.totals.eligible).toBeGreaterThan(0);
    const back = inFund.loans.map((l) => l.id);
    const res = await call(t, 'admin', 'POST', URL, { accion: 'destitulizar', ids: back });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accion: 'destitulizar', updated: back.length, fondo: null });
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from loans where fund = 'FT Consumo 2026-I' or (securitized and id in ${sql.raw(`(${back.join(',')})`)})`,
    );
    expect(left?.n).toBe(0);
  });
});
