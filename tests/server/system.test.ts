// The system routes: the public info and run-time config, and get-system-info with real figures
// read from this machine.
import { totalmem } from 'node:os';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { parseMounts, usedPercent } from '../../server/system/diskUsage';
import { friendlyLinksFromEnv, registerInfoRoutes } from '../../server/system/info';
import { SYSTEM_INFO_PATH, type SystemInfo } from '../../server/system/systemInfo';
import { startTestServer, TEST_BACKEND, type TestServer } from './harness';

describe('get-system-info', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
  });
  afterAll(() => s.close());

  it('needs a signed-in user', async () => {
    const res = await s.call({ method: 'GET', url: SYSTEM_INFO_PATH });
    expect(res.status).toBe(401);
  });

  it('answers any signed-in user with plausible figures of this machine', async () => {
    const token = await s.login('viewer');
    const before = Date.now();
    const res = await s.call({ method: 'GET', url: SYSTEM_INFO_PATH, token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: 'Success' });
    const info = res.body.data as SystemInfo;
    expect(Object.keys(info).sort()).toEqual(['cpu_load', 'current_time', 'disk_space_info', 'environment', 'memory_total', 'memory_used', 'version'].sort());
    expect(info).toMatchObject({ version: '1.2.3', environment: 'development' });
    expect(Math.abs(Date.parse(info.current_time) - before)).toBeLessThan(10_000);
    expect(info.memory_total).toBe(totalmem());
    expect(info.memory_used).toBeGreaterThan(0);
    expect(info.memory_used).toBeLessThanOrEqual(info.memory_total);
    expect(info.cpu_load).toBeGreaterThanOrEqual(0);
    expect(info.disk_space_info.map((d) => d.mounted_on)).toContain('/');
    for (const disk of info.disk_space_info) {
      expect(disk.used_percent).toBeGreaterThanOrEqual(0);
      expect(disk.used_percent).toBeLessThanOrEqual(100);
    }
    const points = info.disk_space_info.map((d) => d.mounted_on);
    expect(new Set(points).size).toBe(points.length);
  });
});

describe('disk usage helpers', () => {
  it('keeps disk-backed mounts and decodes escaped paths', () => {
    const text = [
      'proc /proc proc rw,relatime 0 0',
      'tmpfs /dev/shm tmpfs rw 0 0',
      'cgroup2 /sys/fs/cgroup cgroup2 rw 0 0',
      '/dev/vda / ext4 rw,relatime 0 0',
      'overlay /var/lib/docker/overlay2/x/merged overlay rw 0 0',
      '/dev/sdb1 /mnt/my\\040disk xfs rw 0 0',
    ].join('\n');
    expect(parseMounts(text).map((m) => m.mountPoint)).toEqual(['/', '/var/lib/docker/overlay2/x/merged', '/mnt/my disk']);
  });

  it('counts used space as df does (reserved blocks are not available)', () => {
    expect(usedPercent(1000, 600, 500)).toBe(44.44);
    expect(usedPercent(1000, 1000, 1000)).toBe(0);
    expect(usedPercent(0, 0, 0)).toBe(0);
  });
});

describe('run-time configuration', () => {
  it('carries the friendly links set in the environment, http(s) only', async () => {
    const app = Fastify();
    const links = friendlyLinksFromEnv({ EDI_URL: 'https://edi.example.com/portal', TICKET_URL: 'javascript:alert(1)' });
    registerInfoRoutes(app, loadConfig({}), links);
    const res = await app.inject({ method: 'GET', url: '/config.js' });
    await app.close();
    expect(res.headers['content-type']).toMatch(/javascript/);
    const json = res.body.replace(/^window\.__APP_CONFIG__ = /, '').replace(/;\s*$/, '');
    const config = JSON.parse(json) as Record<string, unknown>;
    expect(config).toMatchObject({ apiOrigin: '', environment: 'development', ediUrl: 'https://edi.example.com/portal' });
    expect(config.ticketUrl).toBeUndefined();
  });
});
