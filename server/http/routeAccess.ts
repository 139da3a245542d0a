// Who may call a route is stated in its options, `{ config: { access } }`, and checked by one hook
// (for a route taking multipart, before its body is read): 'public' (no token), 'signedIn' (any
// signed-in user; the handler may narrow it to the user's own records), a rule with the action it
// needs, or 'handler' (the caller proves itself another way the handler checks: a doc ticket, an
// SSO ID token). The words of a refusal name what was refused, in the caller's language.
// A read may run alongside the check (`readAlongside`): the check's round trip then overlaps the
// read's instead of preceding it, and the answer still waits for the check.
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { AccessRule, Action, Label } from '../../src/schema';
import { bearerToken, localeOf, requireAccess } from '../auth/guard';
import type { UserInfo } from '../auth/principal';
import { wordIn } from '../../src/schema';

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
    /** The handler runs alongside the access check (see `readAlongside`). */
    alongside?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with the access it states. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Route options stating who may call it. */
export const access = (rule: RouteAccess) => ({ config: { access: rule } });

/**
 * Route options of a read whose answer does not depend on who asks, once allowed: its handler runs
 * while the caller is checked, and a refusal replaces its answer. The handler must only read, must
 * return its answer (not send it) and must not look at the caller (req.user is not set yet).
 */
export const readAlongside = (rule: Exclude<RouteAccess, 'public' | 'handler'>) => ({ config: { access: rule, alongside: true } });

export const whatOf = (what: Label | ((req: FastifyRequest) => string), req: FastifyRequest) =>
  typeof what === 'function' ? what(req) : wordIn(what, localeOf(req));

/** Every route the app registers under /api, with what it states (for the check and its test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export function installRouteAccess(app: FastifyInstance, authenticate: (req: FastifyRequest) => Promise<UserInfo>): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  const check = async (req: FastifyRequest) => {
    const rule = req.routeOptions.config?.access;
    if (rule === undefined || rule === 'public' || rule === 'handler') return;
    await authenticate(req);
    if (rule !== 'signedIn') requireAccess(req, rule.rule, rule.action, whatOf(rule.what, req));
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const stated = route.config?.access;
    // A route that says nothing about its callers is a mistake caught at start, not in production.
    if (stated === undefined) throw new Error(`${methods.join(',')} ${route.url} states no access ({ config: { access } })`);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access: stated });
    if (route.config?.alongside) route.handler = alongsideCheck(route.handler, check);
  });
  // A route that may take a multipart body is checked before a byte of it is read; the others once
  // their JSON is parsed and checked (a malformed body is a 400 whoever sends it).
  const takesMultipart = (req: FastifyRequest) => req.routeOptions.config?.multipart !== undefined;
  app.addHook('onRequest', async (req) => {
    if (takesMultipart(req)) await check(req);
  });
  app.addHook('preHandler', async (req) => {
    if (!takesMultipart(req) && !req.routeOptions.config?.alongside) await check(req);
  });
  return routes;
}

/** The handler started together with the check; its answer (or failure) only once the check passed. */
function alongsideCheck(handler: RouteHandlerMethod, check: (req: FastifyRequest) => Promise<void>): RouteHandlerMethod {
  return async function (req, reply) {
    // No token: the check alone (a 401 that reads nothing).
    if (!bearerToken(req)) {
      await check(req);
      return handler.call(this, req, reply);
    }
    const checked = check(req);
    const answer = (async () => handler.call(this, req, reply))();
    // A refusal wins; the answer's own failure is then not heard.
    answer.catch(() => {});
    await checked;
    return answer;
  };
}
