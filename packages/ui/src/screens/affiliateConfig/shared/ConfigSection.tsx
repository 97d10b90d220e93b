import type { ReactNode } from 'react';
import { type LoadState, Section } from '#patterns/Section';
import { configLabels } from '../labels';
import { Stack } from './ConfigSection.styles';

export { Banner, type BannerProps } from '#patterns/Banner';

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
 * The configuration sections' frame is the kit's one Section pattern (loading, error, forbidden,
 * empty, loaded); this only maps their `loading`/`error`/`forbidden` props onto its LoadState
 * until their apps pass a LoadState themselves.
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
  const state: LoadState = loading ? 'loading' : forbidden ? 'forbidden' : error ? 'error' : 'loaded';
  return (
    <Section
      title={title}
      state={state}
      errorMessage={error ?? ''}
      empty={Boolean(empty)}
      {...(empty ? { emptyText: empty } : {})}
      {...(onRetry ? { onRetry } : {})}
      actions={actions}
    >
      {children}
    </Section>
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
