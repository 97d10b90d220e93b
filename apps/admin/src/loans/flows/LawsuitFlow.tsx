/**
 * The judicial lawsuit filing (issue 14, flows) on lawsuitMachine: freeze the debt, generate the
 * debt certificate (each with cz), then PUT {flags}; a failure shows the server's code and error
 * and the provisional filing is undone (loans §4, §7, §8).
 */
import { messages } from '@backoffice/domain';
import { lawsuitMachine, type UndoLawsuitInput } from '@backoffice/machines';
import { LoanFlowDialog, type LoanFlowDialogState } from '@backoffice/ui/screens/loan';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/SessionProvider';
import type { LoanFlowProps } from '.';

const M = messages.loanFlows;

export default function LawsuitFlow({ loanId, onClose, onDone }: LoanFlowProps) {
  const api = useApi();
  const actor = useActorRef(
    lawsuitMachine.provide({
      actors: {
        freezeDebt: fromPromise(async ({ input }) =>
          api.call('PUT /api/tools/microadmin/frozeDebt/:id', {
            params: { id: loanId },
            body: { cz: input.cz },
          }),
        ),
        generateCertificate: fromPromise(async ({ input }) =>
          api.call('PUT /api/tools/microadmin/generateDebtCertificate/:id', {
            params: { id: loanId },
            body: { cz: input.cz },
          }),
        ),
        setFlags: fromPromise(async () => {
          const answer = await api.call('PUT /api/creditos/:id/flags', {
            params: { id: loanId },
            body: { demandaJudicial: true, visibleRecobro: false },
          });
          return answer.status;
        }),
        undo: fromPromise<unknown, UndoLawsuitInput>(async () =>
          api.call('DELETE /api/tools/microadmin/lawsuitFiling/:id', { params: { id: loanId } }),
        ),
      },
    }),
    // loans §7 sends the freeze and the certificate "with cz": the debt the platform recovers.
    { input: { loanId, cz: true } },
  );
  const value = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    actor.send({ type: 'lawsuit.request' });
  }, [actor]);
  const state: LoanFlowDialogState =
    value === 'idle' || value === 'confirming'
      ? 'confirming'
      : value === 'done'
        ? 'done'
        : value === 'failed'
          ? 'failed'
          : value === 'undoFailed'
            ? 'retryOnly'
            : 'busy';
  return (
    <LoanFlowDialog
      open
      title={M.lawsuitTitle}
      question={M.lawsuitQuestion}
      confirmLabel={M.lawsuitConfirm}
      state={state}
      error={error}
      notice={
        value === 'done' ? messages.loan.success.lawsuitFiled : value === 'undoFailed' ? M.undoFailed : null
      }
      retryLabel={M.retry}
      onConfirm={() => actor.send({ type: 'lawsuit.confirm' })}
      onRetry={() => actor.send({ type: 'lawsuit.retryUndo' })}
      onClose={() => (value === 'done' ? onDone() : onClose())}
    />
  );
}
