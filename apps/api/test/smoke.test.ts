import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

describe('every GET route answers a super-admin without a 5xx', () => {
  it('walks the routes', async () => {
    const h = await t.as('super-admin');
    const me = (await t.app.inject({ url: '/api/users?email=super-admin@demo.test', headers: h })).json()[
      'hydra:member'
    ][0].id;
    const failures: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.method === 'GET')) {
      const url = r.url
        .replace(':week', '10')
        .replace(':year', '2026')
        .replace(':type', 'Afiliado')
        .replace('/api/users/:id', `/api/users/${me}`)
        .replace(':id', '1');
      const res = await t.app.inject({ url: url.includes('search') ? `${url}?q=cli` : url, headers: h });
      if (res.statusCode >= 500 || res.statusCode === 400)
        failures.push(`${url} ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });
});
