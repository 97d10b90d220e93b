import type { TestContext } from './testApp';

/** The id of a demo account, by its username. */
export async function demoUserId(t: TestContext, username: string): Promise<number> {
  const h = await t.as('super-admin');
  const res = await t.app.inject({ url: `/api/users?email=${username}@demo.test`, headers: h });
  return res.json()['hydra:member'][0].id as number;
}

/** JSON request helper: `call(t, 'admin', 'PUT', url, body)`. */
export async function call(
  t: TestContext,
  who: string,
  method: string,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const auth = await t.as(who);
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** One affiliate assigned to the given user and one that is not. */
export async function affiliatesFor(t: TestContext, username: string) {
  const id = await demoUserId(t, username);
  const list = await call(
    t,
    'super-admin',
    'GET',
    `/api/users/${await demoUserId(t, 'super-admin')}/affiliatesInDepthList?pagination=false`,
  );
  const rows = list.json()['hydra:member'] as {
    id: number;
    salesAgentIri: string | null;
    plataformaAgentIri: string | null;
  }[];
  const mine = rows.filter(
    (r) => r.salesAgentIri === `/api/users/${id}` || r.plataformaAgentIri === `/api/users/${id}`,
  );
  const others = rows.filter((r) => !mine.includes(r));
  return { userId: id, mine: mine.map((r) => r.id), others: others.map((r) => r.id) };
}
