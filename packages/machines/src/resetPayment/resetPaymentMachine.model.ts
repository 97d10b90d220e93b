/** Test-only: the events and inputs the reset-payment model is explored with. */
import { done, fail } from '../testing/model';
import type { ResetPaymentInput } from './resetPaymentMachine';

export const loan = { id: 42, moneyOutSent: true, contractVerified: true, estadoCd: 'PUB' };

export const resetPaymentScenarios: Record<string, ResetPaymentInput> = {
  'two investors': {
    loan,
    investors: [
      { id: 1, link: '/api/inversiones/1' },
      { id: 2, link: '/api/inversiones/2' },
    ],
  },
  'no investors': { loan, investors: [] },
};

export const resetPaymentModelEvents = [
  done('updateLoan'),
  fail('updateLoan', { status: 500, errorId: 'u1' }),
  done('deleteInvestor'),
  fail('deleteInvestor', { status: 500, errorId: 'd1' }),
  done('refreshStatus', 'EST'),
  fail('refreshStatus', { status: 500, errorId: 'r1' }),
];
