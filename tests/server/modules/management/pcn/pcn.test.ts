// PCN: demo notices, the change types with their counts, parts checked by row (all or nothing), the
// viewer who only reads, the confirm transition (stamped, frozen, a second confirm a conflict) and export.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { readXlsx } from '../../master/upload';

type Pcn = { id: number; version: number; status: string; confirmed_by: string | null; confirmed_at: string | null; parts?: { material_id: number }[] };

describe.each(BACKENDS)('PCN on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  let maker: number;
  let parts: number[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    viewer = await s.login('manager');
    const rows = (await sql<{ id: number; manufacturer_id: number }>`select id, manufacturer_id from material order by id limit 2`.execute(s.database.db)).rows;
    maker = Number(rows[0].manufacturer_id);
    parts = rows.map((r) => Number(r.id));
  });
  afterAll(() => s.close());

  const body = (no: string, extra: Record<string, unknown> = {}) => ({
    pcn_no: no, manufacturer_id: maker, change_type: 'eol', title: 'Legacy family discontinued', notice_date: '2026-11-01', effective_date: '2027-05-01', last_buy_date: '2027-02-01',
    parts: [{ material_id: parts[0], replacement_id: parts[1] }, { material_id: parts[1] }], ...extra,
  });

  it('answers the demo notices to the viewer, and the change types with their counts', async () => {
    const list = await s.call({ method: 'GET', url: '/api/v2/pcn?sort=notice_date&order=ASC', token: viewer });
    expect(list.status).toBe(200);
    const data = list.body.data as { list: { pcn_no: string; status: string }[]; total: number };
    expect(data.total).toBe(5);
    expect(data.list.filter((p) => p.status === 'confirmed').map((p) => p.pcn_no)).toEqual(['PCN-20260812-01', 'PCN-20260903-02']);
    const types = await s.call({ method: 'GET', url: '/api/v2/pcn/change_type', token: viewer, headers: { 'accept-language': 'zh-CN' } });
    expect(types.status).toBe(200);
    const eol = (types.body.data as { value: string; label: string; count: number }[]).find((t) => t.value === 'eol');
    expect(eol).toEqual({ value: 'eol', label: '停产 (EOL)', count: 1 });
  });

  it('refuses the viewer any write and a bad part row, naming it, with nothing written', async () => {
    expect((await s.call({ method: 'POST', url: '/api/v2/pcn/lines', token: viewer, payload: body('PCN-T-VIEW') })).status).toBe(403);
    const before = await s.count('pcn');
    const early = await s.call({ method: 'POST', url: '/api/v2/pcn/lines', token: op, payload: body('PCN-T-BAD', { effective_date: '2026-10-01' }) });
    expect(early.status).toBe(400);
    expect((early.body.errors as { field: string }[]).map((e) => e.field)).toContain('effective_date');
    const twice = await s.call({ method: 'POST', url: '/api/v2/pcn/lines', token: op, payload: body('PCN-T-BAD', { parts: [{ material_id: parts[0] }, { material_id: parts[0] }] }) });
    expect(twice.status).toBe(400);
    expect((twice.body.errors as { row?: number }[])[0].row).toBe(2);
    expect(await s.count('pcn')).toBe(before);
  });

  it('confirms a draft once: stamped, then frozen, a second confirm a conflict; the viewer may not', async () => {
    const made = await s.call({ method: 'POST', url: '/api/v2/pcn/lines', token: op, payload: body('PCN-T-1') });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const created = made.body.data as Pcn;
    expect(created.status).toBe('draft');
    const confirm = (token: string, p: Pcn) => s.call({ method: 'PUT', url: '/api/v2/pcn/confirm', token, payload: { items: [{ id: p.id, version: p.version }] } });
    expect((await confirm(viewer, created)).status).toBe(403);
    const done = await confirm(op, created);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = (await s.call({ method: 'GET', url: `/api/v2/pcn/${created.id}`, token: viewer })).body.data as Pcn;
    expect(after).toMatchObject({ status: 'confirmed', confirmed_by: 'op' });
    expect(after.confirmed_at).toBeTruthy();
    expect((await confirm(op, after)).status).toBe(409);
    const edit = await s.call({ method: 'PUT', url: `/api/v2/pcn/${created.id}`, token: op, payload: { version: after.version, title: 'Changed later' } });
    expect(edit.status).toBe(409);
  });

  it('exports the list as a spreadsheet', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v2/pcn/export', headers: { authorization: `Bearer ${viewer}` } });
    expect(res.statusCode).toBe(200);
    const rows = readXlsx(res.rawPayload);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.flat()).toContain('PCN-20260812-01');
  });
});
