import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { documents } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailDocuments } from './AffiliateDetailDocuments';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailDocuments',
  component: AffiliateDetailDocuments,
  args: { state: 'loaded', rows: documents, onUpload: fn(), onDelete: fn(), onDownload: fn() },
} satisfies Meta<typeof AffiliateDetailDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each document carries its §4 status label', async () => {
      await expect(canvas.getByRole('row', { name: /cif\.pdf/ })).toHaveTextContent('Aceptado');
      await expect(canvas.getByRole('row', { name: /dni-anverso/ })).toHaveTextContent(
        'Pendiente de revisión',
      );
      await expect(canvas.getByRole('row', { name: /escrituras\.pdf/ })).toHaveTextContent('No enviado');
      await expect(canvas.getByRole('row', { name: /certificado\.pdf/ })).toHaveTextContent('Rechazado');
    });
  },
};

export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Subir documento' });
    await expect(send).toBeDisabled();
    const file = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/Fichero a subir/), file);
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de documento'), 'Contrato');
    await userEvent.type(canvas.getByLabelText('Descripción'), ' Contrato firmado ');
    await userEvent.click(send);
    await expect(args.onUpload).toHaveBeenCalledWith({
      file,
      type: 'contrato',
      description: 'Contrato firmado',
    });
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar cif.pdf' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Eliminar documento' }));
    await expect(dialog.getByText('¿Eliminar el documento cif.pdf?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Descargar cif.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subiendo…' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { onUpload: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Subir documento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subir documento' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: statePlays.loading,
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', rows: [] },
  play: statePlays.error(messages.read.documents),
};

/** The loan detail's Documentos tab shows the borrower's documents: its read error says so (loans §8). */
export const LoanBorrowerError: Story = {
  args: { state: 'error', rows: [], errorMessage: messages.loanDetail.documents },
  play: statePlays.error(messages.loanDetail.documents),
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [] },
  play: statePlays.forbidden,
};
