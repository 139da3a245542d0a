// Four eyes on vendor ratios: the audit permission also lets an auditor write ratios, but whoever
// changed a ratio last may not agree or refuse it (the declared audit transitions, server/records/transitions.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';

interface Ratio {
  id: number;
  version: number;
  audit_status: string;
  updated_by: string;
}

describe.each(BACKENDS)('auditing ratios one changed oneself on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let manager: string;
  let vendor: { id: number; name: string };
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    manager = await s.login('manager');
    vendor = (await sql<{ id: number; name: string }>`select id, name from vendor order by id limit 1`.execute(s.database.db)).rows[0];
  });
  afterAll(() => s.close());

  const ratio = async (id: number) => (await sql<Ratio>`select id, version, audit_status, updated_by from vendor_ratio where id = ${id}`.execute(s.database.db)).rows[0];
  const audit = (ids: number[], lang = 'en-US') =>
    s.call({ method: 'PUT', url: '/api/v2/vendor-ratio/audit', token: manager, payload: { audit_status: '2', items: ids.map((id) => ({ id })) }, headers: { 'accept-language': lang } });

  it('refuses with 403 to let the auditor agree a ratio they saved, naming it, and changes nothing', async () => {
    const saved = await s.call({ method: 'PUT', url: '/api/v2/vendor-ratio', token: manager, payload: { items: [{ vendor_id: vendor.id, period: '2043-Q1', ratio: 55 }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const own = (saved.body.data as { list: Ratio[] }).list[0];
    const other = (await sql<Ratio>`select id, version, audit_status, updated_by from vendor_ratio where audit_status = '1' and updated_by <> 'manager' order by id limit 1`.execute(s.database.db)).rows[0];

    const res = await audit([other.id, own.id]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(`You were the last to change these ratios, so another auditor must audit them: ${vendor.name} 2043-Q1`);
    const zh = await audit([own.id], 'zh-CN');
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe(`这些比例最后由您修改，须由其他审核人审核：${vendor.name} 2043-Q1`);
    // Neither item of the refused call was decided.
    expect(await ratio(own.id)).toMatchObject({ audit_status: '1', version: own.version });
    expect(await ratio(other.id)).toMatchObject({ audit_status: '1', version: other.version });
  });

  it('lets the auditor audit it once someone else changed it last, and not after they change it again themselves', async () => {
    const own = (await sql<Ratio>`select id, version from vendor_ratio where period = '2043-Q1' and vendor_id = ${vendor.id}`.execute(s.database.db)).rows[0];
    const byOp = await s.call({ method: 'PUT', url: `/api/v2/vendor-ratio/${own.id}`, token: op, payload: { version: own.version, ratio: 56 } });
    expect(byOp.status).toBe(200);

    const reopened = await sql<Ratio>`select id, version from vendor_ratio where audit_status = '1' and updated_by <> 'manager' and id <> ${own.id} order by id limit 1`.execute(s.database.db);
    const next = reopened.rows[0];
    const byManager = await s.call({ method: 'PUT', url: `/api/v2/vendor-ratio/${next.id}`, token: manager, payload: { version: next.version, ratio: 7 } });
    expect(byManager.status).toBe(200);
    expect((await audit([next.id])).status).toBe(403);

    const agreed = await audit([own.id]);
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(await ratio(own.id)).toMatchObject({ audit_status: '2', updated_by: 'manager' });
  });
});
