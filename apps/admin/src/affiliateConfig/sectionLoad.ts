import type { SectionLoad } from '@backoffice/ui/screens/affiliateConfig';
import { keptStateOf, type Read } from '../resources';

/**
 * A configuration section's frame from its read: its LoadState (data already on screen stays when
 * a revalidation fails), its §8 read-error text and a retry.
 */
export function sectionLoadOf<T>(read: Read<T>, errorMessage: string): SectionLoad {
  return { state: keptStateOf(read), errorMessage, onRetry: () => void read.mutate() };
}
