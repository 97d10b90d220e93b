import type { ReactElement } from 'react';
import { tokens } from '../theme/tokens';

/** Small line icons drawn in currentColor; always decorative (the control carries the name). */
export type IconName =
  | 'close'
  | 'edit'
  | 'check'
  | 'copy'
  | 'search'
  | 'download'
  | 'chevronLeft'
  | 'chevronRight'
  | 'chevronDown'
  | 'sortAsc'
  | 'sortDesc'
  | 'sortNone'
  | 'plus'
  | 'trash'
  | 'calendar';

const paths: Record<IconName, ReactElement> = {
  close: <path d="M4 4l8 8M12 4l-8 8" />,
  edit: <path d="M10.5 2.5l3 3L6 13H3v-3l7.5-7.5z" />,
  check: <path d="M3 8.5l3 3 7-7" />,
  copy: (
    <>
      <rect x="5" y="5" width="8" height="9" rx="1" />
      <path d="M3 11V3a1 1 0 0 1 1-1h6" />
    </>
  ),
  search: (
    <>
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5L14 14" />
    </>
  ),
  download: <path d="M8 2v8M4.5 6.5L8 10l3.5-3.5M3 13h10" />,
  chevronLeft: <path d="M10 3L5 8l5 5" />,
  chevronRight: <path d="M6 3l5 5-5 5" />,
  chevronDown: <path d="M3 6l5 5 5-5" />,
  sortAsc: <path d="M8 3v10M4 7l4-4 4 4" />,
  sortDesc: <path d="M8 3v10M4 9l4 4 4-4" />,
  sortNone: <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />,
  plus: <path d="M8 3v10M3 8h10" />,
  trash: <path d="M3 4h10M6 4V2.5h4V4M4.5 4l.5 9.5h6l.5-9.5" />,
  calendar: (
    <>
      <rect x="2.5" y="3.5" width="11" height="10" rx="1" />
      <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
    </>
  ),
};

export function Icon({ name, size = tokens.size.icon }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
