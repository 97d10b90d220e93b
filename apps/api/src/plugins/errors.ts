import { messages } from '@backoffice/domain';
import type { FastifyError, FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each route's request schema, by 'METHOD /path'. */
    routeSchemas: Map<string, FastifySchema>;
  }
}

/** One refused field of a 400: where it is and, in Spanish, what is wrong with it. */
export interface Violation {
  propertyPath: string;
  message: string;
}
/** A 400's refused fields, as API Platform answers them: `[{ propertyPath, message }]`. */
export type Violations = Violation[];

interface SchemaError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** The catalogue's text for a JSON-schema keyword (issue 12: no English AJV text reaches a client). */
function violationMessage(keyword: string): string {
  switch (keyword) {
    case 'required':
      return messages.validation.required;
    case 'type':
      return messages.input.wrongType;
    case 'maxLength':
      return messages.input.tooLong;
    case 'minLength':
      return messages.input.tooShort;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return messages.input.outOfRange;
    case 'enum':
    case 'const':
      return messages.input.notAllowedValue;
    case 'pattern':
    case 'format':
      return messages.input.badFormat;
    case 'additionalProperties':
      return messages.input.unknownField;
    case 'maxItems':
    case 'maxProperties':
      return messages.input.tooManyItems;
    default:
      return messages.input.invalid;
  }
}

/**
 * `[{ propertyPath: 'nombre', message: 'El texto es demasiado largo.' }]`: the field path as the
 * client wrote it, one violation per field (the first refusal of each).
 */
export function violationsOf(errors: readonly SchemaError[]): Violations {
  const out = new Map<string, string>();
  for (const e of errors) {
    const base = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const named = e.params?.missingProperty ?? e.params?.additionalProperty;
    const path = typeof named === 'string' ? (base ? `${base}.${named}` : named) : base;
    if (!out.has(path)) out.set(path, violationMessage(e.keyword));
  }
  return [...out].map(([propertyPath, message]) => ({ propertyPath, message }));
}

/**
 * A handler's violations as the answer carries them: routes that run the domain's validators pass
 * them as a field→message map (`planErrors`, `workedDayErrors`); the answer is always the array.
 */
export function violationList(v: unknown): Violations | undefined {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v as Violations;
  if (typeof v !== 'object') return undefined;
  return Object.entries(v as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([propertyPath, message]) => ({ propertyPath, message }));
}

/** A PostgreSQL SQLSTATE carried by a database error (or the error it wraps). */
function sqlState(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** What a 503 for an unavailable database asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** Node's errors for a server that cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection that is gone or could not be had in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/**
 * The database cannot answer (stopped, restarting, unreachable, out of connections), as opposed to
 * refusing the request: a network error, SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crashed, starting up) or 53300 (too many connections), found on
 * the error or on what it wraps (drizzle's DrizzleQueryError carries the driver's as `cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^08|^57P0[123]$|^53300$/.test(code)))
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/**
 * Every failure answers `{ error }` in Spanish. Bad input is a 4xx; only a real fault is a 500,
 * and then with an id the user can quote (spec §8 "A server error id may be appended").
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // The request schema of every route, by 'METHOD /path' (the fuzz test derives bad input from it).
  app.decorate('routeSchemas', new Map<string, FastifySchema>());
  app.addHook('onRoute', (route) => {
    if (route.schema)
      for (const method of [route.method].flat())
        app.routeSchemas.set(`${method} ${route.url}`, route.schema);
  });

  // PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate is no character at
  // all (it cannot be stored as UTF-8): refuse both up front as bad input, not a 500.
  app.addHook('preValidation', async (request) => {
    if (hasBadText(request.query) || hasBadText(request.params) || hasBadText(request.body))
      throw new HttpError(400, messages.input.badText);
  });

  // Every refusal and fault carries the request's id (`{ error, id }`), which its log lines carry
  // as `reqId`: the id a user quotes from the notification finds the server's side of the story.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload) || 'id' in payload) return payload;
    if (reply.statusCode < 500)
      request.log.info(
        { errorId: request.id, statusCode: reply.statusCode, error: payload.error },
        'refused',
      );
    return { ...payload, id: String(request.id) };
  });

  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      const violations = violationList(err.details?.violations);
      return reply
        .status(err.statusCode)
        .send({ ...err.details, error: err.message, ...(violations ? { violations } : {}) });
    }
    const fe = err as FastifyError;
    if (fe.validation)
      return reply.status(400).send({
        error: messages.input.invalidData,
        violations: violationsOf(fe.validation as SchemaError[]),
      });
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413)
      return reply.status(413).send({ error: messages.http[413] });
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415)
      return reply.status(415).send({ error: messages.http[415] });
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
      return reply.status(fe.statusCode).send({ error: messages.http[400] });
    // The last line of defence: a value the database refuses (class 22, data exception: out of
    // range, bad date; class 23, a constraint) came from the request. It is the client's 4xx; it
    // is logged, since a route's schema should have refused it first.
    const state = sqlState(err);
    if (state) {
      request.log.warn({ err, sqlState: state }, 'input refused by the database');
      if (state === '23505') return reply.status(409).send({ error: messages.http[409] });
      return reply.status(state.startsWith('22') ? 400 : 422).send({
        error: state.startsWith('22') ? messages.input.invalidData : messages.http[422],
      });
    }
    // The database is down or restarting: the request may be retried shortly (the pool reconnects
    // by itself), so a 503 rather than a fault of this server.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err, errorId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: messages.server.databaseUnavailable });
    }
    request.log.error({ err, errorId: request.id }, 'unhandled error');
    return reply.status(500).send({ error: messages.general.serverError });
  });
});

const isErrorBody = (payload: unknown): payload is { error: unknown } =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload) && 'error' in payload;

/** A UTF-16 surrogate without its pair (`\p{Cs}` matches only unpaired ones in a u-regex). */
const LONE_SURROGATE = /\p{Cs}/u;
const isBadText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasBadText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => isBadText(k) || hasBadText(v, depth + 1));
}
