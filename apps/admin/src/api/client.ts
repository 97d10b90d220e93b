/**
 * The API client: bearer token, JSON and JSON-LD, and errors mapped to what the user sees
 * (spec platform-and-affiliates.md §8 "General").
 */
import { isHeldOnExpiry, RELOGIN_RETRIES } from '@backoffice/domain';
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import type { BodyOf, ContractKey, QueryOf, ResponseOf } from '@backoffice/domain/contract';
import type { LastChange } from '@backoffice/domain/recordVersions';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's Spanish `error` field, when the response was JSON and had one. */
    readonly serverMessage: string | null,
    readonly errorId: string | null,
    readonly body: unknown,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called on any 401: the session logs out and the guard sends the user to /login. */
  onUnauthorized: () => void;
  /**
   * Re-login in place (issue 17): called when a save is answered 401. Resolves true once the user
   * logged in again (the save is then sent once more with the new token), false when they gave up
   * (the save fails with its 401 and the session has already gone to /login). Without it every
   * 401 goes to `onUnauthorized`.
   */
  onReauthenticate?: () => Promise<boolean>;
  /** True while the page has input not yet saved: then a read answered 401 re-logs in place too. */
  hasUnsavedInput?: () => boolean;
  /**
   * Awaited before every authenticated request: refreshes the token when the session is 45
   * minutes old or more (the session machine runs one refresh; requests sent meanwhile wait).
   */
  beforeRequest?: () => Promise<void>;
  /**
   * A save answered 412 (someone else changed the record since this page read it): resolves the
   * version to save over knowingly ('Guardar de todos modos'; the save is sent once more with it),
   * or null to give the save up (it fails with its 412, and the form keeps the user's input).
   */
  onConflict?: (conflict: Conflict) => Promise<string | null>;
}

/** A save the API refused because the record changed since it was read (HTTP 412). */
export interface Conflict {
  /** The record's path (`/api/afiliados/7`; a loan action's is the loan's, `/api/creditos/7`). */
  path: string;
  method: NonNullable<RequestOptions['method']>;
  /** What the user tried to save; undefined for an action on the record (its body is no field of it). */
  body: unknown;
  /** The record's current version (the 412's `etag`). */
  current: string;
  /** The newest change the API knows of (the 412's `modified`): who, when, which fields. */
  modified?: LastChange | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart body (a file upload): the browser sets its content type and boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the bearer token (login). */
  anonymous?: boolean;
  /** Answer the body as a Blob (file downloads). */
  blob?: boolean;
  /** With `blob`: told the bytes received so far as a streamed download arrives (issue 16). */
  onProgress?: (bytes: number) => void;
}

type CallArgs<K extends ApiRouteKey> =
  Names<PathOf<K>> extends never ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/** Requests answered 401 while a re-login is asked share its outcome; one modal for all of them. */
type Reauth = () => Promise<boolean>;

// ---------------------------------------------------------------------------------------------
// Calls by route key (issue 11): `api.call('GET /api/afiliados/:id', { params: { id } })`. The key
// is the domain's API_ACCESS key; the answer's type comes from the contract when the route is in
// it. No other module writes an API path literal.

type Names<Path> = Path extends `${string}:${infer P}/${infer Rest}`
  ? P | Names<`/${Rest}`>
  : Path extends `${string}:${infer P}`
    ? P
    : never;
type PathOf<K> = K extends `${string} ${infer Path}` ? Path : never;
/** The `:name` parameters of a route key, e.g. `{ id: 7 }` for `GET /api/afiliados/:id`. */
export type PathParams<K> = { [N in Names<PathOf<K>>]: string | number };

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

export type Answer<K extends ApiRouteKey> = K extends ContractKey ? ResponseOf<K> : unknown;
type BodyFor<K> = K extends ContractKey ? (BodyOf<K> extends undefined ? unknown : BodyOf<K>) : unknown;
type QueryFor<K> = K extends ContractKey
  ? QueryOf<K> extends undefined
    ? Query
    : QueryOf<K> & Query
  : Query;

export type CallOptions<K extends ApiRouteKey> = Omit<RequestOptions, 'method' | 'json' | 'multipart'> & {
  query?: QueryFor<K>;
  /** JSON, or a FormData sent as multipart (an upload). */
  body?: BodyFor<K> | FormData;
} & (Names<PathOf<K>> extends never ? { params?: undefined } : { params: PathParams<K> });

