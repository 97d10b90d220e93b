import { ThemeRoot } from '@backoffice/ui';
import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

const preview: Preview = {
  // Every component gets a docs page (its stories, props and descriptions) beside the MDX pages.
  tags: ['autodocs'],
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
    // The staff's screens: the common laptop and the full-HD monitor. Stories pick one with
    // `globals: { viewport: { value: 'laptop1366' } }`; the story tests run at that size too.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        laptop1366: {
          name: 'Portátil 1366 × 768',
          styles: { width: '1366px', height: '768px' },
          type: 'desktop',
        },
        desktop1920: {
          name: 'Monitor 1920 × 1080',
          styles: { width: '1920px', height: '1080px' },
          type: 'desktop',
        },
      },
    },
  },
  initialGlobals: { locale: 'es' },
};

export default preview;
