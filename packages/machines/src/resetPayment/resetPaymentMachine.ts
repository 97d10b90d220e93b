import { messages, PAYMENT_RESET_STATUS } from '@backoffice/domain';
import { assign, fromPromise, setup } from 'xstate';
import { failureErrorId, isSilentFailure } from '../internal/errors';

/** The loan fields the payment reset changes (loans-and-investors.md §4). */
export interface LoanPaymentValues {
  moneyOutSent: boolean;
  contractVerified: boolean;
  estadoCd: string;
}

export interface ResetPaymentLoan extends LoanPaymentValues {
  id: number | string;
}

/** An investment on the loan; the app deletes it by its resource link (DELETE {investor resource}). */
export interface ResetPaymentInvestor {
  id: number | string;
  link?: string | null;
}

export interface ResetPaymentInput {
  loan: ResetPaymentLoan;
  investors: readonly ResetPaymentInvestor[];
}

/** `updateLoan`: PUT /api/creditos/{id} with the payment-reset fields (or the previous ones, to roll back). */
export interface UpdateLoanInput {
  loanId: number | string;
  values: LoanPaymentValues;
}
/** `deleteInvestor`: DELETE {investor resource}. */
export interface DeleteInvestorInput {
  loanId: number | string;
  investor: ResetPaymentInvestor;
}
/** `refreshStatus`: GET /api/loanControlDetail/{creditId}; answers the loan's estadoCd. */
export interface RefreshStatusInput {
  loanId: number | string;
}

export interface ResetPaymentContext {
  loan: ResetPaymentLoan;
  /** Investors still to delete, in order. */
  pending: ResetPaymentInvestor[];
  deleted: ResetPaymentInvestor[];
  /** The loan's values before the reset, kept to restore them if a delete fails. */
  previous: LoanPaymentValues | null;
  failedInvestor: ResetPaymentInvestor | null;
  /** The status read after the reset; null until read (or if the read failed). */
  status: string | null;
  error: string | null;
  errorId: string | number | null;
}

