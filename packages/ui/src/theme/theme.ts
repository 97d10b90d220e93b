import { type Tokens, tokens } from './tokens';

/** The theme every styled component reads: the tokens plus semantic aliases. */
export function buildTheme(t: Tokens = tokens) {
  return {
    ...t,
    semantic: {
      text: t.color.neutral[900],
      textMuted: t.color.neutral[600],
      surface: t.color.neutral[0],
      canvas: t.color.neutral[50],
      border: t.color.neutral[200],
      borderStrong: t.color.neutral[300],
      accent: t.color.brand[600],
      accentHover: t.color.brand[700],
      accentSoft: t.color.brand[50],
      focusRing: `0 0 0 3px ${t.color.brand[100]}, 0 0 0 1px ${t.color.focus}`,
    },
  } as const;
}

export type Theme = ReturnType<typeof buildTheme>;
export const theme: Theme = buildTheme();

// Every styled component, in this package and in the apps that import it, sees the typed theme.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
