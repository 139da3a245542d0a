// GET /api/v1/auth/me with the provider's tokens (ID-Token, Access-Token headers) and no session:
// the ID token is verified, the local user found or created, and a session started.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/types';
import { ApiError } from '../../http/errors';
import { t } from '../../http/messages';
import { authText } from '../authMessages';
import { loadUserInfo } from '../principal';
import { createSession } from '../sessions';
import { providerOf, ProviderUnreachable } from './discovery';
import { findOrCreateSsoUser, SsoAccountRefused } from './ssoUser';
import { InvalidIdToken, verifyIdToken, type IdClaims } from './verifyIdToken';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v.trim() : undefined;
};

/** Profile claims the ID token left out (e-mail, name), from the userinfo endpoint, when the subject matches. */
async function withUserInfo(issuer: string, claims: IdClaims, accessToken: string | undefined): Promise<IdClaims> {
  if (claims.email || !accessToken) return claims;
  try {
    const { metadata } = await providerOf(issuer);
    if (!metadata.userinfo_endpoint) return claims;
    const res = await fetch(metadata.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return claims;
    const info = (await res.json()) as Partial<IdClaims>;
    return info.sub === claims.sub ? { ...info, ...claims, email: info.email, email_verified: info.email_verified } : claims;
  } catch {
    return claims;
  }
}

/** Verifies an ID token into claims; 401 for any bad token, 502 when the provider cannot be reached. */
export async function claimsOf(config: ServerConfig, req: FastifyRequest, idToken: string): Promise<IdClaims> {
  const locale = req.locale;
  try {
    return await verifyIdToken(config.oidc, idToken);
  } catch (error) {
    if (error instanceof ProviderUnreachable) throw new ApiError(502, authText(locale, 'ssoProviderUnreachable'));
    if (error instanceof InvalidIdToken) throw new ApiError(401, authText(locale, 'ssoTokenInvalid'));
    throw error;
  }
}

export async function signInWithIdToken(db: Kysely<DB>, config: ServerConfig, req: FastifyRequest) {
  const locale = req.locale;
  if (!config.oidc.issuer) throw new ApiError(401, authText(locale, 'ssoNotConfigured'));
  const claims = await withUserInfo(config.oidc.issuer, await claimsOf(config, req, header(req, 'id-token') ?? ''), header(req, 'access-token'));
  let userId: number;
  try {
    userId = await findOrCreateSsoUser(db, config.oidc.issuer, claims);
  } catch (error) {
    if (error instanceof SsoAccountRefused) throw new ApiError(403, authText(locale, error.reason === 'emailMissing' ? 'ssoEmailMissing' : 'ssoEmailUnverified'));
    throw error;
  }
  const user = await db.selectFrom('users').select(['name', 'disabled']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.disabled) throw new ApiError(403, t(locale, 'accountDisabled', { name: user.name }));
  const info = await loadUserInfo(db, userId);
  if (!info || info.roles.length === 0) throw new ApiError(403, t(locale, 'notActivated', { name: user.name }));
  const token = await createSession(db, userId, config);
  return { code: 0, message: 'Success', user: info, token };
}
