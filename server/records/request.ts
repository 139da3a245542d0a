// Small request helpers shared by the master-data calls: access guards with the owning
// declaration's rule, checked path ids, JSON bodies, and the declaration's words.
import type { FastifyRequest } from 'fastify';
import { allows, labelIn, wordIn, type Action, type ResourceDeclaration } from '../../src/schema';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import { positiveId } from '../http/params';
import type { RouteAccess } from '../http/routeAccess';
import { mt } from './messages';

/** "business groups" / "事业群": the declaration's plural, as refusals name it. */
export const pluralWord = (decl: ResourceDeclaration, req: FastifyRequest) => wordIn(decl.label, req.locale);
export const recordWord = (decl: ResourceDeclaration, req: FastifyRequest) => wordIn(decl.recordLabel, req.locale);

/** Route access with the declaration's screen rule: signed in (401) and allowed (403). */
export const declAccess = (decl: ResourceDeclaration, action: Action): RouteAccess => ({ rule: decl.access, action, what: (req) => pluralWord(decl, req) });

/** Also holds `permission` (or a role that grants the screen): e.g. the ratio audit on top of the screen's write rule. */
export function requirePermission(req: FastifyRequest, decl: ResourceDeclaration, permission: string) {
  const rule = { permissions: [permission], roles: decl.access.roles };
  if (!allows(req.user!, rule, 'write')) throw new ApiError(403, t(req.locale, 'forbiddenWrite', { what: pluralWord(decl, req) }));
}

/** An id given as a number or its digits (a body's, a stored snapshot's): the one id parser with positiveId; else undefined. */
export const idValue = (raw: unknown): number | undefined => (typeof raw === 'number' || typeof raw === 'string' ? positiveId(String(raw)) : undefined);

/** A path id: a positive whole number, else 400 naming the parameter. */
export function pathId(req: FastifyRequest, param: string): number {
  const id = positiveId((req.params as Record<string, string>)[param] ?? '');
  if (id === undefined) {
    const msg = mt(req.locale, 'badId', { param });
    throw new ApiError(400, msg, [{ field: param, message: msg }]);
  }
  return id;
}

/** A generic write a declaration leaves to its module's own calls (`writtenByOwnCalls`): 405 naming them. */
export const ownCallRefusal = (decl: ResourceDeclaration) => async (req: FastifyRequest) => {
  throw new ApiError(405, labelIn(decl.writtenByOwnCalls!.message, req.locale));
};

export function notFound(req: FastifyRequest, decl: ResourceDeclaration, id: number | string): ApiError {
  return new ApiError(404, t(req.locale, 'notFound', { what: labelIn(decl.recordLabel, req.locale), id: String(id) }));
}

export function jsonBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    const msg = mt(req.locale, 'bodyNotObject');
    throw new ApiError(400, msg, [{ field: 'body', message: msg }]);
  }
  return body as Record<string, unknown>;
}

/** 400 naming one field. */
export function fieldError(field: string, message: string, row?: number): ApiError {
  return new ApiError(400, message, [{ field, message, ...(row ? { row } : {}) }]);
}
