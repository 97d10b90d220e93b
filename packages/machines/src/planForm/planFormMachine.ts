import {
  type InsuranceOption,
  insuranceOptionsFor,
  messages,
  mixedMonths2,
  mixedPreset,
  NO_INSURANCE,
  type PlanContext,
  type PlanValues,
  planErrors,
  isPTinIDisabled as tinDisabled,
} from '@backoffice/domain';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureNotice } from '../internal/errors';

/** The plan form's values (platform-and-affiliates.md §3 "Plan"), plus the derived second tranche. */
export type PlanFormValues = PlanValues & { mixedMonths2?: number | null; secondaryReason?: unknown };
export type PlanFormField = keyof PlanFormValues & string;

export interface PlanFormInput {
  /** The affiliate's primary reason: it is the plan's finalidad and filters the insurance options (§3, §5). */
  primaryReason: string | null;
  /** What `planErrors` needs besides the values: the affiliate's origin. */
  rules?: PlanContext;
  /** GET /api/insurances. */
  insuranceOptions: readonly InsuranceOption[];
  values?: PlanFormValues;
}

export interface PlanFormContext {
  primaryReason: string | null;
  rules: PlanContext;
  insuranceOptions: readonly InsuranceOption[];
  values: PlanFormValues;
  /** Field → Spanish message, from `planErrors`; shown once a submit was attempted. */
  errors: Partial<Record<string, string>>;
  submitted: boolean;
  /** The banner after a failed submit. */
  error: string | null;
}

export type PlanFormEvent =
  | { type: 'plan.change'; field: PlanFormField; value: unknown }
  | { type: 'plan.submit' }
  | { type: 'plan.dismissError' };

/** `createPlan`: POST /api/configuracion_afiliados with the plan (insurance null for "no insurance"). */
export interface CreatePlanInput {
  values: PlanFormValues;
}

/** Fields the user does not type: pTinI while locked (§5), finalidad (§3) and the derived mixedMonths2. */
function isLocked(values: PlanFormValues, field: PlanFormField): boolean {
  return (
    (field === 'pTinI' && tinDisabled(values.mixedMonths1)) ||
    field === 'finalidad' ||
    field === 'mixedMonths2'
  );
}

/** The live rules of §5 after one field changed: presets, the derived second tranche, insurance. */
function applyChange(context: PlanFormContext, field: PlanFormField, value: unknown): PlanFormValues {
  const next: PlanFormValues = { ...context.values, [field]: value };
  if (field === 'mixedMonths1' || field === 'meses') {
    const preset = mixedPreset(next.mixedMonths1, next.meses);
    if (preset) Object.assign(next, preset);
    next.mixedMonths2 = mixedMonths2(next.meses, next.mixedMonths1);
    const offered = insuranceOptionsFor(context.insuranceOptions, next.meses, context.primaryReason);
    const chosen = next.insurance;
    if (chosen != null && chosen !== NO_INSURANCE && !offered.some((o) => o.ruta === chosen)) {
      next.insurance = null;
    }
  }
  return next;
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
    isLockedField: ({ context }, params: { field: PlanFormField }) => isLocked(context.values, params.field),
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
    rules: input.rules ?? {},
    insuranceOptions: input.insuranceOptions,
    // finalidad comes from the affiliate's primary reason and is not editable (§3).
    values: { ...input.values, finalidad: input.primaryReason },
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
        input: ({ context }) => ({
          values: {
            ...context.values,
            insurance: context.values.insurance === NO_INSURANCE ? null : context.values.insurance,
          },
        }),
        onDone: { target: 'success' },
        onError: {
          target: 'failure',
          actions: assign({
            error: ({ event }) => failureNotice(messages.write.createPlan, event.error),
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
  return tinDisabled(snapshot.context.values.mixedMonths1);
}

/** §5: the insurance options offered for the current meses and the affiliate's primary reason. */
export function offeredInsuranceOptions(snapshot: PlanFormSnapshot): InsuranceOption[] {
  const { insuranceOptions, values, primaryReason } = snapshot.context;
  return insuranceOptionsFor(insuranceOptions, values.meses, primaryReason);
}

export const planCreatedMessage = messages.success.planCreated;
