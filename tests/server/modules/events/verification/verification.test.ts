// The verification queues: approving applies a draft to its record in the decision's transaction,
// refusing needs a memo, changes nothing and tells the author; whole selections or nothing; one winner
// of two concurrent decisions; the queue's rule and four eyes; the dataset counters.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const BASE = '/api/v1/verify/material-draft';
const EC_BASE = '/api/v1/verify/ec-draft';

describe.each(BACKENDS)('verification queues (%s)', (backend) => {
  let s: TestServer;
  let admin: string;
  let op: string;
  let material: { id: number; mpn: string; lead_time_weeks: number | null; description: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) => s.call({ method, url, token, payload });
  const propose = async (body: Record<string, unknown>, base = BASE) => {
    const res = await call('POST', base, op, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number };
  };
  const review = (token: string, status: string, items: Record<string, unknown>[], extra: Record<string, unknown> = {}, base = BASE) =>
    call('POST', `${base}/review`, token, { status, items, ...extra });
  const counted = async (token: string) => (await call('GET', '/api/v1/counter/dataset', token)).body.data as Record<string, number | undefined>;
  const current = async () => (await sql<typeof material>`select id::int as id, mpn, lead_time_weeks::int as lead_time_weeks, description from material where id = ${material.id}`.execute(s.database.db)).rows[0];

  beforeAll(async () => {
    s = await startTestServer(backend);
    [admin, op] = [await s.login('admin'), await s.login('op')];
    material = (await sql<typeof material>`select id::int as id, mpn, lead_time_weeks::int as lead_time_weeks, description from material order by id desc limit 1`.execute(s.database.db)).rows[0];
  });
  afterAll(() => s.close());

  it('approves a change: the material takes the proposed values, blanks keep theirs, the counter drops', async () => {
    const draft = await propose({ material_id: material.id, lead_time_weeks: 30 });
    const before = (await counted(admin)).material_draft_count!;
    const res = await review(admin, 'approved', [{ id: draft.id }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await current()).toMatchObject({ lead_time_weeks: 30, description: material.description, mpn: material.mpn });
    expect((await counted(admin)).material_draft_count).toBe(before - 1);
    const events = await sql<{ resource: string; reason: string | null }>`select resource, reason from events where (resource = 'material' and record_id = ${material.id}) or (resource = 'material_draft' and record_id = ${draft.id}) order by id`.execute(s.database.db);
    expect(events.rows.map((e) => e.resource)).toEqual(expect.arrayContaining(['material', 'material_draft']));
    expect(events.rows.find((e) => e.resource === 'material_draft' && e.reason)?.reason).toBe('verification: approved');
  });

  it('approves a new material and links the draft to it; an invalid proposal is a 400 naming the field, nothing written', async () => {
    const draft = await propose({ mpn: 'TEST-NEW-1', manufacturer_id: 1, product_line_id: 1, description: 'Test part', mpq: 100, lifecycle: 'active' });
    const ok = await review(admin, 'approved', [{ id: draft.id }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const made = (await sql<{ id: number }>`select id::int as id from material where mpn = 'TEST-NEW-1'`.execute(s.database.db)).rows[0];
    expect((ok.body.data as { list: { material_id: number }[] }).list[0].material_id).toBe(made.id);
    const bad = await propose({ mpn: 'TEST-NEW-2', description: 'No maker' });
    const good = await propose({ material_id: material.id, lead_time_weeks: 31 });
    const materials = await s.count('material');
    const refused = await review(admin, 'approved', [{ id: good.id }, { id: bad.id }]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('manufacturer_id');
    expect((await current()).lead_time_weeks).toBe(30);
    expect(await s.count('material')).toBe(materials);
    expect((await sql<{ status: string }>`select status from material_draft where id in (${good.id}, ${bad.id})`.execute(s.database.db)).rows.map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('approving a new material whose MPN exists already is a 409 naming the MPN; the draft stays pending', async () => {
    const seeded = (await sql<{ id: number; maker: string }>`select d.id::int as id, f.name as maker from material_draft d
      join manufacturer f on f.id = d.manufacturer_id where d.mpn = 'STM32G071RBT6' and d.material_id is null`.execute(s.database.db)).rows[0];
    expect(seeded.maker).toMatch(/^STMicroelectronics/); // the demo draft names the part's real maker
    const materials = await s.count('material');
    const res = await review(admin, 'approved', [{ id: seeded.id }]);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toContain('STM32G071RBT6');
    expect(res.body.message).toContain('MPN');
    expect(await s.count('material')).toBe(materials);
    expect((await sql<{ status: string }>`select status from material_draft where id = ${seeded.id}`.execute(s.database.db)).rows[0].status).toBe('pending');
    const taken = (await sql<{ mpn: string }>`select mpn from material where id <> ${material.id} order by id limit 1`.execute(s.database.db)).rows[0].mpn;
    const rename = await propose({ material_id: material.id, mpn: taken });
    const renamed = await review(admin, 'approved', [{ id: rename.id }]);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(409);
    expect(renamed.body.message).toContain(taken);
  });

  it('refusing needs a memo; a refusal changes nothing in material and notifies the author', async () => {
    const draft = await propose({ material_id: material.id, description: 'Renamed' });
    const noMemo = await review(admin, 'refused', [{ id: draft.id }]);
    expect(noMemo.status).toBe(400);
    const opId = (await sql<{ id: number }>`select id::int as id from users where name = 'op'`.execute(s.database.db)).rows[0].id;
    const notes = async () => Number((await sql<{ n: string }>`select count(*)::text as n from user_notification where user_id = ${opId}`.execute(s.database.db)).rows[0].n);
    const before = await notes();
    const res = await review(admin, 'refused', [{ id: draft.id, review_memo: 'Keep the maker’s description' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await current()).description).toBe(material.description);
    expect(await notes()).toBe(before + 1);
    const note = (await sql<{ content: string }>`select content from user_notification where user_id = ${opId} order by id desc limit 1`.execute(s.database.db)).rows[0];
    expect(note.content).toContain('Keep the maker’s description');
  });

  it('a selection with a decided draft is refused whole (409), nothing moves', async () => {
    const decided = (await sql<{ id: number }>`select id::int as id from material_draft where status = 'refused' limit 1`.execute(s.database.db)).rows[0].id;
    const open = await propose({ material_id: material.id, lead_time_weeks: 40 });
    const res = await review(admin, 'approved', [{ id: open.id }, { id: decided }]);
    expect(res.status).toBe(409);
    expect((await current()).lead_time_weeks).toBe(30);
  });

  it('two concurrent decisions on one draft: one wins, the other is a 409', async () => {
    const draft = await propose({ material_id: material.id, lead_time_weeks: 33 });
    const both = await Promise.all([review(admin, 'approved', [{ id: draft.id }]), review(admin, 'refused', [{ id: draft.id, review_memo: 'no' }])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('permissions: the author may not decide their own draft, the viewer and manager may not open the queue', async () => {
    const draft = await propose({ material_id: material.id, lead_time_weeks: 34 });
    expect((await review(op, 'approved', [{ id: draft.id }])).status).toBe(403);
    for (const name of ['manager', 'viewer']) {
      const token = await s.login(name);
      expect((await call('GET', BASE, token)).status).toBe(403);
      expect((await review(token, 'approved', [{ id: draft.id }])).status).toBe(403);
      expect((await counted(token)).material_draft_count).toBeUndefined();
    }
    expect((await current()).lead_time_weeks).not.toBe(34);
  });

  it('end customers: approval applies, the counter counts the queue', async () => {
    const ec = (await sql<{ id: number }>`select id::int as id from end_customer order by id limit 1`.execute(s.database.db)).rows[0];
    const waiting = (await counted(admin)).end_customer_draft_count!;
    const draft = await propose({ end_customer_id: ec.id, fb_ec_name: 'FB TEST NAME' }, EC_BASE);
    expect((await counted(admin)).end_customer_draft_count).toBe(waiting + 1);
    const res = await review(admin, 'approved', [{ id: draft.id }], {}, EC_BASE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sql<{ fb_ec_name: string }>`select fb_ec_name from end_customer where id = ${ec.id}`.execute(s.database.db)).rows[0].fb_ec_name).toBe('FB TEST NAME');
    const created = await propose({ ec_code: 'EC-TEST9', name: 'Test EC' }, EC_BASE);
    expect((await review(admin, 'approved', [{ id: created.id }], {}, EC_BASE)).status).toBe(200);
    expect((await sql<{ name: string }>`select name from end_customer where ec_code = 'EC-TEST9'`.execute(s.database.db)).rows[0]?.name).toBe('Test EC');
    const twin = await propose({ ec_code: 'EC-TEST9', name: 'Test EC again' }, EC_BASE);
    const clash = await review(admin, 'approved', [{ id: twin.id }], {}, EC_BASE);
    expect(clash.status, JSON.stringify(clash.body)).toBe(409);
    expect(clash.body.message).toContain('EC-TEST9');
    expect((await sql<{ status: string }>`select status from end_customer_draft where id = ${twin.id}`.execute(s.database.db)).rows[0].status).toBe('pending');
  });
});
