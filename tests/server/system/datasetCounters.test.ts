// GET /api/v1/counter/dataset: signed-in callers only; a field is absent (not 0) while no module
// counts its workflow (the order binding review, the drafts and the ASN queues are built); a module's counter reaches only callers allowed
// its screen, counted from the database on each call.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserInfo } from '../../../server/auth/principal';
import { serverModules } from '../../../server/app';
import { datasetCounts, type DatasetCounter } from '../../../server/system/datasetCounters';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

describe.each(BACKENDS)('dataset counters on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('answers 401 without a token, and only the built workflows to callers of their screens', async () => {
    expect((await s.call({ method: 'GET', url: '/api/v1/counter/dataset' })).status).toBe(401);
    const built = [
      'asn_ar_review_count',
      'asn_asset_review_count',
      'asn_maxout_count',
      'asn_prepaid_count',
      'co_binding_so_review_count',
      'end_customer_draft_count',
      'ftb_asn_item_modify_count',
      'ftb_maxout_asn_item_modify_count',
      'material_draft_count',
      'price_table_audit_draft_count',
      'sa_list_draft_count',
    ];
    expect(serverModules.flatMap((m) => m.counters ?? []).map((c) => c.field).sort()).toEqual(built);
    const pending = Number((await sql<{ n: number }>`select count(*)::int as n from order_binding where status = 'pending'`.execute(s.database.db)).rows[0].n);
    const admin = await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: await s.login('admin') });
    expect(admin.body).toMatchObject({ code: 0, data: { co_binding_so_review_count: pending } });
    expect(Object.keys(admin.body.data as object).sort()).toEqual(built);
    // The manager reviews the ASNs' maxout prices and sales AR; the viewer clears no queue. Both read the
    // FTB maxout queue (view-ftb-maxout), whose count is then of the items they may decide: none.
    const maxout = 'ftb_maxout_asn_item_modify_count';
    const expected: Record<string, string[]> = { manager: ['asn_ar_review_count', 'asn_maxout_count', maxout], viewer: [maxout] };
    for (const [name, fields] of Object.entries(expected)) {
      const res = await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: await s.login(name) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0 });
      expect(Object.keys(res.body.data as object).sort()).toEqual(fields);
      if (fields.includes(maxout)) expect((res.body.data as Record<string, number>)[maxout]).toBe(0);
    }
  });

  it("answers a module's count only to callers allowed its screen, as it stands now", async () => {
    // A stand-in module counter: inactive materials, on the material screen's rule.
    const counter: DatasetCounter = {
      field: 'material_draft_count',
      access: { permissions: ['manage-material'] },
      count: async (db) => Number((await sql<{ n: number }>`select count(*)::int as n from material where status = 'inactive'`.execute(db)).rows[0].n),
    };
    const user = async (name: string) => (await loadUserInfo(s.database.db, Number((await sql<{ id: number }>`select id from users where name = ${name}`.execute(s.database.db)).rows[0].id)))!;
    const before = Number((await sql<{ n: number }>`select count(*)::int as n from material where status = 'inactive'`.execute(s.database.db)).rows[0].n);
    expect(await datasetCounts(s.database.db, await user('op'), [counter])).toEqual({ material_draft_count: before });
    expect(await datasetCounts(s.database.db, await user('viewer'), [counter])).toEqual({});
    await sql`update material set status = 'inactive' where id = (select min(id) from material where status = 'active')`.execute(s.database.db);
    expect(await datasetCounts(s.database.db, await user('op'), [counter])).toEqual({ material_draft_count: before + 1 });
  });
});
