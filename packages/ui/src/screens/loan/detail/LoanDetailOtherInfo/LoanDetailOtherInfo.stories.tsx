import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { configuration, loanFlags } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailOtherInfo } from './LoanDetailOtherInfo';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailOtherInfo',
  component: LoanDetailOtherInfo,
  args: {
    configuration: { state: 'loaded', data: configuration },
    flags: { state: 'loaded', data: loanFlags },
  },
} satisfies Meta<typeof LoanDetailOtherInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'Configuración' })).getByText('diaSepa'),
    ).toBeVisible();
    const flags = within(canvas.getByRole('region', { name: 'Flags del crédito' }));
    await expect(flags.getByText('t30').nextSibling).toHaveTextContent('Sí');
    await expect(flags.getByText('fraud').nextSibling).toHaveTextContent('No');
  },
};
/** loans §8: an other-info read that never got an answer (status 0) is ignored: it shows as empty, not as an error. */
export const StatusZeroIgnored: Story = {
  args: { flags: { state: 'loaded', data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
  },
};
const all = (state: 'loading' | 'error' | 'forbidden') => ({
  configuration: { state, data: null },
  flags: { state, data: null },
});
export const Loading: Story = { args: all('loading'), play: statePlays.loading };
export const Empty: Story = {
  args: { configuration: { state: 'loaded', data: [] }, flags: { state: 'loaded', data: null } },
  play: statePlays.empty,
};
export const LoadError: Story = {
  name: 'Error',
  args: all('error'),
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.configuration)(ctx);
    await statePlays.error(messages.loanDetail.loanFlags)(ctx);
  },
};
export const Forbidden: Story = { args: all('forbidden'), play: statePlays.forbidden };
