import { describe, expect, it } from 'vitest';
import { orderOf } from './hooks';

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
