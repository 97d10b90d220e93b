import { createGlobalStyle, type DefaultTheme } from 'styled-components';
import { missingValueRules } from '../internal/MissingValue';
import { dateTextRules } from '../patterns/DateText/DateText.styles';
import { moneyRules } from '../patterns/Money/Money.styles';
import { statusBadgeRules } from '../patterns/StatusBadge/StatusBadge.styles';
import type { StatusTone } from './tokens';

/**
 * The theme as CSS custom properties, declared once on :root. Styles that render thousands of
 * times (table rows, cells, badges) read these from static CSS, so styled-components builds their
 * class once instead of re-running theme functions per row (primer/react ADR-016).
 */
function cssVariables(t: DefaultTheme): string {
  const tones = Object.entries(t.color.status) as [StatusTone, DefaultTheme['color']['status'][StatusTone]][];
  return [
    `--bo-text: ${t.semantic.text};`,
    `--bo-text-muted: ${t.semantic.textMuted};`,
    `--bo-surface: ${t.semantic.surface};`,
    `--bo-canvas: ${t.semantic.canvas};`,
    `--bo-border: ${t.semantic.border};`,
    `--bo-border-subtle: ${t.color.neutral[100]};`,
    `--bo-hover: ${t.color.neutral[50]};`,
    `--bo-accent: ${t.semantic.accent};`,
    `--bo-focus-ring: ${t.semantic.focusRing};`,
    `--bo-space-1: ${t.space[1]};`,
    `--bo-space-2: ${t.space[2]};`,
    `--bo-space-3: ${t.space[3]};`,
    `--bo-font-xs: ${t.font.size.xs};`,
    `--bo-font-sm: ${t.font.size.sm};`,
    `--bo-weight-semibold: ${t.font.weight.semibold};`,
    `--bo-radius-pill: ${t.radius.pill};`,
    `--bo-badge-h: ${t.size.badge}px;`,
    `--bo-dot: ${t.size.dot}px;`,
    ...tones.flatMap(([tone, c]) => [
      `--bo-status-${tone}-bg: ${c.bg};`,
      `--bo-status-${tone}-fg: ${c.fg};`,
      `--bo-status-${tone}-border: ${c.border};`,
      `--bo-status-${tone}-solid: ${c.solid};`,
    ]),
  ].join('\n');
}

export const GlobalStyle = createGlobalStyle`
  :root { ${({ theme }) => cssVariables(theme)} }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.semantic.text};
    background: ${({ theme }) => theme.semantic.canvas};
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: none; box-shadow: ${({ theme }) => theme.semantic.focusRing}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0ms !important; animation-duration: 0ms !important; }
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Display components that render by the thousand in tables: static rules beside each component. */
  ${statusBadgeRules}
  ${moneyRules}
  ${dateTextRules}
  ${missingValueRules}
`;
