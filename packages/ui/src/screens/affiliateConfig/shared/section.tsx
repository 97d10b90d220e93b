import type { ReactNode } from 'react';
import type { SectionProps } from '#patterns/Section';
import { configLabels } from '../labels';
import { Stack } from './ConfigSection.styles';

/**
 * What a configuration section's read looks like from outside, as the kit's Section takes it:
 * its LoadState, its §8 read-error text (e.g. messages.read.plans) and a retry.
 */
export type SectionLoad = Pick<SectionProps, 'state' | 'errorMessage' | 'onRetry'>;

/** The section's data is here (its forms may show). */
export const isLoaded = ({ state }: SectionLoad) => state === 'loaded' || state === 'empty';

/** The configuration tab's column of sections, evenly spaced. */
export function SectionStack({ children }: { children: ReactNode }) {
  return <Stack>{children}</Stack>;
}

/** A boolean as a reader says it. */
export function yesNo(value: unknown): string {
  return value === true ? configLabels.common.yes : configLabels.common.no;
}
