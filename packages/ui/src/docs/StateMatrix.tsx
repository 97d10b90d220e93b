/**
 * The state matrix of the docs pages, read from the stories modules themselves so it never goes
 * stale: one row per screen, a mark per shared state, and the screen's other stories by name.
 * Docs only (imported by the MDX pages); the screens never use it.
 */
import { tokens } from '../theme/tokens';

interface StoriesModule {
  default: { title?: string };
  [exportName: string]: unknown;
}

const STATES: readonly { label: string; exports: readonly string[] }[] = [
  { label: 'Default', exports: ['Default'] },
  { label: 'Loading', exports: ['Loading'] },
  { label: 'Empty', exports: ['Empty'] },
  { label: 'Error', exports: ['LoadError', 'Error', 'ServerError', 'SearchError', 'CreateFailed'] },
  { label: 'Forbidden', exports: ['Forbidden'] },
  {
    label: 'Busy',
    exports: ['Saving', 'Submitting', 'Creating', 'Deleting', 'Adding', 'Removing', 'Sending'],
  },
  { label: '1366 / 1920', exports: ['Laptop1366', 'Desktop1920'] },
];
const SHARED = new Set(STATES.flatMap((s) => s.exports));

/** 'InvalidDniAndEmail' → 'Invalid Dni And Email', as Storybook names a story from its export. */
const storyName = (exportName: string) => exportName.replace(/([a-z])([A-Z0-9])/g, '$1 $2');

const cell = {
  border: `1px solid ${tokens.color.neutral[200]}`,
  padding: `${tokens.space[1]} ${tokens.space[2]}`,
  textAlign: 'left' as const,
  verticalAlign: 'top',
};

export function StateMatrix({ screens }: { screens: readonly StoriesModule[] }) {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: tokens.font.size.sm, width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Screen</th>
          {STATES.map((s) => (
            <th key={s.label} style={cell}>
              {s.label}
            </th>
          ))}
          <th style={cell}>Other stories (rules)</th>
        </tr>
      </thead>
      <tbody>
        {screens.map((mod) => {
          const names = Object.keys(mod).filter((k) => k !== 'default' && k !== '__namedExportsOrder');
          const title = mod.default.title ?? '';
          return (
            <tr key={title}>
              <th scope="row" style={cell}>
                {title.split('/').pop()}
              </th>
              {STATES.map((s) => {
                const found = s.exports.filter((e) => names.includes(e));
                return (
                  <td key={s.label} style={cell} title={found.map(storyName).join(', ')}>
                    {found.length > 0 ? '✓' : '—'}
                  </td>
                );
              })}
              <td style={cell}>
                {names
                  .filter((n) => !SHARED.has(n))
                  .map(storyName)
                  .join(' · ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
