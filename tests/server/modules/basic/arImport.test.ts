// POST /api/v1/ship/customer/import/ar: finance's AR figures onto existing customers, all rows or none.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';
import { multipart, xlsxFile } from '../master/upload';

type Ar = { code: string; ar_balance: string | null; ar_overdue: string | null; ar_as_of: string | null; version: number };

describe.each(BACKENDS)('AR import on %s', (backend) => {
  let s: TestServer;
  let codes: string[];
  const ar = async () => (await sql<Ar>`select code, ar_balance::text, ar_overdue::text, to_char(ar_as_of, 'YYYY-MM-DD') as ar_as_of, version from ship_customer where code in (${sql.join(codes)}) order by code`.execute(s.database.db)).rows;
  const upload = async (rows: unknown[][], token: string | undefined) => s.call({ method: 'POST', url: '/api/v1/ship/customer/import/ar', token, ...multipart(xlsxFile(rows)) });

  beforeAll(async () => {
    s = await startTestServer(backend);
    codes = (await sql<{ code: string }>`select code from ship_customer order by code limit 2`.execute(s.database.db)).rows.map((r) => r.code);
  });
  afterAll(() => s.close());

  it('sets AR balance, overdue and date of each listed customer, with one import event', async () => {
    const before = await ar();
    const res = await upload(
      [
        ['Customer no.', 'AR balance', 'AR overdue', 'AR as of'],
        [codes[0].toLowerCase(), 125000.5, 2000, '2026-10-31'],
        [codes[1], '88000.25', 0, '2026-10-31'],
      ],
      await s.login('admin'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ updated: 2, total: 2 });
    expect(await ar()).toEqual([
      { code: codes[0], ar_balance: '125000.50', ar_overdue: '2000.00', ar_as_of: '2026-10-31', version: before[0].version + 1 },
      { code: codes[1], ar_balance: '88000.25', ar_overdue: '0.00', ar_as_of: '2026-10-31', version: before[1].version + 1 },
    ]);
    const events = await sql<{ n: number }>`select count(*)::int as n from events where resource = 'ship_customer' and action = 'import'`.execute(s.database.db);
    expect(events.rows[0].n).toBe(1);
  });

  it('refuses the whole file naming each bad row, and changes nothing', async () => {
    const before = await ar();
    const res = await upload(
      [
        ['客户编号', '应收余额'],
        [codes[0], 'lots'],
        ['NO-SUCH', 1],
        [codes[1], 5],
        [codes[1], 6],
      ],
      await s.login('admin'),
    );
    expect(res.status).toBe(400);
    const errors = res.body.errors as { row: number; field: string }[];
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'ar_balance'],
      [3, 'code'],
      [5, 'code'],
    ]);
    expect(res.body.message).toMatch(/^Row 2: /);
    expect(await ar()).toEqual(before);
  });

  it('needs the customer and balance columns, and the AR import rule', async () => {
    const missing = await upload([['Customer no.'], [codes[0]]], await s.login('admin'));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The file needs the column "AR balance"');
    expect((await upload([['Customer no.', 'AR balance'], [codes[0], 1]], await s.login('viewer'))).status).toBe(403);
    expect((await upload([['Customer no.', 'AR balance'], [codes[0], 1]], undefined)).status).toBe(401);
  });
});
