import { messages } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultSwitch } from '../src/lib/faults';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Every refusal and fault answers its Spanish `error` with the request's id (`{ error, id }`): the
 * id the admin appends to the notification ('… (req-7)'), which the request's log lines carry.
 */
const faults = new FaultSwitch();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ faults });
});
afterAll(() => t.close());

describe('error ids', () => {
  it('a 400, 401, 403, 404 and 500 each carry their own id beside the Spanish error', async () => {
    const admin = await t.as('admin');
    const recobro = await t.as('recobro');
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/comentarios', headers: admin, payload: {} }),
      await t.app.inject({ url: '/api/users/1' }),
      await t.app.inject({ url: '/api/afiliados/1', headers: recobro }),
      await t.app.inject({ url: '/api/no-existe', headers: admin }),
    ];
    faults.failNth('GET /api/users/:id', 1, 'before');
    answers.push(await t.app.inject({ url: '/api/users/1', headers: admin }));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 401, 403, 404, 500]);
    const ids = answers.map((a) => a.json().id);
    for (const [i, a] of answers.entries()) {
      expect(typeof a.json().error, a.body).toBe('string');
      expect(ids[i], a.body).toMatch(/\S/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers[4]?.json()).toMatchObject({ error: messages.general.serverError });
  });

  it('a success carries no id, and a record answered by a route keeps its own id', async () => {
    const res = await t.app.inject({ url: '/api/users/1', headers: await t.as('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(1);
  });
});
