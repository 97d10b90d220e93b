import { messages } from '@backoffice/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conflictChanges } from '../conflicts/conflicts';
import { type Conflict, createApiClient, versionedRecordOf } from './client';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

interface Sent {
  method: string;
  url: string;
  ifMatch: string | null;
}

/** Stubs fetch with a fake API; every request is kept (method, URL, If-Match) in `sent`. */
function fakeApi(handle: (request: Sent, init: RequestInit) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        ifMatch: (init.headers as Record<string, string>)['if-match'] ?? null,
      };
      sent.push(request);
      return handle(request, init);
    }),
  );
  return sent;
}

/**
 * One record as the API keeps it: GET answers its version as ETag; PUT needs If-Match (428
 * without), refuses an older version (412 with the current one) and moves the version on.
 */
function recordServer() {
  const record = { version: 1, data: { nombre: 'Ferretería Ana' } as Record<string, unknown> };
  const tag = () => `"${record.version}"`;
  const sent = fakeApi(({ method, ifMatch }, init) => {
    if (method === 'GET') return answer(200, record.data, tag());
    if (ifMatch === null) return answer(428, { error: messages.http[428] });
    if (ifMatch !== '*' && ifMatch !== tag())
      return answer(412, { error: messages.conflict.stale, etag: tag() });
    Object.assign(record.data, JSON.parse(String(init.body)));
    record.version += 1;
    return answer(200, record.data, tag());
  });
  /** A colleague's save on another machine. */
  const colleagueSaves = (data: Record<string, unknown>) => {
    Object.assign(record.data, data);
    record.version += 1;
  };
  return { sent, colleagueSaves };
}

const client = (options: { onConflict?: (c: Conflict) => Promise<string | null>; editing?: () => boolean }) =>
  createApiClient({
    baseUrl: '',
    getToken: () => 't',
    onUnauthorized: vi.fn(),
    ...(options.onConflict ? { onConflict: options.onConflict } : {}),
    ...(options.editing ? { hasUnsavedInput: options.editing } : {}),
  });

describe('the API client: If-Match from the record it loaded', () => {
  it('sends the version it read with a save, and the saved version with the next one', async () => {
    const server = recordServer();
    const api = client({});
    await api.get('/api/afiliados/7');
    await api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'A' } });
    await api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'B' } });
    expect(server.sent.map(({ method, ifMatch }) => ({ method, ifMatch }))).toEqual([
      { method: 'GET', ifMatch: null },
      { method: 'PUT', ifMatch: '"1"' },
      { method: 'PUT', ifMatch: '"2"' },
    ]);
    expect(api.versionOf('/api/afiliados/7?x=1')).toBe('"3"');
  });

  it('asks the user on a 412 and, when they save anyway, sends it once more over the current version', async () => {
    const server = recordServer();
    const asked: Conflict[] = [];
    const api = client({
      onConflict: async (c) => {
        asked.push(c);
        return c.current;
      },
    });
    await api.get('/api/afiliados/7');
    server.colleagueSaves({ nombre: 'Ferretería Beatriz' });
    await expect(
      api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'Ferretería Carmen' } }),
    ).resolves.toMatchObject({ nombre: 'Ferretería Carmen' });
    expect(asked).toEqual([
      { path: '/api/afiliados/7', method: 'PUT', body: { nombre: 'Ferretería Carmen' }, current: '"2"' },
    ]);
    expect(server.sent.map((s) => s.ifMatch)).toEqual([null, '"1"', '"2"']);
  });

  it('fails the save with its 412 when the user reloads instead, sending nothing more', async () => {
    const server = recordServer();
    const api = client({ onConflict: async () => null });
    await api.get('/api/afiliados/7');
    server.colleagueSaves({ nombre: 'Ferretería Beatriz' });
    await expect(
      api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'Otra' } }),
    ).rejects.toMatchObject({ status: 412, serverMessage: messages.conflict.stale });
    expect(server.sent).toHaveLength(2);
    // After 'Recargar' the next read sets the version again, and the next save passes.
    api.forgetVersion('/api/afiliados/7');
    await api.get('/api/afiliados/7');
    await expect(
      api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'Otra' } }),
    ).resolves.toMatchObject({ nombre: 'Otra' });
  });

  it('keeps the version the user started editing from when the record is read again meanwhile', async () => {
    const server = recordServer();
    let editing = false;
    const api = client({ onConflict: async () => null, editing: () => editing });
    await api.get('/api/afiliados/7');
    editing = true;
    server.colleagueSaves({ nombre: 'Ferretería Beatriz' });
    await api.get('/api/afiliados/7'); // SWR revalidating on focus
    await expect(
      api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'Mía' } }),
    ).rejects.toMatchObject({ status: 412 });
  });
});

/**
 * One loan as the API keeps it: its detail answers the loan's version; its actions honour If-Match
 * (412 when stale, run without it) and answer the loan's new version.
 */
