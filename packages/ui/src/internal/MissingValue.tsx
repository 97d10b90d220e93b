import styled from 'styled-components';
import { labels } from '../labels';
import { VisuallyHidden } from './field.styles';

const Dash = styled.span`
  color: var(--bo-text-muted);
`;

/** A missing value: a dash on screen, 'Sin valor' to a screen reader. */
export function MissingValue() {
  return (
    <Dash>
      <span aria-hidden="true">{labels.values.missing}</span>
      <VisuallyHidden>{labels.values.missingSpoken}</VisuallyHidden>
    </Dash>
  );
}
