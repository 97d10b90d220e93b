import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { orderOf, sectionOf } from './hooks';

describe('the order a list URL keeps', () => {
  const sortable = ['code', 'name'];

  it('is the one order[field] on a sortable field, ascending or descending', () => {
    expect(orderOf(new URLSearchParams('order[name]=desc&pagina=2'), sortable)).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(orderOf(new URLSearchParams('texto=ana'), sortable)).toBeNull();
  });

  it('ignores a field the list does not sort on and a direction that is not one', () => {
    expect(orderOf(new URLSearchParams('order[kyc]=asc'), sortable)).toBeNull();
    expect(orderOf(new URLSearchParams('order[name]=up'), sortable)).toBeNull();
    expect(orderOf(new URLSearchParams('order[name]=asc'))).toBeNull();
  });
});

describe('a read as a section shows it', () => {
  it('maps the answer the cache keeps, and retries by revalidating', () => {
    let retried = 0;
    const read = {
      state: 'loaded' as const,
      data: { 'hydra:member': [{ id: 3 }] },
      mutate: () => {
        retried += 1;
      },
    };
    const section = sectionOf(read, (a) => a['hydra:member']);
    expect(section.state).toBe('loaded');
    expect(section.data).toEqual([{ id: 3 }]);
    section.onRetry();
    expect(retried).toBe(1);
  });

  it('has no data until the answer came, and keeps the error', () => {
    const error = new ApiError(403, null, null, null);
    const section = sectionOf({ state: 'forbidden', error, mutate: () => undefined }, () => 'never');
    expect(section).toMatchObject({ state: 'forbidden', data: null, error });
  });
});
