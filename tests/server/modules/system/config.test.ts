// System configuration (GET /api/v1/config, PUT /api/v1/config/{id}, role OP) and the constants
// (GET /api/v1/const, any signed-in user).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';

type Config = { id: number; version: number; config_key: string; config_value: string; category: string };

describe.each(BACKENDS)('system configuration on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('lists the settings to role OP only', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/config?size=100', token: op });
    const { list } = res.body.data as { list: Config[] };
    expect(list.find((c) => c.config_key === 'asn.max_lines')).toMatchObject({ config_value: '150', category: 'asn' });
    expect((await s.call({ method: 'GET', url: '/api/v1/config', token: await s.login('manager') })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/config', token: await s.login('viewer') })).status).toBe(403);
  });

  it('changes a value with its version, refuses a malformed key by name, and a stale version with 409', async () => {
    const [item] = ((await s.call({ method: 'GET', url: '/api/v1/config?config_key=import.max_rows', token: op })).body.data as { list: Config[] }).list;
    const saved = await s.call({ method: 'PUT', url: `/api/v1/config/${item.id}`, token: op, payload: { version: item.version, config_value: '30000' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ config_value: '30000', version: item.version + 1 });
    const bad = await s.call({ method: 'PUT', url: `/api/v1/config/${item.id}`, token: op, payload: { version: item.version + 1, config_key: 'Import Max' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('config_key');
    expect((await s.call({ method: 'PUT', url: `/api/v1/config/${item.id}`, token: op, payload: { version: item.version, config_value: '1' } })).status).toBe(409);
  });

  it('answers every constant list at once in the caller language', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/const', token: await s.login('viewer'), headers: { 'accept-language': 'zh-CN' } });
    const lists = res.body.data as Record<string, { label: string; options: { value: number | string; label: string }[] }>;
    expect(lists.auditStatus).toEqual({ label: '审核状态', options: [{ value: 1, label: '待审核' }, { value: 2, label: '已同意' }, { value: 3, label: '已拒绝' }] });
    expect((await s.call({ method: 'GET', url: '/api/v1/const' })).status).toBe(401);
  });
});
