import type { StorybookConfig } from '@storybook/react-vite';

/** Collects every story of the kit; nothing here but configuration. */
const config: StorybookConfig = {
  // The docs pages (one per area, with each area's state matrix) come first in the sidebar.
  stories: ['../../../packages/ui/src/docs/*.mdx', '../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
