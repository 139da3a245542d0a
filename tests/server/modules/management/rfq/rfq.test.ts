// RFQ rules on PGlite (and PostgreSQL with DATABASE_URL): the import preview writes nothing and names
// bad rows; drafts are their creator's (row scope, rfq-list-all sees all); each stage move needs its own
// permission and its from-stage; quotes are exact decimals, all lines or none, one winner of two; the
// quote import names its bad row; quarter quotes feed quarter_price_info; the quotation sheet is an xlsx.
import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, xlsxFile } from '../../master/upload';
import { userWith } from '../../shipment/stageUsers';

interface Rfq { id: number; version: number; stage: string; items: { id: number; material_id: number; quoted_price: string | number | null; quoted_by: string | null; q4_price: string | null }[] }

describe.each(BACKENDS)('RFQs (%s)', (backend) => {
  let s: TestServer;
  let creator: string, other: string, inquirer: string, lister: string, viewer: string;
  let customer: number;
  let mpns: string[];
  let rfq: Rfq;
  const items = () => s.count('rfq_item');
  const detail = async (token: string, id = rfq.id) => s.call({ method: 'POST', url: '/api/v2/rfq/detail', token, payload: { id } });
  const reload = async () => (rfq = (await detail(inquirer)).body.data as Rfq);
  const move = (path: string, token: string, body: Record<string, unknown> = {}) =>
    s.call({ method: 'POST', url: `/api/v2/rfq/${path}`, token, payload: { items: [{ id: rfq.id, version: rfq.version }], ...body } });

  beforeAll(async () => {
    s = await startTestServer(backend);
    creator = await userWith(s, 'rfq-sales', ['rfq-create']);
    other = await userWith(s, 'rfq-sales-2', ['rfq-create']);
    inquirer = await userWith(s, 'rfq-pm', ['rfq-inquiry', 'rfq-list-all']);
    lister = await userWith(s, 'rfq-lead', ['rfq-list-all']);
    viewer = await userWith(s, 'rfq-viewer', ['view-rfq']);
    customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(s.database.db)).rows[0].id);
    mpns = (await sql<{ mpn: string }>`select mpn from material order by id limit 3`.execute(s.database.db)).rows.map((r) => r.mpn);
  });
  afterAll(() => s.close());

  it('previews a sheet without writing and names each bad row by its spreadsheet row (R15: data row + 2)', async () => {
    const before = await items();
    // Header on row 1; a blank row 3 is skipped but still counted, as the person's spreadsheet shows it.
    const sheet = xlsxFile([['MPN', 'CPN', 'Requested qty', 'Target price'], [mpns[0], 'C-1', 1000, '0.125'], [], ['NO-SUCH-MPN', '', 5, ''], [mpns[1], '', 0, '1']]);
    const res = await s.call({ method: 'POST', url: '/api/v1/rfq/preview', token: creator, ...multipart(sheet) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body.data as { valid: boolean; rows: { row: number; problems: string[] }[]; errors: { row: number; message: string }[] };
    expect(preview.valid).toBe(false);
    expect(preview.rows.map((r) => r.problems.length)).toEqual([0, 1, 1]);
    expect(preview.rows.map((r) => r.row)).toEqual([2, 4, 5]);
    expect(preview.errors.map((e) => e.row)).toEqual([4, 5]);
    expect(preview.errors[0].message).toBe('Row 4 NO-SUCH-MPN: Material does not exist');
    expect(preview.errors[1].message).toMatch(new RegExp(`^Row 5 ${mpns[1]}: Requested qty`));
    expect(await items()).toBe(before);
  });

  it('keeps drafts to their creator unless rfq-list-all; the admin list reads all but writes with manage-rfq only', async () => {
    const rfqsBefore = await s.count('rfq');
    const created = await s.call({
      method: 'POST', url: '/api/v2/rfq/lines', token: creator,
      payload: { rfq_no: 'rfq-test-1', customer_id: customer, currency: 'USD', items: mpns.slice(0, 2).map((m, i) => ({ material_id: null, qty: 100 * (i + 1), target_price: '0.5', mpn: m })) },
    });
    expect(created.status).toBe(400); // a line without its material: nothing written
    expect(await s.count('rfq')).toBe(rfqsBefore);
    const ids = (await sql<{ id: number }>`select id from material where mpn in (${sql.join(mpns.slice(0, 2))}) order by id`.execute(s.database.db)).rows.map((r) => Number(r.id));
    const ok = await s.call({
      method: 'POST', url: '/api/v2/rfq/lines', token: creator,
      payload: { rfq_no: 'rfq-test-1', customer_id: customer, currency: 'USD', stage: '3' /* read-only: ignored */, items: ids.map((id, i) => ({ material_id: id, qty: 100 * (i + 1), target_price: '0.5' })) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const id = (ok.body.data as { id: number }).id;
    expect((await detail(creator, id)).body.data).toMatchObject({ rfq_no: 'RFQ-TEST-1', stage: '0', created_by: 'rfq-sales' });
    expect((await detail(other, id)).status).toBe(404);
    const otherList = (await s.call({ method: 'GET', url: '/api/v2/rfq?size=500', token: other })).body.data as { list: { id: number }[] };
    expect(otherList.list.some((r) => r.id === id)).toBe(false);
    const all = (await s.call({ method: 'GET', url: '/api/v2/rfq?rfq_no=RFQ-TEST-1', token: lister })).body.data as { list: { id: number }[] };
    expect(all.list.map((r) => r.id)).toEqual([id]);
    expect((await s.call({ method: 'GET', url: `/api/v1/rfq/${id}`, token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v1/rfq/${id}`, token: viewer, payload: { version: 1, remark: 'x' } })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/rfq', token: creator })).status).toBe(403);
    rfq = (await detail(creator, id)).body.data as Rfq;
  });

  it('moves stages only from their own stage and with their own permission', async () => {
    expect((await move('quote', inquirer, { stage: '2' })).status).toBe(409); // still a draft
    expect((await move('submit', inquirer)).status).toBe(403);
    expect((await move('submit', other)).status).toBe(409); // another's draft is out of sight: nothing of the call to move
    const submitted = await move('submit', creator);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await reload();
    expect(rfq.stage).toBe('1');
    expect((await move('submit', creator)).status).toBe(409);
    // Submitted, the RFQ is no longer its creator's to edit.
    const edit = await s.call({ method: 'PUT', url: `/api/v2/rfq/${rfq.id}`, token: creator, payload: { version: rfq.version, remark: 'late change' } });
    expect(edit.status).toBe(409);
    expect((await move('quote', creator, { stage: '2', lines: [] })).status).toBe(403);
  });

  it('quotes every line or none, in exact decimals, and one of two concurrent quotes wins', async () => {
    const [a, b] = rfq.items;
    const partial = await move('quote', inquirer, { stage: '2', lines: [{ id: a.id, quoted_price: '0.123456', moq: 500 }] });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/^Row 2 .*: Quoted price is required on every line$/);
    expect((await reload()).items[0].quoted_price).toBeNull();
    const bad = await move('quote', inquirer, { stage: '2', lines: [{ id: a.id, quoted_price: '0.1234567' }, { id: b.id, quoted_price: '1' }] });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number }[])[0].row).toBe(1);
    // An object for a price is refused in words, not with its own toString's failure.
    const hostile = await move('quote', inquirer, { stage: '2', lines: [{ id: a.id, quoted_price: { toString: 1 } }, { id: b.id, quoted_price: '1' }] });
    expect(hostile.status).toBe(400);
    expect(hostile.body.message).toMatch(/Quoted price/);
    expect(hostile.body.message).not.toMatch(/toString/);
    const lines = [{ id: a.id, quoted_price: '0.123456', lead_time_weeks: 12, valid_until: '2026-12-31' }, { id: b.id, quoted_price: '12345678.5' }];
    const quoted = await move('quote', inquirer, { stage: '2', lines });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const stored = await sql<{ p: string; by: string }>`select quoted_price::text as p, quoted_by as by from rfq_item where rfq_id = ${rfq.id} order by line_no`.execute(s.database.db);
    expect(stored.rows).toEqual([{ p: '0.123456', by: 'rfq-pm' }, { p: '12345678.500000', by: 'rfq-pm' }]);
    await reload();
    const race = await Promise.all([move('quote', inquirer, { stage: '3' }), move('quote', inquirer, { stage: '3' })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await reload()).stage).toBe('3');
  });

  it('sends a quote back only with a memo, then imports quoted prices naming a bad row by its spreadsheet row', async () => {
    const noMemo = await move('re-quote', inquirer);
    expect(noMemo.status).toBe(400);
    expect((await move('re-quote', inquirer, { requote_memo: 'Customer asked for a better price' })).status).toBe(200);
    expect((await reload()).stage).toBe('1');
    const importSheet = (rows: unknown[][]) => s.call({ method: 'POST', url: `/api/v2/rfq/quote/import/${rfq.id}`, token: inquirer, ...multipart(xlsxFile([['MPN', 'Quoted price', 'MOQ'], ...rows])) });
    const bad = await importSheet([[mpns[0], '0.2', 100], [mpns[2], '0.3', 100]]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`Row 3 ${mpns[2]}: no line of this RFQ has this MPN`);
    expect((bad.body.errors as { row: number }[])[0].row).toBe(3);
    expect((await reload()).items[0].quoted_price).toBe(0.123456); // the platform answers numerics as numbers
    expect((await s.call({ method: 'POST', url: `/api/v2/rfq/quote/import/${rfq.id}`, token: creator, ...multipart(xlsxFile([['MPN', 'Quoted price'], [mpns[0], '1']])) })).status).toBe(403);
    const good = await importSheet([[mpns[0], '0.2', 100]]);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await reload()).items[0].quoted_price).toBe(0.2);
  });

  it('takes quarter quotes on every line and answers them in quarter_price_info', async () => {
    const [a, b] = rfq.items;
    const q = (id: number, q4?: string) => ({ id, q1_price: '1.1', q2_price: '1.05', q3_price: '1', ...(q4 ? { q4_price: q4 } : {}) });
    const missing = await move('quarter_quote', inquirer, { lines: [q(a.id, '0.95'), q(b.id)] });
    expect(missing.status).toBe(400);
    expect((missing.body.errors as { row: number; field: string }[])[0]).toMatchObject({ row: 2, field: 'lines.1.q4_price' });
    expect((await move('quarter_quote', inquirer, { lines: [q(a.id, '0.95'), q(b.id, '0.9')] })).status).toBe(200);
    const info = await s.call({ method: 'GET', url: `/api/v2/rfq/quarter_price_info?mpn=${encodeURIComponent(mpns[0])}`, token: creator });
    expect(info.status).toBe(200);
    const list = (info.body.data as { list: { rfq_id: number; q1_price: string; q4_price: string }[] }).list;
    expect(list.find((r) => r.rfq_id === rfq.id)).toMatchObject({ q1_price: '1.100000', q4_price: '0.950000' });
    expect((await s.call({ method: 'GET', url: '/api/v2/rfq/quarter_price_info', token: creator })).status).toBe(400);
  });

  it('answers the quotation sheet as an xlsx holding the lines', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v2/rfq/zmq', headers: { authorization: `Bearer ${creator}` }, payload: { id: rfq.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="RFQ-TEST-1.xlsx"; filename*=UTF-8''RFQ-TEST-1.xlsx`);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toContain('MPN');
    expect(rows.slice(1).map((r) => r[1])).toEqual(mpns.slice(0, 2));
    expect((await s.app.inject({ method: 'POST', url: '/api/v2/rfq/zmq', headers: { authorization: `Bearer ${other}` }, payload: { id: rfq.id } })).statusCode).toBe(404);
  });
});
