import { labels } from '../labels';

/** Global static rules (GlobalStyle). */
export const missingValueRules = `
  [data-bo='missing'] { color: var(--bo-text-muted); }
`;

/** A missing value: a dash on screen, 'Sin valor' to a screen reader. Plain elements: cheap in tables. */
export function MissingValue() {
  return (
    <span data-bo="missing">
      <span aria-hidden="true">{labels.values.missing}</span>
      <span className="visually-hidden">{labels.values.missingSpoken}</span>
    </span>
  );
}
