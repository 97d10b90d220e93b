import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EnvironmentBadge } from './EnvironmentBadge';

const meta = {
  title: 'Patterns/EnvironmentBadge',
  component: EnvironmentBadge,
  args: { env: 'DEMO' },
} satisfies Meta<typeof EnvironmentBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('DEMO');
    await expect(badge).toHaveTextContent('Entorno DEMO');
    await expect(badge).toHaveAttribute('title', 'Entorno DEMO');
  },
};

export const AllEnvironments: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['PRO', 'PRE', 'DEMO', 'DEV', 'local', 'QA'].map((e) => (
        <EnvironmentBadge key={e} env={e} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['PRO', 'PRE', 'DEMO', 'DEV', 'LOCAL', 'QA']) {
      await expect(canvas.getByTitle(`Entorno ${name}`)).toBeVisible();
    }
    const color = (n: string) => getComputedStyle(canvas.getByTitle(`Entorno ${n}`)).backgroundColor;
    await expect(color('PRO')).not.toBe(color('PRE'));
    await expect(color('QA')).toBe(color('LOCAL'));
  },
};
