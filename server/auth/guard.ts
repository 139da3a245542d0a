// Who is calling, and may they? Every declared route runs these before touching the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import { allows, pickLocale, type AccessRule, type Action, type Locale } from '../../src/schema';
import type { ServerConfig } from '../config';
import type { DB } from '../db/types';
import { readAgainIfLost } from '../db/retry';
import { isConnectionLost } from '../db/failures';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import { loadUserInfo, type UserInfo } from './principal';
import { SWITCH_USER_ACCESS } from '../../src/contract/userAccess';
import { sessionResolver } from './sessionUser';
import type { LiveSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserInfo;
    /** The session behind the bearer token, once authenticated. */
    authSession?: LiveSession;
    /** The value of the read the route runs with the caller's check (`readWithCheck`, server/http/routeAccess.ts). */
    alongside?: unknown;
    /** The outcome of a statement run in the session lookup's own statement (`authenticate`'s `beside`). */
    besideSession?: { value: unknown } | { fault: unknown };
    /** The caller's language (Accept-Language), read once as the request arrives (installLocale). */
    locale: Locale;
  }
}

/** The caller's language from the header; routes read `req.locale`, set from this once per request. */
export const localeOf = (req: FastifyRequest): Locale => pickLocale(req.headers['accept-language']);

/** Sets `req.locale` before any other hook runs, so every refusal, hook and route reads the same value. */
export function installLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en-US');
  app.addHook('onRequest', async (req) => {
    req.locale = localeOf(req);
  });
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

export function makeAuthenticate(db: Kysely<DB>, config: ServerConfig) {
  const resolveSessionUser = sessionResolver(db, config);
  /**
   * `beside`: a select of one value run in the same statement as the session lookup, its outcome put
   * in `req.besideSession`. When it fails the session is looked up alone: its fault is the read's, not the check's.
   */
  return async function authenticate(req: FastifyRequest, beside?: RawBuilder<unknown>): Promise<UserInfo> {
    // Once per request: the route-access hook has usually signed the caller in already.
    if (req.user && req.authSession) return req.user;
    const locale = req.locale;
    const token = bearerToken(req);
    if (!token) throw new ApiError(401, t(locale, 'notSignedIn'));
    // The first query of a request: after a failover it meets the dead idle connections first.
    const lookUp = async () => {
      if (!beside) return resolveSessionUser(token);
      try {
        const both = await resolveSessionUser(token, beside);
        req.besideSession = { value: both?.alongside };
        return both;
      } catch (fault) {
        if (isConnectionLost(fault)) throw fault;
        req.besideSession = { fault };
        return resolveSessionUser(token);
      }
    };
    const found = await readAgainIfLost(lookUp);
    if (found === undefined) throw new ApiError(401, t(locale, 'tokenExpired'));
    const { session, user } = found;
    if (session.originalUserId !== undefined) {
      // Switched: the person behind it must still be allowed to switch, or the switched session ends.
      const original = await loadUserInfo(db, session.originalUserId);
      if (!original || !allows(original, SWITCH_USER_ACCESS, 'read')) throw new ApiError(401, t(locale, 'tokenExpired'));
      user.original_user = { id: original.id, name: original.name, nick_name: original.nick_name };
    }
    if (user.roles.length === 0) throw new ApiError(403, t(locale, 'notActivated', { name: user.name }));
    req.authSession = session;
    req.user = user;
    return user;
  };
}

export function requireAccess(req: FastifyRequest, rule: AccessRule, action: Action, what: string) {
  const user = req.user;
  if (!user) throw new ApiError(401, t(req.locale, 'notSignedIn'));
  if (!allows(user, rule, action)) throw new ApiError(403, t(req.locale, action === 'read' ? 'forbiddenRead' : 'forbiddenWrite', { what }));
}
