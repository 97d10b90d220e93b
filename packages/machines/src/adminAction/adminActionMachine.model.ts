/** Test-only: the events and inputs the admin-action model is explored with. */
import { messages } from '@backoffice/domain/messages';
import { done, fail } from '../testing/model';
import type { AdminActionInput } from './adminActionMachine';

export const adminActionScenarios: Record<string, AdminActionInput> = {
  'register wallet (confirm, 152 clean)': {
    successMessage: messages.success.walletRegistered,
    errorMessage: messages.write.registerWallet,
    cleanKycOn152: true,
  },
  'calculate score (no confirmation)': {
    confirm: false,
    successMessage: messages.success.scoreCalculated,
    errorMessage: messages.write.calculateScore,
  },
};

export const adminActionModelEvents = [
  { type: 'action.request', params: { id: 1 } },
  done('run', { estadoCd: 'PUB' }),
  // Issue 14 four-eyes: a 202 with a pending approval.
  done('run', { '@type': 'Approval', status: 'pending' }),
  fail('run', { status: 500, body: 'Entity not found.' }),
  fail('run', { status: 500, body: '152 KYC' }),
  fail('run', { status: 500, body: { error: 'x' }, errorId: 'e1' }),
  fail('run', { status: 401 }),
  done('cleanKyc'),
  fail('cleanKyc', { status: 500, errorId: 'k1' }),
];
