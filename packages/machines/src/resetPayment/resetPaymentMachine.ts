import { messages, PAYMENT_RESET_STATUS } from '@backoffice/domain';
import { assign, fromPromise, setup } from 'xstate';
import { failureErrorId, failureNotice, isSilentFailure } from '../internal/errors';

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
/** `askReset`: POST /api/tools/admin/resetPayment/{id} (issue 14 four-eyes). */
export interface AskResetInput {
  loanId: number | string;
}
/**
 * What the ask answers: 202 → a second person must approve it (the server then runs the whole reset
 * in one transaction); 200 → the browser may run it, with the server's snapshot to restore from.
 */
export type AskResetOutput =
  | { kind: 'pending'; approval?: string | null }
  | {
      kind: 'plan';
      snapshot: number;
      previous: LoanPaymentValues;
      investors: readonly ResetPaymentInvestor[];
    };
/**
 * `restore`: POST /api/tools/admin/resetPayment/{id}/restore with the snapshot: the server puts the
 * previous values AND the deleted investors back, in one transaction.
 */
export interface RestoreInput {
  loanId: number | string;
  snapshot: number | null;
  previous: LoanPaymentValues;
  deleted: readonly ResetPaymentInvestor[];
}

export interface ResetPaymentContext {
  loan: ResetPaymentLoan;
  /** Investors still to delete, in order. */
  pending: ResetPaymentInvestor[];
  deleted: ResetPaymentInvestor[];
  /** The loan's values before the reset, kept to restore them if a delete fails. */
  previous: LoanPaymentValues | null;
  failedInvestor: ResetPaymentInvestor | null;
  /** The server's snapshot of the values and investors before the reset (restore reads it). */
  snapshot: number | null;
  /** The pending approval when the reset waits for a second person. */
  approval: string | null;
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

const errorText = (error: unknown) => failureNotice(messages.loan.errors.resetPayment, error);

/**
 * Reset payment (loans §4; issue 14): confirm → ask the server → either wait for a second person
 * (202, `pendingApproval`: the server runs the whole reset when it is approved) or run the spec's
 * calls: update the loan → delete each investor in turn → refresh the status. A failed delete
 * asks the server to restore the previous values AND the deleted investors from its snapshot
 * before reporting; if that restore fails too, the only way on is to retry it, so the flow never
 * settles half-done.
 */
export const resetPaymentMachine = setup({
  types: {
    context: {} as ResetPaymentContext,
    events: {} as ResetPaymentEvent,
    input: {} as ResetPaymentInput,
  },
  actors: {
    askReset: fromPromise<AskResetOutput, AskResetInput>(async () => {
      throw new Error('resetPaymentMachine: provide the askReset actor');
    }),
    restore: fromPromise<unknown, RestoreInput>(async () => {
      throw new Error('resetPaymentMachine: provide the restore actor');
    }),
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
    isPending: (_, params: { output: AskResetOutput | undefined }) => params.output?.kind === 'pending',
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
    snapshot: null,
    approval: null,
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
          target: 'asking',
          actions: assign({
            previous: ({ context }) => paymentValues(context.loan),
            error: null,
            errorId: null,
          }),
        },
        'reset.cancel': { target: 'idle' },
      },
    },
    /** The first step asks the server: under four-eyes it only records the request (202). */
    asking: {
      tags: ['busy'],
      invoke: {
        id: 'askReset',
        src: 'askReset',
        input: ({ context }) => ({ loanId: context.loan.id }),
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ output: event.output }) },
            target: 'pendingApproval',
            actions: assign({
              approval: ({ event }) =>
                event.output.kind === 'pending' ? (event.output.approval ?? null) : null,
            }),
          },
          {
            target: 'updatingLoan',
            actions: assign(({ context, event }) =>
              event.output?.kind === 'plan'
                ? {
                    snapshot: event.output.snapshot,
                    previous: { ...event.output.previous },
                    pending: [...event.output.investors],
                  }
                : { previous: context.previous },
            ),
          },
        ],
        // Nothing was changed yet: report and stop.
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Recorded for a second person; the server runs the whole reset when they approve it. */
    pendingApproval: { type: 'final', tags: ['pending'] },
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
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({
          loanId: context.loan.id,
          snapshot: context.snapshot,
          previous: context.previous ?? paymentValues(context.loan),
          deleted: context.deleted,
        }),
        onDone: {
          target: 'failed',
          actions: assign({
            loan: ({ context }) => ({ ...context.loan, ...(context.previous ?? {}) }),
            // The server put the deleted investors back: nothing is left deleted.
            pending: ({ context }) => [...context.deleted, ...context.pending],
            deleted: [],
          }),
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
                : messages.general.withErrorId(messages.loanDetail.detail, failureErrorId(event.error)),
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