export type ResetPaymentEvent =
  | { type: 'reset.request' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' }
  /** Only offered when restoring the previous values failed: the loan must not stay half-reset. */
  | { type: 'reset.retryRestore' }
  | { type: 'reset.dismiss' };

/** §4 and §9: the reset sets moneyOutSent false, contractVerified false and status EST. */
export const RESET_PAYMENT_VALUES: LoanPaymentValues = {
  moneyOutSent: false,
  contractVerified: false,
  estadoCd: PAYMENT_RESET_STATUS,
};

const paymentValues = (loan: LoanPaymentValues): LoanPaymentValues => ({
  moneyOutSent: loan.moneyOutSent,
  contractVerified: loan.contractVerified,
  estadoCd: loan.estadoCd,
});

const errorText = (error: unknown) =>
  isSilentFailure(error)
    ? null
    : messages.general.withErrorId(messages.loan.errors.resetPayment, failureErrorId(error));

/**
 * Reset payment: confirm → update the loan → delete each investor in turn → refresh the status.
 * A failed delete restores the loan's previous values before reporting; if that restore fails too,
 * the only way on is to retry it, so the flow never settles half-done.
 */
export const resetPaymentMachine = setup({
  types: {
    context: {} as ResetPaymentContext,
    events: {} as ResetPaymentEvent,
    input: {} as ResetPaymentInput,
  },
  actors: {
    updateLoan: fromPromise<unknown, UpdateLoanInput>(async () => {
      throw new Error('resetPaymentMachine: provide the updateLoan actor');
    }),
    deleteInvestor: fromPromise<unknown, DeleteInvestorInput>(async () => {
      throw new Error('resetPaymentMachine: provide the deleteInvestor actor');
    }),
    refreshStatus: fromPromise<string, RefreshStatusInput>(async () => {
      throw new Error('resetPaymentMachine: provide the refreshStatus actor');
    }),
  },
  guards: {
    noInvestorsLeft: ({ context }) => context.pending.length === 0,
  },
  actions: {
    reportFailure: assign({
      error: (_, params: { error: unknown }) => errorText(params.error),
      errorId: (_, params: { error: unknown }) => failureErrorId(params.error),
    }),
  },
}).createMachine({
  id: 'resetPayment',
  context: ({ input }) => ({
    loan: input.loan,
    pending: [...input.investors],
    deleted: [],
    previous: null,
    failedInvestor: null,
    status: null,
    error: null,
    errorId: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'reset.request': { target: 'confirming' } },
    },
    confirming: {
      on: {
        'reset.confirm': {
          target: 'updatingLoan',
          actions: assign({
            previous: ({ context }) => paymentValues(context.loan),
            error: null,
            errorId: null,
          }),
        },
        'reset.cancel': { target: 'idle' },
      },
    },
    updatingLoan: {
      tags: ['busy'],
      invoke: {
        id: 'updateLoan',
        src: 'updateLoan',
        input: ({ context }) => ({ loanId: context.loan.id, values: RESET_PAYMENT_VALUES }),
        onDone: {
          target: 'deletingInvestors',
          actions: assign({ loan: ({ context }) => ({ ...context.loan, ...RESET_PAYMENT_VALUES }) }),
        },
        // Nothing was changed yet: report and stop.
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deletingInvestors: {
      tags: ['busy'],
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'noInvestorsLeft', target: '#resetPayment.refreshingStatus' },
            { target: 'deleting' },
          ],
        },
        deleting: {
          invoke: {
            id: 'deleteInvestor',
            src: 'deleteInvestor',
            input: ({ context }) => ({ loanId: context.loan.id, investor: context.pending[0]! }),
            onDone: {
              target: 'next',
              actions: assign({
                deleted: ({ context }) => [...context.deleted, context.pending[0]!],
                pending: ({ context }) => context.pending.slice(1),
              }),
            },
            onError: {
              target: '#resetPayment.restoringLoan',
              actions: [
                assign({ failedInvestor: ({ context }) => context.pending[0] ?? null }),
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    restoringLoan: {
      tags: ['busy'],
      invoke: {
        id: 'updateLoan',
        src: 'updateLoan',
        input: ({ context }) => ({
          loanId: context.loan.id,
          values: context.previous ?? paymentValues(context.loan),
        }),
        onDone: {
          target: 'failed',
          actions: assign({ loan: ({ context }) => ({ ...context.loan, ...(context.previous ?? {}) }) }),
        },
        onError: { target: 'restoreFailed' },
      },
    },
    /** The loan is still reset with some investors deleted; the screen offers only a retry. */
    restoreFailed: {
      on: { 'reset.retryRestore': { target: 'restoringLoan' } },
    },
    refreshingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'refreshStatus',
        src: 'refreshStatus',
        input: ({ context }) => ({ loanId: context.loan.id }),
        onDone: {
          target: 'done',
          actions: assign({
            status: ({ event }) => event.output,
            loan: ({ context, event }) => ({ ...context.loan, estadoCd: event.output }),
          }),
        },
        // The reset itself is complete; only the read failed, so the screen says so and keeps EST.
        onError: {
          target: 'done',
          actions: assign({
            error: ({ event }) =>
              isSilentFailure(event.error)
                ? null
                : messages.general.withErrorId(messages.loan.errors.detail, failureErrorId(event.error)),
          }),
        },
      },
    },
    /** Reset complete: previous values and deleted investors stay in context for the screen. */
    done: { type: 'final', tags: ['done'] },
    /** Nothing half-done: either nothing changed, or the previous values were restored. */
    failed: {
      on: { 'reset.dismiss': { target: 'idle', actions: assign({ error: null, errorId: null }) } },
    },
  },
});

/** The success text once the reset is done (loans-and-investors.md §8). */
export const resetPaymentSuccessMessage = messages.loan.success.paymentReset;
