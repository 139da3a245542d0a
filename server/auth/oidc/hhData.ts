// POST /api/v1/auth/hhData: the spec's server-side code exchange for the single-sign-on callback.
// The server trades the authorization code at the provider's token endpoint (with the client
// secret when one is configured, and the PKCE verifier the browser kept), verifies the ID token,
// and answers result.{access_token,id_token,...} and userInfo.{sub,email}.
import type { FastifyRequest } from 'fastify';
import type { FeatureRegistrar } from '../../featureContext';
import { ApiError } from '../../http/errors';
import { access } from '../../http/routeAccess';
import { authText } from '../authMessages';
import { addressKey, limitAttempts, RATE_LIMITS } from '../rateLimit';
import { providerOf, ProviderUnreachable } from './discovery';
import { claimsOf } from './ssoSignIn';

interface TokenAnswer {
  access_token?: string;
  id_token?: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
}

const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');

export const registerHhData: FeatureRegistrar = (app, { db, config }) => {
  app.post('/api/v1/auth/hhData', access('public'), async (req: FastifyRequest) => {
    const locale = req.locale;
    const { oidc } = config;
    if (!oidc.issuer || oidc.skip) throw new ApiError(404, authText(locale, 'ssoNotConfigured'));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const code = text(body, 'code');
    if (!code || code.length > 2048) throw new ApiError(400, authText(locale, 'fieldRequired', { field: 'code' }), [{ field: 'code', message: authText(locale, 'fieldRequired', { field: 'code' }) }]);
    await limitAttempts(db, req, [{ key: addressKey('hhData', req), limit: RATE_LIMITS.address }]);
    let endpoint: string | undefined;
    try {
      endpoint = (await providerOf(oidc.issuer)).metadata.token_endpoint;
    } catch (error) {
      if (error instanceof ProviderUnreachable) throw new ApiError(502, authText(locale, 'ssoProviderUnreachable'));
      throw error;
    }
    if (!endpoint) throw new ApiError(502, authText(locale, 'ssoProviderUnreachable'));
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${config.publicUrl}/auth/callback`,
      client_id: oidc.clientId,
    });
    const verifier = text(body, 'code_verifier');
    if (verifier) form.set('code_verifier', verifier);
    if (oidc.clientSecret) form.set('client_secret', oidc.clientSecret);
    let answer: TokenAnswer;
    try {
      const res = await fetch(endpoint, { method: 'POST', body: form, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      answer = (await res.json()) as TokenAnswer;
      if (!res.ok || !answer.id_token || !answer.access_token) throw new ApiError(400, authText(locale, 'ssoExchangeFailed'));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(502, authText(locale, 'ssoProviderUnreachable'));
    }
    const claims = await claimsOf(config, req, answer.id_token);
    const result = {
      access_token: answer.access_token,
      id_token: answer.id_token,
      token_type: answer.token_type,
      expires_in: answer.expires_in,
      ...(answer.refresh_token ? { refresh_token: answer.refresh_token } : {}),
      scope: answer.scope,
    };
    const userInfo = { sub: claims.sub, email: claims.email ?? null };
    return { code: 0, message: 'Success', result, userInfo, data: { result, userInfo } };
  });
};
