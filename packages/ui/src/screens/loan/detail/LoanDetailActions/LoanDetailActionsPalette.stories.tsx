import { LOAN_ACTIONS, type LoanAction, messages } from '@backoffice/domain';
import { type AdminAction, actionsFor } from '@backoffice/domain/actions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryAction } from '#internal/storyActions';
import { paletteClosed, paletteDialog, searchPalette } from '#internal/storyPalette';
import { pickEntries } from '#internal/storyRegistry';
import { useAskedEntry } from '#patterns/ActionsPanel';
import { CommandPalette } from '#patterns/CommandPalette';
import { LoanDetailActions, loanPaletteItems } from './LoanDetailActions';

/*
 * The command palette on a loan detail: it offers the entries of the loan's actions panel, each
 * disabled with the panel's own reason, and a pick runs the entry on the panel's machine, as its
 * button would: through the same confirmation, into its form when it has inputs, or its flow.
 * Only the network actor is a stand-in.
 */

/** A fixed set: one of each kind (confirmation, none, refused, inputs, flow). */
const SHOWN = pickEntries(LOAN_ACTIONS, [
  'cancelLoan',
  'analizeLoan',
  'deleteScores',
  'rebillCurrentInstallment',
  'cleanKYC',
  'approveLoan',
  'resetPayment',
]);

const LOAN = { estadoCd: 'EST', cobros: false, demo: false, coborrower: '/api/users/88' };
const NAME = 'F0000012';

interface HarnessProps {
  registry?: readonly LoanAction[];
  run: (id: string, params: unknown) => void;
  onFlow: (entry: AdminAction) => void;
}

/** The panel and the palette, wired as the app wires them: the palette's pick is the panel's `asked`. */
function Harness({ registry = SHOWN, run, onFlow }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [asked, ask] = useAskedEntry();
  const useAction = (entry: AdminAction) => useStoryAction(entry, run);
  const actions = actionsFor('ROLE_ADMIN', registry) as LoanAction[];
  return (
    <>
      <CommandPalette
        open={open}
        onOpenChange={setOpen}
        routes={[]}
        actions={loanPaletteItems(actions, LOAN, NAME)}
        records={[]}
        onSearch={() => {}}
        onPick={(choice) => {
          if (choice.kind === 'action') ask(choice.item.id);
        }}
      />
      <LoanDetailActions actions={actions} loan={LOAN} useAction={useAction} onFlow={onFlow} asked={asked} />
    </>
  );
}

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailActions/Palette',
  component: Harness,
  args: { run: fn(), onFlow: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN on a loan in study (EST): the palette runs 'Borrar scores' through the panel's confirmation. */
export const RunsWithConfirmation: Story = {
  play: async ({ canvasElement, args, step }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Acciones del crédito' });
    await step('“scores” offers the panel’s entry, under the loan and its heading', async () => {
      const actions = await searchPalette('scores');
      const option = within(actions).getByRole('option', { name: /Borrar scores/ });
      await expect(option).toHaveTextContent(`${NAME} · Análisis y scoring`);
      await expect(option).not.toHaveAttribute('aria-disabled');
    });
    await step('Enter closes the palette and opens the panel’s own confirmation', async () => {
      await userEvent.keyboard('{Enter}');
      await paletteClosed();
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar Borrar scores' });
      await expect(dialog).toHaveTextContent('¿Está seguro de borrar los scores?');
      await expect(args.run).not.toHaveBeenCalled();
    });
    await step('Aceptar runs it once on its machine; the outcome shows under its button', async () => {
      const dialog = screen.getByRole('dialog', { name: 'Confirmar Borrar scores' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(args.run).toHaveBeenCalledWith('deleteScores', {}));
      await expect(args.run).toHaveBeenCalledTimes(1);
      await expect(await within(panel).findByText(messages.loan.success.scoresDeleted)).toBeVisible();
    });
  },
};

/** Refused in EST: listed disabled with the status table's reason, as its button; Enter leaves it. */
export const DisabledWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Acciones del crédito' });
    await expect(within(panel).getByRole('button', { name: 'Cobrar cuota EC con tarjeta' })).toBeDisabled();
    const actions = await searchPalette('cobrar cuota');
    const option = within(actions).getByRole('option', { name: /Cobrar cuota EC con tarjeta/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toHaveTextContent(messages.loanActions.notAllowedInStatus('EST'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(option);
    await expect(await paletteDialog()).toBeVisible();
    await expect(args.run).not.toHaveBeenCalled();
  },
};

/** An entry with inputs: the pick puts the focus in its form (its button needs the reason first). */
export const OpensTheForm: Story = {
  play: async ({ canvasElement, args }) => {
    const actions = await searchPalette('cancelar cred');
    await userEvent.click(within(actions).getByRole('option', { name: /Cancelar crédito/ }));
    await paletteClosed();
    const form = within(canvasElement).getByRole('form', { name: 'Cancelar crédito' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Motivo' })).toHaveFocus());
    await expect(args.run).not.toHaveBeenCalled();
  },
};

/** An entry with its own flow ('Aprobar crédito', the lender change): the pick opens it, as its button. */
export const OpensTheFlow: Story = {
  play: async ({ args }) => {
    await searchPalette('aprobar');
    await userEvent.keyboard('{Enter}');
    await paletteClosed();
    await waitFor(() =>
      expect(args.onFlow).toHaveBeenCalledWith(expect.objectContaining({ id: 'approveLoan' })),
    );
    await expect(args.onFlow).toHaveBeenCalledTimes(1);
  },
};

/**
 * The whole registry for ADMIN on a loan in study: the palette has one action per control of the
 * panel, and it is disabled exactly when the panel's is, with the reason the panel shows. No
 * picture: it changes with every new action.
 */
export const EveryEntryAlike: Story = {
  args: { registry: LOAN_ACTIONS },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Acciones del crédito' });
    const items = loanPaletteItems(actionsFor('ROLE_ADMIN', LOAN_ACTIONS) as LoanAction[], LOAN, NAME);
    const controls = within(panel)
      .getAllByRole('button')
      .filter((b) => b.closest('form') === null || b.getAttribute('type') === 'submit');
    await expect(items.map((i) => i.label).sort()).toEqual(controls.map((b) => b.textContent).sort());
    for (const button of controls) {
      const item = items.find((i) => i.label === button.textContent);
      const reason = button.getAttribute('aria-describedby');
      await expect(item?.refusal ?? null, item?.id).toBe(
        reason ? (document.getElementById(reason)?.textContent ?? null) : null,
      );
      // A form's button also waits for its inputs; a button on its own is disabled by its reason only.
      if (!button.closest('form'))
        await expect(Boolean(item?.refusal), item?.id).toBe((button as HTMLButtonElement).disabled);
    }
  },
};
