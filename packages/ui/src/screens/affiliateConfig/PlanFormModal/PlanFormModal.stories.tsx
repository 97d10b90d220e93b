import { messages, NO_INSURANCE } from '@backoffice/domain';
import { type PlanFormInput, planFormMachine } from '@backoffice/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PlanFormModal } from './PlanFormModal';

/*
 * The stories drive the screen with the real planFormMachine (as the admin app does), so each
 * play test shows a §5 rule as the running form applies it, not a copy of it.
 */

const insuranceOptions = [
  {
    ruta: '/api/insurances/1',
    option: 'Protección de pagos corto',
    vertical: 'POS',
    minMonth: 3,
    maxMonth: 24,
  },
  {
    ruta: '/api/insurances/2',
    option: 'Protección de pagos largo',
    vertical: 'POS',
    minMonth: 25,
    maxMonth: 120,
  },
  {
    ruta: '/api/insurances/3',
    option: 'Seguro de vehículo',
    vertical: 'Vehículos',
    minMonth: 12,
    maxMonth: 96,
  },
];

const validValues = {
  label: 'Salud 24 meses',
  meses: 24,
  minCantidad: 300,
  maxCantidad: 6000,
  maxCarencia: 0,
  pCaI: 3,
  pCaMin: 30,
  pTinI: 9.5,
  aCaI: 0,
  aCaMin: 0,
  pCaZ: 1,
  aCaZCobros: 0,
  aCaCobrosMin: 0,
  mixedMonths1: 0,
  mixedPerc1: 0,
  salesComission: 2,
  downpayment: 0,
  insurance: NO_INSURANCE,
  financedBorrowerFee: false,
  noInterestFirstInstallment: false,
  mandatoryCancellationFee: false,
};

type Outcome = 'ok' | 'fail' | 'pending';

interface HarnessProps {
  input: PlanFormInput;
  outcome: Outcome;
  createPlan: (values: unknown) => void;
  onClose: () => void;
}

function Harness({ input, outcome, createPlan, onClose }: HarnessProps) {
  const machine = useMemo(
    () =>
      planFormMachine.provide({
        actors: {
          createPlan: fromPromise(async ({ input: sent }) => {
            createPlan(sent.values);
            if (outcome === 'pending') await new Promise(() => {});
            if (outcome === 'fail') throw { status: 500, body: { error: 'x' }, errorId: 'a1b2' };
            return { id: 41 };
          }),
        },
      }),
    [outcome, createPlan],
  );
  const [snapshot, send] = useActor(machine, { input });
  return (
    <PlanFormModal open={snapshot.status !== 'done'} onClose={onClose} snapshot={snapshot} send={send} />
  );
}

const meta = {
  title: 'Screens/AffiliateConfig/PlanFormModal',
  component: Harness,
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions },
    outcome: 'ok',
    createPlan: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Añadir plan' });
const field = (name: string) => within(screen.getByRole('dialog')).getByLabelText(name);
const save = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar plan' });

async function typeInto(name: string, text: string) {
  const input = field(name);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** An empty form for a Salud affiliate: nothing is sent until every required field is right. */
export const Default: Story = {
  play: async ({ args, step }) => {
    const modal = await dialog();
    await step('finalidad is the affiliate primary reason, read-only', async () => {
      await expect(field('Finalidad')).toHaveValue('Salud');
      await expect(field('Finalidad')).toHaveAttribute('readonly');
    });
    await step('an empty submit marks the required fields and sends nothing', async () => {
      await userEvent.click(save());
      await waitFor(() =>
        expect(within(modal).getAllByText(messages.validation.required).length).toBeGreaterThan(10),
      );
      await expect(args.createPlan).not.toHaveBeenCalled();
    });
  },
};

/** §5: 'Los meses deben ser entre 3 y 120' (meses 2 and 121 refused, 3 and 120 accepted). */
export const MonthsOutOfRange: Story = {
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ args, step }) => {
    await dialog();
    await step('meses 2 is refused with the spec message', async () => {
      await typeInto('Meses', '2');
      await userEvent.click(save());
      await expect(field('Meses')).toHaveAccessibleDescription(messages.plan.monthsRange);
      await expect(args.createPlan).not.toHaveBeenCalled();
    });
    await step('121 is refused too; 3 and 120 are within the range', async () => {
      await typeInto('Meses', '121');
      await expect(field('Meses')).toHaveAccessibleDescription(messages.plan.monthsRange);
      await typeInto('Meses', '3');
      await expect(field('Meses')).not.toHaveAccessibleDescription(messages.plan.monthsRange);
      await typeInto('Meses', '120');
      await expect(field('Meses')).not.toHaveAccessibleDescription(messages.plan.monthsRange);
    });
  },
};

