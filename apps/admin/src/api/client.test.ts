import { failureText, messages } from '@backoffice/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, pathOf } from './client';

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

  it('hands a body that is not JSON over as its text, which §8 shows as the server error', async () => {
    const fallback = 'Ha habido un error haciendo el money out';
    const api = createApiClient({ baseUrl: '', getToken: () => null, onUnauthorized: vi.fn() });
    for (const [status, body, type] of [
      [502, '<html><h1>502 Bad Gateway</h1></html>', 'text/html'],
      [504, 'upstream timed out', 'application/json'],
      [500, '', 'text/plain'],
    ] as const) {
      vi.stubGlobal('fetch', respond(status, body, type));
      const err = await api.request('/x', { method: 'POST', json: {} }).catch((e: unknown) => e);
      expect(err).toMatchObject({ status, serverMessage: null, body });
      expect(failureText(fallback, err)).toBe(messages.general.serverError);
    }
    // A JSON fault keeps the write's own text; a JSON refusal its reason.
    vi.stubGlobal('fetch', respond(502, { error: 'LW no responde', id: 'e-1' }));
    const fault = await api.request('/x', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(failureText(fallback, fault)).toBe(`${fallback} (e-1)`);
    vi.stubGlobal('fetch', respond(422, { error: 'Saldo insuficiente' }));
    const refusal = await api.request('/x', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(failureText(fallback, refusal)).toBe('Saldo insuficiente');
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

describe('createApiClient: re-login in place (issue 17)', () => {
  /** A server whose token 'old' has expired and whose token 'new' is valid. */
  function server() {
    const calls: { url: string; method: string; auth: string | null; body: string | null }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization ?? null;
      calls.push({ url, method: init.method ?? 'GET', auth, body: (init.body as string) ?? null });
      return auth === 'Bearer new'
        ? new Response(JSON.stringify({ ok: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ error: 'x' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          });
    });
    vi.stubGlobal('fetch', fetch);
    return calls;
  }

  it('holds a save answered 401, waits for the re-login and sends it once more with the new token', async () => {
    const calls = server();
    let token = 'old';
    const onUnauthorized = vi.fn();
    let loggedIn: (ok: boolean) => void = () => {};
    const onReauthenticate = vi.fn(() => new Promise<boolean>((r) => (loggedIn = r)));
    const api = createApiClient({ baseUrl: '', getToken: () => token, onUnauthorized, onReauthenticate });
    const save = api.request('/api/afiliados/1', { method: 'PUT', json: { telefono: '600111222' } });
    await vi.waitFor(() => expect(onReauthenticate).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    token = 'new';
    loggedIn(true);
    await expect(save).resolves.toEqual({ ok: true });
    expect(calls.map((c) => [c.method, c.auth, c.body])).toEqual([
      ['PUT', 'Bearer old', '{"telefono":"600111222"}'],
      ['PUT', 'Bearer new', '{"telefono":"600111222"}'],
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails the save with its 401 when the user gives up, and does not send it again', async () => {
    const calls = server();
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'old',
      onUnauthorized,
      onReauthenticate: async () => false,
    });
    await expect(api.request('/x', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('retries once only: a second 401 logs out', async () => {
    const calls = server();
    const onUnauthorized = vi.fn();
    const onReauthenticate = vi.fn(async () => true);
    const api = createApiClient({ baseUrl: '', getToken: () => 'old', onUnauthorized, onReauthenticate });
    await expect(api.request('/x', { method: 'DELETE' })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(onReauthenticate).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a read answered 401 logs out as before; while the modal asks, reads wait for it too', async () => {
    server();
    let token = 'old';
    const onUnauthorized = vi.fn();
    let loggedIn: (ok: boolean) => void = () => {};
    const onReauthenticate = vi.fn(() => new Promise<boolean>((r) => (loggedIn = r)));
    const api = createApiClient({ baseUrl: '', getToken: () => token, onUnauthorized, onReauthenticate });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onReauthenticate).not.toHaveBeenCalled();

    const save = api.request('/a', { method: 'PUT', json: {} });
    const save2 = api.request('/b', { method: 'POST', json: {} });
    await vi.waitFor(() => expect(onReauthenticate).toHaveBeenCalledTimes(1));
    const read = api.get('/c');
    await new Promise((r) => setTimeout(r, 10));
    token = 'new';
    loggedIn(true);
    await expect(Promise.all([save, save2, read])).resolves.toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    // One modal for every call that met the expired token.
    expect(onReauthenticate).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('anonymous calls (the login itself) are never held', async () => {
    server();
    const onReauthenticate = vi.fn(async () => true);
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'old',
      onUnauthorized: vi.fn(),
      onReauthenticate,
    });
    await expect(
      api.request('/api/login_check', { method: 'POST', form: { a: 'b' }, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onReauthenticate).not.toHaveBeenCalled();
  });
});

describe('createApiClient: a read on a page with unsaved input (issue 17)', () => {
  it('re-logs in place instead of logging out, and is sent once more', async () => {
    let token = 'old';
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).authorization === 'Bearer new'
        ? new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onUnauthorized = vi.fn();
    let unsaved = true;
    const api = createApiClient({
      baseUrl: '',
      getToken: () => token,
      onUnauthorized,
      onReauthenticate: async () => {
        token = 'new';
        return true;
      },
      hasUnsavedInput: () => unsaved,
    });
    await expect(api.get('/api/afiliados/1')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    token = 'old';
    unsaved = false;
    await expect(api.get('/api/afiliados/1')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('calls by route key', () => {
  it('builds the path from the key, its parameters and the query', () => {
    expect(pathOf('GET /api/afiliados/:id', { id: 7 })).toBe('/api/afiliados/7');
    expect(pathOf('GET /api/financiaciones', undefined, { page: 2, phase: 'FC', q: '', x: undefined })).toBe(
      '/api/financiaciones?page=2&phase=FC',
    );
    expect(pathOf('GET /api/users/:id/documentsList', { id: 'a/b' })).toBe('/api/users/a%2Fb/documentsList');
    expect(() => pathOf('GET /api/afiliados/:id', {})).toThrow('falta el parámetro id');
  });
});

describe('createApiClient: the token refresh never logs an active user out', () => {
  /** A server that accepts only the tokens listed, and records what each call carried. */
  function server(valid: () => string[], during?: () => void) {
    const auths: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).authorization ?? null;
        auths.push(auth);
        during?.();
        const ok = valid().some((t) => auth === `Bearer ${t}`);
        return new Response(JSON.stringify(ok ? { ok: true } : { error: 'x' }), {
          status: ok ? 200 : 401,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return auths;
  }

  it('waits for a due refresh before a request, and sends it with the new token', async () => {
    let token = 'old';
    const auths = server(() => ['new']);
    const beforeRequest = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      token = 'new';
    });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: '', getToken: () => token, onUnauthorized, beforeRequest });
    await expect(Promise.all([api.get('/api/a'), api.get('/api/b')])).resolves.toHaveLength(2);
    expect(auths).toEqual(['Bearer new', 'Bearer new']);
    expect(beforeRequest).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a read sent with a token that a refresh replaced meanwhile is sent once more, not logged out', async () => {
    let token = 'old';
    // The refresh lands while the read travels, and the server no longer takes the old token.
    const auths = server(
      () => ['new'],
      () => {
        token = 'new';
      },
    );
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: '', getToken: () => token, onUnauthorized });
    await expect(api.get('/api/a')).resolves.toEqual({ ok: true });
    expect(auths).toEqual(['Bearer old', 'Bearer new']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call the refresh for anonymous calls (the login, the refresh itself)', async () => {
    server(() => []);
    const beforeRequest = vi.fn(async () => {});
    const api = createApiClient({ baseUrl: '', getToken: () => 't', onUnauthorized: vi.fn(), beforeRequest });
    await api.request('/api/login_check', { method: 'POST', anonymous: true }).catch(() => undefined);
    expect(beforeRequest).not.toHaveBeenCalled();
  });
});
