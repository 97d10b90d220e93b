// Inter is bundled (latin subset, the four weights the tokens use) rather than left to the machine, so
// text renders alike on every workstation and the visual baselines do not depend on installed fonts.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type Theme } from './theme';

/**
 * The one wrapper for the app, the Storybook decorator and test renders. `theme` is for tests that
 * render with patched tokens (the visual gate); everything else takes the default.
 */
export function ThemeRoot({ children, theme = defaultTheme }: { children: ReactNode; theme?: Theme }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