/** §5: 'La cantidad debe ser entre 300 y 40000', for the minimum and the maximum amount. */
export const AmountOutOfRange: Story = {
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ args, step }) => {
    await dialog();
    await step('a minimum of 299 and a maximum of 40001 are refused', async () => {
      await typeInto('Cantidad mínima (€)', '299');
      await typeInto('Cantidad máxima (€)', '40001');
      await userEvent.click(save());
      await expect(field('Cantidad mínima (€)')).toHaveAccessibleDescription(
        expect.stringContaining(messages.plan.amountRange),
      );
      await expect(field('Cantidad máxima (€)')).toHaveAccessibleDescription(
        expect.stringContaining(messages.plan.amountRange),
      );
      await expect(args.createPlan).not.toHaveBeenCalled();
    });
    await step('300 and 40000 are accepted', async () => {
      await typeInto('Cantidad mínima (€)', '300');
      await typeInto('Cantidad máxima (€)', '40000');
      await expect(within(screen.getByRole('dialog')).queryByText(messages.plan.amountRange)).toBeNull();
    });
  },
};

/** §9: euro fields echo the amount in the plan format: symbol at the end, '.' thousands, ',' decimals. */
export const CurrencyFormat: Story = {
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ step }) => {
    await dialog();
    await step('12000 reads 12.000,00 €; 1500,5 reads 1.500,50 € (four digits grouped too)', async () => {
      await typeInto('Cantidad máxima (€)', '12000');
      await expect(field('Cantidad máxima (€)')).toHaveAccessibleDescription('12.000,00\u00a0€');
      await typeInto('Comisión de apertura mínima (€)', '1500,5');
      await expect(field('Comisión de apertura mínima (€)')).toHaveAccessibleDescription('1.500,50\u00a0€');
    });
  },
};

/** §5 presets: mixedMonths1 12 with meses 36 gives 40 % / 29,3; pTinI locked; mixedMonths2 derived. */
export const MixedPlanPresets: Story = {
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ step }) => {
    await dialog();
    await step('pTinI is editable while there is no first tranche', async () => {
      await expect(field('TIN (%)')).toBeEnabled();
    });
    await step('meses 36 and mixedMonths1 12 → mixedPerc1 40, pTinI 29,3, second tranche 24', async () => {
      await typeInto('Meses', '36');
      await typeInto('Meses del primer tramo', '12');
      await expect(field('Porcentaje del primer tramo (%)')).toHaveValue('40');
      await expect(field('TIN (%)')).toHaveValue('29,3');
      await expect(field('Meses del segundo tramo')).toHaveValue('24');
    });
    await step('pTinI is disabled while mixedMonths1 is above 0', async () => {
      await expect(field('TIN (%)')).toBeDisabled();
    });
    await step('meses 48 with 12 → 30 % / 17,12 and a second tranche of 36', async () => {
      await typeInto('Meses', '48');
      await expect(field('Porcentaje del primer tramo (%)')).toHaveValue('30');
      await expect(field('TIN (%)')).toHaveValue('17,12');
      await expect(field('Meses del segundo tramo')).toHaveValue('36');
    });
    await step('the other rows of the table: 5 → 52/32,75, 6 → 40/23,56, 10 → 54/36,32', async () => {
      for (const [m1, perc, tin] of [
        ['5', '52', '32,75'],
        ['6', '40', '23,56'],
        ['10', '54', '36,32'],
      ] as const) {
        await typeInto('Meses del primer tramo', m1);
        await expect(field('Porcentaje del primer tramo (%)')).toHaveValue(perc);
        await expect(field('TIN (%)')).toHaveValue(tin);
      }
    });
    await step('20 with meses 40 → 56/28,99, with 60 → 40/17,82, otherwise 30/16,74', async () => {
      await typeInto('Meses del primer tramo', '20');
      await typeInto('Meses', '40');
      await expect(field('Porcentaje del primer tramo (%)')).toHaveValue('56');
      await expect(field('TIN (%)')).toHaveValue('28,99');
      await typeInto('Meses', '60');
      await expect(field('TIN (%)')).toHaveValue('17,82');
      await expect(field('Porcentaje del primer tramo (%)')).toHaveValue('40');
      await typeInto('Meses', '50');
      await expect(field('TIN (%)')).toHaveValue('16,74');
      await expect(field('Meses del segundo tramo')).toHaveValue('30');
    });
    await step('clearing the first tranche unlocks pTinI again', async () => {
      await typeInto('Meses del primer tramo', '0');
      await expect(field('TIN (%)')).toBeEnabled();
    });
  },
};

