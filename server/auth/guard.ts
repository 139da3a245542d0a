// Who is calling, and may they? Every declared route runs these before touching the database.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { allows, pickLocale, type AccessRule, type Action, type Locale } from '../../src/schema';
import type { ServerConfig } from '../config';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import { loadUserInfo, type UserInfo } from './principal';
import { resolveSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserInfo;
  }
}

export const localeOf = (req: FastifyRequest): Locale => pickLocale(req.headers['accept-language']);

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

export function makeAuthenticate(db: Kysely<DB>, config: ServerConfig) {
  return async function authenticate(req: FastifyRequest): Promise<UserInfo> {
    const locale = localeOf(req);
    const token = bearerToken(req);
    if (!token) throw new ApiError(401, t(locale, 'notSignedIn'));
    const userId = await resolveSession(db, token, config);
    if (userId === undefined) throw new ApiError(401, t(locale, 'tokenExpired'));
    const user = await loadUserInfo(db, userId);
    if (!user) throw new ApiError(401, t(locale, 'tokenExpired'));
    if (user.roles.length === 0) throw new ApiError(403, t(locale, 'notActivated', { name: user.name }));
    req.user = user;
    return user;
  };
}

export function requireAccess(req: FastifyRequest, rule: AccessRule, action: Action, what: string) {
  const user = req.user;
  if (!user) throw new ApiError(401, t(localeOf(req), 'notSignedIn'));
  if (!allows(user, rule, action)) throw new ApiError(403, t(localeOf(req), action === 'read' ? 'forbiddenRead' : 'forbiddenWrite', { what }));
}
