import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TabItem, Tabs, type TabsProps } from './Tabs';

/** Some of the affiliate detail sections (platform §2), each a route. */
const SECTIONS: TabItem[] = [
  {
    id: 'datos-contacto',
    label: 'Datos de contacto',
    href: '/afiliados/detalle-afiliado/datos-contacto?afiliado=7',
  },
  { id: 'estructura', label: 'Estructura', href: '/afiliados/detalle-afiliado/estructura?afiliado=7' },
  { id: 'documentos', label: 'Documentos', href: '/afiliados/detalle-afiliado/documentos?afiliado=7' },
  {
    id: 'financiaciones',
    label: 'Financiaciones',
    href: '/afiliados/detalle-afiliado/financiaciones?afiliado=7',
  },
  {
    id: 'provision',
    label: 'Provision fund',
    href: '/afiliados/detalle-afiliado/provision?afiliado=7',
    disabled: true,
  },
];

const meta = {
  title: 'Patterns/Tabs',
  component: Tabs,
  args: { tabs: SECTIONS, current: 'datos-contacto', label: 'Secciones del afiliado', onSelect: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A router stand-in: takes over the link click and shows the route's section. */
function Routed(props: TabsProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <Tabs
      {...props}
      current={current}
      onSelect={(id, e) => {
        e.preventDefault();
        setCurrent(id);
        props.onSelect?.(id, e);
      }}
    >
      <p>Sección {props.tabs.find((t) => t.id === current)?.label}</p>
    </Tabs>
  );
}

export const Default: Story = {
  render: (args) => <Routed {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Secciones del afiliado' });
    await step('the route decides the selected tab, which names the panel', async () => {
      await expect(within(list).getByRole('tab', { name: 'Datos de contacto' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tabpanel', { name: 'Datos de contacto' })).toHaveTextContent(
        'Sección Datos de contacto',
      );
    });
    await step('each tab links to its route', async () => {
      await expect(within(list).getByRole('tab', { name: 'Documentos' })).toHaveAttribute(
        'href',
        '/afiliados/detalle-afiliado/documentos?afiliado=7',
      );
    });
    await step('arrow keys move focus along the tabs, skipping disabled ones and wrapping', async () => {
      within(list).getByRole('tab', { name: 'Datos de contacto' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(list).getByRole('tab', { name: 'Estructura' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(within(list).getByRole('tab', { name: 'Financiaciones' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(list).getByRole('tab', { name: 'Datos de contacto' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(within(list).getByRole('tab', { name: 'Financiaciones' })).toHaveFocus();
    });
    await step('Enter activates the focused tab', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('financiaciones', expect.anything());
      await expect(within(list).getByRole('tab', { name: 'Financiaciones' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sección Financiaciones');
    });
    await step('a click selects too; the disabled tab does nothing', async () => {
      await userEvent.click(within(list).getByRole('tab', { name: 'Estructura' }));
      await expect(args.onSelect).toHaveBeenLastCalledWith('estructura', expect.anything());
      await userEvent.click(within(list).getByRole('tab', { name: 'Provision fund' }));
      await expect(args.onSelect).toHaveBeenCalledTimes(2);
      await expect(within(list).getByRole('tab', { name: 'Estructura' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

export const Buttons: Story = {
  args: { tabs: SECTIONS.map(({ href: _href, ...t }) => t) },
  render: (args) => <Routed {...args} />,
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('tablist');
    within(list).getByRole('tab', { name: 'Datos de contacto' }).focus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('estructura', expect.anything());
    await expect(within(list).getByRole('tab', { name: 'Estructura' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
