// A development OpenID provider inside the server (oidc-provider), mounted at /oidc: on by default
// with the embedded demo database, so single sign-on works out of the box and in browser tests.
// Its accounts are the local users (same passwords); one public client, code flow with PKCE only.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/types';
import type { FeatureRegistrar } from '../../featureContext';
import { ApiError } from '../../http/errors';
import { t } from '../../http/messages';
import { withPagePolicy } from '../../http/securityHeaders';
import { createCaptcha } from '../captcha';
import { makeLoginGuard } from '../loginGuard';
import { loginPage, logoutPage, messagePage, PROVIDER_PAGE_POLICY } from './providerPages';

export const DEV_PROVIDER_PATH = '/oidc';
const CLIENT_NAME = 'Distribution Admin';

async function createProvider(db: Kysely<DB>, config: ServerConfig): Promise<Provider> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  const scope = config.oidc.scope.trim();
  // Imported on first use: it warns about Node 20 at import, and most servers never need it.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(config.oidc.issuer, {
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: CLIENT_NAME,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/login`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Profile claims in the ID token itself, so the application needs no userinfo call.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'locale'],
      email: ['email', 'email_verified'],
      ...(scope ? { [scope]: ['email', 'email_verified', 'company'] } : {}),
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
      },
    },
    // Refresh tokens let the browser renew silently before expiry.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    ttl: { AccessToken: config.oidc.devTokenTtl, IdToken: config.oidc.devTokenTtl, AuthorizationCode: 60, Interaction: 600, Session: 12 * 3600, Grant: 12 * 3600, RefreshToken: 12 * 3600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // A first-party application: the user is never asked to consent to its scopes.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result, provider: p } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return p.Grant.find(grantId);
      const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(['openid', 'profile', 'email', 'offline_access', scope].filter(Boolean).join(' '));
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      if (!/^\d{1,15}$/.test(sub)) return undefined;
      const user = await db.selectFrom('users').select(['id', 'name', 'nick_name', 'email', 'language', 'disabled']).where('id', '=', Number(sub)).executeTakeFirst();
      if (!user || user.disabled) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: user.nick_name ?? user.name,
          preferred_username: user.name,
          locale: user.language ?? undefined,
          email: user.email ?? undefined,
          email_verified: Boolean(user.email),
          company: CLIENT_NAME,
        }),
      };
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`);
    },
  });
  return provider;
}

/** Hands a request to the provider as it arrived; the provider reads the body itself. */
function passThrough(getProvider: () => Promise<Provider>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const provider = await getProvider();
    reply.hijack();
    const raw = req.raw as typeof req.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    // `/oidc?x` leaves `?x`: the provider's router needs a path before the query.
    const rest = raw.url!.slice(DEV_PROVIDER_PATH.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    provider.callback()(raw, reply.raw);
  };
}

function registerInteractions(app: FastifyInstance, db: Kysely<DB>, getProvider: () => Promise<Provider>) {
  // The application's own password check: same limits, captcha and failure counts as /api/v1/auth/login.
  const guard = makeLoginGuard(db);
  const expired = (reply: FastifyReply) =>
    reply.status(400).type('text/html').send(messagePage('Sign-in expired', 'This sign-in took too long; go back to the application and start again.'));
  const form = async (opts: { uid: string; username?: string; error?: string; captcha: boolean }) =>
    loginPage({ uid: opts.uid, clientName: CLIENT_NAME, username: opts.username, error: opts.error, captcha: opts.captcha ? await createCaptcha(db) : undefined });

  app.get<{ Params: { uid: string } }>(`${DEV_PROVIDER_PATH}/interaction/:uid`, async (req, reply) => {
    const provider = await getProvider();
    const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
    if (!details) return expired(reply);
    return reply.type('text/html').send(await form({ uid: details.uid, captcha: await guard.captchaDue(req) }));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(`${DEV_PROVIDER_PATH}/interaction/:uid/login`, async (req, reply) => {
    const provider = await getProvider();
    const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
    if (!details) return expired(reply);
    const body = req.body ?? {};
    const username = String(body.username ?? '').trim();
    const password = String(body.password ?? '');
    const retry = async (status: number, error: string) =>
      reply.status(status).type('text/html').send(await form({ uid: details.uid, username, error, captcha: await guard.captchaDue(req, username) }));
    let user;
    try {
      user = await guard.signIn(req, username, password, body);
    } catch (error) {
      if (error instanceof ApiError) return retry(error.status, error.message);
      throw error;
    }
    // A disabled account is refused like a wrong password (its owner learns why in the application).
    if (user.disabled) return retry(401, t(req.locale, 'loginFailed'));
    reply.hijack();
    await provider.interactionFinished(req.raw, reply.raw, { login: { accountId: String(user.id) } }, { mergeWithLastSubmission: false });
  });
}

export const registerDevProvider: FeatureRegistrar = async (app, { db, config }) => {
  if (!config.oidc.devProvider) return;
  // Built on first use: servers that never see a single-sign-on request pay nothing for it.
  let provider: Promise<Provider> | undefined;
  const getProvider = () => (provider ??= createProvider(db, config));
  await app.register(async (scope) => {
    scope.addHook('onRequest', withPagePolicy(PROVIDER_PAGE_POLICY));
    // The provider parses its own bodies: leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.all(DEV_PROVIDER_PATH, passThrough(getProvider));
    scope.all(`${DEV_PROVIDER_PATH}/*`, passThrough(getProvider));
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', withPagePolicy(PROVIDER_PAGE_POLICY));
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerInteractions(scope, db, getProvider);
  });
};
