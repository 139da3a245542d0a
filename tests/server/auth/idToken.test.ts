// GET /api/v1/auth/me with an ID token: verified against the issuer's published keys, served by a
// small provider stand-in on a real port (discovery document + JWKS).
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetProviders } from '../../../server/auth/oidc/discovery';
import { BACKENDS } from '../harness';
import { startAuthServer, type AuthServer } from './authServer';

const CLIENT_ID = 'admin-app';

describe.each(BACKENDS)('single sign-on with an ID token on %s', (backend) => {
  let idp: FastifyInstance;
  let issuer: string;
  let s: AuthServer;
  let published: CryptoKey;
  let unpublished: CryptoKey;

  beforeAll(async () => {
    unpublished = (await generateKeyPair('RS256')).privateKey;
    const keyPair = await generateKeyPair('RS256', { extractable: true });
    published = keyPair.privateKey;
    const jwk = { ...(await exportJWK(keyPair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    idp = Fastify();
    idp.get('/.well-known/openid-configuration', async () => ({ issuer, jwks_uri: `${issuer}/jwks`, token_endpoint: `${issuer}/token` }));
    idp.get('/jwks', async () => ({ keys: [jwk] }));
    await idp.listen({ port: 0, host: '127.0.0.1' });
    issuer = `http://127.0.0.1:${(idp.server.address() as { port: number }).port}`;
    forgetProviders();
    s = await startAuthServer(backend, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID });
  });
  afterAll(async () => {
    await s?.close();
    await idp?.close();
  });

  const sign = (claims: JWTPayload, opts: { key?: CryptoKey; kid?: string; aud?: string; iss?: string; exp?: string | number } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
      .setIssuer(opts.iss ?? issuer)
      .setAudience(opts.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '10m')
      .sign(opts.key ?? published);

  const me = (idToken: string) => s.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { 'id-token': idToken, 'access-token': 'opaque' } });
  const counts = async () => {
    const r = await sql<{ u: number; s: number; l: number }>`select (select count(*)::int from users) as u, (select count(*)::int from sessions) as s, (select count(*)::int from user_sso_links) as l`.execute(s.db);
    return r.rows[0];
  };

  it('signs a known user in by e-mail, answers the user and a working session token, and remembers the subject', async () => {
    const res = await me(await sign({ sub: 'ext-op', email: 'OP@example.com', email_verified: true }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, message: 'Success', user: { name: 'op', roles: [expect.objectContaining({ name: 'OP' })] } });
    const session = await s.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(session.json().user.name).toBe('op');
    // Next time the subject alone finds the account, even with another e-mail.
    const again = await me(await sign({ sub: 'ext-op', email: 'olivia@elsewhere.example' }));
    expect(again.json().user.name).toBe('op');
  });

  it.each([
    ['expired', () => sign({ sub: 'ext-op', email: 'op@example.com' }, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['for another audience', () => sign({ sub: 'ext-op', email: 'op@example.com' }, { aud: 'someone-else' })],
    ['from another issuer', () => sign({ sub: 'ext-op', email: 'op@example.com' }, { iss: 'https://evil.example' })],
    ['signed with a key not published under its kid (wrong signature)', () => sign({ sub: 'ext-op', email: 'op@example.com' }, { key: unpublished })],
    ['naming an unknown key', () => sign({ sub: 'ext-op', email: 'op@example.com' }, { key: unpublished, kid: 'k9' })],
    [
      'unsigned (alg none)',
      async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'ext-op', iss: issuer, aud: CLIENT_ID, iat: now, exp: now + 600 })}.`;
      },
    ],
    ['malformed', async () => 'not-a.token'],
    [
      'tampered after signing',
      async () => {
        const [h, , sig] = (await sign({ sub: 'ext-op', email: 'op@example.com' })).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ sub: 'ext-admin', email: 'admin@example.com', iss: issuer, aud: CLIENT_ID, exp: 9999999999, iat: 1 })).toString('base64url')}.${sig}`;
      },
    ],
  ])('refuses an ID token %s with 401 and changes nothing', async (_what, token) => {
    const before = await counts();
    const res = await me(await token());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, message: 'The single sign-on token is invalid or expired; sign in again' });
    expect(res.json().token).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('creates a new SSO user without roles, who is told the account is not activated', async () => {
    const res = await me(await sign({ sub: 'ext-new', email: 'newcomer@corp.example', email_verified: true, preferred_username: 'newcomer', name: 'New Comer' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The account newcomer is not activated; please notify the administrator.');
    const row = await s.db.selectFrom('users').select(['id', 'nick_name', 'email', 'password_hash']).where('name', '=', 'newcomer').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nick_name: 'New Comer', email: 'newcomer@corp.example', password_hash: null });
    expect(await s.db.selectFrom('user_roles').select('role_id').where('user_id', '=', row.id).execute()).toEqual([]);
  });

  const unverified = 'The single sign-on provider has not verified your e-mail address, so no account is matched or set up; verify it at the provider, then sign in again';
  it.each([
    ['says it is not verified, for an existing account', { email: 'admin@example.com', email_verified: false, preferred_username: 'admin' }],
    ['does not say it is verified, for an existing account', { email: 'admin@example.com', preferred_username: 'admin' }],
    ['says "true" as text, for an existing account', { email: 'admin@example.com', email_verified: 'true' }],
    ['is not verified, for a new address', { email: 'stranger@corp.example', preferred_username: 'stranger' }],
  ])('refuses a first sign-in whose e-mail the provider %s (403), linking and creating nothing', async (_what, claims) => {
    const before = await counts();
    const res = await me(await sign({ sub: 'ext-imposter', ...claims }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: unverified });
    expect(res.json().token).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses a first sign-in without an e-mail, leaving no role-less user behind to hold the subject', async () => {
    const before = await counts();
    const res = await me(await sign({ sub: 'ext-no-mail', preferred_username: 'op', name: 'Olivia' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The single sign-on provider gave no e-mail address for you, so no account can be set up; ask the administrator of the provider to add one');
    expect(await counts()).toEqual(before);
    // Once the provider sends the verified address, the same person reaches their own account.
    const later = await me(await sign({ sub: 'ext-no-mail', email: 'viewer@example.com', email_verified: true }));
    expect(later.statusCode).toBe(200);
    expect(later.json().user.name).toBe('viewer');
  });

  it('still refuses a bad bearer token when an ID token comes along (no fallback)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: 'Bearer revoked-or-made-up-token-123456', 'id-token': await sign({ sub: 'ext-op' }) } });
    expect(res.statusCode).toBe(401);
    expect(res.json().token).toBeUndefined();
  });
});
