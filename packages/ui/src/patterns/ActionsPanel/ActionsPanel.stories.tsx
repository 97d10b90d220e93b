import { AFFILIATE_ACTIONS, type AffiliateActionId, messages } from '@backoffice/domain';
import { type AdminAction, actionMachineInput, actionsFor } from '@backoffice/domain/actions';
import type { RolesInput } from '@backoffice/domain/roles';
import { adminActionMachine } from '@backoffice/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { LoadState } from '../Section/Section';
import { type ActionHandle, ActionsPanel } from './ActionsPanel';

/*
 * The panel renders any list of admin-action entries; these stories give it the seven affiliate
 * tools of the domain's registry. Each runs on the real adminActionMachine with the entry's own
 * input; only the network actors are stand-ins, answering as the story says.
 */

type Outcome = 'ok' | 'fail' | 'pending' | 'code152' | 'silent' | 'refused' | 'approval';

function failure(outcome: Outcome): unknown {
  if (outcome === 'code152') return { status: 500, body: '152 - KYC incompleto' };
  if (outcome === 'silent') return { status: 401 };
  if (outcome === 'refused')
    return { status: 422, body: { error: messages.money.insufficientBalance(49949.61) } };
  return { status: 500, body: { error: 'LW no responde' }, errorId: 'e-77' };
}

function useEntry(
  entry: AdminAction,
  outcome: Outcome,
  run: (id: string, params: unknown) => void,
): ActionHandle {
  const machine = useMemo(
    () =>
      adminActionMachine.provide({
        actors: {
          run: fromPromise(async ({ input }) => {
            run(entry.id, input.params);
            if (outcome === 'pending') await new Promise(() => {});
            // Issue 14 four-eyes: the API answered 202 with the request waiting for a second person.
            if (outcome === 'approval') return { '@type': 'Approval', id: 9, status: 'pending' };
            if (outcome !== 'ok') throw failure(outcome);
            return {};
          }),
          cleanKyc: fromPromise(async ({ input }) => {
            run(`${entry.id}:cleanKyc`, input.params);
            return {};
          }),
        },
      }),
    [entry, outcome, run],
  );
  const [snapshot, send] = useActor(machine, { input: actionMachineInput(entry) });
  return { snapshot, send };
}

interface HarnessProps {
  outcomes: Partial<Record<AffiliateActionId, Outcome>>;
  run: (id: string, params: unknown) => void;
  /** The user's roles: the panel gets the entries `actionsFor(roles, AFFILIATE_ACTIONS)`. */
  roles?: RolesInput;
  /** Or the entries, by id. */
  available?: readonly AffiliateActionId[];
  state?: LoadState;
}

function Harness({ outcomes, run, roles, available, state }: HarnessProps) {
  const useAction = (entry: AdminAction) =>
    useEntry(entry, outcomes[entry.id as AffiliateActionId] ?? 'ok', run);
  const offered = available
    ? AFFILIATE_ACTIONS.filter((e) => available.includes(e.id))
    : actionsFor(roles ?? 'ROLE_ADMIN', AFFILIATE_ACTIONS);
  return (
    <ActionsPanel
      title="Herramientas"
      actions={offered}
      useAction={useAction}
      {...(state ? { state } : {})}
    />
  );
}

