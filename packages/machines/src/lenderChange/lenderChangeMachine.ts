import { type FunderOption, funderOptions, lenderChecks, messages } from '@backoffice/domain';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureNotice } from '../internal/errors';

/** The affiliate record; its funder flags are `{product}`, `bankia` and `santander` (§3). */
export type LenderAffiliate = Readonly<Record<string, unknown>> & { administrador?: string | null };

/** Lender modal data of the loan (platform-and-affiliates.md §3). */
export interface LenderLoan {
  tipo?: string | null;
  customerVerified?: boolean | null;
  identityVerified?: boolean | null;
  cantidad: number | string | null;
  interes: number | string | null;
  meses: number | string | null;
  /** a to f; empty means not assigned. */
  categoria: string | null;
  allowOwnInvestment?: boolean | null;
  estadoInstantor?: unknown;
  /** Link to the loan's user. */
  user?: string | null;
}

export type LenderUser = Readonly<Record<string, unknown>>;
/** The affiliate's administrator supplies walletStatusCode (§3). */
export interface LenderAdministrator {
  walletStatusCode: number | string | null;
}

/** The loan fields the modal edits inline. */
export type LenderField = 'cantidad' | 'interes' | 'meses' | 'categoria';

export interface LenderChangeInput {
  /** Links from the loan detail. */
  affiliate: string;
  financing: string;
  /** The `{product}` flag key and display name, for the funder options (§9). */
  productKey: string;
  productName: string;
}

export interface LenderChangeContext extends LenderChangeInput {
  affiliateRecord: LenderAffiliate | null;
  loan: LenderLoan | null;
  user: LenderUser | null;
  walletStatusCode: number | string | null;
  funderOptions: FunderOption[];
  funder: string | null;
  categoria: string | null;
  /** The value an inline edit replaced, restored if the save fails. */
  previous: { field: LenderField; value: unknown } | null;
  /** The dismissible error banner. */
  error: string | null;
}

export type LenderChangeEvent =
  | { type: 'lender.funder'; funder: string | null }
  | { type: 'lender.category'; categoria: string | null }
  | { type: 'lender.edit'; field: LenderField; value: unknown }
  | { type: 'lender.submit' }
  | { type: 'lender.confirm' }
  | { type: 'lender.cancel' }
  | { type: 'lender.dismissError' }
  | { type: 'lender.retry' }
  | { type: 'lender.close' };

export interface LoadAffiliateInput {
  affiliate: string;
}
export interface LoadFinancingInput {
  financing: string;
}
export interface LoadLenderUserInput {
  user: string | null;
}
export interface LoadAdministratorInput {
  administrator: string | null;
}
/** `saveField`: the inline edit's PUT on the financing (request details not shown in the spec). */
export interface SaveLenderFieldInput {
  financing: string;
  field: LenderField;
  value: unknown;
}
/** `approve`: POST /api/tools/admin/approveLoan/{id} with the chosen funder. */
export interface ApproveLoanInput {
  financing: string;
  funder: string;
  categoria: string | null;
}

const banner = (fallback: string) => (error: unknown) => failureNotice(fallback, error);

function checksOf(context: LenderChangeContext) {
  const loan = context.loan;
  return lenderChecks({
    cantidad: loan?.cantidad ?? null,
    interes: loan?.interes ?? null,
    meses: loan?.meses ?? null,
    categoria: context.categoria,
    walletStatusCode: context.walletStatusCode,
    funder: context.funder,
  } as Parameters<typeof lenderChecks>[0]);
}

/**
 * The change-lender modal (platform-and-affiliates.md §5 "Lender change", §9 funder options):
 * loading (affiliate, financing, user, administrator) → editing → confirming → approving → done.
 */
