import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { fetchRead, iriOf, isReadOf, keyOfIri, readKey, routeOfIri } from './keys';

describe('read keys', () => {
  it('names the bootstrap read as the session fills it at login (sessionActors writes the key out)', () => {
    expect(readKey('GET /api/bootstrap', {})).toEqual(['GET /api/bootstrap', null, null]);
  });

  it('are one key for one read, however its parameters were written', () => {
    expect(readKey('GET /api/afiliados/:id', { id: 7 })).toEqual(
      readKey('GET /api/afiliados/:id', { id: '7' }),
    );
    expect(
      readKey('GET /api/users/:id/affiliatesInDepthList', { id: 1 }, { page: 2, text: '', status: null }),
    ).toEqual(['GET /api/users/:id/affiliatesInDepthList', { id: '1' }, { page: '2' }]);
    expect(readKey('GET /api/insurances')).toEqual(['GET /api/insurances', null, null]);
  });

  it('name the route of an IRI the API sent, a literal segment before a parameter', () => {
    expect(keyOfIri('/api/datos_empresas/3')).toEqual(readKey('GET /api/datos_empresas/:id', { id: 3 }));
    expect(keyOfIri('/api/afiliados/12')).toEqual(readKey('GET /api/afiliados/:id', { id: 12 }));
    expect(keyOfIri('/api/users/salesAgentsSelect')).toEqual(readKey('GET /api/users/salesAgentsSelect'));
    expect(keyOfIri('/api/inversores/5/inversionesList?page=2&itemsPerPage=10')).toEqual(
      readKey('GET /api/inversores/:id/inversionesList', { id: 5 }, { page: 2, itemsPerPage: 10 }),
    );
    expect(keyOfIri(null)).toBeNull();
    expect(routeOfIri('/api/afiliados/12', 'PUT').route).toBe('PUT /api/afiliados/:id');
    // An IRI no route declares is read as it is.
    expect(keyOfIri('/api/otra/cosa')).toEqual(['GET /api/otra/cosa', null, null]);
  });

  it('give the IRI of a record and filter reads by route', () => {
    expect(iriOf('GET /api/users/:id', { id: 3 })).toBe('/api/users/3');
    const isList = isReadOf('GET /api/afiliados_dashboard');
    expect(isList(readKey('GET /api/afiliados_dashboard'))).toBe(true);
    expect(isList(readKey('GET /api/insurances'))).toBe(false);
    expect(isList('/api/afiliados_dashboard')).toBe(false);
  });
});

describe('the one fetcher', () => {
  const fakeApi = () => {
    const request = vi.fn(async () => ({ ok: true }));
    return { api: { request } as unknown as ApiClient, request };
  };

  it('GETs the path of a key with its query', async () => {
    const { api, request } = fakeApi();
    await fetchRead(api, readKey('GET /api/users/:id/search', { id: 1 }, { q: 'ana lópez' }));
    expect(request).toHaveBeenCalledWith('/api/users/1/search?q=ana+l%C3%B3pez', {});
  });

  it('sends the query of a read made through a POST as its body', async () => {
    const { api, request } = fakeApi();
    await fetchRead(api, readKey('POST /api/tools/checkParameters', null, { id: 7, type: 'affiliate' }));
    expect(request).toHaveBeenCalledWith('/api/tools/checkParameters', {
      method: 'POST',
      json: { id: 7, type: 'affiliate' },
    });
  });
});
