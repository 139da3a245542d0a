// A JSON body nested deeper than any form or import writes is refused before any route reads it:
// code that walks or re-serialises a body recursively (JSON.stringify in ./forward.ts, yup, the event
// log) would overflow the stack on 10,000 levels and answer 500. One bound, for every route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from './messages';
import { ApiError } from './errors';

/** Levels of objects and arrays a body may hold: a record with lines and a JSON field needs a handful. */
export const MAX_BODY_DEPTH = 64;

/** Whether any object or array lies more than `max` levels deep (iterative: a deep value cannot overflow it). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [1];
  while (values.length) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) return true;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const child of children) {
      if (child === null || typeof child !== 'object') continue;
      values.push(child);
      depths.push(depth + 1);
    }
  }
  return false;
}

/** The refusal of a body nested too deep (also run on a multipart form once it is read). */
export function refuseDeep(req: FastifyRequest) {
  if (!nestedDeeperThan(req.body, MAX_BODY_DEPTH)) return;
  const message = t(req.locale, 'tooDeep', { max: MAX_BODY_DEPTH });
  throw new ApiError(400, message, [{ field: 'body', message }]);
}

export function installDepthGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => refuseDeep(req));
}
