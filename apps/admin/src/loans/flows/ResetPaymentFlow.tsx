/**
 * The payment reset (issue 14, flows) on resetPaymentMachine: asks the server first; under
 * four-eyes the request waits for a second person (202), otherwise the spec's calls run from here
 * and a failed step is rolled back by the server from its snapshot (values and investors).
 */
import { messages } from '@backoffice/domain';
import { isApproval, type ResetPaymentPlan } from '@backoffice/domain/contract';
import { type AskResetInput, type AskResetOutput, resetPaymentMachine } from '@backoffice/machines';
import { LoanFlowDialog, type LoanFlowDialogState } from '@backoffice/ui/screens/loan';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/SessionProvider';
import type { LoanFlowProps } from '.';

const M = messages.loanFlows;

export default function ResetPaymentFlow({ loanId, onClose, onDone }: LoanFlowProps) {
  const api = useApi();
  const actor = useActorRef(
    resetPaymentMachine.provide({
      actors: {
        askReset: fromPromise<AskResetOutput, AskResetInput>(async () => {
          // 202 under four-eyes: the answer is the pending Approval, not the plan.
          const answer: unknown = await api.call('POST /api/tools/admin/resetPayment/:id', {
            params: { id: loanId },
            body: {},
          });
          if (isApproval(answer)) return { kind: 'pending' as const, approval: answer['@id'] };
          const plan = answer as ResetPaymentPlan;
          return {
            kind: 'plan' as const,
            snapshot: plan.snapshot,
            previous: plan.previous,
            investors: plan.investments.map((i) => ({ id: i.id, link: i['@id'] })),
          };
        }),
        updateLoan: fromPromise(async ({ input }) =>
          api.call('PUT /api/creditos/:id', { params: { id: loanId }, body: input.values }),
        ),
        deleteInvestor: fromPromise(async ({ input }) =>
          api.call('DELETE /api/inversiones/:id', { params: { id: Number(input.investor.id) } }),
        ),
        refreshStatus: fromPromise(async () => {
          const detail = await api.call('GET /api/loanControlDetail/:id', { params: { id: loanId } });
          return String(detail.estadoCd);
        }),
        restore: fromPromise(async ({ input }) =>
          api.call('POST /api/tools/admin/resetPayment/:id/restore', {
            params: { id: loanId },
            body: { snapshot: Number(input.snapshot) },
          }),
        ),
      },
    }),
    {
      input: {
        loan: { id: loanId, moneyOutSent: false, contractVerified: false, estadoCd: '' },
        investors: [],
      },
    },
  );
  const value = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    actor.send({ type: 'reset.request' });
  }, [actor]);
  const state: LoanFlowDialogState =
    value === 'idle' || value === 'confirming'
      ? 'confirming'
      : value === 'pendingApproval'
        ? 'pending'
        : value === 'done'
          ? 'done'
          : value === 'failed'
            ? 'failed'
            : value === 'restoreFailed'
              ? 'retryOnly'
              : 'busy';
  const changed = value === 'done' || value === 'pendingApproval';
  return (
    <LoanFlowDialog
      open
      title={M.resetTitle}
      question={M.resetQuestion}
      confirmLabel={M.resetConfirm}
      state={state}
      error={error}
      notice={
        value === 'pendingApproval'
          ? M.resetPending
          : value === 'done'
            ? messages.loan.success.paymentReset
            : value === 'restoreFailed'
              ? M.restoreFailed
              : null
      }
      retryLabel={M.restoreRetry}
      onConfirm={() => actor.send({ type: 'reset.confirm' })}
      onRetry={() => actor.send({ type: 'reset.retryRestore' })}
      onClose={() => (changed ? onDone() : onClose())}
    />
  );
}
