// Who is calling, and may they? Every declared route runs these before touching the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import { allows, pickLocale, type AccessRule, type Action, type Locale } from '../../src/schema';
import type { ServerConfig } from '../config';
import type { DB } from '../db/types';
import { readAgainIfLost } from '../db/retry';
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
    /** The value of the read the route asked to run with the caller's check (server/http/routeAccess.ts). */
    alongside?: unknown;
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
  /** `alongside`: a read run in the same statement as the session lookup, its value put in `req.alongside`. */
  return async function authenticate(req: FastifyRequest, alongside?: RawBuilder<unknown>): Promise<UserInfo> {
    // Once per request: the route-access hook has usually signed the caller in already.
    if (req.user && req.authSession) return req.user;
    const locale = localeOf(req);
    const token = bearerToken(req);
    if (!token) throw new ApiError(401, t(locale, 'notSignedIn'));
    // The first query of a request: after a failover it meets the dead idle connections first.
    const found = await readAgainIfLost(() => resolveSessionUser(token, alongside));
    if (found === undefined) throw new ApiError(401, t(locale, 'tokenExpired'));
    const { session, user } = found;
    req.alongside = found.alongside;
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
  if (!user) throw new ApiError(401, t(localeOf(req), 'notSignedIn'));
  if (!allows(user, rule, action)) throw new ApiError(403, t(localeOf(req), action === 'read' ? 'forbiddenRead' : 'forbiddenWrite', { what }));
}
