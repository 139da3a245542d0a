// What a route's body may be, decided before a byte of it is read. Every POST under /api takes JSON or
// a multipart form (document 000: "POST bodies are sent as multipart form data"); a route that takes
// an upload, or a form on another method, says so in its config, `multipart: { takes }` (takesForm,
// takesFile), and these hooks do the rest for every such route:
// - onRequest (before any body parser runs): a multipart body on a JSON-only route (PUT, DELETE not
//   declared) is a 415; on a
//   multipart route the route's access rule has run (server/http/routeAccess.ts, an earlier onRequest
//   hook: 401/403), then the boundary is checked (400),
//   then an upload waits for one of a few slots (429 with Retry-After when they stay full: the
//   server is busy, the caller is not signed out, as a 503 would do to the spec's client);
// - preValidation: the form's text fields become req.body, or the upload's one file req.upload,
//   read as it streams in and capped.
// A refusal while a body is still unread closes the connection, so the rest is never read.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { t } from './messages';
import { BODILESS, sendsMultipart } from './bodyKind';
import { refuseDeep } from './depthGuard';
import { ApiError } from './errors';
import { readForm, readUpload, type MultipartLimits, type UploadedFile } from './multipartBody';
import { refuseNul } from './nulGuard';
import type { RouteAccess } from './routeAccess';
import { Slots, UPLOAD_QUEUE, UPLOAD_RETRY_SECONDS, UPLOAD_SLOTS, UPLOAD_WAIT_MS } from './uploadSlots';

export interface MultipartRule {
  /** 'form': text fields, read into req.body as JSON would be; 'file': one file, read into req.upload. */
  takes: 'form' | 'file';
  /** Form fields whose text is JSON of an object or list, read as that value (others stay text). */
  json?: readonly string[];
  /** Given to a POST that stated nothing: its access is checked before the body only when the body is multipart. */
  implied?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartRule;
  }
  interface FastifyInstance {
    /** The upload slots: how many uploads are read now and how many wait (read by health checks and tests). */
    uploadSlots: Slots;
  }
  interface FastifyRequest {
    /** The uploaded file of a `takes: 'file'` route, once read. */
    upload?: UploadedFile;
  }
}

/**
 * Route options of a route that takes text fields as multipart form data (or JSON), with its access;
 * `json` names the fields that carry JSON text of an object or list (lines, id lists).
 */
export const takesForm = (access: RouteAccess, json?: readonly string[]) => ({ config: { access, multipart: { takes: 'form' as const, ...(json ? { json } : {}) } } });
/** Route options of an upload route: one file, field "file", with its access. */
export const takesFile = (access: RouteAccess) => ({ config: { access, multipart: { takes: 'file' as const } } });

const FORM_DATA = /^\s*multipart\/form-data\s*(;|$)/i;
// RFC 2046: 1-70 characters of a small set, not ending in a space; quoted or not.
const BOUNDARY = /;\s*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?])"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))\s*(?:;|$)/i;
const MB = 1024 * 1024;

/** Slots held by requests, given back when their answer is ready. */
const held = new WeakMap<FastifyRequest, () => void>();

const ruleOf = (req: FastifyRequest): MultipartRule | undefined => req.routeOptions.config?.multipart;

/** Multipart framing around a form's fields: boundaries and part headers, generously. */
const FORM_FRAMING = 64 * 1024;

/** Waits for an upload slot (a refusal when none comes). */
async function holdSlot(slots: Slots, req: FastifyRequest, reply: FastifyReply) {
  const waiting = slots.take();
  const gone = () => waiting.cancel();
  reply.raw.once('close', gone);
  const release = await waiting.slot;
  reply.raw.off('close', gone);
  if (!release) {
    reply.header('retry-after', String(UPLOAD_RETRY_SECONDS));
    throw new ApiError(429, t(req.locale, 'uploadsBusy', { seconds: UPLOAD_RETRY_SECONDS }));
  }
  held.set(req, release);
  if (reply.raw.destroyed || req.raw.destroyed) return release();
  // Given back once the answer is ready (onSend), or when the client leaves mid-body; a client leaving
  // after sending its file does not free the slot while the server still works on that file.
  reply.raw.once('close', () => req.raw.complete || release());
}

async function checkBeforeBody(slots: Slots, limits: MultipartLimits, req: FastifyRequest, reply: FastifyReply) {
  const rule = ruleOf(req);
  const type = req.headers['content-type'] ?? '';
  const multipart = sendsMultipart(req);
  if (!rule) {
    if (multipart && !req.is404) throw new ApiError(415, t(req.locale, 'jsonOnly'));
    return;
  }
  if (!multipart || !FORM_DATA.test(type)) return; // another multipart type: the parser refuses it (415)
  if (!BOUNDARY.test(type)) {
    const message = t(req.locale, 'noBoundary');
    throw new ApiError(400, message, [{ field: 'content-type', message }]);
  }
  if (rule.takes === 'file') await holdSlot(slots, req, reply);
  // A form that says it is larger than the form cap is refused unread (a chunked one is counted as read).
  else if (Number(req.headers['content-length'] ?? 0) > limits.formBytes + FORM_FRAMING) {
    throw new ApiError(413, t(req.locale, 'formTooLarge', { max: limits.formBytes / MB }));
  }
}

/** Every POST under /api that states no body rule takes a form as well as JSON. */
function impliedForms(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.includes('POST') || route.config?.multipart) return;
    route.config = { ...route.config, multipart: { takes: 'form', implied: true } };
  });
}

export function installMultipartRules(app: FastifyInstance, limits: MultipartLimits) {
  const slots = new Slots(UPLOAD_SLOTS, UPLOAD_QUEUE, UPLOAD_WAIT_MS);
  app.decorate('uploadSlots', slots);
  impliedForms(app);
  app.addHook('onRequest', async (req, reply) => {
    try {
      await checkBeforeBody(slots, limits, req, reply);
    } catch (err) {
      // The body (if any) stays unread: closing the connection spares reading it at all.
      if (req.headers['content-length'] !== '0' && !BODILESS.has(req.method)) reply.header('connection', 'close');
      throw err;
    }
  });
  app.addHook('onSend', async (req) => held.get(req)?.());
  app.addHook('onResponse', async (req) => held.get(req)?.());
  app.addHook('preValidation', async (req, reply) => {
    const rule = ruleOf(req);
    if (!rule || !req.isMultipart()) return;
    try {
      if (rule.takes === 'file') req.upload = await readUpload(req, limits);
      else req.body = await readForm(req, limits, rule.json);
    } catch (err) {
      reply.header('connection', 'close');
      throw err;
    }
    // The bounds every JSON body met before the form was read (their hooks ran on an empty body).
    refuseDeep(req);
    refuseNul(req);
  });
}