/** The path of a route key with its parameters and query (/api/afiliados/7?page=2). */
export function pathOf(
  key: ApiRouteKey,
  params?: Readonly<Record<string, string | number>>,
  query?: Query,
): string {
  const path = key.slice(key.indexOf(' ') + 1).replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface ApiClient {
  /** Calls a route by its API_ACCESS key. */
  call<K extends ApiRouteKey>(key: K, ...options: CallArgs<K>): Promise<Answer<K>>;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  /** The version (ETag) of the record at this path as this client last read or wrote it. */
  versionOf(path: string): string | undefined;
  /** Forgets that version: the next read of the record sets it (a reload the user asked for). */
  forgetVersion(path: string): void;
  readonly baseUrl: string;
}

/** Writes that name one record: they carry its version (If-Match) when the client has read it. */
const RECORD_WRITES: ReadonlySet<string> = new Set(['PUT', 'PATCH', 'DELETE']);
const recordPath = (path: string) => path.split('?')[0] ?? path;

interface OtherRecord {
  method: string;
  match: RegExp;
  names: string[];
  record: ApiRouteKey | null;
  row: string | undefined;
}

/**
 * Routes whose version is another record's (the domain's VERSIONED_WRITES and VERSIONED_READS): a
 * loan action carries the loan's version and answers the loan's new one; the loan's detail answers
 * it too. Matched on the request's method and path, as every read and write goes through `request`.
 * Loaded with the first signed-in request (`loadRecordVersions`), so /login carries none of it:
 * until then (an anonymous sign-in) every request's record is its own path.
 */
let OTHER_RECORD: readonly OtherRecord[] = [];
let loading: Promise<void> | null = null;

/** Loads the table of which write checks which record's version; once. */
export function loadRecordVersions(): Promise<void> {
  loading ??= import('@backoffice/domain/recordVersions').then(({ VERSIONED_READS, VERSIONED_WRITES }) => {
    OTHER_RECORD = [
      ...Object.entries(VERSIONED_WRITES).map(([k, w]) => [k, w?.record ?? null, w?.row] as const),
      ...Object.entries(VERSIONED_READS).map(([k, r]) => [k, r ?? null, undefined] as const),
    ].map(([key, record, row]) => {
      const [method = '', path = ''] = key.split(' ');
      const names: string[] = [];
      const pattern = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { method, match: new RegExp(`^${pattern}$`), names, record, row };
    });
  });
  return loading;
}

/** The route a request matches among OTHER_RECORD's, with its params. */
function otherRecord(method: string, path: string) {
  for (const r of OTHER_RECORD) {
    const found = r.method === method ? r.match.exec(path) : null;
    if (found)
      return {
        r,
        params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? '')])),
      };
  }
  return null;
}

/** The row a record-less write checks, when its path does not name it (an investment action's). */
const rowOf = (method: string, path: string): string | null => {
  const m = otherRecord(method, recordPath(path));
  return m?.r.row ? pathOf(`GET ${m.r.row}` as ApiRouteKey, m.params) : null;
};

/**
 * The path of the record whose version a request carries and answers: the path itself for a
 * record's own read and save; another record's for an action on it (a loan action: the loan's);
 * null when the path names none the client can read (an investment of a loan).
 */
export function versionedRecordOf(method: string, path: string): string | null {
  const own = recordPath(path);
  const m = otherRecord(method, own);
  if (!m) return own;
  return m.r.record === null ? null : pathOf(m.r.record, m.params);
}

