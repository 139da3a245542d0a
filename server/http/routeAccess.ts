// Who may call a route is stated in its options, `{ config: { access } }`, and checked by one hook
// (for a route taking multipart, before its body is read): 'public' (no token), 'signedIn' (any
// signed-in user; the handler may narrow it to the user's own records), a rule with the action it
// needs, or 'handler' (the caller proves itself another way the handler checks: a doc ticket, an
// SSO ID token). The words of a refusal name what was refused, in the caller's language.
// A read may run with the check (`readWithCheck`): started together with the caller's session lookup,
// so a call costs the longer of the two, not their sum; its first statement may even ride in the
// session lookup's own statement (one round trip for both: on two cores a second connection costs
// about what it saves). Its value (or its fault) reaches the handler only once the caller passed,
// and a refusal always wins.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/types';
import type { AccessRule, Action, Label } from '../../src/schema';
import { bearerToken, requireAccess } from '../auth/guard';
import { validToken } from '../auth/sessions';
import type { UserInfo } from '../auth/principal';
import { wordIn } from '../../src/schema';
import { sendsMultipart } from './bodyKind';
import { readAgainIfLost } from '../db/retry';

/** A route's rule with the action it needs. */
export interface RuleAccess {
  rule: AccessRule;
  action: Action;
  /** What the 403 says may not be read or changed: a label (English lower-cased) or words of its own. */
  what: Label | ((req: FastifyRequest) => string);
}

export type RouteAccess = 'public' | 'signedIn' | 'handler' | RuleAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A read run with the access check (see `readWithCheck`). */
    alongside?: AlongsideRead;
  }
  interface FastifyInstance {
    /** Every /api route with the access it states. */
    apiRoutes: RegisteredRoute[];
  }
}

/** Route options stating who may call it. */
export const access = (rule: RouteAccess) => ({ config: { access: rule } });

/**
 * Runs a select of one value in the session lookup's statement and answers its value; called by a
 * read before its first `await` (later, or for a read after the check, the statement runs alone).
 */
export type Beside = <V>(statement: RawBuilder<V>) => Promise<V>;
type Read<T> = (req: FastifyRequest, beside: Beside) => Promise<T>;

/** A route's read and when it may start: `early` while the caller is checked, else once they passed. */
export interface AlongsideRead {
  read: Read<unknown>;
  early: boolean;
  /**
   * Refusals of this caller beyond the route's rule (a filter on a field they may not see): checked
   * once they passed the rule and before the read is awaited, so a refusal never waits for the read.
   */
  refuse?: (req: FastifyRequest) => void;
}

/**
 * Route options of a read run with the caller's check; the handler finds its value in
 * `req.alongside`. `read` is built from the request without looking at the caller, unless `early` is
 * false (a row scope needs the caller): then it runs after the check. A refusal (401, 403) wins over
 * the read's own 400 or database error, which is then never seen; a call without a token reads nothing.
 */
export const readWithCheck = <T>(
  rule: Exclude<RouteAccess, 'public' | 'handler'>,
  read: Read<T>,
  options: { early?: boolean; refuse?: (req: FastifyRequest) => void } = {},
) => ({
  config: { access: rule, alongside: { read, early: options.early ?? true, refuse: options.refuse } satisfies AlongsideRead },
});

export const whatOf = (what: Label | ((req: FastifyRequest) => string), req: FastifyRequest) =>
  typeof what === 'function' ? what(req) : wordIn(what, req.locale);

/** Every route the app registers under /api, with what it states (for the check and its test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export function installRouteAccess(
  app: FastifyInstance,
  authenticate: (req: FastifyRequest, beside?: RawBuilder<unknown>) => Promise<UserInfo>,
  db: Kysely<DB>,
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  const check = async (req: FastifyRequest) => {
    const rule = req.routeOptions.config?.access;
    if (rule === undefined || rule === 'public' || rule === 'handler') return;
    const early = startEarly(req, db);
    // A refusal thrown here leaves the early read unawaited: settled, it never rejects, and nothing of it is sent.
    try {
      await authenticate(req, early?.statement());
      early?.deliver(req.besideSession);
    } catch (refusal) {
      early?.deliver({ fault: refusal });
      throw refusal;
    }
    if (rule !== 'signedIn') requireAccess(req, rule.rule, rule.action, whatOf(rule.what, req));
    const alongside = req.routeOptions.config?.alongside;
    if (!alongside) return;
    alongside.refuse?.(req);
    const got = await (early?.settled ?? settle(alongside.read, req, alone(db)));
    if ('fault' in got) throw got.fault;
    req.alongside = got.value;
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

type Settled = { value: unknown } | { fault: unknown };

/** A statement run on its own (a read after the check, or one that asked too late to ride with the session). */
const alone = (db: Kysely<DB>): Beside => async <V>(statement: RawBuilder<V>) => (await sql<{ value: V }>`select (${statement}) as value`.execute(db)).rows[0].value;

/** The read's value or its fault (a throw while building it included), as a promise that never rejects. */
function settle(read: Read<unknown>, req: FastifyRequest, beside: Beside): Promise<Settled> {
  // A connection a failover left dead is met here as often as by the session's lookup: read again.
  return readAgainIfLost(() => read(req, beside)).then(
    (value) => ({ value }),
    (fault) => ({ fault }),
  );
}

interface Early {
  settled: Promise<Settled>;
  /** The statement the read asked to run with the session lookup, if it asked before its first await. */
  statement(): RawBuilder<unknown> | undefined;
  /** The session statement's outcome for it; undefined: it did not run there (run it alone). */
  deliver(outcome: Settled | undefined): void;
}

/** The route's early read, started now; none without a token of the right form (a 401 that reads nothing). */
function startEarly(req: FastifyRequest, db: Kysely<DB>): Early | undefined {
  const alongside = req.routeOptions.config?.alongside;
  const token = bearerToken(req);
  if (!alongside?.early || token === undefined || !validToken(token)) return undefined;
  let asked: RawBuilder<unknown> | undefined;
  let sent = false;
  let deliver!: (outcome: Settled | undefined) => void;
  const outcome = new Promise<Settled | undefined>((resolve) => (deliver = resolve));
  const beside: Beside = <V>(statement: RawBuilder<V>) => {
    if (sent) return alone(db)(statement);
    asked ??= statement;
    return outcome.then((got): Promise<V> => (got === undefined ? alone(db)(statement) : 'fault' in got ? Promise.reject(got.fault) : Promise.resolve(got.value as V)));
  };
  const settled = settle(alongside.read, req, beside);
  return {
    settled,
    statement: () => {
      sent = true;
      return asked;
    },
    deliver,
  };
}
