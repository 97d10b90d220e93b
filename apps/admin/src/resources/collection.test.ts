import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { idFromLink, keptStateOf, loadStateOf, membersOf, pageLinksOf, totalOf } from './collection';

describe('collections and load states', () => {
  it('unpacks JSON-LD collections, empty when nothing came', () => {
    const page = { 'hydra:member': [{ id: 1 }, { id: 2 }], 'hydra:totalItems': 120 };
    expect(membersOf(page)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(totalOf(page)).toBe(120);
    expect(membersOf(undefined)).toEqual([]);
    expect(totalOf({})).toBe(0);
  });

  it('reads the pages a page links to from its hydra:view; a link left out is a page not served', () => {
    const view = (links: Record<string, string>) => ({
      'hydra:view': { '@id': '/api/creditos?page=3', '@type': 'hydra:PartialCollectionView', ...links },
    });
    expect(
      pageLinksOf(
        view({
          'hydra:first': '/api/creditos?fase=FA&itemsPerPage=50&page=1',
          'hydra:previous': '/api/creditos?fase=FA&itemsPerPage=50&page=2',
          'hydra:next': '/api/creditos?fase=FA&itemsPerPage=50&page=4',
          'hydra:last': '/api/creditos?fase=FA&itemsPerPage=50&page=90',
        }),
      ),
    ).toEqual({ first: 1, previous: 2, next: 4, last: 90 });
    expect(
      pageLinksOf(view({ 'hydra:first': '/api/creditos?page=1', 'hydra:next': '/api/x?page=2' })),
    ).toEqual({
      first: 1,
      previous: null,
      next: 2,
      last: null,
    });
    expect(pageLinksOf({ 'hydra:member': [] })).toBeUndefined();
    expect(pageLinksOf(undefined)).toBeUndefined();
  });

  it.each([
    [{ data: undefined, error: undefined }, 'loading'],
    [{ data: { x: 1 } }, 'loaded'],
    [{ data: [] }, 'loaded'],
    [{ error: new ApiError(403, 'No tiene permisos', null, null) }, 'forbidden'],
    [{ error: new ApiError(500, null, 'e1', null) }, 'error'],
    [{ error: new ApiError(0, null, null, null) }, 'error'],
    // Stale data with a failed revalidation still says the read failed.
    [{ data: { x: 1 }, error: new ApiError(404, null, null, null) }, 'error'],
  ] as const)('a read %# is %s', (read, state) => {
    expect(loadStateOf(read)).toBe(state);
  });

  it('is loading while a dependent read waits, whatever came already', () => {
    expect(loadStateOf({ data: {} }, true)).toBe('loading');
  });

  it('reads the id at the end of a link', () => {
    expect(idFromLink('/api/afiliados/12')).toBe('12');
    expect(idFromLink('/api/afiliados/12/')).toBe('12');
    expect(idFromLink(null)).toBeNull();
    expect(idFromLink('/api/afiliados')).toBeNull();
  });
});

describe('keptStateOf', () => {
  it('keeps data on screen when its revalidation fails, and reports a first failure', () => {
    expect(keptStateOf({ data: { x: 1 }, error: new ApiError(500, null, null, null) })).toBe('loaded');
    expect(keptStateOf({ error: new ApiError(403, null, null, null) })).toBe('forbidden');
    expect(keptStateOf({ data: undefined })).toBe('loading');
  });
});
