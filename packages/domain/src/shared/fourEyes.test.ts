import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './auditTrail';
import { approvalRefusal, FOUR_EYES_THRESHOLD_EUR, mayDecideApprovals, needsSecondPerson } from './fourEyes';
import { messages } from './messages';

describe('needsSecondPerson (issue 14 four-eyes table)', () => {
  it.each([
    ['moneyOut', { amount: 9_999.99 }, false],
    ['moneyOut', { amount: FOUR_EYES_THRESHOLD_EUR }, true],
    ['moneyOut', { amount: 12_000 }, true],
    ['moneyOut', {}, false],
    ['resetPayment', {}, true],
    ['moneyP2P', { amount: 50_000 }, false],
    ['cancelLoan', {}, false],
  ] as const)('%s %o → %s', (action, params, expected) => {
    expect(needsSecondPerson(action, params)).toBe(expected);
  });
});

describe('who decides approvals', () => {
  it.each([
    ['ROLE_ADMIN', true],
    ['ROLE_RISK_ADMIN', true],
    ['ROLE_SUPER_ADMIN', true],
    ['ROLE_ADMIN_PLUS', false],
    ['ROLE_MICRO_ADMIN', false],
    ['ROLE_COMERCIAL', false],
  ])('%s → %s', (role, expected) => {
    expect(mayDecideApprovals([role])).toBe(expected);
  });

  it('refuses one’s own request and a request that is no longer pending', () => {
    expect(approvalRefusal({ status: 'pending', requestedBy: 7 }, 7)).toBe(messages.approvals.ownRequest);
    expect(approvalRefusal({ status: 'approved', requestedBy: 7 }, 8)).toBe(messages.approvals.notPending);
    expect(approvalRefusal({ status: 'pending', requestedBy: 7 }, 8)).toBeNull();
  });
});

describe('the audit trail', () => {
  it('labels known actions in Spanish and shows others as their code', () => {
    expect(auditActionLabel('approval.approved')).toBe('Solicitud aprobada');
    expect(auditActionLabel('somethingNew')).toBe('somethingNew');
    expect(auditActionLabel('toString')).toBe('toString');
  });

  it('keeps only the fields that changed', () => {
    expect(auditChanges({ balance: 100, msg: 'a' }, { balance: 80, msg: 'a', amount: 20 })).toEqual([
      { field: 'balance', before: '100', after: '80' },
      { field: 'amount', before: null, after: '20' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('EST', 'PUB')).toEqual([{ field: '', before: 'EST', after: 'PUB' }]);
    expect(auditChanges(null, { status: 'EST' })).toEqual([{ field: 'status', before: null, after: 'EST' }]);
  });
});
