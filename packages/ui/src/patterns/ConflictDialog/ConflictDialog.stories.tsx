import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConflictDialog } from './ConflictDialog';

/**
 * Two staff on one record: a save sent after a colleague saved the same record is refused by the
 * API (412) instead of silently overwriting theirs. The form below keeps the user's input; this
 * dialog shows what changed meanwhile and offers 'Recargar' or 'Guardar de todos modos'.
 */
const meta = {
  title: 'Patterns/ConflictDialog',
  component: ConflictDialog,
  args: {
    open: true,
    changes: [
      { field: 'Nombre', theirs: 'Ferretería Beatriz', mine: 'Ferretería Ana' },
      { field: 'Teléfono', theirs: '600 111 222', mine: '600 333 444' },
    ],
    onReload: fn(),
    onSaveAnyway: fn(),
    error: null,
  },
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: messages.conflict.title });

/** The other person's version is read: each field that differs, theirs and this user's. */
export const Default: Story = {
  play: async ({ args, step }) => {
    const modal = within(await dialog());
    await step('says someone else changed the record and that the input is kept', async () => {
      await expect(await dialog()).toHaveTextContent(messages.conflict.stale);
      await expect(await dialog()).toHaveTextContent(messages.conflict.keptInput);
    });
    await step('shows each changed field: the current value and the user’s', async () => {
      const row = modal.getByRole('row', { name: /Nombre/ });
      await expect(within(row).getByRole('rowheader')).toHaveTextContent('Nombre');
      await expect(row).toHaveTextContent('Ferretería Beatriz');
      await expect(row).toHaveTextContent('Ferretería Ana');
      await expect(modal.getByRole('columnheader', { name: 'Valor actual' })).toBeVisible();
      await expect(modal.getByRole('columnheader', { name: 'Su valor' })).toBeVisible();
    });
    await step("'Guardar de todos modos' saves the user's values over theirs", async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Guardar de todos modos' }));
      await expect(args.onSaveAnyway).toHaveBeenCalledOnce();
    });
    await step("'Recargar' shows the other person's version instead", async () => {
      await userEvent.click(modal.getByRole('button', { name: 'Recargar' }));
      await expect(args.onReload).toHaveBeenCalledOnce();
    });
  },
};

/** The current version is still being read: no table yet, and nothing can be saved over it. */
export const Loading: Story = {
  args: { changes: null },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('status')).toHaveTextContent(messages.conflict.loading);
    await expect(modal.queryByRole('table')).toBeNull();
    await expect(modal.getByRole('button', { name: 'Guardar de todos modos' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Recargar' })).toBeEnabled();
  },
};

/** The colleague changed fields this form does not show: nothing to compare, both choices stay. */
export const NoVisibleChanges: Story = {
  args: { changes: [] },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.queryByRole('table')).toBeNull();
    await expect(modal.getByRole('button', { name: 'Guardar de todos modos' })).toBeEnabled();
  },
};

/** The current version could not be read : the §8 text, and a reload. */
export const WithError: Story = {
  args: { changes: [], error: messages.write.updateInfo },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent(messages.write.updateInfo);
    await expect(modal.getByRole('button', { name: 'Recargar' })).toBeEnabled();
  },
};

const LAST_CHANGE = { by: 'Ana García', at: '28/11/2026 05:12', fields: ['Estado', 'Motivo'] };

/**
 * An action (a button) on a loan a colleague changed since the page read it: nothing was run; the
 * table compares the loan as the page showed it with its current version, and says who changed it.
 */
export const ActionOnChangedRecord: Story = {
  args: {
    kind: 'action',
    changes: [{ field: 'Estado', theirs: 'Cancelado', mine: 'En estudio' }],
    lastChange: LAST_CHANGE,
  },
  play: async ({ args, step }) => {
    const modal = within(await dialog());
    await step('says the action was not run, and who changed the record last and when', async () => {
      await expect(await dialog()).toHaveTextContent(messages.conflict.actionNotRun);
      await expect(await dialog()).not.toHaveTextContent(messages.conflict.keptInput);
      await expect(await dialog()).not.toHaveTextContent(messages.conflict.stale);
      await expect(await dialog()).toHaveTextContent(
        messages.conflict.lastChange('Ana García', '28/11/2026 05:12'),
      );
    });
    await step('compares each changed field: its current value and the one the page showed', async () => {
      const row = modal.getByRole('row', { name: /Estado/ });
      await expect(row).toHaveTextContent('Cancelado');
      await expect(row).toHaveTextContent('En estudio');
      await expect(modal.getByRole('columnheader', { name: messages.conflict.seen })).toBeVisible();
      // A field the table shows is not listed again; one it does not show is.
      await expect(await dialog()).toHaveTextContent(messages.conflict.changedFields('Motivo'));
    });
    await step("'Continuar de todos modos' runs the action over the current version", async () => {
      await userEvent.click(modal.getByRole('button', { name: messages.conflict.actAnyway }));
      await expect(args.onSaveAnyway).toHaveBeenCalledOnce();
      await expect(modal.queryByRole('button', { name: messages.conflict.saveAnyway })).toBeNull();
    });
    await step("'Recargar' shows the current version instead", async () => {
      await userEvent.click(modal.getByRole('button', { name: messages.live.reload }));
      await expect(args.onReload).toHaveBeenCalledOnce();
    });
  },
};

/** An action on a row the page holds no copy of: the server's word alone (who, when, which fields). */
export const ActionFieldsOnly: Story = {
  args: {
    kind: 'action',
    changes: [],
    lastChange: { by: 'Ana García', at: '28/11/2026 05:12', fields: ['active'] },
  },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.queryByRole('table')).toBeNull();
    await expect(await dialog()).toHaveTextContent(
      `${messages.conflict.lastChange('Ana García', '28/11/2026 05:12')} ${messages.conflict.changedFields('active')}`,
    );
    await expect(modal.getByRole('button', { name: messages.conflict.actAnyway })).toBeEnabled();
  },
};

/** Changed by no user of the platform (a provider's callback): 'otro usuario'. */
export const ChangedByNoUser: Story = {
  args: { lastChange: { by: null, at: '28/11/2026 05:12', fields: [] } },
  play: async () => {
    await expect(await dialog()).toHaveTextContent(
      messages.conflict.lastChange(messages.live.someone, '28/11/2026 05:12'),
    );
    await expect(await dialog()).toHaveTextContent(messages.conflict.keptInput);
  },
};