export function createApiClient({
  baseUrl,
  getToken,
  onUnauthorized,
  onReauthenticate,
  hasUnsavedInput = () => false,
  beforeRequest,
  onConflict,
}: ApiClientOptions): ApiClient {
  let asking: Promise<boolean> | null = null;
  // Optimistic concurrency: each record's version as last read or written, sent back with a save
  // of it, so a save made on an older version is refused (412) rather than overwriting a colleague's.
  const versions = new Map<string, string>();
  const reauthenticate: Reauth | null = onReauthenticate
    ? () => {
        asking ??= onReauthenticate().finally(() => {
          asking = null;
        });
        return asking;
      }
    : null;

  async function request<T>(path: string, initial: RequestOptions = {}): Promise<T> {
    let options = initial;
    let renewed = false;
    let overwritten = false;
    for (let retries = 0; ; retries += 1) {
      if (!options.anonymous) await Promise.all([beforeRequest?.(), loadRecordVersions()]);
      const token = options.anonymous ? null : getToken();
      try {
        return await send<T>(path, options, token);
      } catch (err) {
        // Someone else saved the record first: the user decides, once, whether to save over it.
        const current = conflictVersion(err);
        if (current !== null && onConflict && !overwritten) {
          const method = options.method ?? 'GET';
          const own = versionedRecordOf(method, path);
          // A write on a row read in a list (no record of its own): the row, e.g. an investment.
          const record = own ?? rowOf(method, path) ?? recordPath(path);
          const body = own === recordPath(path) ? options.json : undefined;
          const modified = ((err as ApiError).body as { modified?: LastChange } | null)?.modified ?? null;
          const over = await onConflict({ path: record, method, body, current, modified });
          if (over === null) throw err;
          overwritten = true;
          retries -= 1;
          options = { ...options, headers: { ...options.headers, 'if-match': over } };
          continue;
        }
        // Sent with a token that a refresh replaced while it travelled: once more with the new one.
        if (
          err instanceof ApiError &&
          err.status === 401 &&
          !renewed &&
          token !== null &&
          getToken() !== null &&
          getToken() !== token
        ) {
          renewed = true;
          retries -= 1;
          continue;
        }
        // A save answered 401 (or any call while the page has unsaved input or the modal is already
        // asking) waits for the re-login and is sent once more; the user's input is not lost.
        const held =
          err instanceof ApiError &&
          err.status === 401 &&
          !options.anonymous &&
          reauthenticate !== null &&
          retries < RELOGIN_RETRIES &&
          (isHeldOnExpiry(options.method ?? 'GET', hasUnsavedInput()) || asking !== null);
        if (!held) {
          if (err instanceof ApiError && err.status === 401 && !options.anonymous) onUnauthorized();
          throw err;
        }
        if (!(await reauthenticate())) throw err;
      }
    }
  }

  async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/ld+json, application/json',
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      body = options.multipart;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const method = options.method ?? 'GET';
    const record = versionedRecordOf(method, path);
    const known = record === null ? undefined : versions.get(record);
    if (
      method !== 'GET' &&
      (RECORD_WRITES.has(method) || record !== recordPath(path)) &&
      known &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'if-match')
    )
      headers['if-match'] = known;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal ?? null,
      });
    } catch (err) {
      // Status 0: the request never got an answer (aborted, offline). Nothing is shown for it (§8).
      throw new ApiError(0, null, null, err);
    }
    const etag = res.headers.get('etag');
    // A read while the page has unsaved input (SWR refetches on focus) does not move the version
    // the save will carry: the save is checked against the version the user started editing from.
    if (record === null || !res.ok) {
      // No record to keep a version of, or nothing changed.
    } else if (etag && (method !== 'GET' || !versions.has(record) || !hasUnsavedInput()))
      versions.set(record, etag);
    else if (method === 'DELETE' && record === recordPath(path)) versions.delete(record);
    // A write that moved the record on without answering its new version: the next read sets it.
    else if (method !== 'GET' && record !== recordPath(path)) versions.delete(record);
    const type = res.headers.get('content-type') ?? '';
    if (res.ok && options.blob && options.onProgress && res.body) {
      const parts: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        options.onProgress(bytes);
      }
      return new Blob(parts, { type: res.headers.get('content-type') ?? '' }) as T;
    }
    if (res.ok && options.blob) return (await res.blob()) as T;
    // A JSON answer arrives parsed; anything else (a proxy's HTML page on a 502, a JSON type over a
    // body that is not JSON) as its text, which the §8 rules read as 'not JSON'.
    const text = await res.text().catch(() => '');
    let parsed: unknown = text;
    if (type.includes('json') && text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    } else if (type.includes('json')) parsed = null;
    if (!res.ok) {
      const obj = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
      const serverMessage = typeof obj?.error === 'string' ? obj.error : null;
      const errorId = typeof obj?.id === 'string' || typeof obj?.id === 'number' ? String(obj.id) : null;
      throw new ApiError(res.status, serverMessage, errorId, parsed);
    }
    return parsed as T;
  }
  function call<K extends ApiRouteKey>(key: K, ...[options]: CallArgs<K>): Promise<Answer<K>> {
    const { params, query, body, ...rest } = (options ?? {}) as CallOptions<K> & {
      params?: Readonly<Record<string, string | number>>;
    };
    const method = key.slice(0, key.indexOf(' ')) as NonNullable<RequestOptions['method']>;
    return request<Answer<K>>(pathOf(key, params, query as Query | undefined), {
      ...rest,
      method,
      ...(body === undefined ? {} : body instanceof FormData ? { multipart: body } : { json: body }),
    });
  }
  return {
    baseUrl,
    call,
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, signal ? { signal } : {}),
    versionOf: (path: string) => versions.get(recordPath(path)),
    forgetVersion: (path: string) => void versions.delete(recordPath(path)),
  };
}

/** The record's current version when the error is a save refused as stale (412), else null. */
export function conflictVersion(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 412) return null;
  const etag = (err.body as { etag?: unknown } | null)?.etag;
  return typeof etag === 'string' ? etag : null;
}

/** The base URL of the API: same origin by default, VITE_API_URL to point at another API. */
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