export const lenderChangeMachine = setup({
  types: {
    context: {} as LenderChangeContext,
    events: {} as LenderChangeEvent,
    input: {} as LenderChangeInput,
  },
  actors: {
    loadAffiliate: fromPromise<LenderAffiliate, LoadAffiliateInput>(async () => {
      throw new Error('lenderChangeMachine: provide the loadAffiliate actor');
    }),
    loadFinancing: fromPromise<LenderLoan, LoadFinancingInput>(async () => {
      throw new Error('lenderChangeMachine: provide the loadFinancing actor');
    }),
    loadUser: fromPromise<LenderUser, LoadLenderUserInput>(async () => {
      throw new Error('lenderChangeMachine: provide the loadUser actor');
    }),
    loadAdministrator: fromPromise<LenderAdministrator, LoadAdministratorInput>(async () => {
      throw new Error('lenderChangeMachine: provide the loadAdministrator actor');
    }),
    saveField: fromPromise<unknown, SaveLenderFieldInput>(async () => {
      throw new Error('lenderChangeMachine: provide the saveField actor');
    }),
    approve: fromPromise<unknown, ApproveLoanInput>(async () => {
      throw new Error('lenderChangeMachine: provide the approve actor');
    }),
  },
  guards: {
    /** §5: submit is impossible without a funder or a category. */
    canSubmit: ({ context }) => checksOf(context).canSubmit,
  },
  actions: {
    loadFailed: assign({
      error: (_, params: { error: unknown }) => banner(messages.read.affiliateInfo)(params.error),
    }),
  },
}).createMachine({
  id: 'lenderChange',
  context: ({ input }) => ({
    ...input,
    affiliateRecord: null,
    loan: null,
    user: null,
    walletStatusCode: null,
    funderOptions: [],
    funder: null,
    categoria: null,
    previous: null,
    error: null,
  }),
  initial: 'loadingAffiliate',
  states: {
    loadingAffiliate: {
      tags: ['loading'],
      invoke: {
        id: 'loadAffiliate',
        src: 'loadAffiliate',
        input: ({ context }) => ({ affiliate: context.affiliate }),
        onDone: {
          target: 'loadingFinancing',
          actions: assign({ affiliateRecord: ({ event }) => event.output }),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingFinancing: {
      tags: ['loading'],
      invoke: {
        id: 'loadFinancing',
        src: 'loadFinancing',
        input: ({ context }) => ({ financing: context.financing }),
        onDone: {
          target: 'loadingUser',
          actions: assign({
            loan: ({ event }) => event.output,
            categoria: ({ event }) => event.output.categoria || null,
            funderOptions: ({ context, event }) =>
              funderOptions({
                affiliate: context.affiliateRecord,
                productKey: context.productKey,
                productName: context.productName,
                allowOwnInvestment: event.output.allowOwnInvestment,
              }),
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingUser: {
      tags: ['loading'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ user: context.loan?.user ?? null }),
        onDone: { target: 'loadingAdministrator', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingAdministrator: {
      tags: ['loading'],
      invoke: {
        id: 'loadAdministrator',
        src: 'loadAdministrator',
        input: ({ context }) => ({ administrator: context.affiliateRecord?.administrador ?? null }),
        onDone: {
          target: 'editing',
          actions: assign({ walletStatusCode: ({ event }) => event.output.walletStatusCode }),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: {
        'lender.retry': { target: 'loadingAffiliate', actions: assign({ error: null }) },
        'lender.close': { target: 'closed' },
      },
    },
    editing: {
      on: {
        'lender.funder': { actions: assign({ funder: ({ event }) => event.funder || null }) },
        'lender.category': { actions: assign({ categoria: ({ event }) => event.categoria || null }) },
        'lender.edit': {
          target: 'savingField',
          actions: assign(({ context, event }) => ({
            previous: { field: event.field, value: context.loan?.[event.field] ?? null },
            loan: context.loan ? { ...context.loan, [event.field]: event.value } : context.loan,
            categoria:
              event.field === 'categoria' ? (event.value as string | null) || null : context.categoria,
            error: null,
          })),
        },
        'lender.submit': { guard: 'canSubmit', target: 'confirming' },
        'lender.dismissError': { actions: assign({ error: null }) },
        'lender.close': { target: 'closed' },
      },
    },
    savingField: {
      tags: ['busy'],
      invoke: {
        id: 'saveField',
        src: 'saveField',
        input: ({ context }) => {
          const field = context.previous?.field ?? 'cantidad';
          return { financing: context.financing, field, value: context.loan?.[field] ?? null };
        },
        onDone: { target: 'editing', actions: assign({ previous: null }) },
        // Roll the optimistic edit back to the value it replaced.
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const prev = context.previous;
            if (!prev || !context.loan) return { previous: null };
            return {
              loan: { ...context.loan, [prev.field]: prev.value },
              categoria:
                prev.field === 'categoria' ? (prev.value as string | null) || null : context.categoria,
              previous: null,
              error: banner(messages.write.updateInfo)(event.error),
            };
          }),
        },
      },
    },
    confirming: {
      on: {
        'lender.confirm': { target: 'approving' },
        'lender.cancel': { target: 'editing' },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({
          financing: context.financing,
          funder: context.funder ?? '',
          categoria: context.categoria,
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => banner(messages.write.approveLoan)(event.error) }),
        },
      },
    },
    done: { type: 'final', tags: ['done'] },
    closed: { type: 'final' },
  },
});

type LenderChangeSnapshot = SnapshotFrom<typeof lenderChangeMachine>;

/** The check alerts of §5, from `lenderChecks`, for the modal to render. */
export function lenderCheckResults(snapshot: LenderChangeSnapshot) {
  return checksOf(snapshot.context);
}

export const lenderChangedMessage = messages.success.lenderChanged;
