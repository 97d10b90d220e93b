import { describe, expect, it } from 'vitest';
import { API_ACCESS, apiAccess, mayCall, seesOnlyAssignedAffiliates } from './apiAccess';
import { ROLES } from './roles';

describe('API_ACCESS', () => {
  it('declares every route as public or with at least one known role', () => {
    for (const [key, access] of Object.entries(API_ACCESS)) {
      expect(key).toMatch(/^(GET|POST|PUT|DELETE|PATCH) \/api\//);
      if (access !== 'public') {
        expect(access.length, key).toBeGreaterThan(0);
        for (const role of access) expect(ROLES).toContain(role);
      }
    }
  });

  it('keeps login public and everything else behind a role', () => {
    expect(apiAccess('POST /api/login_check')).toBe('public');
    expect(apiAccess('GET /api/users/:id')).toEqual(['ROLE_USER']);
  });
});

describe('mayCall', () => {
  it.each([
    // [roles, route, expected]
    [['ROLE_SUPER_ADMIN'], 'DELETE /api/comentarios/:id', true],
    [['ROLE_ADMIN'], 'DELETE /api/comentarios/:id', false], // §6: only SUPER_ADMIN deletes comments
    [['ROLE_RISK'], 'GET /api/afiliados/:id', true],
    [['ROLE_RISK'], 'POST /api/afiliados', false], // §2: RISK lists and opens, does not create
    [['ROLE_COMERCIAL'], 'POST /api/afiliados', true],
    [['ROLE_ADMIN'], 'POST /api/tools/admin/moneyOut', true],
    [['ROLE_MICRO_ADMIN'], 'POST /api/tools/admin/moneyOut', false],
    [['ROLE_VENTAS'], 'GET /api/afiliados/:id', false],
    [[], 'POST /api/login_check', true],
    [null, 'GET /api/users/:id', false],
    ['ROLE_ADMIN_PLUS', 'POST /api/secondary_reasons', true],
  ] as const)('%j on %s → %s', (roles, key, expected) => {
    expect(mayCall(roles, key)).toBe(expected);
  });
});

describe('seesOnlyAssignedAffiliates', () => {
  it('is true for sales users without a wider role', () => {
    expect(seesOnlyAssignedAffiliates(['ROLE_COMERCIAL'])).toBe(true);
    expect(seesOnlyAssignedAffiliates(['ROLE_COMERCIAL_PLUS'])).toBe(true);
    expect(seesOnlyAssignedAffiliates(['ROLE_COMERCIAL', 'ROLE_RISK'])).toBe(false);
    expect(seesOnlyAssignedAffiliates(['ROLE_MICRO_ADMIN'])).toBe(false);
    expect(seesOnlyAssignedAffiliates(['ROLE_ADMIN'])).toBe(false);
    expect(seesOnlyAssignedAffiliates('ROLE_COMERCIAL')).toBe(true);
    expect(seesOnlyAssignedAffiliates(null)).toBe(false);
  });
});
