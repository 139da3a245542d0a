// One ratio per vendor and period, whichever path writes it and however many write at once: the
// generic POST and PUT, the grid's bulk save and imports (server/modules/vendorRatio.ts, the unique
// index of src/modules/basic/hr/vendorRatio.ts, server/importExport/writeRows.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';
import { multipart, xlsxFile } from './upload';

const TIMES = 20;

describe.each(BACKENDS)('one vendor ratio per vendor and period on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let vendors: { id: number; code: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    vendors = (await sql<{ id: number; code: string }>`select id, code from vendor order by id limit 2`.execute(s.database.db)).rows;
  });
  afterAll(() => s.close());

  const rowsOf = async (period: string) =>
    (await sql<{ id: number; vendor_id: number }>`select id, vendor_id from vendor_ratio where period = ${period} order by vendor_id`.execute(s.database.db)).rows;
  const existing = async () =>
    (await sql<{ id: number; version: number; vendor_id: number; period: string }>`select id, version, vendor_id, period from vendor_ratio order by id limit 2`.execute(s.database.db)).rows;

  it('refuses a second ratio for a pair through the generic POST, naming vendor and period, in both languages', async () => {
    const [taken] = await existing();
    const before = await s.count('vendor_ratio');
    const payload = { vendor_id: taken.vendor_id, period: taken.period, ratio: 12 };
    const res = await s.call({ method: 'POST', url: '/api/v2/vendor-ratio', token: op, payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Another record has the same Vendor and Period');
    expect((res.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['vendor_id', 'period']);
    const zh = await s.call({ method: 'POST', url: '/api/v2/vendor-ratio', token: op, payload, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('已有其他记录使用相同的供应商和期间');
    expect(await s.count('vendor_ratio')).toBe(before);
  });

  it('refuses a generic PUT that moves a ratio onto a taken pair, and leaves it as it was', async () => {
    const [taken, other] = await existing();
    const res = await s.call({ method: 'PUT', url: `/api/v2/vendor-ratio/${other.id}`, token: op, payload: { version: other.version, vendor_id: taken.vendor_id, period: taken.period } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'vendor_id' }), expect.objectContaining({ field: 'period' })]);
    const now = (await sql<{ vendor_id: number; period: string }>`select vendor_id, period from vendor_ratio where id = ${other.id}`.execute(s.database.db)).rows[0];
    expect(now).toEqual({ vendor_id: other.vendor_id, period: other.period });
  });

  it(`leaves one row when ${TIMES} bulk saves of one new pair run at once: one is saved, the others answer 409`, async () => {
    const item = { vendor_id: vendors[0].id, period: '2041-Q1', ratio: 30 };
    const answers = await Promise.all(Array.from({ length: TIMES }, () => s.call({ method: 'PUT', url: '/api/v2/vendor-ratio', token: op, payload: { items: [item] } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(1);
    expect(statuses.filter((st) => st !== 200).every((st) => st === 409), JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body))).toBe(true);
    expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/^Item 1: A ratio for this vendor and period already exists/);
    expect(await rowsOf('2041-Q1')).toHaveLength(1);
  });

  it(`leaves one row per pair when ${TIMES} imports of the same pairs run at once, each answered 200`, async () => {
    const header = ['Vendor', 'Period', 'Ratio %'];
    const lines = vendors.map((v, i) => [v.code, '2041-Q2', 20 + i]);
    // Half the files list the pairs the other way round, the order that used to deadlock.
    const files = Array.from({ length: TIMES }, (_, i) => xlsxFile([header, ...(i % 2 ? [...lines].reverse() : lines)]));
    const answers = await Promise.all(files.map((file) => s.call({ method: 'POST', url: '/api/v2/vendor-ratio/import', token: op, ...multipart(file) })));
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.filter((a) => a.status !== 200).map((a) => a.body)),
    ).toEqual(Array(TIMES).fill(200));
    const inserted = answers.reduce((sum, a) => sum + (a.body.data as { inserted: number }).inserted, 0);
    expect(inserted).toBe(vendors.length);
    expect((await rowsOf('2041-Q2')).map((r) => r.vendor_id)).toEqual(vendors.map((v) => v.id));
  });
});
