// The supplier visit, a resource of the product's own added by its folder alone: demo rows and grants
// from its module, a title composed by the database from the supplier and the date, the status
// default filled on create, and its declared rule (follow-up not before the visit) on create, on a
// partial update against the stored record and on an import row, in the caller's language.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, xlsxFile } from '../../master/upload';

const BASE = '/api/v1/supplier-visit';

describe.each(BACKENDS)('supplier visits on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let manager: string;
  let vendor: { id: number; name: string };
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    manager = await s.login('manager');
    const found = await sql<{ id: number; name: string }>`select id, name from vendor where code = 'V10002'`.execute(s.database.db);
    vendor = { id: Number(found.rows[0].id), name: found.rows[0].name };
  });
  afterAll(() => s.close());

  it('seeds its demo rows, titled by supplier and date, readable by the manager role and writable only by the operator', async () => {
    const list = await s.call({ method: 'GET', url: `${BASE}?size=50&sort=visit_date&order=ASC`, token: manager });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = (list.body.data as { list: Record<string, unknown>[] }).list;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toMatchObject({ title: 'Pacific Rim Components Distribution Ltd. · 2026-09-15', status: 'closed' });
    const denied = await s.call({ method: 'POST', url: BASE, token: manager, payload: { vendor_id: vendor.id, visit_date: '2026-12-01', visitor: 'X', purpose: 'Y' } });
    expect(denied.status).toBe(403);
  });

  it('creates a visit with its default status and composed title; refuses a follow-up before the visit on create, partial update and import', async () => {
    const made = await s.call({ method: 'POST', url: BASE, token: op, payload: { vendor_id: vendor.id, visit_date: '2026-12-01', visitor: 'Kevin Li', purpose: 'Re-audit', follow_up_due: '2026-12-15' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const visit = made.body.data as { id: number; version: number };
    expect(made.body.data).toMatchObject({ status: 'open', title: `${vendor.name} · 2026-12-01` });

    const zh = await s.call({ method: 'POST', url: BASE, token: op, headers: { 'accept-language': 'zh-CN' }, payload: { vendor_id: vendor.id, visit_date: '2026-12-01', visitor: 'Kevin Li', purpose: 'Re-audit', follow_up_due: '2026-11-30' } });
    expect(zh.status).toBe(400);
    expect(zh.body.errors).toEqual([{ field: 'follow_up_due', message: '跟进截止日期不能早于拜访日期' }]);

    // Only the visit date sent: checked against the stored follow-up (2026-12-15).
    const moved = await s.call({ method: 'PUT', url: `${BASE}/${visit.id}`, token: op, payload: { version: visit.version, visit_date: '2026-12-20' } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: 'follow_up_due', message: 'Follow-up due must not be before visit date' }]);
    const renamed = await s.call({ method: 'PUT', url: `${BASE}/${visit.id}`, token: op, payload: { version: visit.version, visit_date: '2026-12-10' } });
    expect(renamed.body.data).toMatchObject({ title: `${vendor.name} · 2026-12-10` });

    const before = await s.count('supplier_visit');
    const file = xlsxFile([
      ['Supplier', 'Visit date', 'Visitor', 'Purpose', 'Follow-up due'],
      ['V10002', '2027-01-10', 'Kevin Li', 'Audit', '2027-02-10'],
      ['V10002', '2027-01-20', 'Kevin Li', 'Audit', '2027-01-19'],
    ]);
    const imported = await s.call({ method: 'POST', url: `${BASE}/import`, token: op, ...multipart(file) });
    expect(imported.status, JSON.stringify(imported.body)).toBe(400);
    expect(imported.body.errors).toEqual([expect.objectContaining({ row: 3, field: 'follow_up_due' })]);
    expect(await s.count('supplier_visit')).toBe(before);
  });
});
