// A backlog upload names a bad line by the spreadsheet row it came from (`sheet_row`, as the browser reads
// it) in every family (NonCF, CF, NonTI), and by its position (item + 1) when sent without one; nothing is written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe(`backlog upload rows named by spreadsheet row (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('names the spreadsheet row in each family, the position without one', async () => {
    for (const family of ['noncf', 'cf', 'nonti']) {
      const no = `BLK-ROWS-${family}`;
      const res = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { family, no, backlog_date: '2026-11-27',
        backlogs: [{ mpn: 'MPN-1', qty: '10', request_date: '2026-12-07', sheet_row: 2 }, { mpn: 'MPN-2', qty: 'many', request_date: '2026-12-14', sheet_row: 7 }] } });
      expect(res.status, family).toBe(400);
      expect(res.body.message, family).toBe('Row 7: qty must be a number of at least 0 with at most 3 decimals');
      expect((res.body.errors as { field: string; row: number }[]).map((e) => [e.field, e.row])).toEqual([['backlogs.2.qty', 7]]);
      expect((await sql`select 1 from backlog where no = ${no}`.execute(s.database.db)).rows).toEqual([]);
    }
    const sent = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { family: 'cf', no: 'BLK-ROWS-JSON', backlog_date: '2026-11-27',
      backlogs: [{ mpn: 'MPN-1', qty: '10', request_date: '2026-12-07' }, { mpn: '', qty: '1', request_date: '2026-12-14' }] } });
    expect(sent.body.message).toBe('Row 2: mpn is required');
    const bad = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { family: 'cf', no: 'BLK-ROWS-BAD', backlog_date: '2026-11-27',
      backlogs: [{ mpn: 'MPN-1', qty: '10', request_date: '2026-12-07', sheet_row: 'two' }] } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('backlogs.1.sheet_row');
  });
});
