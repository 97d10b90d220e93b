import { toolsMessages } from '@backoffice/domain/tools';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listStatePlays } from '../../loan/list/statePlays';
import { type SalesAgentDetail, SalesAgentDetailScreen } from './SalesAgentDetailScreen';

const detail: SalesAgentDetail = {
  agentId: 7,
  agentName: 'Lucía Comercial',
  agents: [
    { id: 7, name: 'Lucía Comercial' },
    { id: 9, name: 'Marcos Ventas' },
  ],
  figures: { affiliates: 3, active: 1, conversion: 33.3, loans: 2, amount: 9500.5 },
  affiliates: [
    { id: 42, name: 'Clínica Dental Sonrisa', estadoCd: 'ACT' },
    { id: 43, name: 'Autos Levante', estadoCd: 'NCO' },
    { id: 44, name: 'Ópticas Norte', estadoCd: 'GES' },
  ],
  loans: [
    {
      id: 12,
      code: 'F0000012',
      estadoCd: 'AMO',
      cantidad: 6000,
      createdAt: '2026-10-02T10:00:00Z',
      affiliateName: 'Clínica Dental Sonrisa',
    },
    {
      id: 15,
      code: 'F0000015',
      estadoCd: 'RET',
      cantidad: 3500.5,
      createdAt: '2026-09-11T10:00:00Z',
      affiliateName: 'Clínica Dental Sonrisa',
    },
  ],
};

const meta = {
  title: 'Screens/Tools/SalesAgentDetailScreen',
  component: SalesAgentDetailScreen,
  args: { state: 'loaded', detail, onAgent: fn(), onRetry: fn() },
} satisfies Meta<typeof SalesAgentDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One agent: figures, affiliates and loans; a MICRO_ADMIN picks another agent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Detalle de comercial' })).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: 'Cifras' }));
    await expect(figures.getByText('Conversión').nextElementSibling).toHaveTextContent('33,3 %');
    await expect(canvas.getByRole('table', { name: 'Afiliados (3)' })).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Financiaciones (2)' })).getByRole('row', {
        name: /F0000015/,
      }),
    ).toHaveTextContent('RET');
    await userEvent.selectOptions(canvas.getByLabelText('Comercial'), 'Marcos Ventas');
    await expect(args.onAgent).toHaveBeenCalledWith(9);
  },
};

/** A COMERCIAL: only themselves, so the picker is disabled. */
export const OwnOnly: Story = {
  args: { detail: { ...detail, agents: [{ id: 7, name: 'Lucía Comercial' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Comercial')).toBeDisabled();
  },
};

export const Loading: Story = { args: { state: 'loading', detail: null }, play: listStatePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', detail: null },
  play: listStatePlays.error(toolsMessages.analysis.detail),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', detail: null },
  play: listStatePlays.forbidden,
};