function loanServer() {
  const loan = { version: 3, estadoCd: 'EST' };
  const tag = () => `"${loan.version}"`;
  const sent = fakeApi(({ method, url, ifMatch }) => {
    if (method === 'GET') return answer(200, { creditId: 5, estadoCd: loan.estadoCd }, tag());
    if (url.includes('/api/inversiones/')) return answer(200, { id: 5 }, tag());
    if (ifMatch !== null && ifMatch !== tag())
      return answer(412, { error: messages.conflict.stale, etag: tag() });
    loan.version += 1;
    return answer(200, { id: 5, status: loan.estadoCd }, tag());
  });
  /** A colleague's action on another machine. */
  const colleagueActs = () => {
    loan.version += 1;
  };
  return { sent, colleagueActs };
}

describe('the API client: a loan action carries the version of the loan the page shows', () => {
  it("names the record whose version a route carries: its own, the loan's, or none", () => {
    expect(versionedRecordOf('PUT', '/api/afiliados/7')).toBe('/api/afiliados/7');
    expect(versionedRecordOf('GET', '/api/loanControlDetail/5')).toBe('/api/creditos/5');
    expect(versionedRecordOf('PUT', '/api/tools/microadmin/cancelLoan/5')).toBe('/api/creditos/5');
    expect(versionedRecordOf('POST', '/api/tools/admin/invest/5')).toBe('/api/creditos/5');
    expect(versionedRecordOf('PUT', '/api/creditos/5/flags')).toBe('/api/creditos/5');
    expect(versionedRecordOf('DELETE', '/api/creditos/5/coborrower')).toBe('/api/creditos/5');
    expect(versionedRecordOf('DELETE', '/api/inversiones/9')).toBeNull();
    expect(versionedRecordOf('DELETE', '/api/comentarios/9')).toBe('/api/comentarios/9');
    // Provider tools: the affiliate's, the person's; a row read in a list: none (the row sends it).
    expect(versionedRecordOf('PUT', '/api/tools/microadmin/analizePDV/7')).toBe('/api/afiliados/7');
    expect(versionedRecordOf('PUT', '/api/tools/enablePlataformaCobros/7')).toBe('/api/afiliados/7');
    expect(versionedRecordOf('PUT', '/api/tools/cleanKYC/3')).toBe('/api/users/3');
    expect(versionedRecordOf('PUT', '/api/payment_methods/3')).toBeNull();
    expect(versionedRecordOf('PUT', '/api/tools/admin/cancelInvestment/9')).toBeNull();
  });

  it("sends an affiliate's tool with the affiliate's version, and saves the form over the tool's answer", async () => {
    let version = 1;
    const sent = fakeApi(({ method, url, ifMatch }) => {
      if (method === 'GET') return answer(200, { id: 7 }, `"${version}"`);
      if (ifMatch !== `"${version}"`)
        return answer(412, { error: messages.conflict.stale, etag: `"${version}"` });
      version += 1;
      return answer(200, { '@id': url }, `"${version}"`);
    });
    const api = client({});
    await api.get('/api/afiliados/7');
    await api.request('/api/tools/enablePlataformaCobros/7', { method: 'PUT' });
    await api.request('/api/afiliados/7', { method: 'PUT', json: { nombre: 'A' } });
    // A row's action sends the version its list row carried, not the client's.
    await api.request('/api/payment_methods/3', { method: 'PUT', headers: { 'if-match': '"3"' } });
    expect(sent.map((s) => s.ifMatch)).toEqual([null, '"1"', '"2"', '"3"']);
  });

  it("sends the detail's version with an action, then the version the action answered", async () => {
    const server = loanServer();
    const api = client({});
    await api.get('/api/loanControlDetail/5');
    await api.request('/api/tools/microadmin/analizeLoan/5', { method: 'PUT' });
    await api.request('/api/tools/admin/generateAMA/5', { method: 'POST' });
    await api.request('/api/inversiones/9', { method: 'DELETE' });
    expect(server.sent.map((s) => s.ifMatch)).toEqual([null, '"3"', '"4"', null]);
    expect(api.versionOf('/api/creditos/5')).toBe('"5"');
  });

  it('asks about the loan (not the action) when a colleague acted first', async () => {
    const server = loanServer();
    const asked: Conflict[] = [];
    const api = client({
      onConflict: async (c) => {
        asked.push(c);
        return null;
      },
    });
    await api.get('/api/loanControlDetail/5');
    server.colleagueActs();
    await expect(
      api.request('/api/tools/microadmin/cancelLoan/5', { method: 'PUT', json: { reason: 'Desiste' } }),
    ).rejects.toMatchObject({ status: 412 });
    expect(asked).toEqual([{ path: '/api/creditos/5', method: 'PUT', body: undefined, current: '"4"' }]);
  });
});

describe('conflictChanges', () => {
  it('lists the fields sent whose current value differs, as the dialog shows them', () => {
    expect(
      conflictChanges(
        { nombre: 'Mía', telefono: '600', activo: true, nota: null },
        { nombre: 'Suya', telefono: '600', activo: false, nota: 'x' },
        (f) => f.toUpperCase(),
      ),
    ).toEqual([
      { field: 'NOMBRE', theirs: 'Suya', mine: 'Mía' },
      { field: 'ACTIVO', theirs: 'No', mine: 'Sí' },
      { field: 'NOTA', theirs: 'x', mine: '—' },
    ]);
    expect(conflictChanges(undefined, {})).toEqual([]);
  });
});
