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

/** What the server's ask answers: a plan to run (four-eyes off) or a pending approval (202). */
export const planFor = (input: ResetPaymentInput) => ({
  kind: 'plan' as const,
  snapshot: 7,
  previous: {
    moneyOutSent: input.loan.moneyOutSent,
    contractVerified: input.loan.contractVerified,
    estadoCd: input.loan.estadoCd,
  },
  investors: input.investors,
});
export const pendingAnswer = { kind: 'pending' as const, approval: '/api/approvals/3' };

/** The server's plan decides which investors are deleted: one with two, one with none. */
export const resetPaymentModelEvents = [
  done('askReset', planFor(resetPaymentScenarios['two investors']!)),
  done('askReset', planFor(resetPaymentScenarios['no investors']!)),
  done('askReset', pendingAnswer),
  fail('askReset', { status: 409, errorId: 'a1' }),
  done('restore'),
  fail('restore', { status: 500, errorId: 'rs1' }),
  done('updateLoan'),
  fail('updateLoan', { status: 500, errorId: 'u1' }),
  done('deleteInvestor'),
  fail('deleteInvestor', { status: 500, errorId: 'd1' }),
  done('refreshStatus', 'EST'),
  fail('refreshStatus', { status: 500, errorId: 'r1' }),
];
