// A module's demo data is its own: rows for any declaration (here a test-only one, referencing a
// vendor by its code) and grants to the demo roles, seeded with no central list naming either.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/schema';
import { date, label, reference, text } from '../../../src/schema/fields';
import { defineServerModule } from '../../../server/serverModule';
import { TEST_BACKEND, startTestServer, type TestServer } from '../harness';

const visit = defineResource({
  name: 'test_supplier_visit',
  api: { base: '/api/test/supplier-visit' },
  route: '/test/supplierVisit',
  access: { permissions: ['manage-test-visit'] },
  menu: { group: 'basic', section: 'company', order: 99 },
  label: label('Supplier visits', '供应商拜访'),
  recordLabel: label('Supplier visit', '供应商拜访'),
  titleField: 'purpose',
  list: { columns: ['vendor_id', 'visit_date', 'purpose'], search: ['purpose'], sort: { field: 'visit_date', order: 'DESC' } },
  fields: {
    vendor_id: reference(label('Supplier', '供应商'), 'vendor', { required: true }),
    visit_date: date(label('Visit date', '拜访日期'), { required: true }),
    purpose: text(label('Purpose', '目的'), { required: true, maxBytes: 200 }),
  },
});

const visitsModule = defineServerModule({
  name: 'test/visits',
  demoRows: { test_supplier_visit: [{ vendor_id: 'V10001', visit_date: '2026-03-02', purpose: 'Quarterly review' }] },
  demoGrants: { OP: ['manage-test-visit'] },
});

describe('a module’s demo rows and grants', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND, {}, [visit], [visitsModule]);
  }, 180_000); // migrates and seeds afresh: slow on a busy machine
  afterAll(() => s.close());

  it('seeds its rows, references resolved by natural key, and the operator may read them', async () => {
    const res = await s.call({ method: 'GET', url: '/api/test/supplier-visit', token: await s.login('op') });
    expect(res.status).toBe(200);
    const rows = (res.body.data as { list: Record<string, unknown>[] }).list;
    expect(rows.map((r) => r.purpose)).toEqual(['Quarterly review']);
    const vendor = (await sql<{ code: string }>`select v.code from vendor v join test_supplier_visit t on t.vendor_id = v.id`.execute(s.database.db)).rows;
    expect(vendor).toEqual([{ code: 'V10001' }]);
    // The grant went to OP only: the manager is refused.
    expect((await s.call({ method: 'GET', url: '/api/test/supplier-visit', token: await s.login('manager') })).status).toBe(403);
  });
});
