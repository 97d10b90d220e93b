import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, recordOfIri } from './auditTrail';
import {
  approvalRefusal,
  FOUR_EYES_THRESHOLD_EUR,
  isPendingApproval,
  mayDecideApprovals,
  moneyOutNeedsSecondPerson,
  needsSecondPerson,
} from './fourEyes';
import { messages } from './messages';

describe('needsSecondPerson (issue 14 four-eyes table)', () => {
  it.each([
    ['moneyOut', { amount: 9_999.99 }, false],
    ['moneyOut', { amount: FOUR_EYES_THRESHOLD_EUR }, true],
    ['moneyOut', { amount: 12_000 }, true],
    ['moneyOut', {}, false],
    ['moneyOut', { amount: 9_999.99, dayTotal: 0 }, false],
    ['moneyOut', { amount: 9_999.99, dayTotal: 9_999.99 }, true],
    ['moneyOut', { amount: 0.01, dayTotal: 9_999.99 }, true],
    ['moneyOut', { amount: 5_000, dayTotal: 4_999.99 }, false],
    ['resetPayment', {}, true],
    ['moneyP2P', { amount: 50_000 }, false],
    ['cancelLoan', {}, false],
  ] as const)('%s %o → %s', (action, params, expected) => {
    expect(needsSecondPerson(action, params)).toBe(expected);
  });
});

describe('moneyOutNeedsSecondPerson (the threshold per wallet and Madrid day)', () => {
  it('splitting a money out into smaller ones the same day never avoids the second person', () => {
    const cents = fc.integer({ min: 1, max: 2_000_000 });
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 20 }), (asks) => {
        // Requests one after another on one wallet and day: the ones let through without approval.
        let day = 0;
        let unapproved = 0;
        for (const ask of asks) {
          if (!moneyOutNeedsSecondPerson(ask / 100, day / 100)) unapproved += ask;
          day += ask;
        }
        expect(unapproved).toBeLessThan(FOUR_EYES_THRESHOLD_EUR * 100);
      }),
    );
  });

  it('asks for nobody while the day stays under the threshold', () => {
    expect(moneyOutNeedsSecondPerson(3_000, 6_999.99)).toBe(false);
    expect(moneyOutNeedsSecondPerson(3_000, 7_000)).toBe(true);
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

describe('isPendingApproval (a 202 answer)', () => {
  it('is true only for an Approval still pending', () => {
    expect(isPendingApproval({ '@type': 'Approval', status: 'pending' })).toBe(true);
    expect(isPendingApproval({ '@type': 'Approval', status: 'approved' })).toBe(false);
    expect(isPendingApproval({ '@type': 'MoneyOperation', status: 'pending' })).toBe(false);
    expect(isPendingApproval(null)).toBe(false);
    expect(isPendingApproval('pending')).toBe(false);
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

describe('recordOfIri (the record a request acts on)', () => {
  it.each([
    ['/api/afiliados/31', 'Afiliado 31', '/afiliados/detalle-afiliado/historial-acciones?afiliado=31'],
    ['/api/creditos/7', 'Crédito 7', '/creditos/detalle-credito/historial-acciones?credito=7'],
    ['/api/inversores/5', 'Inversor 5', '/inversores/detalle-inversor/historial-acciones?inversor=5'],
    ['/api/users/2', 'Usuario 2', null],
  ])('%s → %s', (iri, label, path) => {
    expect(recordOfIri(iri)).toEqual({ label, path });
  });
  it('gives null for anything else', () => {
    for (const iri of ['/api/wallets/3', '/api/afiliados/x', null, undefined, ''])
      expect(recordOfIri(iri)).toBeNull();
  });
});
