import { INVESTOR_DETAIL } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEveryTabInView, expectNoSidewaysPage, officeWindow } from '#internal/officeWindow';
import { investor, legalInvestor } from '../fixtures';
import { investorDetailLabels } from '../labels';
import { statePlays } from '../statePlays';
import { InvestorDetailScreen } from './InvestorDetailScreen';

const meta = {
  title: 'Screens/Investor/Detail/InvestorDetailScreen',
  component: InvestorDetailScreen,
  args: {
    state: 'loaded',
    investor,
    tabs: INVESTOR_DETAIL.tabs,
    tab: 'datos',
    tabHref: (t: string) => `/inversores/detalle-inversor/${t}?inversor=7`,
    affiliateHref: '/afiliados/detalle-afiliado/datos-contacto?afiliado=3',
    onNavigate: fn(),
    onRetry: fn(),
    children: 'Contenido de la pestaña',
  },
} satisfies Meta<typeof InvestorDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('a natural person is named by first and last name (loans §3)', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Lucía Gómez Ruiz');
      await expect(canvas.getByText('Activo')).toBeVisible();
    });
    await step('the associated affiliate links to its detail', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Muebles Ana' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(
        '/afiliados/detalle-afiliado/datos-contacto?afiliado=3',
      );
    });
    await step('every tab of the registry, the open one current', async () => {
      await expect(canvas.getAllByRole('tab')).toHaveLength(INVESTOR_DETAIL.tabs.length);
      await expect(canvas.getByRole('tab', { name: 'Datos' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(canvas.getByRole('tab', { name: 'Inversiones' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(
        '/inversores/detalle-inversor/inversiones?inversor=7',
      );
    });
  },
};

export const LegalPerson: Story = {
  args: { investor: legalInvestor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Inversiones Ruiz SL');
    await expect(canvas.getByText('Bloqueado')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', investor: null }, play: statePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', investor: null },
  play: statePlays.error(messages.investor.errors.info),
};
export const InvalidParameters: Story = {
  args: { state: 'error', investor: null, errorMessage: messages.general.invalidParams },
  play: statePlays.error('Parametros no válidos'),
};
export const Forbidden: Story = { args: { state: 'forbidden', investor: null }, play: statePlays.forbidden };

/** In the app's frame on a 1366 px laptop with the last tab open: every tab whole and in view. */
export const Laptop1366InShell: Story = {
  ...officeWindow,
  args: { tab: 'historial-acciones' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysPage(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Historial de acciones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectEveryTabInView(canvas.getByRole('tablist', { name: investorDetailLabels.tabsNav }));
  },
};
