import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveRoles,
  hasAnyRole,
  hasRole,
  normalizeRole,
  ROLE_HIERARCHY,
  ROLES,
  type Role,
} from './roles';

describe('hasRole', () => {
  it.each([
    // [held, required, expected]
    [['ROLE_ADMIN'], 'ROLE_COMERCIAL', true],
    [['ROLE_ADMIN'], 'ROLE_MICRO_RECOBRO', true], // through RECOBRO
    [['ROLE_ADMIN'], 'ROLE_RISK', false],
    [['ROLE_ADMIN_PLUS'], 'ROLE_ADMIN', false], // same set as ADMIN, not ADMIN itself
    [['ROLE_ADMIN_PLUS'], 'ROLE_MICRO_ADMIN', true],
    [['ROLE_RISK_ADMIN'], 'ROLE_ADMIN', true],
    [['ROLE_RISK_ADMIN'], 'ROLE_COMERCIAL_PLUS', true],
    [['ROLE_MICRO_ADMIN'], 'ROLE_COMERCIAL', true],
    [['ROLE_MICRO_ADMIN'], 'ROLE_COMERCIAL_PLUS', false],
    [['ROLE_COMERCIAL_PLUS'], 'ROLE_COMERCIAL', true],
    [['ROLE_COMERCIAL'], 'ROLE_COMERCIAL_PLUS', false],
    [['ROLE_RECOBRO'], 'ROLE_MICRO_RECOBRO', true],
    [['ROLE_MICRO_RECOBRO'], 'ROLE_RECOBRO', false],
    [['ROLE_SUPER_ADMIN'], 'ROLE_RISK', true],
    [['ROLE_SUPER_ADMIN'], 'ROLE_ADMIN_PLUS', true],
    [['ROLE_RISK', 'ROLE_BE'], 'ROLE_BE', true],
    [['ROLE_JUDICIAL'], 'ROLE_USER', true],
    [[], 'ROLE_USER', false],
  ] as const)('%j requiring %s → %s', (held, required, expected) => {
    expect(hasRole(held, required)).toBe(expected);
  });

  it('accepts the ROLE_ prefix or its absence on both sides', () => {
    expect(hasRole(['ADMIN'], 'COMERCIAL')).toBe(true);
    expect(hasRole(['ROLE_ADMIN'], 'COMERCIAL')).toBe(true);
    expect(hasRole(['admin'], 'ROLE_COMERCIAL')).toBe(true);
    expect(hasRole([' role_micro_admin '], 'comercial')).toBe(true);
  });

  it('never throws on junk and never grants through it', () => {
    expect(hasRole(null, 'ROLE_USER')).toBe(false);
    expect(hasRole(undefined, 'ROLE_USER')).toBe(false);
    expect(hasRole([null, 3, {}, 'ROLE_NOPE'], 'ROLE_USER')).toBe(false);
    expect(hasRole(['ROLE_ADMIN'], '')).toBe(false);
    expect(hasRole(['ROLE_ADMIN'], 'ROLE_NOPE')).toBe(false);
  });

  it('is reflexive and transitive over the hierarchy', () => {
    const role = fc.constantFrom(...ROLES);
    fc.assert(
      fc.property(role, role, role, (a, b, c) => {
        expect(hasRole([a], a)).toBe(true);
        if (hasRole([a], b) && hasRole([b], c)) expect(hasRole([a], c)).toBe(true);
      }),
    );
  });

  it('grants every included role of the table', () => {
    for (const [role, included] of Object.entries(ROLE_HIERARCHY) as [Role, readonly Role[]][]) {
      for (const r of included) expect(hasRole([role], r)).toBe(true);
    }
  });
});

describe('hasAnyRole', () => {
  it('passes with any one of the roles, and with none required', () => {
    expect(hasAnyRole(['ROLE_RISK'], ['COMERCIAL', 'MICRO_ADMIN', 'RISK'])).toBe(true);
    expect(hasAnyRole(['ROLE_VENTAS'], ['COMERCIAL', 'MICRO_ADMIN', 'RISK'])).toBe(false);
    expect(hasAnyRole([], [])).toBe(true);
  });
});

describe('normalizeRole and effectiveRoles', () => {
  it('normalises names and rejects unknown ones', () => {
    expect(normalizeRole('super-admin')).toBe('ROLE_SUPER_ADMIN');
    expect(normalizeRole('ROLE_BE')).toBe('ROLE_BE');
    expect(normalizeRole('x')).toBeNull();
    expect(normalizeRole(42)).toBeNull();
  });

  it('collects the closure of what a user holds', () => {
    expect([...effectiveRoles(['ROLE_COMERCIAL_PLUS'])].sort()).toEqual([
      'ROLE_COMERCIAL',
      'ROLE_COMERCIAL_PLUS',
      'ROLE_USER',
    ]);
  });
});
