import { messages } from '@backoffice/domain/messages';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Banner } from '../../../patterns/Banner/Banner';
import { Button } from '../../../primitives/Button/Button';
import { configLabels } from '../labels';
import {
  Muted,
  SectionActions,
  SectionHeader,
  SectionRoot,
  SectionTitle,
  Stack,
} from './ConfigSection.styles';

export { Banner, type BannerProps } from '../../../patterns/Banner/Banner';

/** What a section's data looks like from outside: still loading, failed (with its §8 text), or here. */
export interface SectionStatus {
  loading?: boolean;
  /** The read error of §8, e.g. messages.read.plans. */
  error?: string | null;
  onRetry?: (() => void) | undefined;
  /** The read was refused (403): the section says so, like the detail sections, and offers no action. */
  forbidden?: boolean;
}

export interface ConfigSectionProps extends SectionStatus {
  title: string;
  /** Buttons or a small form in the header (Nuevo plan, Añadir…). */
  actions?: ReactNode;
  /** Shown instead of the children when there is nothing to list. */
  empty?: string | null;
  children?: ReactNode;
}

/**
 * The frame of every configuration section: a titled region with its own loading, error and
 * empty states, so each section fetches and fails on its own (§2 "each fetching its own data").
 */
export function ConfigSection({
  title,
  actions,
  loading,
  error,
  onRetry,
  forbidden,
  empty,
  children,
}: ConfigSectionProps) {
  const titleId = useId();
  let body: ReactNode = children;
  if (loading) {
    body = (
      <Muted role="status" aria-live="polite">
        {configLabels.common.loading}
      </Muted>
    );
  } else if (forbidden) {
    body = <Banner tone="danger" message={messages.general.restricted} />;
  } else if (error) {
    body = (
      <Banner tone="danger" message={error}>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {configLabels.common.retry}
          </Button>
        ) : null}
      </Banner>
    );
  } else if (empty) {
    body = <Muted>{empty}</Muted>;
  }
  return (
    <SectionRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <SectionHeader>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {actions && !loading && !forbidden && !error ? <SectionActions>{actions}</SectionActions> : null}
      </SectionHeader>
      {body}
    </SectionRoot>
  );
}

/** The configuration tab's column of sections, evenly spaced. */
export function SectionStack({ children }: { children: ReactNode }) {
  return <Stack>{children}</Stack>;
}

/** A boolean as a reader says it. */
export function yesNo(value: unknown): string {
  return value === true ? configLabels.common.yes : configLabels.common.no;
}