const meta = {
  title: 'Patterns/ActionsPanel',
  component: Harness,
  args: { outcomes: {}, run: fn(), roles: 'ROLE_ADMIN' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Testing Library compares text with its spaces collapsed: the no-break space before € becomes ' '. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const button = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

async function fillMoney(canvas: HTMLElement, form: string, amount: string, msg: string) {
  const f = within(within(canvas).getByRole('form', { name: form }));
  await userEvent.type(f.getByLabelText('Importe (€)'), amount);
  await userEvent.type(f.getByLabelText('Concepto'), msg);
  return f;
}

/** The tools that ask first (issue 12: the wallet and KYC writes). */
const ASKS = new Set(['Registrar wallet en LW', 'Limpiar KYC']);

/** Runs a one-click tool as a user does: its button, then Aceptar where it asks first. */
async function runTool(canvasElement: HTMLElement, name: string) {
  await userEvent.click(button(canvasElement, name));
  if (!ASKS.has(name)) return;
  const dialog = await screen.findByRole('dialog', { name: `Confirmar ${name}` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Every tool, idle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    for (const name of [
      'Calcular score',
      'Generar contrato de colaboración',
      'Habilitar plataforma de cobros',
      'Registrar wallet en LW',
      'Limpiar KYC',
    ]) {
      await expect(button(canvasElement, name)).toBeEnabled();
    }
    await expect(button(canvasElement, 'Hacer MP2P')).toBeDisabled();
    await expect(button(canvasElement, 'Hacer money out')).toBeDisabled();
  },
};

/** Only the entries given are shown. */
export const WithoutMoneyTools: Story = {
  args: { available: ['calculateScore', 'registerWallet', 'cleanKyc'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Hacer MP2P' })).toBeNull();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Generar contrato de colaboración' }),
    ).toBeNull();
  },
};

/** §8 success texts of the one-click tools. */
export const SuccessTexts: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    for (const [name, text] of [
      ['Calcular score', messages.success.scoreCalculated],
      ['Registrar wallet en LW', messages.success.walletRegistered],
      ['Limpiar KYC', messages.success.kycCleaned],
      ['Generar contrato de colaboración', messages.success.contractGenerated],
      ['Habilitar plataforma de cobros', messages.success.collectionsEnabled],
    ] as const) {
      await step(`${name} → '${text}'`, async () => {
        await runTool(canvasElement, name);
        await expect(await canvas.findByText(text)).toBeVisible();
        await expect(canvas.getByText(text).closest('[role="status"]')).not.toBeNull();
      });
    }
    await expect(args.run).toHaveBeenCalledTimes(5);
  },
};

/** §8 error texts, with the server's error id appended. */
export const ErrorTexts: Story = {
  args: {
    outcomes: {
      calculateScore: 'fail',
      registerWallet: 'fail',
      cleanKyc: 'fail',
      collaborationContract: 'fail',
      enableCollections: 'fail',
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const [name, text] of [
      ['Calcular score', messages.write.calculateScore],
      ['Registrar wallet en LW', messages.write.registerWallet],
      ['Limpiar KYC', messages.write.cleanKyc],
      ['Generar contrato de colaboración', messages.write.generateContract],
      ['Habilitar plataforma de cobros', messages.write.enableCollections],
    ] as const) {
      await step(`${name} → '${text} (e-77)'`, async () => {
        await runTool(canvasElement, name);
        await expect(await canvas.findByText(`${text} (e-77)`)).toBeVisible();
      });
    }
    await step('an error can be dismissed', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Cerrar aviso' })[0]!);
      await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    });
  },
};

/** §8: registering the wallet failing with code 152 cleans the KYC automatically. */
export const RegisterWalletCode152CleansKyc: Story = {
  args: { outcomes: { registerWallet: 'code152' } },
  play: async ({ canvasElement, args }) => {
    await runTool(canvasElement, 'Registrar wallet en LW');
    await expect(await within(canvasElement).findByText(messages.success.kycCleaned)).toBeVisible();
    await expect(args.run).toHaveBeenCalledWith('registerWallet:cleanKyc', {});
  },
};

/** Issue 12: cleaning the KYC and registering the wallet ask first; cancelling sends nothing. */
export const WalletAndKycAskFirst: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Limpiar KYC asks, and Cancelar sends nothing', async () => {
      await userEvent.click(button(canvasElement, 'Limpiar KYC'));
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar Limpiar KYC' });
      await expect(dialog).toHaveTextContent(
        '¿Está seguro de limpiar el KYC del afiliado? Tendrá que volver a validarse.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.run).not.toHaveBeenCalled();
    });
    await step('Registrar wallet en LW asks, and Aceptar runs it once', async () => {
      await userEvent.click(button(canvasElement, 'Registrar wallet en LW'));
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar Registrar wallet en LW' });
      await expect(dialog).toHaveTextContent('¿Está seguro de registrar el wallet del afiliado en LW?');
      await expect(args.run).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await expect(await within(canvasElement).findByText(messages.success.walletRegistered)).toBeVisible();
      await expect(args.run).toHaveBeenCalledTimes(1);
    });
  },
};

