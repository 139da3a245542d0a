// PostgreSQL stores no NUL character in text or jsonb, and nothing a clerk types holds one: every
// request whose query, path or JSON body carries one anywhere is a 400 naming where, before any route
// reads it. Declared fields also refuse it in their own rule (src/schema), so forms and imports say it too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsNul } from '../../src/schema';
import { t } from './messages';
import { fieldError, queryError } from './params';

/** Whether any string (value or key) holds a NUL: the common answer, found without building paths. */
function anyNul(value: unknown): boolean {
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (holdsNul(v)) return true;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push(v[i]);
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const k in v) {
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        if (holdsNul(k)) return true;
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  return false;
}

/** The path of the first string (value or key) holding a NUL, e.g. `items[0].name`; undefined if none. */
export function nulPath(value: unknown): string | undefined {
  if (!anyNul(value)) return undefined;
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (holdsNul(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [k, item] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (holdsNul(k)) return at.replace(/\0/g, '\\0');
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

/** The refusal of a NUL anywhere in the request (also run on a multipart form once it is read). */
export function refuseNul(req: FastifyRequest) {
  const locale = req.locale;
  const inQuery = nulPath(req.query);
  if (inQuery !== undefined) throw queryError(locale, inQuery.replace(/\[\d+\]$/, ''), t(locale, 'nul'));
  const inPath = nulPath(req.params);
  if (inPath !== undefined) throw fieldError(locale, inPath, t(locale, 'nul'));
  const inBody = nulPath(req.body);
  if (inBody !== undefined) throw fieldError(locale, inBody || 'body', t(locale, 'nul'));
}

export function installNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => refuseNul(req));
}
