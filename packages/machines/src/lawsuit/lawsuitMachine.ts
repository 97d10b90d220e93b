import { messages } from '@backoffice/domain';
import { assign, fromPromise, setup } from 'xstate';
import { failureErrorId, failureStatus, isSilentFailure } from '../internal/errors';

export interface LawsuitInput {
  loanId: number | string;
  /** loans §7: frozeDebt and generateDebtCertificate are each sent "with cz". */
  cz: boolean;
}

/** `freezeDebt`: PUT /api/tools/microadmin/frozeDebt/{loanId} with cz. */
export interface FreezeDebtInput {
  loanId: number | string;
  cz: boolean;
}
/** `generateCertificate`: PUT /api/tools/microadmin/generateDebtCertificate/{loanId} with cz. */
export type GenerateCertificateInput = FreezeDebtInput;
/** `setFlags`: PUT {flags} with demandaJudicial true and visibleRecobro false; answers the status. */
export interface SetLawsuitFlagsInput {
  loanId: number | string;
}
/** `undo`: DELETE /api/tools/microadmin/lawsuitFiling/{loanId}: discards the provisional filing. */
export interface UndoLawsuitInput {
  loanId: number | string;
}

export type LawsuitStep = 'freeze' | 'certificate' | 'flags';

export interface LawsuitContext extends LawsuitInput {
  /** The steps that completed (and, on a failure, were undone). */
  completed: LawsuitStep[];
  failedStep: LawsuitStep | null;
  /** loans §8: the message with the server's code and error. */
  error: string | null;
  status: string | null;
}

export type LawsuitEvent =
  | { type: 'lawsuit.request' }
  | { type: 'lawsuit.confirm' }
  | { type: 'lawsuit.cancel' }
  | { type: 'lawsuit.retryUndo' }
  | { type: 'lawsuit.dismiss' };

/** The server's `code` (or the HTTP status) and `error` of a failure. */
function codeAndError(error: unknown): { code: string | number; text: string } {
  const body =
    typeof error === 'object' && error !== null && 'body' in error
      ? (error as { body?: unknown }).body
      : undefined;
  const b = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; error?: unknown };
  const code =
    typeof b.code === 'string' || typeof b.code === 'number' ? b.code : (failureStatus(error) ?? '—');
  const text = typeof b.error === 'string' ? b.error : messages.general.serverError;
  return { code, text };
}

const lawsuitError = (error: unknown) => {
  if (isSilentFailure(error)) return null;
  const { code, text } = codeAndError(error);
  return messages.general.withErrorId(messages.loan.errors.lawsuitFailed(code, text), failureErrorId(error));
};

/**
 * The judicial lawsuit filing (loans §4, §7, §8): confirm → freeze the debt → generate the debt
 * certificate → set demandaJudicial true and visibleRecobro false. The server holds the freeze and
 * the certificate as a provisional filing until the flags land; when the certificate or the flags
 * fail, the machine discards it (`undo`) before reporting, so no partial filing stays. A failed
 * undo can only be retried.
 */
export const lawsuitMachine = setup({
  types: {
    context: {} as LawsuitContext,
    events: {} as LawsuitEvent,
    input: {} as LawsuitInput,
  },
  actors: {
    freezeDebt: fromPromise<unknown, FreezeDebtInput>(async () => {
      throw new Error('lawsuitMachine: provide the freezeDebt actor');
    }),
    generateCertificate: fromPromise<unknown, GenerateCertificateInput>(async () => {
      throw new Error('lawsuitMachine: provide the generateCertificate actor');
    }),
    setFlags: fromPromise<string, SetLawsuitFlagsInput>(async () => {
      throw new Error('lawsuitMachine: provide the setFlags actor');
    }),
    undo: fromPromise<unknown, UndoLawsuitInput>(async () => {
      throw new Error('lawsuitMachine: provide the undo actor');
    }),
  },
  actions: {
    reportFailure: assign({
      error: (_, params: { error: unknown; step: LawsuitStep }) => lawsuitError(params.error),
      failedStep: (_, params: { error: unknown; step: LawsuitStep }) => params.step,
    }),
  },
}).createMachine({
  id: 'lawsuit',
  context: ({ input }) => ({ ...input, completed: [], failedStep: null, error: null, status: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'lawsuit.request': { target: 'confirming' } } },
    confirming: {
      on: {
        'lawsuit.confirm': {
          target: 'freezing',
          actions: assign({ completed: [], failedStep: null, error: null }),
        },
        'lawsuit.cancel': { target: 'idle' },
      },
    },
    freezing: {
      tags: ['busy'],
      invoke: {
        id: 'freezeDebt',
        src: 'freezeDebt',
        input: ({ context }) => ({ loanId: context.loanId, cz: context.cz }),
        onDone: { target: 'certifying', actions: assign({ completed: ['freeze'] }) },
        // The freeze is one transaction: nothing was kept.
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error, step: 'freeze' }) },
        },
      },
    },
    certifying: {
      tags: ['busy'],
      invoke: {
        id: 'generateCertificate',
        src: 'generateCertificate',
        input: ({ context }) => ({ loanId: context.loanId, cz: context.cz }),
        onDone: { target: 'filing', actions: assign({ completed: ['freeze', 'certificate'] }) },
        onError: {
          target: 'undoing',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ error: event.error, step: 'certificate' }),
          },
        },
      },
    },
    filing: {
      tags: ['busy'],
      invoke: {
        id: 'setFlags',
        src: 'setFlags',
        input: ({ context }) => ({ loanId: context.loanId }),
        onDone: {
          target: 'done',
          actions: assign({
            completed: ['freeze', 'certificate', 'flags'],
            status: ({ event }) => event.output,
          }),
        },
        onError: {
          target: 'undoing',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error, step: 'flags' }) },
        },
      },
    },
    /** Discards the provisional filing: the installments go back to how they were. */
    undoing: {
      tags: ['busy'],
      invoke: {
        id: 'undo',
        src: 'undo',
        input: ({ context }) => ({ loanId: context.loanId }),
        onDone: { target: 'failed', actions: assign({ completed: [] }) },
        onError: { target: 'undoFailed' },
      },
    },
    /** A provisional filing is still on the server; the screen offers only a retry. */
    undoFailed: { on: { 'lawsuit.retryUndo': { target: 'undoing' } } },
    done: { type: 'final', tags: ['done'] },
    /** Nothing filed: either no step changed anything, or they were undone. */
    failed: {
      on: { 'lawsuit.dismiss': { target: 'idle', actions: assign({ error: null, failedStep: null }) } },
    },
  },
});

/** The success text once the filing is registered. */
export const lawsuitFiledMessage = messages.loan.success.lawsuitFiled;
