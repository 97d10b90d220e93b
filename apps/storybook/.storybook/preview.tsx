import { ThemeRoot } from '@backoffice/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    // Every story is an accessibility test: an axe violation fails it.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: { locale: 'es' },
};

export default preview;
