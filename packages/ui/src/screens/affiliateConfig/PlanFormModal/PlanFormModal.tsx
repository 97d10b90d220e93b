import {
  formatEurPlan,
  type InsuranceOption,
  insuranceOptionsFor,
  isPTinIDisabled,
  NO_INSURANCE,
  type PlanContext,
  type PlanField,
  planFieldApplies,
} from '@backoffice/domain';
import type { PlanFormEvent, PlanFormField } from '@backoffice/machines';
import { useId, useMemo } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { FormNumberField, FormSelect, FormTextarea, FormTextField } from '#forms';
import { Banner } from '#patterns/Banner';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { NumberField } from '#primitives/NumberField';
import type { SelectOption } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { configLabels } from '../labels';
import { Form, Group, Legend, Wide } from './PlanFormModal.styles';

const L = configLabels.plan;

/**
 * What the screen reads of a `planFormMachine` snapshot (structurally, so the kit needs no
 * XState): the context, the 'busy' tag and whether a submit is possible now.
 */
export interface PlanFormSnapshotLike {
  context: {
    values: Readonly<Record<string, unknown>>;
    errors: Readonly<Partial<Record<string, string>>>;
    error: string | null;
    insuranceOptions: readonly InsuranceOption[];
    primaryReason: string | null;
    rules: PlanContext;
  };
  hasTag(tag: string): boolean;
  can(event: PlanFormEvent): boolean;
}

export interface PlanFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The running plan form: `useActor(planFormMachine.provide(...))` in the app. */
  snapshot: PlanFormSnapshotLike;
  send(event: PlanFormEvent): void;
  /** The affiliate's secondary reasons, when the plan is to be linked to one (§3 Plan). */
  secondaryReasonOptions?: readonly SelectOption[] | undefined;
}

type NumericKind = 'int' | 'pct' | 'eur';
const NUMERIC: Record<string, NumericKind> = {
  meses: 'int',
  minCantidad: 'eur',
  maxCantidad: 'eur',
  maxCarencia: 'int',
  pCaI: 'pct',
  pCaMin: 'eur',
  pTinI: 'pct',
  aCaI: 'pct',
  aCaMin: 'eur',
  pCaZ: 'pct',
  aCaZCobros: 'pct',
  aCaCobrosMin: 'eur',
  mixedMonths1: 'int',
  mixedPerc1: 'pct',
  salesComission: 'pct',
  downpayment: 'pct',
};

const BOOLEAN_OPTIONS: readonly SelectOption[] = [
  { value: 'true', label: configLabels.common.yes },
  { value: 'false', label: configLabels.common.no },
];

/** NumberField's value: a number, null when empty, NaN for text it cannot read (it keeps the text). */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value === '') return null;
  return Number.NaN;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

const TEXT_FIELDS = ['label', 'descripcion', 'secondaryReason', 'insurance'] as const;
const BOOLEAN_FIELDS = [
  'financedBorrowerFee',
  'noInterestFirstInstallment',
  'mandatoryCancellationFee',
] as const;

/** The machine's values as the inputs show them: numbers (NaN for unreadable text), texts, 'true'/'false'. */
function fieldValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(NUMERIC)) out[field] = asNumber(values[field]);
  for (const field of TEXT_FIELDS) out[field] = asText(values[field]);
  for (const field of BOOLEAN_FIELDS)
    out[field] = typeof values[field] === 'boolean' ? String(values[field]) : '';
  return out;
}

