import { canAccess } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoUserId } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

/** Every demo account that may open 'Mis afiliados' (/afiliados/afiliados). */
const SALES_DEMOS = [
  ['comercial', 'ROLE_COMERCIAL'],
  ['comercial-plus', 'ROLE_COMERCIAL_PLUS'],
  ['micro-admin', 'ROLE_MICRO_ADMIN'],
  ['admin', 'ROLE_ADMIN'],
  ['admin-plus', 'ROLE_ADMIN_PLUS'],
  ['risk-admin', 'ROLE_RISK_ADMIN'],
  ['super-admin', 'ROLE_SUPER_ADMIN'],
] as const;

describe('the demo seed', () => {
  // Issue 12: 'Mis afiliados' of MICRO_ADMIN and the admin roles was empty on the demo data.
  it.each(SALES_DEMOS)("gives %s affiliates of its own for 'Mis afiliados'", async (user, role) => {
    expect(canAccess('/afiliados/afiliados', [role])).toBe('ok');
    const id = await demoUserId(t, user);
    const res = await call(
      t,
      user,
      'GET',
      `/api/users/${id}/affiliatesInDepthList?salesAgent=${encodeURIComponent(`/api/users/${id}`)}&itemsPerPage=5`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()['hydra:totalItems']).toBeGreaterThan(0);
  });
});
