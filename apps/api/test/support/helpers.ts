import { CONTRACT, type ContractKey } from '@backoffice/domain/contract';
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

/**
 * The If-Match header a form sends when it saves a record it loaded: the ETag of the record's GET
 * as `who` reads it (none when they may not read it; the save is then refused for that).
 */
export async function ifMatch(t: TestContext, who: string, url: string): Promise<Record<string, string>> {
  const etag = (await call(t, who, 'GET', url)).headers.etag;
  return typeof etag === 'string' ? { 'if-match': etag } : {};
}

/** A save as a form sends it: PUT with the If-Match of the record as `who` loaded it just before. */
export async function save(t: TestContext, who: string, url: string, payload: unknown) {
  return call(t, who, 'PUT', url, payload, await ifMatch(t, who, url));
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

/** A plan body the API accepts (§3 fields), for tests that then spoil one field. */
export const validPlan = (afiliado: string) => ({
  afiliado,
  meses: 12,
  minCantidad: 300,
  maxCantidad: 6000,
  maxCarencia: 0,
  pCaI: 2,
  pCaMin: 20,
  pTinI: 9.5,
  aCaI: 1,
  aCaMin: 10,
  pCaZ: 1,
  aCaZCobros: 1,
  aCaCobrosMin: 5,
  mixedMonths1: 0,
  mixedPerc1: 0,
  salesComission: 1,
  downpayment: 0,
  insurance: 'sin-seguro',
  financedBorrowerFee: false,
  noInterestFirstInstallment: false,
  mandatoryCancellationFee: false,
});

/** A route whose answer is an endless event stream (its contract says `stream`): inject would wait forever. */
export function isStream(route: { method: string; url: string }): boolean {
  return (
    (CONTRACT[`${route.method} ${route.url}` as ContractKey] as { stream?: true } | undefined)?.stream ===
    true
  );
}
