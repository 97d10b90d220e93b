/**
 * The API client: bearer token, JSON and JSON-LD, and errors mapped to what the user sees
 * (spec platform-and-affiliates.md §8 "General").
 */
import { isHeldOnExpiry, RELOGIN_RETRIES } from '@backoffice/domain';
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import type { BodyOf, ContractKey, QueryOf, ResponseOf } from '@backoffice/domain/contract';

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
  readonly baseUrl: string;
}

export function createApiClient({
  baseUrl,
  getToken,
  onUnauthorized,
  onReauthenticate,
  hasUnsavedInput = () => false,
  beforeRequest,
}: ApiClientOptions): ApiClient {
  let asking: Promise<boolean> | null = null;
  const reauthenticate: Reauth | null = onReauthenticate
    ? () => {
        asking ??= onReauthenticate().finally(() => {
          asking = null;
        });
        return asking;
      }
    : null;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let renewed = false;
    for (let retries = 0; ; retries += 1) {
      if (!options.anonymous) await beforeRequest?.();
      const token = options.anonymous ? null : getToken();
      try {
        return await send<T>(path, options, token);
      } catch (err) {
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
    const parsed: unknown = type.includes('json')
      ? await res.json().catch(() => null)
      : await res.text().catch(() => null);
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
  };
}

/** The base URL of the API: same origin by default, VITE_API_URL to point at another API. */
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
