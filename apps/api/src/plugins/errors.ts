import { randomUUID } from 'node:crypto';
import { messages } from '@backoffice/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/httpError';

/**
 * Every failure answers `{ error }` in Spanish. Bad input is a 4xx; only a real fault is a 500,
 * and then with an id the user can quote (spec §8 "A server error id may be appended").
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL text cannot hold a NUL character: refuse it up front as bad input, not a 500.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body))
      throw new HttpError(400, messages.general.badRequest);
  });

  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError)
      return reply.status(err.statusCode).send({ ...err.details, error: err.message });
    const fe = err as FastifyError;
    if (fe.validation)
      return reply.status(400).send({ error: messages.general.badRequest, detail: fe.message });
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413)
      return reply.status(413).send({ error: messages.http[413] });
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415)
      return reply.status(415).send({ error: messages.http[415] });
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500)
      return reply.status(fe.statusCode).send({ error: messages.http[400] });
    const id = randomUUID().slice(0, 8);
    request.log.error({ err, errorId: id }, 'unhandled error');
    return reply.status(500).send({ error: messages.general.serverError, id });
  });
});

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}
