// SA management (NonCF) and CF parts (issue 26): the SA list's own calls (inspect, resemble, diff,
// EDI auto into drafts approved at /events/SAVerify by someone else), the drafts' counter, the delete
// reason; the CF parts' send as one batch with its history and the "changed since sent" mark.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe('SA management and CF parts', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const u of ['op', 'admin', 'manager', 'viewer']) t[u] = await s.login(u);
  });
  afterAll(() => s.close());
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => s.call({ method, url, token: t[who], payload });

  it('lists demo SAs and refuses an SA whose period ends before it starts, naming the field', async () => {
    const list = await call('op', 'GET', '/api/v1/sa?status=active');
    expect(list.status).toBe(200);
    expect((list.body.data as { total: number }).total).toBeGreaterThan(5);
    const [sa] = await q(sql<{ vendor_id: number; material_id: number }>`select vendor_id::int as vendor_id, material_id::int as material_id from sa limit 1`);
    const bad = await call('op', 'POST', '/api/v1/sa', { sa_no: '5500077777', ...sa, plant: 'CN10', target_qty: 1000, valid_from: '2027-01-01', valid_to: '2026-12-31' });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field)).toContain('valid_to');
    expect((await call('viewer', 'GET', '/api/v1/sa')).status).toBe(403);
  });

  it('inspects agreements without writing, and EDI auto drafts only the new and changed ones in one transaction', async () => {
    const [a] = await q(sql<{ sa_no: string; code: string; mpn: string; plant: string; unit_price: string }>`select s.sa_no, v.code, m.mpn, s.plant, s.unit_price::text
      from sa s join vendor v on v.id = s.vendor_id join material m on m.id = s.material_id where s.status = 'active' order by s.sa_no limit 1`);
    const items = [
      { sa_no: a.sa_no, vendor: a.code, mpn: a.mpn, plant: a.plant, unit_price: a.unit_price },
      { sa_no: a.sa_no.replace(/\d$/, '9') + '1', vendor: a.code, mpn: a.mpn, plant: 'SG20', target_qty: 5000, valid_from: '2027-01-01', valid_to: '2027-12-31' },
      { sa_no: 'X-BAD', vendor: 'NOPE', mpn: a.mpn },
    ];
    const refused = await call('op', 'POST', '/api/v1/sa/inspect', { items });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ row: 3, field: 'items.2.vendor', message: 'Supplier NOPE is not in the vendor list' }]);
    const inspected = await call('op', 'POST', '/api/v1/sa/inspect', { items: items.slice(0, 2) });
    expect((inspected.body.data as { list: { state: string }[] }).list.map((r) => r.state)).toEqual(['unchanged', 'new']);
    const drafts = await q(sql<{ n: number }>`select count(*)::int as n from sa_draft where status = 'pending'`);
    const auto = await call('op', 'POST', '/api/v1/sa/auto', { items: [{ ...items[0], unit_price: '0.1234' }, items[1]] });
    expect(auto.status, JSON.stringify(auto.body)).toBe(200);
    expect(auto.body.data).toMatchObject({ drafted: 2, unchanged: 0 });
    const counter = await call('op', 'GET', '/api/v1/counter/dataset');
    expect((counter.body.data as Record<string, number>).sa_list_draft_count).toBe(drafts[0].n + 2);
    expect((await call('viewer', 'GET', '/api/v1/counter/dataset')).body.data).not.toHaveProperty('sa_list_draft_count');
    // op wrote the drafts: op may not approve them; admin does, and the SA takes the price.
    const ids = (auto.body.data as { ids: number[] }).ids;
    expect((await call('op', 'POST', '/api/v1/verify/sa-draft/review', { status: 'approved', items: [{ id: ids[0] }] })).status).toBe(403);
    const approved = await call('admin', 'POST', '/api/v1/verify/sa-draft/review', { status: 'approved', items: ids.map((id) => ({ id })) });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await q(sql`select unit_price::text as p from sa where sa_no = ${a.sa_no}`)).toEqual([{ p: '0.12340' }]);
    expect(await q(sql`select plant, target_qty::text as qty from sa where sa_no = ${items[1].sa_no}`)).toEqual([{ plant: 'SG20', qty: '5000' }]);
  });

  it('resembles by material, compares two SAs and deletes one with its reason on the event', async () => {
    const [a, b] = await q(sql<{ id: number; material_id: number }>`select id::int as id, material_id::int as material_id from sa order by id limit 2`);
    const like = await call('op', 'GET', `/api/v1/sa/resemble?material_id=${a.material_id}`);
    expect((like.body.data as { list: { material_id: number }[] }).list[0].material_id).toBe(a.material_id);
    expect((await call('op', 'GET', '/api/v1/sa/resemble')).status).toBe(400);
    const diff = await call('op', 'POST', '/api/v1/sa/diff', { ids: [a.id, b.id] });
    const fields = (diff.body.data as { fields: { field: string; changed: boolean }[] }).fields;
    expect(fields.find((f) => f.field === 'sa_no')?.changed).toBe(true);
    const [free] = await q(sql<{ id: number }>`select s.id::int as id from sa s where not exists (select 1 from cf_part p where p.sa_id = s.id) and not exists (select 1 from sa_draft d where d.sa_id = s.id) order by s.id desc limit 1`);
    const del = await s.call({ method: 'DELETE', url: `/api/v1/sa/${free.id}`, token: t.op, payload: { reason: 'The supplier ended the agreement' } });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await q(sql`select reason from events where resource = 'sa' and record_id = ${free.id} and action = 'delete'`)).toEqual([{ reason: 'The supplier ended the agreement' }]);
  });

  it('sends the unsent and changed CF parts as one batch, keeps its history and marks a part changed after it', async () => {
    const before = await q(sql<{ send_status: string; n: number }>`select send_status, count(*)::int as n from cf_part group by 1 order by 1`);
    expect(before.map((r) => r.send_status)).toEqual(['changed', 'sent', 'unsent']);
    expect((await call('manager', 'POST', '/api/v2/cfPart/send', {})).status).toBe(403);
    const sent = await call('op', 'POST', '/api/v2/cfPart/send', {});
    expect(sent.status).toBe(200);
    const waiting = before.filter((r) => r.send_status !== 'sent').reduce((n, r) => n + r.n, 0);
    expect((sent.body.data as { sent: number }).sent).toBe(waiting);
    expect((await call('op', 'POST', '/api/v2/cfPart/send', {})).status).toBe(409);
    const history = await call('manager', 'GET', `/api/v2/cfPart/history/list?keyword=${(sent.body.data as { batch_no: string }).batch_no}`);
    expect((history.body.data as { total: number }).total).toBe(waiting);
    const [part] = await q(sql<{ id: number; version: number }>`select id::int as id, version from cf_part order by id limit 1`);
    const edit = await call('op', 'PUT', `/api/v2/cfPart/${part.id}`, { safety_weeks: 6, version: part.version });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((edit.body.data as { send_status: string }).send_status).toBe('changed');
  });
});
