// QBR commitments on the spec's base path: PUT and DELETE carry the id in the body (DELETE also as
// ?id=), with the version check, the one-commitment-per-quarter rule and the read-only permission.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

describe.each(BACKENDS)('QBR on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let key: Record<string, number>;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const first = async (table: string) => Number((await sql<{ id: number }>`select id from ${sql.table(table)} order by id desc limit 1`.execute(s.database.db)).rows[0].id);
    key = { ship_customer_id: await first('ship_customer'), end_customer_id: await first('end_customer'), material_id: await first('material') };
  });
  afterAll(() => s.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = op) => s.call({ method, url, token, ...(payload ? { payload } : {}) });

  it('creates, lists, changes and deletes a commitment on /api/v2/qbr', async () => {
    const created = await call('POST', '/api/v2/qbr', { ...key, year: 2027, quarter: 'Q1', target_price: '1.2345', currency: 'USD', commit_qty: 10000 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, version } = created.body.data as { id: number; version: number };
    const list = await call('GET', `/api/v2/qbr?year=2027&material_id=${key.material_id}`);
    expect((list.body.data as { list: { id: number }[] }).list.map((r) => r.id)).toEqual([id]);

    const changed = await call('PUT', '/api/v2/qbr', { id, version, target_price: '1.2001', commit_qty: 12000 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ id, version: version + 1, commit_qty: 12000 });
    expect((await call('PUT', '/api/v2/qbr', { id, version, commit_qty: 1 })).status).toBe(409); // stale
    const noId = await call('PUT', '/api/v2/qbr', { version, commit_qty: 1 });
    expect(noId.status).toBe(400);
    expect((noId.body.errors as { field: string }[])[0].field).toBe('id');

    // The same customer, design, material and quarter twice is refused.
    const twice = await call('POST', '/api/v2/qbr', { ...key, year: 2027, quarter: 'Q1', target_price: '1', currency: 'USD', commit_qty: 1 });
    expect(twice.status).toBe(400);

    expect((await call('DELETE', '/api/v2/qbr', { id }, await s.login('viewer'))).status).toBe(403);
    expect((await call('DELETE', '/api/v2/qbr', { id })).status).toBe(200);
    expect(await s.count('qbr')).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/v2/qbr?id=${id}`)).status).toBe(404);
  });

  it('deletes by ?id= too, and lets the read-only permission read but not write', async () => {
    const viewer = await s.login('viewer');
    const row = ((await call('GET', '/api/v2/qbr?size=1', undefined, viewer)).body.data as { list: { id: number; version: number }[] }).list[0];
    expect((await call('PUT', '/api/v2/qbr', { id: row.id, version: row.version, commit_qty: 5 }, viewer)).status).toBe(403);
    expect((await call('POST', '/api/v2/qbr', { ...key, year: 2028, quarter: 'Q2', target_price: '1', currency: 'USD', commit_qty: 1 }, viewer)).status).toBe(403);
    expect((await call('DELETE', `/api/v2/qbr?id=${row.id}`)).status).toBe(200);
    expect((await call('GET', `/api/v2/qbr/${row.id}`)).status).toBe(404);
  });
});
