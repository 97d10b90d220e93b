import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import {
  mayAccessAccount,
  mayAccessAffiliate,
  mayAccessCommentTarget,
  mayAccessCompany,
  mayAccessInvestor,
  mayAccessLoan,
  mayAccessUser,
  mayAppointAdministrator,
  recordReach,
  seesPersonalData,
} from './scope';

const ME = 7;
const mine = { assignedSalesAgentId: ME, plataformaSalesAgentId: 99 };
const platformMine = { assignedSalesAgentId: 98, plataformaSalesAgentId: ME };
const theirs = { assignedSalesAgentId: 98, plataformaSalesAgentId: 99 };
const as = (role: Role) => ({ id: ME, roles: [role] });

/** The 13 staff roles of the demo accounts, and how far each one reaches. */
const REACH: [Role, 'all' | 'assigned' | 'self'][] = [
  ['ROLE_SUPER_ADMIN', 'all'],
  ['ROLE_ADMIN', 'all'],
  ['ROLE_ADMIN_PLUS', 'all'],
  ['ROLE_RISK_ADMIN', 'all'],
  ['ROLE_MICRO_ADMIN', 'all'],
  ['ROLE_COMERCIAL', 'assigned'],
  ['ROLE_COMERCIAL_PLUS', 'assigned'],
  ['ROLE_RISK', 'all'],
  ['ROLE_RECOBRO', 'all'],
  ['ROLE_MICRO_RECOBRO', 'self'],
  ['ROLE_BE', 'all'],
  ['ROLE_JUDICIAL', 'self'],
  ['ROLE_VENTAS', 'self'],
];

describe('recordReach', () => {
  it.each(REACH)('%s → %s', (role, reach) => {
    expect(recordReach([role])).toBe(reach);
  });
  it('reads a comma list and nothing at all', () => {
    expect(recordReach('ROLE_COMERCIAL,ROLE_RISK')).toBe('all');
    expect(recordReach(null)).toBe('self');
  });
});

describe('one rule per record type, for each of the 13 roles', () => {
  it.each(REACH)('%s: in scope allowed, out of scope refused', (role, reach) => {
    const v = as(role);
    const all = reach === 'all';
    const assigned = reach === 'assigned';
    // Affiliates
    expect(mayAccessAffiliate(v, mine)).toBe(all || assigned);
    expect(mayAccessAffiliate(v, platformMine)).toBe(all || assigned);
    expect(mayAccessAffiliate(v, theirs)).toBe(all);
    // Loans
    expect(mayAccessLoan(v, { affiliate: mine })).toBe(all || assigned);
    expect(mayAccessLoan(v, { affiliate: theirs })).toBe(all);
    expect(mayAccessLoan(v, { affiliate: null })).toBe(all);
    // Investors
    expect(mayAccessInvestor(v, { affiliates: [theirs, mine] })).toBe(all || assigned);
    expect(mayAccessInvestor(v, { affiliates: [theirs] })).toBe(all);
    expect(mayAccessInvestor(v, { affiliates: [] })).toBe(all);
    // Users: oneself always
    expect(mayAccessUser(v, { id: ME, affiliates: [] })).toBe(true);
    expect(mayAccessUser(v, { id: 1, affiliates: [mine] })).toBe(all || assigned);
    expect(mayAccessUser(v, { id: 1, affiliates: [theirs] })).toBe(all);
    expect(mayAccessUser(v, { id: 1, affiliates: [] })).toBe(all);
    // Accounts: their owner's
    expect(mayAccessAccount(v, { owner: { id: 1, affiliates: [mine] } })).toBe(all || assigned);
    expect(mayAccessAccount(v, { owner: { id: 1, affiliates: [theirs] } })).toBe(all);
    // Companies
    expect(mayAccessCompany(v, { affiliates: [mine], createdBy: null })).toBe(all || assigned);
    expect(mayAccessCompany(v, { affiliates: [theirs], createdBy: ME })).toBe(all);
    expect(mayAccessCompany(v, { affiliates: [], createdBy: ME })).toBe(all || assigned);
    expect(mayAccessCompany(v, { affiliates: [], createdBy: 1 })).toBe(all);
    expect(mayAccessCompany(v, { affiliates: [], createdBy: null })).toBe(all);
    // Comment targets follow their record's rule
    expect(mayAccessCommentTarget(v, { section: 'afiliado', affiliate: theirs })).toBe(all);
    expect(mayAccessCommentTarget(v, { section: 'credito', loan: { affiliate: mine } })).toBe(
      all || assigned,
    );
    expect(mayAccessCommentTarget(v, { section: 'inversor', investor: { affiliates: [theirs] } })).toBe(all);
    expect(mayAccessCommentTarget(v, { section: 'usuario', user: { id: 1, affiliates: [theirs] } })).toBe(
      all,
    );
    expect(mayAccessCommentTarget(v, { section: 'usuario', user: { id: 1, affiliates: [mine] } })).toBe(
      all || assigned,
    );
  });
});

describe('mayAppointAdministrator', () => {
  const fresh = { id: 1, affiliates: [], roles: [], createdBy: ME, ownedElsewhere: false };
  it('a restricted user appoints a user they created for it, or one in their scope', () => {
    const v = as('ROLE_COMERCIAL');
    expect(mayAppointAdministrator(v, fresh)).toBe(true);
    expect(mayAppointAdministrator(v, { ...fresh, createdBy: null, affiliates: [mine] })).toBe(true);
  });
  it.each([
    ['created by someone else', { createdBy: 2 }],
    ['created by nobody (seed, import)', { createdBy: null }],
    ['an investor or borrower already', { ownedElsewhere: true }],
    ['behind someone else’s affiliate', { affiliates: [theirs] }],
    ['a staff account', { roles: ['ROLE_ADMIN'] }],
  ])('a restricted user may not appoint a user %s', (_, change) => {
    expect(mayAppointAdministrator(as('ROLE_COMERCIAL'), { ...fresh, ...change })).toBe(false);
  });
  it('the unrestricted appoint any non-staff user, never a staff account nor themself', () => {
    const v = as('ROLE_MICRO_ADMIN');
    expect(mayAppointAdministrator(v, { ...fresh, createdBy: null, ownedElsewhere: true })).toBe(true);
    expect(mayAppointAdministrator(v, { ...fresh, roles: ['ROLE_USER'] })).toBe(false);
    expect(mayAppointAdministrator(v, { ...fresh, id: ME })).toBe(false);
    expect(mayAppointAdministrator(as('ROLE_JUDICIAL'), fresh)).toBe(false);
  });
});

describe('seesPersonalData', () => {
  it.each(REACH)('%s', (role) => {
    const expected = [
      'ROLE_SUPER_ADMIN',
      'ROLE_ADMIN',
      'ROLE_ADMIN_PLUS',
      'ROLE_RISK_ADMIN',
      'ROLE_MICRO_ADMIN',
      'ROLE_RISK',
      'ROLE_RECOBRO',
      'ROLE_BE',
    ].includes(role);
    expect(seesPersonalData([role])).toBe(expected);
  });
});
