import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Finder, type FinderProps, type FinderResult } from './Finder';

const DIRECTORY: FinderResult[] = [
  { id: 'PR-000731', type: 'borrower', label: 'Lucía Martín Sanz', detail: 'DNI 12345678Z' },
  { id: 5120, type: 'loan', label: 'Préstamo 5120 · Lucía Martín', detail: '3.000,00 € · 24 meses' },
  { id: 88, type: 'investor', label: 'Martín Inversiones S.L.', detail: 'Inversor 88' },
  { id: 731, type: 'affiliate', label: 'Muebles Martín', detail: 'AF-731 · Madrid' },
  { id: 732, type: 'affiliate', label: 'Martínez Dental', detail: 'AF-732 · Sevilla' },
];

const meta = {
  title: 'Patterns/Finder',
  component: Finder,
  args: { results: [], onSearch: fn(), onPick: fn() },
} satisfies Meta<typeof Finder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's side, faked: a search that answers after 100 ms from a fixed directory. */
function Searching(props: FinderProps & { fail?: boolean }) {
  const [results, setResults] = useState<FinderResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Finder
      {...props}
      results={results}
      loading={loading}
      error={error}
      onSearch={(q) => {
        props.onSearch(q);
        setLoading(true);
        setTimeout(() => {
          setLoading(false);
          if (props.fail) setError(messages.general.serverError);
          else setResults(DIRECTORY.filter((r) => r.label.toLowerCase().includes(q.toLowerCase())));
        }, 100);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscador' });
    await step('two characters show nothing and search nothing', async () => {
      await userEvent.type(input, 'ma');
      await new Promise((r) => setTimeout(r, 700));
      await expect(args.onSearch).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the third character searches once after the 600 ms pause', async () => {
      await userEvent.type(input, 'r');
      await new Promise((r) => setTimeout(r, 400));
      await expect(args.onSearch).not.toHaveBeenCalled();
      const list = await canvas.findByRole('listbox', { name: 'Buscador' }, { timeout: 3000 });
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
      await expect(args.onSearch).toHaveBeenCalledWith('mar');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(within(list).getAllByRole('option')).toHaveLength(5);
    });
    await step('results are grouped by type, under a heading each', async () => {
      const list = canvas.getByRole('listbox');
      const groups = within(list).getAllByRole('group');
      await expect(
        groups.map(
          (g) =>
            g.getAttribute('aria-labelledby') &&
            document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
        ),
      ).toEqual(['Prestatarios', 'Préstamos', 'Inversores', 'Afiliados']);
      await expect(
        within(canvas.getByRole('group', { name: 'Afiliados' })).getAllByRole('option'),
      ).toHaveLength(2);
      await expect(canvas.getByRole('status')).toHaveTextContent('5 resultados');
    });
    await step('arrow keys move through the results, wrapping; Enter opens the active one', async () => {
      await userEvent.keyboard('{ArrowUp}');
      const last = canvas.getByRole('option', { name: /Martínez Dental/ });
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', last.id);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(canvas.getByRole('option', { name: /Préstamo 5120/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPick).toHaveBeenCalledWith(DIRECTORY[3]);
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(input).toHaveValue('');
    });
  },
};

export const EscapeClosesThenClears: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscador' });
    await userEvent.type(input, 'dental');
    await canvas.findByRole('listbox', {}, { timeout: 3000 });
    await step('Escape closes the list and keeps the text', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(input).toHaveValue('dental');
    });
    await step('a second Escape clears the text', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('');
    });
  },
};

export const PickWithTheMouse: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buscador' }), 'inversiones');
    await userEvent.click(
      await canvas.findByRole('option', { name: /Martín Inversiones/ }, { timeout: 3000 }),
    );
    await expect(args.onPick).toHaveBeenCalledWith(DIRECTORY[2]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buscador' }), 'lucía');
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando…');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const Empty: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buscador' }), 'zzz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Sin resultados'), {
      timeout: 3000,
    });
  },
};

export const SearchError: Story = {
  render: (args) => <Searching {...args} fail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buscador' }), 'lucía');
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Se ha producido un error con el servidor',
    );
  },
};

/** Left open on grouped results, so the accessibility check runs on the listbox. */
export const ResultsOpen: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Buscador' }), 'mar{ArrowDown}');
    const list = await canvas.findByRole('listbox', { name: 'Buscador' }, { timeout: 3000 });
    await waitFor(() => expect(within(list).getAllByRole('group')).toHaveLength(4));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Lucía Martín Sanz/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
