import { hasAnyRole, messages } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { toolsMessages } from '@backoffice/domain/tools';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

type Week = ResponseOf<'GET /api/comerciales/tareas'>;
const URL = '/api/comerciales/tareas';
const SALES = ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN'];
let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  await t.database.db.execute(sql`
    update affiliates set plataforma_sales_agent_id = (select id from users where username = 'comercial')
    where id in (select id from affiliates order by id limit 2)`);
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

const task = (afiliado: number, over: Record<string, unknown> = {}) => ({
  type: 'Visita',
  date: '2026-11-25',
  afiliado,
  name: 'Presentar los planes nuevos',
  ...over,
});

describe('Tareas semanales and Nueva tarea (platform §2: COMERCIAL, MICRO_ADMIN)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    const allowed = hasAnyRole([role], SALES);
    expect((await call(t, username, 'GET', `${URL}?semana=2026-11-24`)).statusCode).toBe(allowed ? 200 : 403);
    const res = await call(t, username, 'POST', URL, task(comercial.mine[0]!, { type: 'Bailar' }));
    expect(res.statusCode).toBe(allowed ? 400 : 403);
    if (!allowed) expect(res.json().error).toBe(messages.auth.forbidden);
  });

  it('a COMERCIAL creates a task on their affiliate and finds it in that week, under their name', async () => {
    const res = await call(
      t,
      'comercial',
      'POST',
      URL,
      task(comercial.mine[0]!, { name: '  Visita de prueba  ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Visita de prueba',
      status: 'Pendiente',
      finished: false,
      date: '2026-11-25',
    });
    const week = (await call(t, 'comercial', 'GET', `${URL}?semana=2026-11-27`)).json() as Week;
    expect(week).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      previous: '2026-11-16',
      next: '2026-11-30',
    });
    expect(week.agents.every((a) => a.agentId === comercial.userId)).toBe(true);
    expect(week.agents[0]?.tasks.map((x) => x.name)).toContain('Visita de prueba');
    // The week after does not have it.
    const next = (await call(t, 'comercial', 'GET', `${URL}?semana=${week.next}`)).json() as Week;
    expect(next.agents.flatMap((a) => a.tasks).some((x) => x.name === 'Visita de prueba')).toBe(false);
  });

  it('a MICRO_ADMIN sees the tasks of every agent of the week', async () => {
    const [db] = rowsOf<{ n: number; agents: number }>(
      await t.database.db.execute(sql`select count(*)::int as n, count(distinct user_id)::int as agents
        from tasks where date between '2026-11-23' and '2026-11-29'`),
    );
    const week = (await call(t, 'micro-admin', 'GET', `${URL}?semana=2026-11-23`)).json() as Week;
    expect(week.agents.flatMap((a) => a.tasks)).toHaveLength(db!.n);
    expect(week.agents.length).toBe(db!.agents);
  });

  it("refuses a task on another agent's affiliate, and bad fields with the domain's messages", async () => {
    expect((await call(t, 'comercial', 'POST', URL, task(comercial.others[0]!))).statusCode).toBe(403);
    const bad = await call(t, 'comercial', 'POST', URL, task(comercial.mine[0]!, { name: 'x'.repeat(201) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(toolsMessages.tasks.nameTooLong);
    const blank = await call(t, 'micro-admin', 'POST', URL, task(comercial.mine[0]!, { name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(toolsMessages.tasks.nameRequired);
  });
});

describe('Análisis de comerciales (platform §2: COMERCIAL, MICRO_ADMIN)', () => {
  type Analysis = ResponseOf<'GET /api/comerciales/analisis'>;
  const ANALYSIS = '/api/comerciales/analisis';

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    expect((await call(t, username, 'GET', ANALYSIS)).statusCode).toBe(hasAnyRole([role], SALES) ? 200 : 403);
  });

  it("a MICRO_ADMIN sees every agent; each agent's figures are the database's", async () => {
    const body = (
      await call(t, 'micro-admin', 'GET', `${ANALYSIS}?desde=2020-01&hasta=2029-12`)
    ).json() as Analysis;
    expect(body.months).toHaveLength(120);
    expect(body.agents.length).toBeGreaterThan(1);
    const a = body.agents.find((x) => x.agentId === comercial.userId)!;
    const [db] = rowsOf<{ affiliates: number; active: number; loans: number; amount: string }>(
      await t.database.db.execute(sql`
        select (select count(*)::int from affiliates f where coalesce(f.plataforma_sales_agent_id, f.assigned_sales_agent_id) = ${comercial.userId}) as affiliates,
          (select count(*)::int from affiliates f where coalesce(f.plataforma_sales_agent_id, f.assigned_sales_agent_id) = ${comercial.userId}
            and f.estado_cd in ('ACT', 'INI', 'FUN', 'INT', 'OUT')) as active,
          (select count(*)::int from loans l join affiliates f on f.id = l.affiliate_id
            where coalesce(f.plataforma_sales_agent_id, f.assigned_sales_agent_id) = ${comercial.userId}) as loans,
          (select coalesce(sum(l.cantidad), 0) from loans l join affiliates f on f.id = l.affiliate_id
            where coalesce(f.plataforma_sales_agent_id, f.assigned_sales_agent_id) = ${comercial.userId}) as amount`),
    );
    expect(a.affiliates).toBe(db?.affiliates);
    expect(a.loansByMonth.reduce((s, n) => s + n, 0)).toBe(db?.loans);
    expect(a.amountByMonth.reduce((s, n) => s + n, 0)).toBeCloseTo(Number(db?.amount), 2);
    expect(Object.values(a.affiliatesByStatus).reduce((s, n) => s + n, 0)).toBe(a.affiliates);
  });

  it('refuses an empty or longer than ten-year period', async () => {
    expect((await call(t, 'micro-admin', 'GET', `${ANALYSIS}?desde=2026-11&hasta=2026-10`)).statusCode).toBe(
      400,
    );
    expect((await call(t, 'micro-admin', 'GET', `${ANALYSIS}?desde=2010-01&hasta=2026-10`)).statusCode).toBe(
      400,
    );
  });

  it('a COMERCIAL sees only their own row; the period is a filter', async () => {
    const body = (
      await call(t, 'comercial', 'GET', `${ANALYSIS}?desde=2026-09&hasta=2026-11`)
    ).json() as Analysis;
    expect(body.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(body.agents.map((a) => a.agentId)).toEqual([comercial.userId]);
    expect(body.agents[0]?.loansByMonth).toHaveLength(3);
  });
});

describe('Detalle comercial (platform §2: COMERCIAL, MICRO_ADMIN)', () => {
  type Detail = ResponseOf<'GET /api/comerciales/detalle'>;
  const DETAIL = '/api/comerciales/detalle';

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    expect((await call(t, username, 'GET', DETAIL)).statusCode).toBe(hasAnyRole([role], SALES) ? 200 : 403);
  });

  it("a COMERCIAL sees their own figures, affiliates and loans, and not another agent's", async () => {
    const body = (await call(t, 'comercial', 'GET', DETAIL)).json() as Detail;
    expect(body.agentId).toBe(comercial.userId);
    expect(body.agents.map((a) => a.id)).toEqual([comercial.userId]);
    expect(body.affiliates.map((a) => a.id).sort()).toEqual([...comercial.mine].sort());
    expect(body.figures.affiliates).toBe(comercial.mine.length);
    const [db] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from loans where affiliate_id in ${sql.raw(`(${comercial.mine.join(',')})`)}`,
      ),
    );
    expect(body.figures.loans).toBe(db?.n);
    expect(body.loans.length).toBe(Math.min(100, db?.n ?? 0));
    const other = (await call(t, 'micro-admin', 'GET', DETAIL)).json() as Detail;
    const someoneElse = other.agents.find((a) => a.id !== comercial.userId)!;
    expect((await call(t, 'comercial', 'GET', `${DETAIL}?comercial=${someoneElse.id}`)).statusCode).toBe(403);
  });

  it('a MICRO_ADMIN picks any agent', async () => {
    const list = (await call(t, 'micro-admin', 'GET', DETAIL)).json() as Detail;
    expect(list.agents.length).toBeGreaterThan(1);
    const body = (
      await call(t, 'micro-admin', 'GET', `${DETAIL}?comercial=${comercial.userId}`)
    ).json() as Detail;
    expect(body.agentId).toBe(comercial.userId);
    expect(body.figures.affiliates).toBe(comercial.mine.length);
  });
});