const optionNames = () =>
  within(field('Seguro') as HTMLSelectElement)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** §5: insurance options are offered by meses (within min and max months) and by vertical (POS here). */
export const InsuranceByMonths: Story = {
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ step }) => {
    await dialog();
    await step('24 months: the short POS option only (never the vehicle one)', async () => {
      await expect(optionNames()).toEqual(['Seleccione…', 'Sin seguro', 'Protección de pagos corto']);
    });
    await step('a chosen option no longer offered is dropped when meses changes', async () => {
      await userEvent.selectOptions(field('Seguro'), 'Protección de pagos corto');
      await typeInto('Meses', '36');
      await expect(optionNames()).toEqual(['Seleccione…', 'Sin seguro', 'Protección de pagos largo']);
      await expect(field('Seguro')).toHaveValue('');
    });
  },
};

/** §5: a Vehículos affiliate is offered the Vehículos vertical; §3: CONF origin hides pCaZ and its pair. */
export const VehicleAffiliateConfOrigin: Story = {
  args: {
    input: {
      primaryReason: 'Vehículos',
      rules: { origin: 'CONF' },
      insuranceOptions,
      values: { ...validValues, pCaZ: null, aCaZCobros: null, aCaCobrosMin: null, meses: 6 },
    },
  },
  play: async ({ step }) => {
    const modal = await dialog();
    await step('the vehicle option appears only from its 12 minimum months', async () => {
      await expect(optionNames()).toEqual(['Seleccione…', 'Sin seguro']);
      await typeInto('Meses', '12');
      await expect(optionNames()).toEqual(['Seleccione…', 'Sin seguro', 'Seguro de vehículo']);
    });
    await step('the three non-CONF fields are not on the form', async () => {
      await expect(within(modal).queryByLabelText('Comisión de apertura de la plataforma (%)')).toBeNull();
      await expect(within(modal).queryByLabelText('Descuento mínimo de cobros (€)')).toBeNull();
    });
  },
};

/** A valid plan is sent once with insurance null for 'Sin seguro'; the modal closes on success. */
export const SavesValidPlan: Story = {
  args: {
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ args, step }) => {
    await dialog();
    await step('Guardar plan sends the values', async () => {
      await userEvent.click(save());
      await waitFor(() => expect(args.createPlan).toHaveBeenCalledTimes(1));
      await expect(args.createPlan).toHaveBeenCalledWith(
        expect.objectContaining({ meses: 24, insurance: null, finalidad: 'Salud' }),
      );
    });
    await step('the form is done and the modal closes', async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** While the plan is being sent, the form is locked and the button says so. */
export const Submitting: Story = {
  args: {
    outcome: 'pending',
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async () => {
    await dialog();
    await userEvent.click(save());
    const busy = await within(screen.getByRole('dialog')).findByRole('button', { name: 'Guardando…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(field('Meses')).toBeDisabled();
  },
};

/** A refused plan shows §8 'Ha habido un error creando el plan' with the server's error id. */
export const ServerError: Story = {
  args: {
    outcome: 'fail',
    input: { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  },
  play: async ({ step }) => {
    await dialog();
    await step('the banner names the failure and the id', async () => {
      await userEvent.click(save());
      const alert = await within(screen.getByRole('dialog')).findByRole('alert');
      await expect(alert).toHaveTextContent(messages.general.withErrorId(messages.write.createPlan, 'a1b2'));
    });
    await step('the banner can be dismissed and the form stays filled', async () => {
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar aviso' }));
      await expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
      await expect(field('Meses')).toHaveValue('24');
    });
  },
};