/** §8: nothing is shown for a 401 (the app sends the user to /login). */
export const SilentFailure: Story = {
  args: { outcomes: { calculateScore: 'silent' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Calcular score'));
    await waitFor(() => expect(args.run).toHaveBeenCalled());
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** While a tool runs its button is busy. */
export const Running: Story = {
  args: { outcomes: { calculateScore: 'pending' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Calcular score'));
    const busy = await within(canvasElement).findByRole('button', { name: 'Calcular score' });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    await expect(busy).toBeDisabled();
  },
};

/** MP2P asks with the amount in euros; a double click on Aceptar runs it once; §8 success text. */
export const Mp2pConfirmsAmountInEuros: Story = {
  name: 'MP2P confirms the amount in euros',
  play: async ({ canvasElement, args, step }) => {
    await step('the form needs an amount above 0 and a concept', async () => {
      await fillMoney(canvasElement, 'MP2P', '1234,5', 'Pago a proveedor');
      await expect(button(canvasElement, 'Hacer MP2P')).toBeEnabled();
    });
    await step('the confirmation shows the amount in euros and the concept', async () => {
      await userEvent.click(button(canvasElement, 'Hacer MP2P'));
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar MP2P' });
      await expect(dialog).toHaveTextContent('¿Está seguro de hacer el MP2P de 1234,50 €?');
      await expect(dialog).toHaveTextContent('Concepto: Pago a proveedor');
      await expect(args.run).not.toHaveBeenCalled();
    });
    await step('a double click on Aceptar sends one request', async () => {
      await userEvent.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
      await expect(
        await within(canvasElement).findByText(spaced(messages.success.mp2pDone('Pago a proveedor', 1234.5))),
      ).toBeVisible();
      await expect(args.run).toHaveBeenCalledTimes(1);
      await expect(args.run).toHaveBeenCalledWith('mp2p', { amount: 1234.5, msg: 'Pago a proveedor' });
    });
    await step('the form starts empty again', async () => {
      const form = within(within(canvasElement).getByRole('form', { name: 'MP2P' }));
      await expect(form.getByLabelText('Concepto')).toHaveValue('');
      await expect(button(canvasElement, 'Hacer MP2P')).toBeDisabled();
    });
  },
};

/** A Spanish thousands point is a thousand: '12.000' is 12.000,00 €, never 12 € (it was). */
export const MoneyOutReadsSpanishThousands: Story = {
  name: 'Money out reads a Spanish thousands point',
  play: async ({ canvasElement, args, step }) => {
    const f = await fillMoney(canvasElement, 'Money out', '12.000', 'Retirada');
    const amount = f.getByLabelText('Importe (€)');
    await step('while it is edited, the field says what it reads', async () => {
      await userEvent.click(amount);
      await expect(amount).toHaveAccessibleDescription(messages.validation.numberReadAs('12.000,00\u00a0€'));
    });
    await step('the confirmation and the request carry 12.000 €', async () => {
      await userEvent.click(button(canvasElement, 'Hacer money out'));
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar Money out' });
      await expect(dialog).toHaveTextContent('¿Está seguro de hacer el Money out de 12.000,00 €?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(args.run).toHaveBeenCalledTimes(1));
      await expect(args.run).toHaveBeenCalledWith('moneyOut', expect.objectContaining({ amount: 12000 }));
    });
    await step(
      'a point that cannot group thousands is refused with the reason, and nothing can be sent',
      async () => {
        await userEvent.clear(amount);
        await userEvent.type(amount, '12.5');
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(amount).toHaveAccessibleDescription(messages.validation.numberAmbiguous);
        await expect(button(canvasElement, 'Hacer money out')).toBeDisabled();
      },
    );
  },
};

/** Money out: cancelling the confirmation sends nothing. */
export const MoneyOutCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await fillMoney(canvasElement, 'Money out', '25000', 'Retirada trimestral');
    await userEvent.click(button(canvasElement, 'Hacer money out'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Money out' });
    await expect(dialog).toHaveTextContent('¿Está seguro de hacer el Money out de 25.000,00 €?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.run).not.toHaveBeenCalled();
  },
};

/** Money out success and failure texts of §8. */
export const MoneyOutDone: Story = {
  play: async ({ canvasElement }) => {
    await fillMoney(canvasElement, 'Money out', '99,99', 'Devolución');
    await userEvent.click(button(canvasElement, 'Hacer money out'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Money out' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await expect(
      await within(canvasElement).findByText('MoneyOut realizado con éxito: Devolución (99,99 €)'),
    ).toBeVisible();
  },
};

export const MoneyOutFailed: Story = {
  args: { outcomes: { moneyOut: 'fail' } },
  play: async ({ canvasElement }) => {
    await fillMoney(canvasElement, 'Money out', '100', 'Devolución');
    await userEvent.click(button(canvasElement, 'Hacer money out'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Money out' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      `${messages.write.moneyOut} (e-77)`,
    );
  },
};

/**
 * Issue 14 four-eyes: a money out of 10,000 € or more waits for a second person; the panel says so
 * (a status, not a success) and the form is cleared.
 */
export const MoneyOutAwaitsApproval: Story = {
  args: { outcomes: { moneyOut: 'approval' } },
  play: async ({ canvasElement }) => {
    await fillMoney(canvasElement, 'Money out', '12000', 'Devolución');
    await userEvent.click(button(canvasElement, 'Hacer money out'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Money out' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    const notice = await within(canvasElement).findByText(messages.approvals.pending);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText(/MoneyOut realizado con éxito/)).toBeNull();
  },
};

/** Issue 12: a money out above the balance is refused by the API, which names the available amount. */
export const MoneyOutAboveBalance: Story = {
  args: { outcomes: { moneyOut: 'refused' } },
  play: async ({ canvasElement }) => {
    await fillMoney(canvasElement, 'Money out', '60000', 'Devolución');
    await userEvent.click(button(canvasElement, 'Hacer money out'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Money out' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      spaced('Saldo insuficiente: el saldo disponible del monedero es 49.949,61\u00a0€'),
    );
  },
};

/** The affiliate is still loading: the section waits, with no tool to run yet. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.queryByRole('button', { name: 'Calcular score' })).toBeNull();
  },
};

/** The tools were refused (403): the section says so and offers none. */
export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(canvas.queryByRole('button', { name: 'Calcular score' })).toBeNull();
  },
};

/** The roles decide: MICRO_ADMIN runs the score, the contract, collections, wallet and KYC; no money. */
export const MicroAdmin: Story = {
  args: { roles: ['ROLE_MICRO_ADMIN'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Afiliado' })).toBeVisible();
    await expect(button(canvasElement, 'Limpiar KYC')).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Movimientos de dinero' })).toBeNull();
  },
};

/** COMERCIAL generates the collaboration contract, and nothing else. */
export const Comercial: Story = {
  args: { roles: ['ROLE_COMERCIAL'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(button(canvasElement, 'Generar contrato de colaboración')).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Wallet y KYC' })).toBeNull();
  },
};

/** ADMIN (above MICRO_ADMIN) has every tool, money movements included. */
export const Admin: Story = {
  args: { roles: ['ROLE_ADMIN'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of ['Afiliado', 'Wallet y KYC', 'Movimientos de dinero']) {
      await expect(canvas.getByRole('region', { name: group })).toBeVisible();
    }
    await expect(canvas.getByRole('form', { name: 'MP2P' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Money out' })).toBeVisible();
  },
};

/** RISK reads affiliates but runs none of their tools. */
export const Risk: Story = {
  args: { roles: ['ROLE_RISK'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tiene ninguna acción disponible.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
