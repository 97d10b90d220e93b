import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canActivateAnyway,
  canDeleteComment,
  choosesDepartment,
  displayRole,
  effectiveRoles,
  filterReportsByRole,
  hasAnyRole,
  hasRole,
  heldRoles,
  isSalesUser,
  normalizeRole,
  ROLE_HIERARCHY,
  ROLES,
  type Role,
  seesFullScoring,
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

describe('displayRole', () => {
  it.each([
    [['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'], 'SUPER_ADMIN'],
    [['ROLE_ADMIN', 'ROLE_RISK_ADMIN'], 'RISK_ADMIN'],
    [['ROLE_COMERCIAL_PLUS', 'ROLE_COMERCIAL'], 'COMERCIAL'],
    [['ROLE_COMERCIAL_PLUS'], 'COMERCIAL_PLUS'],
    [['ROLE_ADMIN_PLUS'], 'ADMIN_PLUS'],
    [['ROLE_ADMIN_PLUS', 'ROLE_RISK'], 'RISK'],
    [['ROLE_BE', 'ROLE_COMERCIAL'], 'BE'],
    [['ROLE_MICRO_RECOBRO', 'ROLE_RISK'], 'MICRO_RECOBRO'],
    [['ROLE_JUDICIAL'], 'JUDICIAL'],
    [['ROLE_USER'], 'USER'],
    ['ROLE_RECOBRO, ROLE_RISK', 'RECOBRO'],
    [[' micro_admin '], 'MICRO_ADMIN'],
    [[], ''],
    [null, ''],
    [['nope', 3], ''],
  ])('%j → %j', (roles, expected) => {
    expect(displayRole(roles)).toBe(expected);
  });
});

describe('isSalesUser', () => {
  it.each([
    [['ROLE_COMERCIAL'], true],
    [['ROLE_COMERCIAL_PLUS'], true],
    [['comercial'], true],
    [['ROLE_ADMIN'], false],
    [['ROLE_MICRO_ADMIN'], false],
    [['ROLE_RISK'], false],
    [null, false],
  ])('%j → %s', (roles, expected) => {
    expect(isSalesUser(roles)).toBe(expected);
  });
});

describe('gates', () => {
  const cases: [string, boolean, boolean, boolean, boolean][] = [
    // role, activateAnyway, deleteComment, choosesDepartment, seesFullScoring
    ['ROLE_SUPER_ADMIN', true, true, true, true],
    ['ROLE_RISK_ADMIN', false, false, true, true],
    ['ROLE_ADMIN_PLUS', true, false, true, true],
    ['ROLE_ADMIN', false, false, true, true],
    ['ROLE_MICRO_ADMIN', false, false, true, true],
    ['ROLE_COMERCIAL_PLUS', false, false, false, true],
    ['ROLE_COMERCIAL', false, false, false, false],
    ['ROLE_RISK', false, false, false, true],
    ['ROLE_BE', false, false, false, true],
    ['ROLE_RECOBRO', false, false, false, false],
    ['ROLE_MICRO_RECOBRO', false, false, false, false],
    ['ROLE_JUDICIAL', false, false, false, false],
    ['ROLE_VENTAS', false, false, false, false],
    ['ROLE_USER', false, false, false, false],
  ];
  it.each(cases)('%s', (role, activate, del, dept, scoring) => {
    expect(canActivateAnyway([role])).toBe(activate);
    expect(canDeleteComment([role])).toBe(del);
    expect(choosesDepartment([role])).toBe(dept);
    expect(seesFullScoring([role])).toBe(scoring);
  });

  it('closes every gate for nobody', () => {
    for (const roles of [null, undefined, [], '', [null]]) {
      expect(canActivateAnyway(roles)).toBe(false);
      expect(canDeleteComment(roles)).toBe(false);
      expect(choosesDepartment(roles)).toBe(false);
      expect(seesFullScoring(roles)).toBe(false);
    }
  });

  it('accepts a comma-separated string', () => {
    expect(canActivateAnyway('ROLE_RISK, ROLE_ADMIN_PLUS')).toBe(true);
  });
});

describe('heldRoles', () => {
  it('keeps only what is held, without inheritance', () => {
    expect([...heldRoles(['admin', 'x', 'ROLE_ADMIN'])]).toEqual(['ROLE_ADMIN']);
    expect(heldRoles(42 as never).size).toBe(0);
  });
});

describe('filterReportsByRole', () => {
  const reports = [
    { id: 1, name: 'Ventas', roles: ['ROLE_COMERCIAL'] },
    { id: 2, name: 'Riesgo', roles: ['ROLE_RISK', 'ROLE_BE'] },
    { id: 3, name: 'Para todos' },
    { id: 4, name: 'Nadie', roles: ['ROLE_NOPE'] },
    { id: 5, name: 'Texto', roles: 'ROLE_RECOBRO, ROLE_BE' },
    { id: 6, name: 'Vacío', roles: [] },
  ];
  it.each([
    [['ROLE_COMERCIAL'], [1, 3, 6]],
    [['ROLE_ADMIN'], [1, 3, 5, 6]], // ADMIN includes COMERCIAL and RECOBRO
    [['ROLE_BE'], [2, 3, 5, 6]],
    [['ROLE_SUPER_ADMIN'], [1, 2, 3, 5, 6]],
    [[], [3, 6]],
    [null, []],
  ])('%j sees %j', (roles, ids) => {
    expect(filterReportsByRole(reports, roles).map((r) => r.id)).toEqual(ids);
  });

  it('keeps the id-keyed map shape of reportsList', () => {
    const map = {
      a: { name: 'A', '@url': '/a', roles: ['ROLE_RISK'] },
      b: { name: 'B', '@url': '/b', roles: ['ROLE_ADMIN'] },
    };
    expect(Object.keys(filterReportsByRole(map, ['ROLE_RISK']))).toEqual(['a']);
  });

  it('never throws on junk', () => {
    expect(filterReportsByRole(null, ['ROLE_ADMIN'])).toEqual([]);
    expect(filterReportsByRole(undefined, ['ROLE_ADMIN'])).toEqual([]);
    expect(filterReportsByRole([null, 3, { roles: [null] }] as never[], ['ROLE_ADMIN'])).toHaveLength(1);
  });
});
