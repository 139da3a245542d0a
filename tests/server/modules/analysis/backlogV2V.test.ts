// CF backlog V2V (issue 26): a report imported from its spreadsheet (every row checked, all or
// none), the report mails synced from the inbox (a refused sheet kept with its reason), the lines
// read for the week views, delete, and the list's rule (view reads, manage writes).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';
import { multipart, xlsxFile } from '../master/upload';

const HEADER = ['CPN', 'MPN', 'Plant', 'PO', 'Qty', 'Demand date', 'ETA', 'ETA WB'];

describe('CF backlog V2V', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const u of ['op', 'manager', 'viewer']) t[u] = await s.login(u);
  });
  afterAll(() => s.close());
  const upload = (who: string, rows: unknown[][], query = '') => s.call({ method: 'POST', url: `/api/v1/cf/backlogV2V/import${query}`, token: t[who], ...multipart(xlsxFile(rows, 'V2V_test.xlsx')) });

  it('imports a report sheet: every row checked first, then the report and its lines in one go', async () => {
    const bad = await upload('op', [HEADER, ['FX-1', 'LM358DR', 'CN10', '4500001', 1200, '2026-12-14', '2026-12-01', '2026-12-05'], ['FX-2', '', 'CN10', 'P', -5, 'soon', '', '']]);
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number; field: string }[]).map((e) => `${e.row}:${e.field}`)).toEqual(['3:mpn', '3:qty', '3:demand_date', '3:demand_date']);
    expect(await q(sql`select 1 from cf_backlog_v2v where file_name = 'V2V_test.xlsx'`)).toEqual([]);
    const good = await upload('op', [HEADER, ['FX-1', 'LM358DR', 'CN10', '4500001', 1200, '2026-12-14', '2026-12-01', '2026-12-05'], ['FX-1', 'LM358DR', 'CN10', '4500002', '2,500', '2026-12-21', '', '2026-12-10']], '?backlog_date=2026-11-30');
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ backlog_date: '2026-11-30', source: 'upload', line_count: 2, total_qty: 3700 });
    const id = (good.body.data as { id: number }).id;
    const lines = await s.call({ method: 'GET', url: `/api/v1/cf/backlogV2V/${id}/lines`, token: t.manager });
    expect((lines.body.data as { items: { po_no: string; eta: string | null }[] }).items.map((l) => [l.po_no, l.eta])).toEqual([['4500001', '2026-12-01'], ['4500002', null]]);
    expect((await s.call({ method: 'PUT', url: `/api/v1/cf/backlogV2V/${id}`, token: t.op, payload: { file_name: 'x' } })).status).toBe(405);
    expect((await upload('manager', [HEADER, ['FX-1', 'LM358DR', 'CN10', 'P', 1, '2026-12-14', '', '']])).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/cf/backlogV2V/${id}`, token: t.op })).status).toBe(200);
    expect(await q(sql`select count(*)::int as n from cf_backlog_v2v_line where cf_backlog_v2v_id = ${id}`)).toEqual([{ n: 0 }]);
  });

  it('syncs the report mails waiting in the inbox, keeping a refused one with its reason', async () => {
    await q(sql`insert into cf_v2v_mail (sender, subject, file_name, content) values ('hub@example.com', 'Broken report', 'broken.xlsx', ${xlsxFile([['Part'], ['x']]).data})`);
    const synced = await s.call({ method: 'GET', url: '/api/v1/cf/backlogV2V/import/sync-mail', token: t.op });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const data = synced.body.data as { synced: number; failed: { mail: string }[] };
    expect(data.synced, JSON.stringify(data)).toBe(1);
    expect(data.failed.map((f) => f.mail)).toEqual(['Broken report']);
    expect(await q(sql`select synced_at is null as waiting, error from cf_v2v_mail where subject = 'Broken report'`)).toEqual([{ waiting: true, error: 'The file has no "CPN" column' }]);
    expect(await q(sql`select source, sender from cf_backlog_v2v where source = 'mail' order by id desc limit 1`)).toEqual([{ source: 'mail', sender: 'planning@hub-sz.example.com' }]);
    const again = await s.call({ method: 'GET', url: '/api/v1/cf/backlogV2V/import/sync-mail', token: t.op });
    expect((again.body.data as { synced: number }).synced).toBe(0);
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/backlogV2V/import/sync-mail', token: t.manager })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/backlogV2V', token: t.manager })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/backlogV2V', token: t.viewer })).status).toBe(200);
  });
});
