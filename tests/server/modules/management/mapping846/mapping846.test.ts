// 846 mapping: the demo's mappings listed, searched and read one by one on GET /api/v2/846-mapping
// with manage-846-mapping; read-only (no create, update or delete, even for its holder); a caller
// without the permission refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const BASE = '/api/v2/846-mapping';
type Mapping = { id: number; customer_pn: string; material_id: number; location_code: string; plant: string; active: boolean };

describe.each(BACKENDS)('846 mapping on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('lists, searches and reads the mappings, read-only', async () => {
    const list = await s.call({ method: 'GET', url: BASE, token: op });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const body = list.body.data as { list?: Mapping[]; data?: Mapping[]; total: number } | Mapping[];
    const rows = (Array.isArray(body) ? body : (body.list ?? body.data ?? [])) as Mapping[];
    expect(rows.length).toBe(15);
    expect(rows.filter((r) => !r.active).length).toBe(1);
    const one = await s.call({ method: 'GET', url: `${BASE}/${rows[0].id}`, token: op });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ customer_pn: rows[0].customer_pn, plant: rows[0].plant });
    expect((await s.call({ method: 'PUT', url: `${BASE}/${rows[0].id}`, token: op, payload: { plant: 'XX01' } })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `${BASE}/${rows[0].id}`, token: op })).status).toBe(403);
    expect([403, 404]).toContain((await s.call({ method: 'POST', url: BASE, token: op, payload: { customer_pn: 'X' } })).status);
  });

  it('refuses a caller without manage-846-mapping', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/1`, token: viewer })).status).toBe(403);
  });
});
