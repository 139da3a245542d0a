// Auto settlement (SAP): a file of SAP's settlement lines imported against a hand-made shipped sales
// order; the good line matched with its amount to the cent, the bad ones kept as error data naming
// the row and the reason, corrected by updatedata and matched; malformed files refused by column or
// row; export and delete; a caller without the permission refused everywhere.
import { sql, type Kysely } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, readXlsx, XLSX_TYPE, xlsxFile } from '../../master/upload';

const BASE = '/api/v1/auto_settlement';
type Any = Kysely<Record<string, Record<string, unknown>>>;
const HEADER = ['Settlement no.', 'SAP document no.', 'Customer no.', 'Bill-to', 'Invoice no.', 'MPN', 'SO no.', 'Quantity', 'Unit price', 'Amount', 'Currency', 'Settlement date'];

describe.each(BACKENDS)('Auto settlement on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let customer: string;
  let mpn: string;
  const upload = (rows: unknown[][], token = op) => s.call({ method: 'POST', url: `${BASE}/import`, token, ...multipart(xlsxFile(rows)) });
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const db = s.database.db as unknown as Any;
    const c = (await sql<{ id: number; code: string }>`select id, code from ship_customer order by id limit 1`.execute(s.database.db)).rows[0];
    const m = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 1`.execute(s.database.db)).rows[0];
    customer = c.code;
    mpn = m.mpn;
    // KRW, shipped: 3 pcs at 33.3333 (99.9999 -> 100.00); an open order of the same part does not match.
    for (const [no, status] of [['SOT-SETTLE-1', 'shipped'], ['SOT-SETTLE-2', 'open']] as const) {
      const [so] = await db.insertInto('sales_order').values({ so_no: no, customer_id: c.id, currency: 'KRW', so_date: '2026-10-02', status, created_by: 'op', updated_by: 'op' }).returning('id').execute();
      await db.insertInto('sales_order_item').values({ so_id: so.id, line_no: 1, material_id: m.id, qty: 3, unit_price: '33.3333', created_by: 'op' }).execute();
    }
  });
  afterAll(() => s.close());

  it('matches a good line to the cent, keeps bad rows as error data by row and reason, and matches them once corrected', async () => {
    const res = await upload([
      HEADER,
      ['ST-T-1', '5109990001', customer, customer, '9400990001', mpn, 'SOT-SETTLE-1', 3, 33.3333, 100, 'KRW', '2026-10-20'],
      ['ST-T-1', '5109990002', customer, customer, '9400990002', 'NO-SUCH-PART', '', 3, 33.3333, '', 'KRW', '20261020'],
      ['ST-T-1', '5109990003', customer, customer, '9400990003', mpn, 'SOT-SETTLE-2', 'abc', 33.3333, '', 'KRW', '2026-10-20'],
      ['ST-T-1', '5109990004', customer, customer, '9400990004', mpn, '', 3, 33.3333, 99.99, 'KRW', '2026-10-20'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.data as { batch_no: string; total: number; matched: number; error: number; errors: { row: number; reason: string }[] };
    expect(answer).toMatchObject({ total: 4, matched: 1, error: 3 });
    expect(answer.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(answer.errors[0].reason).toContain('MPN "NO-SUCH-PART" is not a material');
    expect(answer.errors[1].reason).toContain('quantity "abc"');
    expect(answer.errors[2].reason).toContain('amount 99.99 is not quantity × unit price (3 × 33.3333 = 100.00)');

    const stored = async (doc: string) => (await sql<{ id: number; status: string; amount: string | null; so_id: number | null }>`select id, status, amount::text as amount, so_id from auto_settlement where sap_doc_no = ${doc}`.execute(s.database.db)).rows[0];
    expect(await stored('5109990001')).toMatchObject({ status: 'matched', amount: '100.00' });
    expect((await stored('5109990001')).so_id).not.toBeNull();

    const errors = await s.call({ method: 'GET', url: `${BASE}/errordata?batch_no=${answer.batch_no}`, token: op });
    expect(errors.status).toBe(200);
    const errorRows = (errors.body.data as { data: { id: number; row_no: number; error_reason: string }[]; total: number }).data;
    expect(errorRows.map((r) => r.row_no)).toEqual([3, 4, 5]);

    // Corrected: the real MPN; a quantity, but the open order named: still an error; the amount dropped.
    const [noPart, badQty] = errorRows;
    const fix = await s.call({ method: 'POST', url: `${BASE}/updatedata`, token: op, payload: { rows: [{ id: noPart.id, mpn }, { id: badQty.id, qty: '3' }] } });
    expect(fix.status, JSON.stringify(fix.body)).toBe(200);
    expect(fix.body.data).toMatchObject({ matched: 1, error: 1 });
    expect((fix.body.data as { rows: { error_reason: string | null }[] }).rows[1].error_reason).toContain('sales order SOT-SETTLE-2 is not a shipped order');
    expect(await stored('5109990002')).toMatchObject({ status: 'matched', amount: '100.00' });
    const again = await s.call({ method: 'POST', url: `${BASE}/updatedata`, token: op, payload: { rows: [{ id: badQty.id, so_no: 'SOT-SETTLE-1' }] } });
    expect(again.body.data).toMatchObject({ matched: 1, error: 0 });
    // A matched line is not error data.
    const notError = await s.call({ method: 'POST', url: `${BASE}/updatedata`, token: op, payload: { rows: [{ id: noPart.id, qty: '4' }] } });
    expect(notError.status).toBe(400);
    expect((notError.body.errors as { field: string }[])[0].field).toBe('rows[0].id');
    expect((await s.call({ method: 'POST', url: `${BASE}/updatedata`, token: op, payload: { rows: [] } })).status).toBe(400);

    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export`, headers: { authorization: `Bearer ${op}` } });
    expect(file.statusCode).toBe(200);
    const sheet = readXlsx(file.rawPayload);
    expect(sheet.some((r) => (r as unknown[]).includes('5109990001'))).toBe(true);

    const del = await s.call({ method: 'DELETE', url: `${BASE}/${(await stored('5109990004')).id}`, token: op });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await stored('5109990004')).toBeUndefined();
  });

  it('seeds a demo batch built from shipped orders: matched lines and three of SAP\'s mistakes', async () => {
    const demo = (await sql<{ status: string; n: number }>`select status, count(*)::int as n from auto_settlement where batch_no = 'SAP-20261031-DEMO' group by status order by status`.execute(s.database.db)).rows;
    expect(demo.find((r) => r.status === 'error')?.n).toBe(3);
    expect(demo.find((r) => r.status === 'matched')?.n).toBeGreaterThan(5);
  });

  it('refuses a malformed file by column or row, in one transaction', async () => {
    const before = await s.count('auto_settlement');
    const noColumn = await upload([HEADER.filter((h) => h !== 'Unit price'), ['ST-T-2']]);
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.message).toContain('unit price');
    // A broken cell (#REF!) on the file's row 3: the whole file refused, nothing written.
    const sheet = XLSX.utils.aoa_to_sheet([HEADER, ['ST-T-2', '5109990011', customer, customer, '9400990011', mpn, '', 3, 1, '', 'KRW', '2026-10-20'], ['ST-T-2', '5109990012', customer, customer, '9400990012', mpn, '', 3, 1, '', 'KRW', '2026-10-20']]);
    sheet.H3 = { t: 'e', v: 0x17 };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const broken = await s.call({ method: 'POST', url: `${BASE}/import`, token: op, ...multipart({ name: 'sap.xlsx', type: XLSX_TYPE, data: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer }) });
    expect(broken.status).toBe(400);
    expect((broken.body.errors as { field: string }[])[0].field).toBe('row 3');
    expect(await s.count('auto_settlement')).toBe(before);
  });

  it('refuses a caller without view-auto-settlement', async () => {
    const viewer = await s.login('reviewer'); // the ASN reviewer holds none of it
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/errordata`, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `${BASE}/updatedata`, token: viewer, payload: { rows: [{ id: 1, qty: '1' }] } })).status).toBe(403);
    expect((await upload([HEADER], viewer)).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `${BASE}/1`, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/export`, token: viewer })).status).toBe(403);
  });

  it('lets view-auto-settlement read but not write: the viewer lists and exports, and is refused import, correction and delete', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `${BASE}/export`, token: viewer })).status).toBe(200);
    const before = await s.count('auto_settlement');
    expect((await upload([HEADER], viewer)).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `${BASE}/updatedata`, token: viewer, payload: { rows: [{ id: 1, qty: '1' }] } })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `${BASE}/1`, token: viewer })).status).toBe(403);
    expect(await s.count('auto_settlement')).toBe(before);
  });
});
