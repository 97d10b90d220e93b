import { type StatusTone, tokens } from '#theme/tokens';

const TONES = Object.keys(tokens.color.status) as StatusTone[];

/**
 * Global static rules (included once by GlobalStyle): a badge renders in every row of big
 * tables, so it is a plain element with data attributes rather than a styled component per
 * instance (primer/react ADR-016). Colours are the theme's CSS variables. Text on its tint passes
 * WCAG AA for every tone (at least 6.3:1, tokens.ts).
 */
export const statusBadgeRules = `
  [data-bo='badge'] {
    display: inline-flex;
    align-items: center;
    gap: var(--bo-space-1);
    max-width: 100%;
    height: var(--bo-badge-h);
    padding: 0 var(--bo-space-2);
    border: 1px solid;
    border-radius: var(--bo-radius-pill);
    font-size: var(--bo-font-xs);
    font-weight: var(--bo-weight-semibold);
    line-height: 1;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-bo='badge']::before {
    content: '';
    flex: none;
    width: var(--bo-dot);
    height: var(--bo-dot);
    border-radius: 50%;
    background: var(--bo-dot-colour);
  }
  ${TONES.map(
    (t) => `[data-bo='badge'][data-tone='${t}'] {
    background: var(--bo-status-${t}-bg);
    color: var(--bo-status-${t}-fg);
    border-color: var(--bo-status-${t}-border);
    --bo-dot-colour: var(--bo-status-${t}-solid);
  }`,
  ).join('\n')}
`;
