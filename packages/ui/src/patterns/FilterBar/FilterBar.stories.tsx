import { AFFILIATE_STATES, affiliateStateLabel } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar, type FilterBarProps } from './FilterBar';

const states = AFFILIATE_STATES.map((s) => ({ value: s, label: affiliateStateLabel(s) }));
const agents = ['Marta Ruiz', 'Jorge Vidal', 'Elena Castro'].map((a, i) => ({
  value: String(i + 1),
  label: a,
}));

const meta = {
  title: 'Patterns/FilterBar',
  component: FilterBar,
  args: { onClear: fn() },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The affiliate list's filters (platform §2): code and name, status, sales agent. */
function AffiliateFilters(props: FilterBarProps) {
  const [q, setQ] = useState('');
  const [state, setState] = useState('');
  const [agent, setAgent] = useState('');
  return (
    <FilterBar
      {...props}
      text={{
        label: 'Código o nombre',
        value: q,
        onChange: setQ,
      }}
      selects={[
        { id: 'state', label: 'Estado', options: states, value: state, onChange: setState },
        { id: 'agent', label: 'Comercial', options: agents, value: agent, onChange: setAgent },
      ]}
      onClear={() => {
        setQ('');
        setState('');
        setAgent('');
        props.onClear?.();
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <AffiliateFilters {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const bar = within(canvasElement).getByRole('search', { name: 'Filtros' });
    const view = within(bar);
    const clear = view.getByRole('button', { name: 'Limpiar filtros' });
    await step('nothing is filtered at first, so there is nothing to clear', async () => {
      const state = view.getByRole('combobox', { name: 'Estado' });
      await expect(state).toHaveValue('');
      await expect(within(state).getByRole('option', { name: 'Todos', selected: true })).toBeInTheDocument();
      await expect(clear).toBeDisabled();
    });
    await step('typing and choosing set the filters', async () => {
      await userEvent.type(view.getByRole('searchbox', { name: 'Código o nombre' }), 'AF-7');
      await userEvent.selectOptions(view.getByRole('combobox', { name: 'Comercial' }), '2');
      await expect(clear).toBeEnabled();
    });
    await step('Limpiar filtros resets them all', async () => {
      await userEvent.click(clear);
      await expect(args.onClear).toHaveBeenCalledTimes(1);
      await expect(view.getByRole('searchbox', { name: 'Código o nombre' })).toHaveValue('');
      await expect(view.getByRole('combobox', { name: 'Comercial' })).toHaveValue('');
      await expect(clear).toBeDisabled();
    });
  },
};

export const TextOnly: Story = {
  args: { text: { label: 'Buscar informe', value: '', onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Buscar informe' }), 'm');
    await expect(args.text?.onChange).toHaveBeenCalledWith('m');
  },
};
