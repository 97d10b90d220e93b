import { formatEur } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { toolsMessages } from '@backoffice/domain/tools';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listStatePlays } from '../../loan/list/statePlays';
import {
  EMPTY_SECURITIZATION_FILTER,
  type SecuritizationPreview,
  SecuritizationScreen,
} from './SecuritizationScreen';

const M = toolsMessages.securitization;

const preview: SecuritizationPreview = {
  accion: 'titulizar',
  totals: { selected: 4, eligible: 2, eligibleAmount: 13500.5, refused: 2 },
  limit: 200,
  eligibleIds: [12, 15],
  loans: [
    {
      id: 12,
      code: 'F0000012',
      tipo: 'financiacion',
      estadoCd: 'AMO',
      cantidad: 6000,
      fund: null,
      createdAt: '2026-03-02T10:00:00Z',
      refusal: null,
    },
    {
      id: 15,
      code: 'F0000015',
      tipo: 'financiacion',
      estadoCd: 'RET',
      cantidad: 7500.5,
      fund: null,
      createdAt: '2026-04-11T10:00:00Z',
      refusal: null,
    },
    {
      id: 18,
      code: 'F0000018',
      tipo: 'financiacion',
      estadoCd: 'AMA',
      cantidad: 3000,
      fund: null,
      createdAt: '2026-05-20T10:00:00Z',
      refusal: messages.loanActions.notAllowedInStatus('AMA'),
    },
    {
      id: 21,
      code: 'B0000021',
      tipo: 'bnpl',
      estadoCd: 'AMO',
      cantidad: 900,
      fund: 'FT 2025-II',
      createdAt: '2026-06-01T10:00:00Z',
      refusal: M.alreadySecuritized,
    },
  ],
};

const meta = {
  title: 'Screens/Tools/SecuritizationScreen',
  component: SecuritizationScreen,
  args: {
    move: 'titulizar',
    filter: { ...EMPTY_SECURITIZATION_FILTER, tipo: 'financiacion' },
    onFilterChange: fn(),
    onSearch: fn(),
    state: 'loaded',
    preview,
    onRetry: fn(),
    fund: 'FT Consumo 2026-I',
    onFundChange: fn(),
    onApply: fn(),
    onDismissOutcome: fn(),
  },
} satisfies Meta<typeof SecuritizationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The totals of the selection; the user confirms, and only then the move is sent. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await step('the title of the route and the totals of the selection', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Titulizar créditos' })).toBeVisible();
      const totals = within(canvas.getByRole('region', { name: 'Totales' }));
      await expect(totals.getByText('Se pueden titulizar').nextElementSibling).toHaveTextContent('2');
      // Money keeps its no-break space: compare the text as it is, not whitespace-normalised.
      await expect(totals.getByText('Importe').nextElementSibling?.textContent).toBe(formatEur(13500.5));
      await expect(totals.getByText('No admiten el cambio').nextElementSibling).toHaveTextContent('2');
    });
    await step('each refused loan says why', async () => {
      const table = canvas.getByRole('table', { name: 'Créditos seleccionados (4)' });
      await expect(within(table).getByRole('row', { name: /F0000018/ })).toHaveTextContent(
        messages.loanActions.notAllowedInStatus('AMA'),
      );
    });
    await step('confirming sends the move; cancelling does not', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Titulizar 2 créditos' }));
      const dialog = page.getByRole('dialog', { name: 'Confirmar titulización' });
      await expect(dialog.textContent).toContain(
        `¿Titulizar 2 créditos por ${formatEur(13500.5)} en el fondo FT Consumo 2026-I?`,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await expect(args.onApply).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Titulizar 2 créditos' }));
      await userEvent.click(within(page.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
      await expect(args.onApply).toHaveBeenCalledTimes(1);
    });
    await step('the filter searches on submit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
      await expect(args.onSearch).toHaveBeenCalled();
    });
  },
};

/** No fund named: the domain rule says so under the field and nothing is asked nor sent. */
export const WithoutFund: Story = {
  args: { fund: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Titulizar 2 créditos' }));
    await expect(canvas.getByText(M.fundRequired)).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Destitulizar asks for no fund. */
export const Destitulizar: Story = {
  args: {
    move: 'destitulizar',
    preview: {
      ...preview,
      accion: 'destitulizar',
      totals: { selected: 1, eligible: 1, eligibleAmount: 900, refused: 0 },
      eligibleIds: [21],
      loans: [{ ...preview.loans[3]!, refusal: null }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Destitulizar créditos' })).toBeVisible();
    await expect(canvas.queryByLabelText('Fondo de titulización')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Destitulizar 1 crédito' })).toBeEnabled();
  },
};

/** Before the first search. */
export const Idle: Story = {
  args: { state: null, preview: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Use el filtro para seleccionar créditos.')).toBeVisible();
  },
};

/** The server refused the batch: nothing changed, and the banner lists the loans and reasons. */
export const Refused: Story = {
  args: {
    outcome: {
      tone: 'danger',
      message: M.refused(1),
      refused: [{ id: 18, reason: messages.loanActions.notAllowedInStatus('AMA') }],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(M.refused(1));
    await expect(alert).toHaveTextContent(`18: ${messages.loanActions.notAllowedInStatus('AMA')}`);
  },
};

/** Nothing to move: the button stays disabled. */
export const NoneEligible: Story = {
  args: { preview: { ...preview, totals: { ...preview.totals, eligible: 0, eligibleAmount: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Titulizar 0 créditos' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { state: 'loading', preview: null }, play: listStatePlays.loading };
export const Empty: Story = {
  args: {
    state: 'loaded',
    preview: { ...preview, totals: { selected: 0, eligible: 0, eligibleAmount: 0, refused: 0 }, loans: [] },
  },
  play: listStatePlays.empty,
};
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', preview: null },
  play: listStatePlays.error(M.read),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', preview: null },
  play: listStatePlays.forbidden,
};
