import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { borrowerInfo, carInfo, idInfo } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailBorrowerInfo } from './LoanDetailBorrowerInfo';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailBorrowerInfo',
  component: LoanDetailBorrowerInfo,
  args: {
    borrowerInfo: { state: 'loaded', data: borrowerInfo },
    idInfo: { state: 'loaded', data: idInfo },
    carInfo: { state: 'loaded', data: carInfo },
  },
} satisfies Meta<typeof LoanDetailBorrowerInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (region: HTMLElement, term: string) => within(region).getByText(term).nextSibling;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the borrower info, the income in euros', async () => {
      const r = canvas.getByRole('region', { name: 'Información del prestatario' });
      await expect(value(r, 'Situación laboral')).toHaveTextContent('Indefinido');
      await expect(value(r, 'Empresa')).toHaveTextContent('Empresa 9');
      await expect(value(r, 'Ingresos mensuales')).toHaveTextContent('2150,50 €');
      await expect(value(r, 'Vivienda')).toHaveTextContent('Alquiler');
      await expect(value(r, 'Estado civil')).toHaveTextContent('Casado/a');
      await expect(value(r, 'Personas a cargo')).toHaveTextContent('2');
    });
    await step('the ID document, dates D/MM/YYYY, not expired', async () => {
      const r = canvas.getByRole('region', { name: 'Documento de identidad' });
      await expect(value(r, 'Tipo de documento')).toHaveTextContent('DNI');
      await expect(value(r, 'Número de documento')).toHaveTextContent('12345678Z');
      await expect(value(r, 'Fecha de caducidad')).toHaveTextContent(/^7\/05\/2031$/);
      await expect(value(r, 'Nacionalidad')).toHaveTextContent('España');
      await expect(value(r, 'Estado de verificación')).toHaveTextContent('Verificado');
      await expect(value(r, 'Fecha de verificación')).toHaveTextContent('3/02/2026');
      await expect(within(r).queryByText('Caducado')).toBeNull();
    });
    await step('the car, its price in euros', async () => {
      const r = canvas.getByRole('region', { name: 'Vehículo' });
      await expect(value(r, 'Marca')).toHaveTextContent('Seat');
      await expect(value(r, 'Modelo')).toHaveTextContent('Ibiza');
      await expect(value(r, 'Matrícula')).toHaveTextContent('1234 KLM');
      await expect(value(r, 'Año')).toHaveTextContent('2021');
      await expect(value(r, 'Precio')).toHaveTextContent('14.500,00 €');
    });
  },
};
export const ExpiredDocument: Story = {
  args: { idInfo: { state: 'loaded', data: { ...idInfo, expiryDate: '2025-01-31', expired: true } } },
  play: async ({ canvasElement }) => {
    const r = within(canvasElement).getByRole('region', { name: 'Documento de identidad' });
    await expect(value(r, 'Fecha de caducidad')).toHaveTextContent('31/01/2025');
    await expect(within(r).getByText('Caducado')).toBeVisible();
  },
};
export const Loading: Story = {
  args: {
    borrowerInfo: { state: 'loading', data: null },
    idInfo: { state: 'loading', data: null },
    carInfo: { state: 'loading', data: null },
  },
  play: statePlays.loading,
};
/** A loan without borrower info, ID info or car (a null link): each section says so. */
export const Empty: Story = {
  args: {
    borrowerInfo: { state: 'loaded', data: null },
    idInfo: { state: 'loaded', data: null },
    carInfo: { state: 'loaded', data: null },
  },
  play: async (ctx) => {
    await statePlays.empty(ctx);
    const canvas = within(ctx.canvasElement);
    for (const name of ['Información del prestatario', 'Documento de identidad', 'Vehículo']) {
      const r = canvas.getByRole('region', { name });
      await expect(within(r).getByRole('heading', { name: 'No hay resultados' })).toBeVisible();
    }
  },
};
export const LoadError: Story = {
  name: 'Error',
  args: {
    borrowerInfo: { state: 'error', data: null },
    idInfo: { state: 'error', data: null },
    carInfo: { state: 'error', data: null },
  },
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.borrower)(ctx);
    await statePlays.error(messages.loanDetail.idInfo)(ctx);
    await statePlays.error(messages.loanDetail.carInfo)(ctx);
  },
};
export const Forbidden: Story = {
  args: {
    borrowerInfo: { state: 'forbidden', data: null },
    idInfo: { state: 'forbidden', data: null },
    carInfo: { state: 'forbidden', data: null },
  },
  play: statePlays.forbidden,
};
