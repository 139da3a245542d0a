// Single-sign-on settings from the environment, and what of them reaches the browser (/config.js).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { registerInfoRoutes } from '../../../server/system/info';

async function browserConfig(env: Record<string, string>) {
  const app = Fastify();
  registerInfoRoutes(app, loadConfig(env), {});
  const res = await app.inject({ method: 'GET', url: '/config.js' });
  await app.close();
  return JSON.parse(res.body.replace(/^window\.__APP_CONFIG__ = /, '').replace(/;\s*$/, '')) as Record<string, unknown>;
}

describe('single-sign-on configuration', () => {
  it('runs the development provider with the embedded database, at this server', () => {
    const { oidc } = loadConfig({ PORT: '9000' });
    expect(oidc).toMatchObject({ devProvider: true, issuer: 'http://127.0.0.1:9000/oidc', clientId: 'distribution-admin', scope: 'company', skip: false });
    expect(loadConfig({ PUBLIC_URL: 'https://admin.example.com/' }).oidc.issuer).toBe('https://admin.example.com/oidc');
  });

  it('turns the development provider off for a real issuer or PostgreSQL, and on when asked', () => {
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.com/realms/corp/' }).oidc).toMatchObject({ devProvider: false, issuer: 'https://login.example.com/realms/corp' });
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).oidc).toMatchObject({ devProvider: false, issuer: '' });
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', OIDC_DEV_PROVIDER: 'on' }).oidc.devProvider).toBe(true);
    expect(() => loadConfig({ OIDC_DEV_PROVIDER: 'maybe' })).toThrow(/OIDC_DEV_PROVIDER must be on or off/);
  });

  it('skips single sign-on in UAT unless told otherwise', () => {
    expect(loadConfig({ APP_ENV: 'uat' }).oidc.skip).toBe(true);
    expect(loadConfig({ APP_ENV: 'uat', SSO_SKIP: 'off' }).oidc.skip).toBe(false);
    expect(loadConfig({ SSO_SKIP: 'on' }).oidc.skip).toBe(true);
  });

  it('tells the browser the issuer, client id and scope, never the client secret, and nothing when skipped', async () => {
    const config = await browserConfig({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'admin', OIDC_SCOPE: 'corp', OIDC_CLIENT_SECRET: 's3cret' });
    expect(config.sso).toEqual({ issuer: 'https://login.example.com', clientId: 'admin', scope: 'corp' });
    expect(JSON.stringify(config)).not.toContain('s3cret');
    const uat = await browserConfig({ APP_ENV: 'uat', OIDC_ISSUER: 'https://login.example.com' });
    expect(uat.sso).toBeUndefined();
    expect(uat.ssoSkip).toBe(true);
  });
});
