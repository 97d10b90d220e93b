import { LISTING_PATHS } from '@backoffice/domain/listings';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './registry';

describe('the route registry (issue 16)', () => {
  it('opens every listing path, and the generic report, with the one listing module', () => {
    const paths = [...Object.values(LISTING_PATHS), '/listados/reportList/{id}'];
    const loaders = new Set(paths.map((p) => SCREENS[p]));
    expect(loaders.has(undefined)).toBe(false);
    expect(loaders.size).toBe(1);
  });
});
