// What kind of body a request says it carries, read from its headers before any byte of it.
import type { FastifyRequest } from 'fastify';

const MULTIPART = /^\s*multipart\//i;
/** Methods whose body, if any, no route reads. */
export const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request carries a multipart body (a GET's header is ignored: it has none). */
export const sendsMultipart = (req: FastifyRequest) => MULTIPART.test(req.headers['content-type'] ?? '') && !BODILESS.has(req.method);
