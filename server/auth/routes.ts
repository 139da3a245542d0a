// Local accounts: login, logout, me. Single sign-on arrives with its own issue.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DB } from '../db/types';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { access } from '../http/routeAccess';
import { withAuditCount } from './auditCount';
import { bearerToken } from './guard';
import { makeLoginGuard } from './loginGuard';
import { signInWithIdToken } from './oidc/ssoSignIn';
import { loadUserInfo, type UserInfo } from './principal';
import { createSession, revokeSession } from './sessions';

export function registerAuthRoutes(app: FastifyInstance, db: Kysely<DB>, config: ServerConfig, authenticate: (req: FastifyRequest) => Promise<UserInfo>) {
  const loginGuard = makeLoginGuard(db);

  app.post('/api/v1/auth/login', access('public'), async (req) => {
    const locale = req.locale;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const errors = [
      ...(username ? [] : [{ field: 'username', message: locale === 'zh-CN' ? '请输入用户名' : 'User name is required' }]),
      ...(password ? [] : [{ field: 'password', message: locale === 'zh-CN' ? '请输入密码' : 'Password is required' }]),
    ];
    if (errors.length) throw new ApiError(400, errors[0].message, errors);
    // Same answer for an unknown user and a wrong password: the caller learns nothing about accounts.
    const user = await loginGuard.signIn(req, username, password, body);
    if (user.disabled) throw new ApiError(403, t(locale, 'accountDisabled', { name: user.name }));
    const info = await loadUserInfo(db, user.id);
    if (!info || info.roles.length === 0) throw new ApiError(403, t(locale, 'notActivated', { name: user.name }));
    const token = await createSession(db, user.id, config);
    return ok({ token, user: await withAuditCount(db, info) });
  });

  // A single sign-on caller brings an ID token instead of a session.
  app.get('/api/v1/auth/me', access('handler'), async (req) => {
    // Single sign-on: no session yet, the provider's ID token instead (answers a session token too).
    if (!bearerToken(req) && req.headers['id-token']) return signInWithIdToken(db, config, req);
    const user = await withAuditCount(db, await authenticate(req));
    return { code: 0, message: 'Success', user };
  });

  app.get('/api/v1/auth/logout', access('public'), async (req) => {
    const token = bearerToken(req);
    if (token) await revokeSession(db, token);
    return ok(null);
  });

}
