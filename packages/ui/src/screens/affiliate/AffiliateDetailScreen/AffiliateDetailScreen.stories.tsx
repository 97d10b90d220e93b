import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEveryTabInView, expectNoSidewaysPage, officeWindow } from '#internal/officeWindow';
import { AffiliateDetailContact } from '../AffiliateDetailContact/AffiliateDetailContact';
import { account, adminUser, company } from '../fixtures';
import { statePlays } from '../statePlays';
import { AffiliateDetailScreen } from './AffiliateDetailScreen';

const meta = {
  title: 'Screens/Affiliate/AffiliateDetailScreen',
  component: AffiliateDetailScreen,
  args: {
    state: 'loaded',
    affiliate: { id: 42, code: 'AF00042', nombre: 'Clínica Dental Sonrisa', estadoCd: 'ACT', origin: 'WEB' },
    tab: 'datos-contacto',
    roles: ['ROLE_MICRO_ADMIN'],
    onNavigate: fn(),
    children: <AffiliateDetailContact state="loaded" company={company} user={adminUser} account={account} />,
  },
} satisfies Meta<typeof AffiliateDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the header names the affiliate with its code and state', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Clínica Dental Sonrisa' })).toBeVisible();
      await expect(canvas.getByText('AF00042')).toBeVisible();
      await expect(canvas.getAllByText('Activo')[0]).toBeVisible();
    });
    await step(
      'the twelve sections, configuration, tools and the action history are route tabs; contact is selected',
      async () => {
        const list = within(canvas.getByRole('tablist', { name: 'Secciones' }));
        await expect(list.getAllByRole('tab')).toHaveLength(15);
        await expect(list.getByRole('tab', { name: 'Configuración' })).toBeVisible();
        await expect(list.getByRole('tab', { name: 'Herramientas' })).toBeVisible();
        const contact = list.getByRole('tab', { name: 'Datos de contacto' });
        await expect(contact).toHaveAttribute('aria-selected', 'true');
        await expect(contact).toHaveAttribute(
          'href',
          '/afiliados/detalle-afiliado/datos-contacto?afiliado=42',
        );
        await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Datos de la empresa');
      },
    );
    await step('a tab navigates to its route', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Documentos' }));
      await expect(args.onNavigate).toHaveBeenCalledWith(
        '/afiliados/detalle-afiliado/documentos?afiliado=42',
      );
    });
  },
};

export const Loading: Story = {
  args: { state: 'loading', affiliate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', affiliate: null, onRetry: fn() },
  play: statePlays.error(messages.read.affiliateInfo),
};

/** §2, §8: no affiliate has the id (RISK, who may not add one, stays here): said so, without 'Reintentar'. */
export const NotFound: Story = {
  args: { state: 'error', affiliate: null, notFound: true, onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.notFound.affiliate);
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** RISK reads affiliates and runs no tool: no 'Herramientas' tab to open empty. */
export const RiskWithoutTools: Story = {
  args: { roles: ['ROLE_RISK'] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('tablist', { name: 'Secciones' }));
    await expect(list.getAllByRole('tab')).toHaveLength(14);
    await expect(list.queryByRole('tab', { name: 'Herramientas' })).toBeNull();
    await expect(list.getByRole('tab', { name: 'Configuración' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', affiliate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Acceso restringido');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The fourteen tabs and the contact blocks on a 1366 px laptop: nothing runs off the window. */
export const Laptop1366: Story = {
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(1366);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clínica Dental Sonrisa' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Datos de la empresa');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(1366);
  },
};

/**
 * In the app's frame on a 1366 px laptop with the last tab open: the fifteen tabs wrap onto a
 * second row, so every one, the selected one included, is whole and in view.
 */
export const Laptop1366InShell: Story = {
  ...officeWindow,
  args: { tab: 'historial-acciones', children: <p>Historial del afiliado</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysPage(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Historial de acciones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectEveryTabInView(canvas.getByRole('tablist', { name: 'Secciones' }));
  },
};

/** The same detail on a full-HD monitor. */
export const Desktop1920: Story = {
  globals: { viewport: { value: 'desktop1920', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(1920);
    await expect(canvas.getByRole('tab', { name: 'Datos de contacto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(1920);
  },
};
