import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { documents } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailDocuments } from './LoanDetailDocuments';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailDocuments',
  component: LoanDetailDocuments,
  args: { state: 'loaded', data: documents, onDownload: fn() },
} satisfies Meta<typeof LoanDetailDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each document with its §4 status label', async () => {
      await expect(canvas.getByRole('row', { name: /dni\.pdf/ })).toHaveTextContent('Aceptado');
      await expect(canvas.getByRole('row', { name: /nomina\.pdf/ })).toHaveTextContent('Rechazado');
    });
    await step('a stored file downloads; one without a file has no link', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Descargar dni.pdf' }));
      await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
      await expect(canvas.queryByRole('link', { name: 'Descargar nomina.pdf' })).toBeNull();
    });
  },
};
export const Loading: Story = { args: { state: 'loading', data: null }, play: statePlays.loading };
export const Empty: Story = { args: { state: 'loaded', data: [] }, play: statePlays.empty };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', data: null },
  play: statePlays.error(messages.loanDetail.documents),
};
export const Forbidden: Story = { args: { state: 'forbidden', data: null }, play: statePlays.forbidden };
