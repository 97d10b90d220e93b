import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';

function respond(status: number, body: unknown, type = 'application/json') {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends the bearer token and parses JSON-LD', async () => {
    const fetch = respond(200, { '@id': '/api/users/1', firstname: 'Demo' }, 'application/ld+json');
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient({ baseUrl: 'http://api', getToken: () => 'tkn', onUnauthorized: vi.fn() });
    await expect(api.get('/api/users/1')).resolves.toMatchObject({ firstname: 'Demo' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/api/users/1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tkn');
  });

  it('carries the server Spanish error and its id', async () => {
    vi.stubGlobal('fetch', respond(422, { error: 'El IBAN es inválido', id: 'abc' }));
    const api = createApiClient({ baseUrl: '', getToken: () => null, onUnauthorized: vi.fn() });
    const err = await api.request('/x', { method: 'PUT', json: { iban: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, serverMessage: 'El IBAN es inválido', errorId: 'abc' });
  });

  it('has no server message for a non-JSON failure', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>', 'text/html'));
    const api = createApiClient({ baseUrl: '', getToken: () => null, onUnauthorized: vi.fn() });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, serverMessage: null });
  });

  it('reports a 401 to the session, except on anonymous calls', async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'x' }));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: '', getToken: () => 't', onUnauthorized });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(
      api.request('/login', { method: 'POST', form: { a: 'b' }, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const api = createApiClient({ baseUrl: '', getToken: () => null, onUnauthorized: vi.fn() });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0 });
  });
});
