import { isPendingApproval } from '@backoffice/domain/fourEyes';
import { messages } from '@backoffice/domain/messages';
import { assign, fromPromise, setup } from 'xstate';
import {
  failureErrorId,
  failureNotice,
  isEntityNotFoundFailure,
  isKycCode152Failure,
  isSilentFailure,
} from '../internal/errors';

/** Whatever the action needs (an amount and a message for money out, nothing for most). */
export type AdminActionParams = Readonly<Record<string, unknown>>;

export interface AdminActionInput {
  /** Ask for confirmation before running (default true). */
  confirm?: boolean;
  /** From the domain catalogue, e.g. `messages.success.walletRegistered`; a function for templated texts. */
  successMessage?: string | null | ((params: AdminActionParams, result: unknown) => string);
  /**
   * From the domain catalogue, e.g. `messages.write.registerWallet`, shown when the server gave no
   * reason of its own (a 4xx's `error` is shown as it is); a function reads the failure itself.
   */
  errorMessage: string | ((error: unknown) => string);
  /** §8: wallet registration failing with a 500 whose body starts with code 152 cleans the KYC. */
  cleanKycOn152?: boolean;
}

export interface AdminActionContext {
  confirm: boolean;
  successMessage: AdminActionInput['successMessage'];
  errorMessage: AdminActionInput['errorMessage'];
  cleanKycOn152: boolean;
  params: AdminActionParams;
  /** What `run` answered (for loan actions, the new status is read from it). */
  result: unknown;
  /** The notification to show; null when nothing is shown (status 0 or 401). */
  message: string | null;
  errorId: string | number | null;
}

export type AdminActionEvent =
  | { type: 'action.request'; params?: AdminActionParams }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.dismiss' };

/** `run` and `cleanKyc` both receive the request's params. */
export interface AdminActionRunInput {
  params: AdminActionParams;
}

function failureMessage(context: AdminActionContext, error: unknown): string | null {
  if (typeof context.errorMessage === 'string') return failureNotice(context.errorMessage, error);
  if (isSilentFailure(error)) return null;
  return messages.general.withErrorId(context.errorMessage(error), failureErrorId(error));
}

/**
 * One admin action: idle → confirming → running → success | pending | failure | notFound, with the §8
 * special cases (automatic KYC clean on code 152, notFound on 'Entity not found.').
 */
export const adminActionMachine = setup({
  types: {
    context: {} as AdminActionContext,
    events: {} as AdminActionEvent,
    input: {} as AdminActionInput,
  },
  actors: {
    run: fromPromise<unknown, AdminActionRunInput>(async () => {
      throw new Error('adminActionMachine: provide the run actor');
    }),
    cleanKyc: fromPromise<unknown, AdminActionRunInput>(async () => {
      throw new Error('adminActionMachine: provide the cleanKyc actor');
    }),
  },
  guards: {
    needsConfirmation: ({ context }) => context.confirm,
    /** Issue 14 four-eyes: the server answered 202 with a pending approval; nothing ran yet. */
    isPendingApproval: (_, params: { output: unknown }) => isPendingApproval(params.output),
    /** §8: a 500 whose body is 'Entity not found.' sends the user to a list with notFound. */
    isEntityNotFound: (_, params: { error: unknown }) => isEntityNotFoundFailure(params.error),
    isKycCode152: ({ context }, params: { error: unknown }) =>
      context.cleanKycOn152 && isKycCode152Failure(params.error),
  },
  actions: {
    takeParams: assign({
      params: ({ event }) => (event.type === 'action.request' ? (event.params ?? {}) : {}),
      result: null,
      message: null,
      errorId: null,
    }),
    clearOutcome: assign({ result: null, message: null, errorId: null }),
  },
}).createMachine({
  id: 'adminAction',
  context: ({ input }) => ({
    confirm: input.confirm ?? true,
    successMessage: input.successMessage ?? null,
    errorMessage: input.errorMessage,
    cleanKycOn152: input.cleanKycOn152 ?? false,
    params: {},
    result: null,
    message: null,
    errorId: null,
  }),
  initial: 'idle',
  on: {
    'action.request': [
      { guard: 'needsConfirmation', target: '.confirming', actions: 'takeParams' },
      { target: '.running', actions: 'takeParams' },
    ],
  },
  states: {
    idle: {},
    confirming: {
      on: {
        'action.confirm': { target: 'running' },
        'action.cancel': { target: 'idle' },
        // A second request while the question is open only replaces the params.
        'action.request': { actions: 'takeParams' },
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ params: context.params }),
        onDone: [
          {
            guard: { type: 'isPendingApproval', params: ({ event }) => ({ output: event.output }) },
            target: 'pending',
            actions: assign({ result: ({ event }) => event.output, message: messages.approvals.pending }),
          },
          {
            target: 'success',
            actions: assign({
              result: ({ event }) => event.output,
              message: ({ context, event }) =>
                typeof context.successMessage === 'function'
                  ? context.successMessage(context.params, event.output)
                  : (context.successMessage ?? null),
            }),
          },
        ],
        onError: [
          {
            guard: { type: 'isEntityNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            guard: { type: 'isKycCode152', params: ({ event }) => ({ error: event.error }) },
            target: 'cleaningKyc',
          },
          {
            target: 'failure',
            actions: assign({
              message: ({ context, event }) => failureMessage(context, event.error),
              errorId: ({ event }) => failureErrorId(event.error),
            }),
          },
        ],
      },
      on: { 'action.request': {} },
    },
    cleaningKyc: {
      tags: ['busy'],
      invoke: {
        id: 'cleanKyc',
        src: 'cleanKyc',
        input: ({ context }) => ({ params: context.params }),
        onDone: {
          target: 'kycCleaned',
          actions: assign({ result: ({ event }) => event.output, message: messages.success.kycCleaned }),
        },
        onError: {
          target: 'failure',
          actions: assign({
            message: ({ event }) =>
              isSilentFailure(event.error)
                ? null
                : messages.general.withErrorId(messages.write.cleanKyc, failureErrorId(event.error)),
            errorId: ({ event }) => failureErrorId(event.error),
          }),
        },
      },
      on: { 'action.request': {} },
    },
    success: {
      tags: ['done'],
      on: { 'action.dismiss': { target: 'idle', actions: 'clearOutcome' } },
    },
    /**
     * Issue 14 four-eyes: the request waits for a second person (the server answered 202). Done
     * as far as this user goes (the form clears), but not a success: `pending` tells them apart.
     */
    pending: {
      tags: ['done', 'pending'],
      on: { 'action.dismiss': { target: 'idle', actions: 'clearOutcome' } },
    },
    /** The 152 special case: the registration failed, so the KYC was cleaned instead. */
    kycCleaned: {
      tags: ['done'],
      on: { 'action.dismiss': { target: 'idle', actions: 'clearOutcome' } },
    },
    failure: {
      on: { 'action.dismiss': { target: 'idle', actions: 'clearOutcome' } },
    },
    /** The app redirects to the list with notFound (§8). */
    notFound: { type: 'final' },
  },
});
