// Settings read from the environment that the server checks at start: a wrong value stops it with
// a message naming the variable (never repeating a secret).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

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
});
