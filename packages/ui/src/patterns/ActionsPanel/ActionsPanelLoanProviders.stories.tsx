import { isRowAction, type LoanAction, messages, PROVIDER_ACTIONS } from '@backoffice/domain';
import { type AdminAction, actionMachineInput, actionsFor } from '@backoffice/domain/actions';
import type { RolesInput } from '@backoffice/domain/roles';
import { adminActionMachine } from '@backoffice/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type ActionHandle, ActionsPanel } from './ActionsPanel';

/*
 * Issue 14: the loan actions backed by a provider (SMS, SEPA, open banking, DNI, signature, call
 * centre, wallet/KYC/IBAN at LW, money), as the loan detail's panel lists them: the domain's
 * PROVIDER_ACTIONS that act on the loan (row actions are listed by their tab), filtered by the
 * roles. Each runs on the real adminActionMachine; only the network actors are stand-ins.
 */

type Outcome = 'ok' | 'providerFailed' | 'code152';

function failure(outcome: Outcome): unknown {
  if (outcome === 'code152') return { status: 500, body: '152 - KYC pendiente de limpieza' };
  return {
    status: 502,
    body: { error: messages.loanActions.providerFailed('de SMS') },
    errorId: 'e-14',
  };
}

function useEntry(entry: AdminAction, outcome: Outcome, run: (id: string) => void): ActionHandle {
  const machine = useMemo(
    () =>
      adminActionMachine.provide({
        actors: {
          run: fromPromise(async () => {
            run(entry.id);
            if (outcome !== 'ok') throw failure(outcome);
            return {} as unknown;
          }),
          cleanKyc: fromPromise(async () => {
            run(`${entry.id}:cleanKYC`);
            return {} as unknown;
          }),
        },
      }),
    [entry, outcome, run],
  );
  const [snapshot, send] = useActor(machine, { input: actionMachineInput(entry) });
  return { snapshot, send };
}

/** The loan-level entries of the provider group: what the loan detail's panel shows. */
const LOAN_LEVEL: readonly LoanAction[] = PROVIDER_ACTIONS.filter((e) => !isRowAction(e));

interface HarnessProps {
  roles: RolesInput;
  outcomes: Partial<Record<string, Outcome>>;
  run: (id: string) => void;
}

function Harness({ roles, outcomes, run }: HarnessProps) {
  const useAction = (entry: AdminAction) => useEntry(entry, outcomes[entry.id] ?? 'ok', run);
  return (
    <ActionsPanel
      title="Acciones del crédito"
      actions={actionsFor(roles, LOAN_LEVEL)}
      useAction={useAction}
    />
  );
}

const meta = {
  title: 'Patterns/ActionsPanel/Loan provider actions',
  component: Harness,
  args: { roles: ['ROLE_MICRO_ADMIN'], outcomes: {}, run: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (el: HTMLElement) => within(el);
const button = (el: HTMLElement, name: string) => within(el).getByRole('button', { name });

/** Accepts the confirmation an entry asks, when it asks one. */
async function accept(name: string) {
  const dialog = await screen.findByRole('dialog', { name: `Confirmar ${name}` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** MICRO_ADMIN: messages, SEPA, analysis, ACa, documents and signature, wallet; no Fintonic, no money. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    for (const group of [
      'Mensajes y SEPA',
      'Análisis y scoring',
      'Amortización y cuotas',
      'Documentos y firma',
      'Tipo y afiliado',
      'Wallet y KYC',
    ]) {
      await expect(canvas.getByRole('region', { name: group })).toBeVisible();
    }
    for (const name of [
      'Enviar SMS VTF',
      'Enviar SMS Covid-19',
      'Enviar SEPA el mes que viene',
      'Enviar SEPA en dos días',
      'Crear contacto en el call center',
      'Validar DNI',
      'Procesar Afterbanks',
      'Verificar banca online',
      'Recuperar ACa',
      'Generar certificado IBAN',
      'Borrar contratos',
      'Eliminar cotitular',
      'Registrar wallet en LW',
      'Limpiar KYC',
      'Registrar IBAN en LW',
    ]) {
      await expect(button(canvasElement, name)).toBeEnabled();
    }
    await expect(canvas.queryByRole('button', { name: 'Borrar crédito en Fintonic' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'MP2P' })).toBeNull();
  },
};

/** ADMIN (above MICRO_ADMIN) also deletes the loan at Fintonic and moves money. */
export const Admin: Story = {
  args: { roles: ['ROLE_ADMIN'] },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(button(canvasElement, 'Borrar crédito en Fintonic')).toBeEnabled();
    await expect(canvas.getByRole('form', { name: 'MP2P' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Money out' })).toBeVisible();
  },
};

/** COMERCIAL runs none of them (the LW status change is a MICRO_ADMIN wallet tool). */
export const Comercial: Story = {
  args: { roles: ['ROLE_COMERCIAL'] },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('form', { name: 'Cambiar estado LW' })).toBeNull();
  },
};

/** MICRO_ADMIN changes the borrower's LW status (PUT {user}): one of §4's, picked by its name. */
export const ChangeWalletStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasOf(canvasElement).getByRole('form', { name: 'Cambiar estado LW' }));
    const select = form.getByRole('combobox', { name: 'Estado LW' });
    // Nothing picked yet: the button waits for a status.
    await expect(button(canvasElement, 'Cambiar estado LW')).toBeDisabled();
    await expect(within(select).queryByRole('option', { name: /^4\b/ })).toBeNull();
    await userEvent.selectOptions(select, '10 · Bloqueada');
    await userEvent.click(button(canvasElement, 'Cambiar estado LW'));
    await accept('Cambiar estado LW');
    await expect(await canvasOf(canvasElement).findByText('Estado LW cambiado correctamente')).toBeVisible();
    await expect(args.run).toHaveBeenCalledWith('changeWalletStatus');
  },
};

/** §8 success texts, verbatim where the spec gives them. */
export const SuccessTexts: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = canvasOf(canvasElement);
    for (const [name, asks, text] of [
      ['Enviar SMS VTF', true, 'Mensaje enviado correctamente'],
      ['Recuperar ACa', true, 'ACa recuperada'],
      ['Borrar contratos', true, 'Se borraron los contratos'],
      ['Verificar banca online', false, 'Banca online verificada'],
      ['Limpiar KYC', true, 'KYC limpiado con éxito'],
    ] as const) {
      await step(`${name} → '${text}'`, async () => {
        await userEvent.click(button(canvasElement, name));
        if (asks) await accept(name);
        await expect(await canvas.findByText(text)).toBeVisible();
      });
    }
    await expect(args.run).toHaveBeenCalledTimes(5);
  },
};

/** A provider failure shows §8's error of the action, with the error id appended. */
export const ProviderFailed: Story = {
  args: { outcomes: { sendVTFSMS: 'providerFailed' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Enviar SMS VTF'));
    await accept('Enviar SMS VTF');
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent(
      `${messages.loan.errors.sendMessage} (e-14)`,
    );
  },
};

/** §8: registering the borrower's wallet failing with code 152 cleans the KYC automatically. */
export const RegisterWalletCode152CleansKyc: Story = {
  args: { outcomes: { registerWalletLW: 'code152' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Registrar wallet en LW'));
    await accept('Registrar wallet en LW');
    await expect(await canvasOf(canvasElement).findByText('KYC limpiado con éxito')).toBeVisible();
    await expect(args.run).toHaveBeenCalledWith('registerWalletLW:cleanKYC');
  },
};