/** Reinitialise the form only when the machine's values read differently (NaN equals NaN). */
function sameValues(a?: Record<string, unknown>, b?: Record<string, unknown>): boolean {
  if (!a || !b) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * The new-plan modal (platform-and-affiliates.md §5 "New plan form") on `planFormMachine`: the
 * machine applies the mixed presets, derives mixedMonths2, locks pTinI, drops an insurance no
 * longer offered and decides whether the plan may be sent; this screen shows its snapshot and
 * sends its events. Euro fields echo their value in the plan currency format of §9.
 */
export function PlanFormModal({ open, onClose, snapshot, send, secondaryReasonOptions }: PlanFormModalProps) {
  const formId = useId();
  const { values, errors, error, insuranceOptions, primaryReason, rules } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const tinLocked = isPTinIDisabled(values.mixedMonths1);
  const offered = insuranceOptionsFor(insuranceOptions, values.meses, primaryReason);
  const change = (field: PlanFormField, value: unknown) => send({ type: 'plan.change', field, value });
  const applies = (field: PlanField) => planFieldApplies(field, rules);

  const numberField = (field: PlanField, extra: { disabled?: boolean; hint?: string | null } = {}) => {
    const kind = NUMERIC[field] ?? 'pct';
    const value = values[field];
    const money = kind === 'eur' && typeof value === 'number' ? formatEurPlan(value) : null;
    return (
      <FormNumberField
        key={field}
        label={L.fields[field as keyof typeof L.fields]}
        name={field}
        step={kind === 'int' ? 1 : 0.01}
        min={0}
        required
        disabled={busy || extra.disabled}
        error={errors[field] ?? null}
        hint={extra.hint ?? money}
        onValueChange={(n, raw) => change(field, n !== null && Number.isNaN(n) ? raw : n)}
      />
    );
  };

  const booleanSelect = (field: PlanField) => (
    <FormSelect
      key={field}
      label={L.fields[field as keyof typeof L.fields]}
      name={field}
      options={BOOLEAN_OPTIONS}
      placeholder={configLabels.common.choose}
      required
      disabled={busy}
      error={errors[field] ?? null}
      onValueChange={(v) => change(field, v === '' ? null : v === 'true')}
    />
  );

  const mixed2 = values.mixedMonths2;
  // The form's fields show the machine's values, shaped for their inputs; each edit goes to the machine.
  const shown = useMemo(() => fieldValues(values), [values]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={L.title}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {configLabels.common.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={!snapshot.can({ type: 'plan.submit' })}>
            {busy ? L.saving : L.save}
          </Button>
        </>
      }
    >
      <FinalForm<Record<string, unknown>>
        initialValues={shown}
        initialValuesEqual={sameValues}
        onSubmit={() => send({ type: 'plan.submit' })}
        subscription={{}}
        render={({ handleSubmit }) => (
          <Form
            id={formId}
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
            noValidate
            aria-label={L.title}
          >
            {error ? (
              <Banner tone="danger" message={error} onDismiss={() => send({ type: 'plan.dismissError' })} />
            ) : null}
            <Group>
              <Legend>{L.groups.general}</Legend>
              <FormTextField
                label={L.fields.label}
                name="label"
                disabled={busy}
                onValueChange={(v) => change('label', v)}
              />
              {/* §3: finalidad is the affiliate's primary reason, not editable. */}
              <TextField
                label={L.fields.finalidad}
                name="finalidad"
                value={asText(values.finalidad)}
                readOnly
              />
              {secondaryReasonOptions ? (
                <FormSelect
                  label={L.fields.secondaryReason}
                  name="secondaryReason"
                  options={secondaryReasonOptions}
                  placeholder={configLabels.common.choose}
                  disabled={busy}
                  onValueChange={(v) => change('secondaryReason', v === '' ? null : v)}
                />
              ) : null}
              <Wide>
                <FormTextarea
                  label={L.fields.descripcion}
                  name="descripcion"
                  disabled={busy}
                  onValueChange={(v) => change('descripcion', v)}
                />
              </Wide>
            </Group>
            <Group>
              <Legend>{L.groups.amounts}</Legend>
              {numberField('meses')}
              {numberField('minCantidad')}
              {numberField('maxCantidad')}
              {numberField('maxCarencia')}
              {numberField('downpayment')}
            </Group>
            <Group>
              <Legend>{L.groups.mixed}</Legend>
              {numberField('mixedMonths1')}
              <NumberField
                label={L.fields.mixedMonths2}
                name="mixedMonths2"
                value={typeof mixed2 === 'number' ? mixed2 : null}
                readOnly
                hint={L.derivedHint}
              />
              {numberField('mixedPerc1')}
            </Group>
            <Group>
              <Legend>{L.groups.fees}</Legend>
              {numberField('pTinI', { disabled: tinLocked, hint: tinLocked ? L.tinLockedHint : null })}
              {numberField('pCaI')}
              {numberField('pCaMin')}
              {numberField('aCaI')}
              {numberField('aCaMin')}
              {numberField('salesComission')}
            </Group>
            {applies('pCaZ') || applies('aCaZCobros') || applies('aCaCobrosMin') ? (
              <Group>
                <Legend>{L.groups.platform}</Legend>
                {applies('pCaZ') ? numberField('pCaZ') : null}
                {applies('aCaZCobros') ? numberField('aCaZCobros') : null}
                {applies('aCaCobrosMin') ? numberField('aCaCobrosMin') : null}
              </Group>
            ) : null}
            <Group>
              <Legend>{L.groups.options}</Legend>
              <FormSelect
                label={L.fields.insurance}
                name="insurance"
                options={[
                  { value: NO_INSURANCE, label: L.noInsurance },
                  ...offered.map((o) => ({ value: o.ruta, label: o.option })),
                ]}
                placeholder={configLabels.common.choose}
                required
                disabled={busy}
                error={errors.insurance ?? null}
                onValueChange={(v) => change('insurance', v === '' ? null : v)}
              />
              {booleanSelect('financedBorrowerFee')}
              {booleanSelect('noInterestFirstInstallment')}
              {booleanSelect('mandatoryCancellationFee')}
            </Group>
          </Form>
        )}
      />
    </Modal>
  );
}
