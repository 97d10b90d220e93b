import { describe, expect, it } from 'vitest';
import { actionsFor } from '../../shared/actions';
import { API_ACCESS, mayCall } from '../../shared/apiAccess';
import { LOAN_TRANSITIONS, type LoanActionId } from '../transitions';
import { isRowAction, LOAN_ACTIONS, PROVIDER_ACTIONS } from './index';

/** The upload is the documents tab's file form (multipart), not a one-click entry. */
const NOT_ENTRIES: readonly LoanActionId[] = ['uploadDocument'];

describe('PROVIDER_ACTIONS (issue 14, lprov)', () => {
  it("has one entry per provider action of the status table, plus the loan's money tools", () => {
    const owned = (Object.keys(LOAN_TRANSITIONS) as LoanActionId[]).filter(
      (id) => LOAN_TRANSITIONS[id].owner === 'lprov' && !NOT_ENTRIES.includes(id),
    );
    expect(PROVIDER_ACTIONS.map((e) => e.id).sort()).toEqual([...owned, 'moneyP2P', 'moneyOut'].sort());
  });

  it('each entry runs its own transition, through a route of API_ACCESS, once in the registry', () => {
    for (const e of PROVIDER_ACTIONS) {
      expect(e.transition, e.id).toBe(e.id);
      expect(Object.hasOwn(API_ACCESS, e.route), e.route).toBe(true);
      expect(
        LOAN_ACTIONS.filter((x) => x.id === e.id),
        e.id,
      ).toHaveLength(1);
    }
  });

  it('row actions (a document, a payment method) are listed by their tab; the rest act on the loan or its borrower', () => {
    expect(PROVIDER_ACTIONS.filter(isRowAction).map((e) => e.id)).toEqual([
      'deleteDocument',
      'disablePaymentMethod',
    ]);
    for (const e of PROVIDER_ACTIONS.filter((x) => !isRowAction(x)))
      expect(
        Object.values(e.params).every((p) => p === 'loanId' || p === 'userId'),
        e.id,
      ).toBe(true);
  });

  it.each([
    // COMERCIAL may call PUT {user} and DELETE a document, but the loan detail offers neither.
    ['ROLE_COMERCIAL', []],
    ['ROLE_RISK', []],
    ['ROLE_RECOBRO', []],
  ] as const)('%s may run only %j', (role, ids) => {
    expect(actionsFor([role], PROVIDER_ACTIONS).map((e) => e.id)).toEqual(ids);
  });

  it('MICRO_ADMIN runs all but the ADMIN tools (Fintonic, MP2P, money out); ADMIN runs every one', () => {
    expect(
      PROVIDER_ACTIONS.filter((e) => !mayCall(['ROLE_MICRO_ADMIN'], e.route))
        .map((e) => e.id)
        .sort(),
    ).toEqual(['deleteLoanInFintonic', 'moneyOut', 'moneyP2P']);
    expect(PROVIDER_ACTIONS.every((e) => mayCall(['ROLE_ADMIN'], e.route))).toBe(true);
  });

  it('the wallet registration falls back to the KYC clean on LW code 152', () => {
    const register = PROVIDER_ACTIONS.find((e) => e.id === 'registerWalletLW');
    expect(register?.cleanKycOn152?.id).toBe('cleanKYC');
  });
});
