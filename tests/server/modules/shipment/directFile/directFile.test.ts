// Direct shipments: rows through the import engine, sync linking each to the customer's EDI 850 of
// the same PO, and the delivery note file.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

describe.each(BACKENDS)('direct files on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('admin');
  });
  afterAll(() => s.close());

  it('imports rows, links them to their 850 on sync, and serves a delivery note', async () => {
    const po = (await sql<{ id: number; po_no: string; code: string }>`select e.id::int as id, e.po_no, c.code from edi850 e join ship_customer c on c.id = e.customer_id order by e.id limit 1`.execute(s.database.db)).rows[0];
    const mpn = (await sql<{ mpn: string }>`select mpn from material order by id limit 1`.execute(s.database.db)).rows[0].mpn;
    const template = await s.app.inject({ method: 'GET', url: '/api/v2/direct/template', headers: { authorization: `Bearer ${op}` } });
    const header = readXlsx(template.rawPayload)[0] as string[];
    const cells: Record<string, unknown> = { 'Direct no.': 'DS-T-1', 'Customer code': po.code, 'Customer PO no.': po.po_no, Material: mpn, Quantity: 40, Supplier: 'Texas Instruments', 'Ship date': '2026-11-21' };
    const res = await s.call({ method: 'POST', url: '/api/v2/direct/import', token: op, ...multipart(xlsxFile([header, header.map((h) => cells[h] ?? '')])) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await s.call({ method: 'GET', url: '/api/v2/direct?file_no=DS-T-1', token: op })).body.data as { list: { id: number; match_status: string; edi850_id: number | null }[] };
    expect(row.list[0]).toMatchObject({ match_status: 'unmatched', edi850_id: null });
    const synced = await s.call({ method: 'GET', url: '/api/v2/direct/sync', token: op });
    expect(synced.status).toBe(200);
    const after = (await s.call({ method: 'GET', url: `/api/v2/direct/${row.list[0].id}`, token: op })).body.data as { match_status: string; edi850_id: number };
    expect(after).toMatchObject({ match_status: 'matched', edi850_id: po.id });
    const file = await s.app.inject({ method: 'GET', url: `/api/v2/direct/file/${row.list[0].id}`, headers: { authorization: `Bearer ${op}` } });
    expect(file.statusCode).toBe(200);
    // The shared sendWorkbook headers: the same type and name as before, plus the RFC 5987 name.
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="direct_DS-T-1.xlsx"; filename*=UTF-8''direct_DS-T-1.xlsx`);
    expect(readXlsx(file.rawPayload)[1]).toContain('DS-T-1');
    expect((await s.call({ method: 'GET', url: '/api/v2/direct/sync', token: await s.login('viewer') })).status).toBe(403);
  });
});
