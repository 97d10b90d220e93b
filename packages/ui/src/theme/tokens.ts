/**
 * Design tokens: the only place raw values live. Styles read them through the theme.
 * A calm, dense palette for eight-hour days: neutral greys, one brand blue, semantic status colours
 * whose text pairs pass WCAG AA (4.5:1) on their backgrounds.
 */
export const tokens = {
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  color: {
    neutral: {
      0: '#ffffff',
      50: '#f7f8fa',
      100: '#eef0f3',
      200: '#dde1e7',
      300: '#c4cad3',
      500: '#6b7480',
      600: '#545c68',
      700: '#3d444e',
      900: '#1b1f24',
    },
    brand: { 50: '#eef4ff', 100: '#d9e6ff', 500: '#2f6fdf', 600: '#2259bd', 700: '#1b4796' },
    status: {
      danger: { bg: '#fdecec', fg: '#a4161a', border: '#f3b4b4', solid: '#c62828' },
      success: { bg: '#e8f6ee', fg: '#17653a', border: '#a9dcbd', solid: '#2e7d32' },
      warning: { bg: '#fff5e0', fg: '#7a4b00', border: '#f2d08a', solid: '#b26a00' },
      info: { bg: '#eaf2fe', fg: '#1b4f9c', border: '#b3cdf5', solid: '#2f6fdf' },
      neutral: { bg: '#eef0f3', fg: '#3d444e', border: '#c4cad3', solid: '#6b7480' },
    },
    /**
     * One colour per series of a chart (a sales agent), 15 apart so fourteen agents never share
     * one; the first five are the status colours the charts used before, all 3:1 or more on white.
     */
    series: [
      '#2f6fdf',
      '#2e7d32',
      '#b26a00',
      '#c62828',
      '#6b7480',
      '#7b1fa2',
      '#00838f',
      '#ad1457',
      '#6d4c41',
      '#283593',
      '#827717',
      '#d84315',
      '#4e7d8c',
      '#5e35b1',
      '#1b1f24',
    ],
    focus: '#2f6fdf',
    /** The modal backdrop and the loading veil. */
    scrim: 'rgba(27, 31, 36, 0.45)',
    veil: 'rgba(247, 248, 250, 0.72)',
    /** A tint over whatever is behind: hover on controls drawn in currentColor. */
    hoverTint: 'rgba(27, 31, 36, 0.06)',
  },
  shadow: {
    sm: '0 1px 2px rgba(27, 31, 36, 0.08)',
    md: '0 4px 12px rgba(27, 31, 36, 0.12)',
    lg: '0 12px 32px rgba(27, 31, 36, 0.18)',
  },
  /** Fixed heights, in px as numbers: the DataTable windows its body by these. */
  size: {
    control: 36,
    controlSm: 28,
    icon: 16,
    spinner: 14,
    badge: 22,
    dot: 6,
    tableRow: 36,
    tableHeader: 40,
    tableViewport: 480,
  },
  layout: {
    modal: { sm: '400px', md: '560px', lg: '800px' },
    popover: '320px',
    popoverMin: '200px',
    inlineEditForm: '280px',
    listMaxHeight: '320px',
    finder: '420px',
    filterText: { basis: '240px', max: '420px' },
    filterSelect: { basis: '160px', max: '240px' },
    narrow: '720px',
  },
  zIndex: { sticky: 10, overlay: 100, modal: 200, popover: 300, toast: 400 },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type Tokens = typeof tokens;
export type StatusTone = keyof Tokens['color']['status'];
