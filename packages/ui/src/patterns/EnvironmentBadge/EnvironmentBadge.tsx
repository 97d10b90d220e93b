import { VisuallyHidden } from '#internal/field.styles';
import { labels } from '#labels';
import type { StatusTone } from '#theme/tokens';
import { Badge } from './EnvironmentBadge.styles';

export type Environment = 'PRO' | 'PRE' | 'DEMO' | 'DEV' | 'LOCAL';

/** Production is red on purpose: staff should never mistake it for a test system. */
const tones: Record<Environment, StatusTone> = {
  PRO: 'danger',
  PRE: 'warning',
  DEMO: 'info',
  DEV: 'success',
  LOCAL: 'neutral',
};

export interface EnvironmentBadgeProps {
  /** The environment's short name; unknown names show in neutral. */
  env: string;
}

/** Which system this is, at a glance in the top bar. */
export function EnvironmentBadge({ env }: EnvironmentBadgeProps) {
  const name = env.trim().toUpperCase();
  const tone = Object.hasOwn(tones, name) ? tones[name as Environment] : 'neutral';
  return (
    <Badge $tone={tone} title={labels.environment.badge(name)}>
      <VisuallyHidden>{`${labels.environment.name} `}</VisuallyHidden>
      {name}
    </Badge>
  );
}
