import { insuranceOptionsFor, messages, mixedMonths2, mixedPreset, planErrors } from '@backoffice/domain';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureErrorId, isSilentFailure } from '../internal/errors';

type PlanErrorsArgs = Parameters<typeof planErrors>;
/** The plan form's values as `planErrors` reads them (platform-and-affiliates.md §3 "Plan"). */
export type PlanFormValues = PlanErrorsArgs[0];
/** What `planErrors` needs besides the values (the affiliate's origin and the like). */
export type PlanFormRulesContext = PlanErrorsArgs[1];
/** An insurance option as GET /api/insurances gives it. */
export type PlanInsuranceOption = Parameters<typeof insuranceOptionsFor>[0][number];
export type PlanField = keyof PlanFormValues & string;

export interface PlanFormInput {
  /** The affiliate's primary reason: it fixes finalidad and filters the insurance options (§5). */
  primaryReason: string | null;
  rules: PlanFormRulesContext;
  insuranceOptions: readonly PlanInsuranceOption[];
  values: PlanFormValues;
}

export interface PlanFormContext {
  primaryReason: string | null;
  rules: PlanFormRulesContext;
  insuranceOptions: readonly PlanInsuranceOption[];
  values: PlanFormValues;
  /** Field → Spanish message, from `planErrors`; shown once a submit was attempted. */
  errors: Record<string, string>;
  submitted: boolean;
  error: string | null;
}

export type PlanFormEvent =
  | { type: 'plan.change'; field: PlanField; value: unknown }
  | { type: 'plan.submit' }
  | { type: 'plan.dismissError' };

/** `createPlan`: POST /api/configuracion_afiliados with the values. */
export interface CreatePlanInput {
  values: PlanFormValues;
}

const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;

/** §5: pTinI is disabled when mixedMonths1 is above 0. */
const tinLocked = (values: PlanFormValues) => num((values as Record<string, unknown>).mixedMonths1) > 0;

/** The live rules of §5 applied after one field changed: presets, the derived second tranche, insurance. */
function applyChange(context: PlanFormContext, field: PlanField, value: unknown): PlanFormValues {
  const next = { ...context.values, [field]: value } as Record<string, unknown>;
  if (field === 'mixedMonths1' || field === 'meses') {
    const preset = mixedPreset(next.mixedMonths1 as never, next.meses as never);
    if (preset) Object.assign(next, preset);
    next.mixedMonths2 = mixedMonths2(next.meses as never, next.mixedMonths1 as never);
    const offered = insuranceOptionsFor(
      context.insuranceOptions as never,
      next.meses as never,
      context.primaryReason as never,
    );
    if (next.insurance != null && !offered.some((o: { ruta?: unknown }) => o.ruta === next.insurance)) {
      next.insurance = null;
    }
  }
  return next as PlanFormValues;
}

/**
 * The new-plan form (platform-and-affiliates.md §5): live rules while editing, then validating →
 * submitting → success | failure. Submitting happens only when `planErrors` is empty.
 */
export const planFormMachine = setup({
  types: {
    context: {} as PlanFormContext,
    events: {} as PlanFormEvent,
    input: {} as PlanFormInput,
  },
  actors: {
    createPlan: fromPromise<unknown, CreatePlanInput>(async () => {
      throw new Error('planFormMachine: provide the createPlan actor');
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(planErrors(context.values, context.rules)).length === 0,
    isLockedField: ({ context }, params: { field: PlanField }) =>
      (params.field === 'pTinI' && tinLocked(context.values)) ||
      params.field === 'finalidad' ||
      params.field === 'mixedMonths2',
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'plan.change') return {};
      const values = applyChange(context, event.field, event.value);
      return {
        values,
        errors: context.submitted ? { ...planErrors(values, context.rules) } : context.errors,
      };
    }),
  },
}).createMachine({
  id: 'planForm',
  context: ({ input }) => ({
    primaryReason: input.primaryReason,
    rules: input.rules,
    insuranceOptions: input.insuranceOptions,
    // finalidad comes from the affiliate's primary reason and is not editable (§3).
    values: { ...input.values, finalidad: input.primaryReason } as PlanFormValues,
    errors: {},
    submitted: false,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'plan.change': [
          { guard: { type: 'isLockedField', params: ({ event }) => ({ field: event.field }) } },
          { actions: 'change' },
        ],
        'plan.submit': { target: 'validating' },
      },
    },
    validating: {
      entry: assign({
        submitted: true,
        error: null,
        errors: ({ context }) => ({ ...planErrors(context.values, context.rules) }),
      }),
      always: [{ guard: 'isValid', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createPlan',
        src: 'createPlan',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'success' },
        onError: {
          target: 'failure',
          actions: assign({
            error: ({ event }) =>
              isSilentFailure(event.error)
                ? null
                : messages.general.withErrorId(messages.write.createPlan, failureErrorId(event.error)),
          }),
        },
      },
    },
    /** The server refused the plan: the banner shows the error; editing or submitting again goes on. */
    failure: {
      on: {
        'plan.change': [
          { guard: { type: 'isLockedField', params: ({ event }) => ({ field: event.field }) } },
          { target: 'editing', actions: ['change', assign({ error: null })] },
        ],
        'plan.submit': { target: 'validating' },
        'plan.dismissError': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    success: { type: 'final', tags: ['done'] },
  },
});

type PlanFormSnapshot = SnapshotFrom<typeof planFormMachine>;

/** §5: pTinI is disabled when mixedMonths1 is above 0. */
export function isPTinIDisabled(snapshot: PlanFormSnapshot): boolean {
  return tinLocked(snapshot.context.values);
}

/** §5: the insurance options offered for the current meses and the affiliate's primary reason. */
export function offeredInsuranceOptions(snapshot: PlanFormSnapshot): PlanInsuranceOption[] {
  const { insuranceOptions, values, primaryReason } = snapshot.context;
  return insuranceOptionsFor(
    insuranceOptions as never,
    (values as Record<string, unknown>).meses as never,
    primaryReason as never,
  ) as PlanInsuranceOption[];
}

export const planCreatedMessage = messages.success.planCreated;
