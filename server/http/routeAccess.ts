// Who may call a route is stated in its options, `{ config: { access } }`, and checked by one hook
// (for a route taking multipart, before its body is read): 'public' (no token), 'signedIn' (any
// signed-in user; the handler may narrow it to the user's own records), a rule with the action it
// needs, or 'handler' (the caller proves itself another way the handler checks: a doc ticket, an
// SSO ID token). The words of a refusal name what was refused, in the caller's language.
// A read may run with the check (`readWithCheck`): its statement goes to the database in the same
// statement as the caller's session, one round trip for both, and reaches the handler only once the
// caller passed.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { AccessRule, Action, Label } from '../../src/schema';
import { bearerToken, localeOf, requireAccess } from '../auth/guard';
import type { UserInfo } from '../auth/principal';
import { wordIn } from '../../src/schema';
import { sendsMultipart } from './bodyKind';

export type RouteAccess =
  | 'public'
  | 'signedIn'
  | 'handler'
  | {
      rule: AccessRule;
      action: Action;
      /** What the 403 says may not be read or changed: a label (English lower-cased) or words of its own. */
      what: Label | ((req: FastifyRequest) => string);
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A read run in the access check's own statement (see `readWithCheck`). */
    alongside?: (req: FastifyRequest) => RawBuilder<unknown>;
  }
  interface FastifyInstance {
    /** Every /api route with the access it states. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Route options stating who may call it. */
export const access = (rule: RouteAccess) => ({ config: { access: rule } });

/**
 * Route options of a read whose answer does not depend on who asks, once allowed: `statement` (a
 * select of one value, built from the request without looking at the caller) runs in the same
 * database statement as the caller's session lookup, and the handler finds its value in
 * `req.alongside` once the caller passed the check. A refusal (401, 403) wins over the statement's
 * own 400; a call without a token reads nothing.
 */
export const readWithCheck = (rule: Exclude<RouteAccess, 'public' | 'handler'>, statement: (req: FastifyRequest) => RawBuilder<unknown>) => ({
  config: { access: rule, alongside: statement },
});

export const whatOf = (what: Label | ((req: FastifyRequest) => string), req: FastifyRequest) =>
  typeof what === 'function' ? what(req) : wordIn(what, localeOf(req));

/** Every route the app registers under /api, with what it states (for the check and its test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export function installRouteAccess(app: FastifyInstance, authenticate: (req: FastifyRequest, alongside?: RawBuilder<unknown>) => Promise<UserInfo>): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  const check = async (req: FastifyRequest) => {
    const rule = req.routeOptions.config?.access;
    if (rule === undefined || rule === 'public' || rule === 'handler') return;
    const { statement, refusal } = alongsideOf(req);
    await authenticate(req, statement);
    if (rule !== 'signedIn') requireAccess(req, rule.rule, rule.action, whatOf(rule.what, req));
    if (refusal) throw refusal;
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const stated = route.config?.access;
    // A route that says nothing about its callers is a mistake caught at start, not in production.
    if (stated === undefined) throw new Error(`${methods.join(',')} ${route.url} states no access ({ config: { access } })`);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access: stated });
  });
  // A route that may take a multipart body is checked before a byte of it is read; the others once
  // their JSON is parsed and checked (a malformed body is a 400 whoever sends it). A POST that takes
  // a form only because every POST does (an implied rule) is checked early when it is sent one.
  const takesMultipart = (req: FastifyRequest) => {
    const rule = req.routeOptions.config?.multipart;
    return rule !== undefined && (!rule.implied || sendsMultipart(req));
  };
  app.addHook('onRequest', async (req) => {
    if (takesMultipart(req)) await check(req);
  });
  app.addHook('preHandler', async (req) => {
    if (!takesMultipart(req)) await check(req);
  });
  return routes;
}

/** The route's read to run with the check, or the request's fault in it (answered after the check). */
function alongsideOf(req: FastifyRequest): { statement?: RawBuilder<unknown>; refusal?: unknown } {
  const build = req.routeOptions.config?.alongside;
  // No token: the check alone (a 401 that reads nothing).
  if (!build || !bearerToken(req)) return {};
  try {
    return { statement: build(req) };
  } catch (refusal) {
    return { refusal };
  }
}
