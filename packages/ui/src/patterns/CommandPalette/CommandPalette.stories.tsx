import { menuFor, paletteRoutes } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickMenu } from '#internal/storyRegistry';
import { Modal } from '#primitives/Modal';
import {
  CommandPalette,
  type CommandPaletteProps,
  type PaletteItem,
  type PaletteRecord,
} from './CommandPalette';

/**
 * Pages a SUPER_ADMIN may open, from the domain's route table and menu, as the app passes them: a
 * fixed set, so a new page of the menu changes no picture.
 */
const MENU = pickMenu(menuFor(['ROLE_SUPER_ADMIN']), [
  'home',
  'affiliates',
  'affiliates-dashboard',
  'affiliates-list',
  'credits',
  'credits-dashboard',
  'credits-financings',
  'credits-installments',
  'credits-listings',
  'credits-burofax',
  'credits-problematic',
  'credits-last-refunds',
  'credits-last-collections',
  'investors',
  'investors-list',
  'it-tools',
  'it-logs-lw',
  'approvals',
]);
const ROUTES: PaletteItem[] = paletteRoutes(MENU).map((r) => ({
  id: r.path,
  label: r.title,
  detail: r.trail,
}));

/** The affiliate detail's tools, as the screen registers them for the affiliate in view. */
const ACTIONS: PaletteItem[] = [
  { id: 'calculateScore', label: 'Calcular score', detail: 'AF00016 · Fisioterapia González' },
  { id: 'cleanKyc', label: 'Limpiar KYC', detail: 'AF00016 · Fisioterapia González' },
];

const RECORDS: PaletteRecord[] = [
  {
    id: '16',
    type: 'affiliate',
    label: 'AF00016 · Fisioterapia González',
    detail: 'fisio@demo.test · Activo',
  },
  { id: '5120', type: 'loan', label: 'F0005120 · Lucía Martín', detail: 'Amortizando' },
];

