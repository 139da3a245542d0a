// Settings read from the environment that the server checks at start: a wrong value stops it with
// a message naming the variable (never repeating a secret).
import { describe, expect, it } from 'vitest';
import { demoSeedPassword, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('reads TRUST_PROXY as Fastify takes it: off when unset, true/false, or addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['a hop count', '2', /not a hop count/],
    ['a host name', 'proxy.internal', /TRUST_PROXY must be .* \(got "proxy.internal"\)/],
    ['a prefix too long', '10.0.0.0/33', /got "10.0.0.0\/33"/],
  ])('refuses TRUST_PROXY with %s', (_what, value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('takes an APP_SECRET of at least 32 characters and never repeats a short one', () => {
    expect(loadConfig({}).appSecret).toBeUndefined();
    expect(loadConfig({ APP_SECRET: 's'.repeat(32) }).appSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ APP_SECRET: 'short-secret' })).toThrow(/^APP_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ APP_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('reads BUSINESS_TZ, Asia/Shanghai by default, and refuses a zone that does not exist', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TZ: 'Europe/Berlin' }).businessTimeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ BUSINESS_TZ: 'China' })).toThrow(/^BUSINESS_TZ must be an IANA time zone .*\(got "China"\)/);
  });

  describe('no known password in production', () => {
    const production = { APP_ENV: 'production' };

    it('seeds no demo account into a production database, embedded or not, unless SEED_DEMO asks', () => {
      const config = loadConfig(production);
      expect(demoSeedPassword(config, 'pglite')).toBeUndefined();
      expect(demoSeedPassword(config, 'postgres')).toBeUndefined();
      // Outside production the embedded database is the demo, with password "demo" unless set.
      expect(demoSeedPassword(loadConfig({}), 'pglite')).toBe('demo');
      expect(demoSeedPassword(loadConfig({}), 'postgres')).toBeUndefined();
      expect(demoSeedPassword(loadConfig({ SEED_DEMO: 'true', DEMO_PASSWORD: 'Long-demo-2026' }), 'postgres')).toBe('Long-demo-2026');
    });

    it('refuses to start with SEED_DEMO=true unless DEMO_PASSWORD is set and not "demo"', () => {
      expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true in production needs DEMO_PASSWORD/);
      expect(() => loadConfig({ ...production, SEED_DEMO: 'true', DEMO_PASSWORD: 'demo' })).toThrow(/DEMO_PASSWORD must not be "demo" in production/);
      const config = loadConfig({ ...production, SEED_DEMO: 'true', DEMO_PASSWORD: 'Walnut-Harbour-77' });
      expect(demoSeedPassword(config, 'pglite')).toBe('Walnut-Harbour-77');
      expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be on or off/);
    });

    it('takes the first administrator from ADMIN_USER and ADMIN_PASSWORD, refusing a guessable password without repeating it', () => {
      expect(loadConfig(production).admin).toEqual({ user: 'admin', password: undefined });
      expect(loadConfig({ ...production, ADMIN_USER: 'it-ops', ADMIN_PASSWORD: 'a-long-passphrase-1' }).admin).toEqual({ user: 'it-ops', password: 'a-long-passphrase-1' });
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'short1' })).toThrow(/^ADMIN_PASSWORD must be at least 12 characters/);
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'short1' })).not.toThrow(/short1/);
    });
  });
});
