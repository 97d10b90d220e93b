import { LOAN_DETAIL } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysPage, officeWindow } from '#internal/officeWindow';
import { loan } from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailScreen } from './LoanDetailScreen';

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailScreen',
  component: LoanDetailScreen,
  args: {
    state: 'loaded',
    loan,
    tabs: LOAN_DETAIL.tabs,
    tab: 'estado',
    tabHref: (t: string) => `/creditos/detalle-credito/${t}?credito=42`,
    onNavigate: fn(),
    onRetry: fn(),
    children: 'Contenido de la pestaña',
  },
} satisfies Meta<typeof LoanDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('the financing name is F and the id on 7 digits (loans §2)', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('F0000042');
    });
    await step('status badge, type, demo and securitised marks', async () => {
      await expect(canvas.getByText('Amortización')).toBeVisible();
      await expect(canvas.getByText('Financiación')).toBeVisible();
      await expect(canvas.getByText('Demo')).toBeVisible();
      await expect(canvas.getByText('Titulizado')).toBeVisible();
    });
    await step('the computed values of §3', async () => {
      const figures = within(canvas.getByRole('region', { name: 'Valores calculados' }));
      await expect(
        figures.getByText('Comisión de apertura prestatario (inversor)').nextSibling,
      ).toHaveTextContent('120,00');
      await expect(
        figures.getByText('Comisión de apertura afiliado (plataforma)').nextSibling,
      ).toHaveTextContent('20,00');
      await expect(figures.getByText('Interés prestatario').nextSibling).toHaveTextContent('9,50 %');
      await expect(figures.getByText('Cuota mensual').nextSibling).toHaveTextContent('275,50');
      await expect(figures.queryByText(/cobros/)).toBeNull();
    });
    await step('twelve tabs (with the action history), estado selected; a tab is a route link', async () => {
      const tabs = canvas.getAllByRole('tab');
      await expect(tabs).toHaveLength(12);
      await expect(canvas.getByRole('tab', { name: 'Estado' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(canvas.getByRole('tab', { name: 'Cuotas' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/creditos/detalle-credito/cuotas?credito=42');
    });
  },
};

export const Bnpl: Story = {
  args: { loan: { ...loan, tipo: 'bnpl', creditId: 1234567, demo: false, securitized: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('B1234567');
    await expect(canvas.queryByText('Demo')).toBeNull();
    await expect(canvas.queryByText('Titulizado')).toBeNull();
  },
};

export const OtherCreditWithCobros: Story = {
  args: { loan: { ...loan, tipo: 'prestamo', creditId: 7, cobros: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('C0000007');
    await expect(canvas.getByText('Comisión de apertura cobros (inversor)')).toBeVisible();
    await expect(canvas.queryByText('Comisión de apertura afiliado (inversor)')).toBeNull();
  },
};

/** A cancelled loan (cancelLoan leads to CA0): its phase reads as what it is, never 'Captación'. */
export const Cancelled: Story = {
  args: { loan: { ...loan, estadoCd: 'CA0', demo: false, securitized: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelado')).toBeVisible();
    await expect(canvas.getByText('CA0')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Captación');
  },
};

export const Loading: Story = { args: { state: 'loading', loan: null }, play: statePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', loan: null },
  play: statePlays.error(messages.loanDetail.detail),
};
export const InvalidParameters: Story = {
  args: { state: 'error', loan: null, errorMessage: messages.general.invalidParams },
  play: statePlays.error('Parametros no válidos'),
};
export const Forbidden: Story = { args: { state: 'forbidden', loan: null }, play: statePlays.forbidden };
export const Empty: Story = {
  args: { state: 'empty', loan: null },
  play: statePlays.empty,
};

/** On a 1366 px laptop, in the app's shell: all twelve tabs show whole (they wrap), the active one too. */
export const Laptop1366: Story = {
  ...officeWindow,
  args: { tab: 'historial-acciones' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysPage(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const box = list.getBoundingClientRect();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(12);
    for (const tab of tabs) {
      const r = tab.getBoundingClientRect();
      await expect(r.left).toBeGreaterThanOrEqual(box.left);
      await expect(r.right).toBeLessThanOrEqual(box.right);
    }
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(canvas.getByRole('tab', { name: 'Historial de acciones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