const meta = {
  title: 'Patterns/CommandPalette',
  component: CommandPalette,
  args: {
    open: false,
    onOpenChange: fn(),
    routes: ROUTES,
    actions: [],
    records: [],
    loading: false,
    error: null,
    onSearch: fn(),
    onPick: fn(),
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's side of `open`: the trigger, Ctrl+K, Escape and a pick open and close it. */
function Stateful(props: CommandPaletteProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <CommandPalette
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Buscar y abrir' });
const combobox = async () =>
  within(await dialog()).getByRole('combobox', { name: 'Página, acción o registro' });
/** The option aria-activedescendant points at. */
const activeOption = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '') as HTMLElement | null;

/** Closed: the top bar's button; Ctrl+K opens it too, and Escape gives focus back to the opener. */
export const Closed: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ir a…' });
    await expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await step('the button opens the dialog with focus in the combobox; Escape closes it', async () => {
      await userEvent.click(trigger);
      const input = await combobox();
      await waitFor(() => expect(input).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('Ctrl+K and Cmd+K open it from anywhere in the page', async () => {
      await userEvent.keyboard('{Control>}k{/Control}');
      await waitFor(async () => expect(await combobox()).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.keyboard('{Meta>}k{/Meta}');
      await dialog();
      await expect(args.onOpenChange).toHaveBeenCalledTimes(5);
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** Open, nothing typed: the hint says what can be found; no list yet. */
export const OpenEmpty: Story = {
  args: { open: true },
  play: async () => {
    const input = await combobox();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(await dialog()).toHaveTextContent(
      'Las páginas y acciones aparecen desde la primera letra; los registros, desde la tercera.',
    );
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Two characters: pages only, accents aside; records are not searched below three. */
export const RoutesOnly: Story = {
  args: { open: true },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, step }) => {
    const input = await combobox();
    await step('“ul” finds “Últimos cobros” and “Últimas devoluciones”', async () => {
      await userEvent.type(input, 'ul');
      const list = await screen.findByRole('listbox', { name: 'Buscar y abrir' });
      const pages = within(list).getByRole('group', { name: 'Páginas' });
      await expect(within(pages).getByRole('option', { name: /Últimos cobros/ })).toBeVisible();
      await expect(within(pages).getByRole('option', { name: /Últimas devoluciones/ })).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(screen.getByRole('status')).toHaveTextContent(/^\d+ resultados?$/);
      await new Promise((r) => setTimeout(r, 700));
      await expect(args.onSearch).not.toHaveBeenCalled();
    });
    await step('the first result is active; ArrowDown and ArrowUp move, wrapping round', async () => {
      const options = screen.getAllByRole('option');
      await expect(activeOption(input)).toBe(options[0]);
      await expect(options[0]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption(input)).toBe(options[1]);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(activeOption(input)).toBe(options.at(-1));
    });
    await step('Enter opens the active page and closes the palette', async () => {
      const chosen = activeOption(input);
      await userEvent.keyboard('{Enter}');
      await expect(args.onPick).toHaveBeenCalledWith({
        kind: 'route',
        item: expect.objectContaining({ label: chosen?.querySelector('span')?.textContent }),
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** Three characters and the pause: pages show at once while the records are searched. */
export const Searching: Story = {
  args: { open: true, loading: true },
  play: async ({ args }) => {
    const input = await combobox();
    await userEvent.type(input, 'cred');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('cred'), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('status')).toHaveTextContent(/resultados?\. Buscando registros…$/);
    await expect(within(screen.getByRole('listbox')).getByRole('group', { name: 'Páginas' })).toBeVisible();
    await expect(screen.queryByRole('group', { name: 'Afiliados' })).toBeNull();
  },
};

/** Records found by the finder's search, grouped by type as the finder groups them, after any pages. */
export const Results: Story = {
  args: { open: true, records: RECORDS },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, step }) => {
    const input = await combobox();
    await step('“fis” searches once and lists the records by type', async () => {
      await userEvent.type(input, 'fis');
      const affiliates = await screen.findByRole('group', { name: 'Afiliados' }, { timeout: 2000 });
      await expect(args.onSearch).toHaveBeenCalledWith('fis');
      await expect(
        within(affiliates).getByRole('option', { name: /AF00016 · Fisioterapia González/ }),
      ).toBeVisible();
      await expect(screen.getByRole('group', { name: 'Préstamos' })).toBeVisible();
      await expect(screen.getByRole('status')).toHaveTextContent('2 resultados');
    });
    await step('the keyboard reaches the record and Enter opens it', async () => {
      await expect(activeOption(input)).toHaveTextContent('F0005120 · Lucía Martín');
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption(input)).toHaveTextContent('AF00016 · Fisioterapia González');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPick).toHaveBeenCalledWith({ kind: 'record', item: RECORDS[0] });
    });
  },
};

/** The record in view publishes its actions; they come first, found from the first letter. */
export const WithActions: Story = {
  args: { open: true, actions: ACTIONS },
  play: async ({ args }) => {
    const input = await combobox();
    await userEvent.type(input, 'kyc');
    // The record search answers after its debounce: the picture waits for it.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('kyc'), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText(/Buscando registros/)).toBeNull(), { timeout: 2000 });
    const actions = await screen.findByRole('group', { name: 'Acciones' });
    await expect(within(actions).getByRole('option', { name: /Limpiar KYC/ })).toBeVisible();
    await expect(activeOption(input)).toHaveTextContent('Limpiar KYC');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith({ kind: 'action', item: ACTIONS[1] });
  },
};

/** Nothing matches anywhere: said aloud and on screen. */
export const NoResults: Story = {
  args: { open: true },
  play: async ({ args }) => {
    const input = await combobox();
    await userEvent.type(input, 'zzzz');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('zzzz'), { timeout: 2000 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sin resultados'));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** The record search failed: its Spanish error, while matching pages still show. */
export const ErrorState: Story = {
  name: 'Error',
  args: { open: true, error: messages.read.search },
  play: async ({ args }) => {
    const input = await combobox();
    await userEvent.type(input, 'credit');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('credit'), { timeout: 2000 });
    await expect(await screen.findByRole('alert')).toHaveTextContent(messages.read.search);
    await expect(within(screen.getByRole('listbox')).getByRole('group', { name: 'Páginas' })).toBeVisible();
  },
};

/** Another modal dialog is open (a form, the login modal): Ctrl+K leaves it alone. */
export const UnderAnotherDialog: Story = {
  render: (args) => (
    <>
      <CommandPalette {...args} />
      <Modal open onClose={() => {}} title="Añadir plan">
        <p>Formulario</p>
      </Modal>
    </>
  ),
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Añadir plan' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog', { name: 'Buscar y abrir' })).toBeNull();
  },
};
