/**
 * The approveLoan modal (issue 14, flows) on lenderChangeMachine: loads the affiliate, the
 * financing, the user and the affiliate's administrator, offers the funders, saves the inline
 * edits, and approves with the chosen funder (POST /api/tools/admin/approveLoan/{id}).
 */
import { DEFAULT_PRODUCT, messages } from '@backoffice/domain';
import {
  type LenderLoan,
  type LoadFinancingInput,
  lenderChangeMachine,
  lenderCheckResults,
} from '@backoffice/machines';
import { type LenderModalState, LoanLenderModal } from '@backoffice/ui/screens/loan';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { pathOf } from '../../api/client';
import { useNotify } from '../../notifications/NotificationsProvider';
import { useApi } from '../../session/SessionProvider';
import type { LoanFlowProps } from '.';

const stateOf = (value: unknown): LenderModalState => {
  switch (value) {
    case 'loadFailed':
      return 'loadFailed';
    case 'editing':
      return 'editing';
    case 'savingField':
      return 'saving';
    case 'confirming':
      return 'confirming';
    case 'approving':
    case 'done':
      return 'submitting';
    default:
      return 'loading';
  }
};

export default function LenderFlow({ loanId, onClose, onDone }: LoanFlowProps) {
  const api = useApi();
  const notify = useNotify();
  const actor = useActorRef(
    lenderChangeMachine.provide({
      actors: {
        // The affiliate is the loan's: read the financing's link first.
        loadAffiliate: fromPromise(async () => {
          const loan = await api.call('GET /api/creditos/:id', { params: { id: loanId } });
          return loan.afiliado ? await api.get<Record<string, unknown>>(loan.afiliado) : {};
        }),
        loadFinancing: fromPromise<LenderLoan, LoadFinancingInput>(async () => {
          const loan = await api.call('GET /api/creditos/:id', { params: { id: loanId } });
          return {
            tipo: loan.tipo,
            cantidad: loan.cantidad,
            interes: loan.tin,
            meses: loan.meses,
            categoria: loan.categoria,
            allowOwnInvestment: loan.allowOwnInvestment,
            user: loan.user,
          };
        }),
        loadUser: fromPromise(async ({ input }) =>
          input.user ? await api.get<Record<string, unknown>>(input.user) : {},
        ),
        loadAdministrator: fromPromise(async ({ input }) => {
          if (!input.administrator) return { walletStatusCode: null };
          const admin = await api.get<{ walletStatusCode?: number | null }>(input.administrator);
          return { walletStatusCode: admin.walletStatusCode ?? null };
        }),
        saveField: fromPromise(async ({ input }) => {
          await api.call('PUT /api/tools/microadmin/lenderTerms/:id', {
            params: { id: loanId },
            body: { [input.field]: input.value } as never,
          });
        }),
        approve: fromPromise(async ({ input }) =>
          api.call('POST /api/tools/admin/approveLoan/:id', {
            params: { id: loanId },
            body: { funder: input.funder, ...(input.categoria ? { categoria: input.categoria } : {}) },
          }),
        ),
      },
    }),
    {
      input: {
        affiliate: '',
        financing: pathOf('GET /api/creditos/:id', { id: loanId }),
        productKey: DEFAULT_PRODUCT,
        productName: DEFAULT_PRODUCT,
      },
    },
  );
  const snapshot = useSelector(actor, (s) => s);
  const value = snapshot.value;
  // Confirming closes the modal: the approval's outcome is the notification.
  useEffect(() => {
    if (value === 'done') {
      notify.success(messages.loan.success.published);
      onDone('PUB');
    }
    if (value === 'closed') onClose();
  }, [value, notify, onDone, onClose]);
  const { context } = snapshot;
  return (
    <LoanLenderModal
      open
      state={stateOf(value)}
      terms={context.loan}
      funderOptions={context.funderOptions}
      funder={context.funder}
      categoria={context.categoria}
      checks={lenderCheckResults(snapshot)}
      error={context.error}
      onFunder={(funder) => actor.send({ type: 'lender.funder', funder })}
      onCategory={(categoria) => {
        // The category is a loan field: chosen in the modal, it is saved like the other edits.
        actor.send({ type: 'lender.edit', field: 'categoria', value: categoria });
      }}
      onEdit={(field, v) => actor.send({ type: 'lender.edit', field, value: v })}
      onSubmit={() => actor.send({ type: 'lender.submit' })}
      onConfirm={() => actor.send({ type: 'lender.confirm' })}
      onCancelConfirm={() => actor.send({ type: 'lender.cancel' })}
      onDismissError={() => actor.send({ type: 'lender.dismissError' })}
      onRetry={() => actor.send({ type: 'lender.retry' })}
      onClose={() =>
        value === 'loadFailed' || value === 'editing' ? actor.send({ type: 'lender.close' }) : onClose()
      }
    />
  );
}
