// Every answer is the code-0 envelope; every failure is `{code, message, errors?}` with the
// HTTP status as its code, so the browser and API callers read the same words.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale, type FieldError } from '../../src/schema';
import { databaseFailure } from '../db/failures';
import { logServerError } from './errorLog';
import { integrityFailure } from './integrityErrors';
import { t } from './messages';

/**
 * Retry-After of a 503 for a dropped database connection, in seconds. The spec's client signs a user
 * out on a bare 503; a 503 with Retry-After is "briefly unavailable, try again", which keeps them in.
 */
export const DATABASE_RETRY_SECONDS = 5;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const ok = <T>(data: T) => ({ code: 0, message: 'Success', data });

export function sendError(reply: FastifyReply, status: number, message: string, errors?: FieldError[]) {
  return reply.status(status).send({ code: status, message, ...(errors?.length ? { errors } : {}) });
}

/** Words for the framework's own refusals, which otherwise leak internals. */
function frameworkMessage(err: FastifyError): { status: number; message: string } | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: 'The request is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type; send JSON or multipart form data' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: 'The request is not multipart form data' };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { status: err.statusCode, message: err.message };
  if (err instanceof SyntaxError) return { status: 400, message: 'The request body is not valid JSON' };
  return undefined;
}

/** A 5xx: logged with the request id, which the answer carries so a clerk can quote it. */
function sendServerError(req: FastifyRequest, reply: FastifyReply, status: number, err: unknown, message?: string) {
  logServerError(req, status, err);
  const words = message ?? t(pickLocale(req.headers['accept-language']), 'serverError', { id: String(req.id) });
  return reply.status(status).send({ code: status, message: words, requestId: req.id });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return err.status >= 500 ? sendServerError(req, reply, err.status, err, err.message) : sendError(reply, err.status, err.message, err.errors);
    const db = databaseFailure(err, pickLocale(req.headers['accept-language']));
    if (db?.status === 503) reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
    if (db) return db.status >= 500 ? sendServerError(req, reply, db.status, err, db.message) : sendError(reply, db.status, db.message);
    const integrity = integrityFailure(err, pickLocale(req.headers['accept-language']));
    if (integrity) return sendError(reply, integrity.status, integrity.message, integrity.errors);
    const known = frameworkMessage(err);
    if (known) return sendError(reply, known.status, known.message);
    return sendServerError(req, reply, 500, err);
  });
  // 5xx answered without an error (a route setting the status itself) are logged too.
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode >= 500) logServerError(req, reply.statusCode);
  });
}
