import {
  INVESTOR_ACTIONS,
  INVESTOR_ACTIONS_TITLE,
  INVESTOR_DETAIL,
  investorActionRefusal,
  messages,
} from '@backoffice/domain';
import { type AdminAction, actionsFor } from '@backoffice/domain/actions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryAction } from '#internal/storyActions';
import { paletteClosed, searchPalette } from '#internal/storyPalette';
import { pickEntries } from '#internal/storyRegistry';
import { ActionsPanel, actionPaletteItems, useAskedEntry } from '#patterns/ActionsPanel';
import { CommandPalette } from '#patterns/CommandPalette';
import { investor } from '../fixtures';
import { InvestorDetailScreen } from './InvestorDetailScreen';

/*
 * The command palette on an investor detail: it offers the investor actions panel's entries on
 * every tab, each disabled with the panel's own reason (the status the investor already has), and
 * a pick runs the entry on the panel's machine as its button would. Only the network is a stand-in.
 */

const TABS = pickEntries(INVESTOR_DETAIL.tabs, ['datos', 'inversiones']);

interface HarnessProps {
  run: (id: string, params: unknown) => void;
}

/** The screen with its actions panel and the palette, wired as the app wires them. */
function Harness({ run }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [asked, ask] = useAskedEntry();
  const useAction = (entry: AdminAction) => useStoryAction(entry, run);
  const actions = actionsFor('ROLE_ADMIN', INVESTOR_ACTIONS);
  const refusal = (entry: AdminAction) => investorActionRefusal(entry, investor.status);
  return (
    <>
      <CommandPalette
        open={open}
        onOpenChange={setOpen}
        routes={[]}
        actions={actionPaletteItems(actions, { record: investor.name, refusal })}
        records={[]}
        onSearch={() => {}}
        onPick={(choice) => {
          if (choice.kind === 'action') ask(choice.item.id);
        }}
      />
      <InvestorDetailScreen
        state="loaded"
        investor={investor}
        tabs={TABS}
        tab="inversiones"
        tabHref={(t) => `/inversores/detalle-inversor/${t}?inversor=7`}
        affiliateHref="/afiliados/detalle-afiliado/datos-contacto?afiliado=3"
        onNavigate={() => {}}
        actions={
          <ActionsPanel
            title={INVESTOR_ACTIONS_TITLE}
            actions={actions}
            useAction={useAction}
            refusal={refusal}
            asked={asked}
          />
        }
      >
        Contenido de la pestaña
      </InvestorDetailScreen>
    </>
  );
}

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailScreen/Palette',
  component: Harness,
  args: { run: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An active investor, on the 'Inversiones' tab: 'Cambiar a «Inactivo»' runs through the panel's
 * confirmation; 'Cambiar a «Activo»' is offered disabled with the panel's reason.
 */
export const ChangesStatus: Story = {
  play: async ({ canvasElement, args, step }) => {
    const panel = within(canvasElement).getByRole('region', { name: INVESTOR_ACTIONS_TITLE });
    await step('the status it has is disabled, saying why, as its button', async () => {
      const actions = await searchPalette('activo');
      const own = within(actions).getByRole('option', { name: /Cambiar a «Activo»/ });
      await expect(own).toHaveAttribute('aria-disabled', 'true');
      await expect(own).toHaveTextContent(messages.investor.alreadyInStatus('Activo'));
      await expect(within(panel).getByRole('button', { name: 'Cambiar a «Activo»' })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      await paletteClosed();
    });
    await step('another status: the pick asks the panel’s confirmation, Aceptar runs it', async () => {
      const actions = await searchPalette('inactivo');
      const option = within(actions).getByRole('option', { name: /Cambiar a «Inactivo»/ });
      await expect(option).toHaveTextContent(`${investor.name} · Estado del inversor`);
      await userEvent.keyboard('{Enter}');
      await paletteClosed();
      const dialog = await screen.findByRole('dialog', { name: 'Confirmar Cambiar a «Inactivo»' });
      await expect(args.run).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(args.run).toHaveBeenCalledWith('statusINA', {}));
      await expect(args.run).toHaveBeenCalledTimes(1);
      await expect(await within(panel).findByText(messages.investor.success.statusChanged)).toBeVisible();
    });
  },
};

/** A money movement needs its amount and concept: the pick puts the focus in its form. */
export const OpensMoneyOutForm: Story = {
  play: async ({ canvasElement, args }) => {
    const actions = await searchPalette('money out');
    await userEvent.click(within(actions).getByRole('option', { name: /Hacer money out/ }));
    await paletteClosed();
    const form = within(canvasElement).getByRole('form', { name: 'Money out' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Importe (€)' })).toHaveFocus());
    await expect(args.run).not.toHaveBeenCalled();
  },
};
