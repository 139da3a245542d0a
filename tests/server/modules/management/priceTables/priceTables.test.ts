// The v1 price tables: no two prices of one key overlap in time (create, update, a file's rows,
// two writers at once), purchase prices and costs vanish for a user without the field right
// (answers and exports), and the read-only permission reads but never writes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

describe.each(BACKENDS)('v1 price tables on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  let ids: { material: number; material2: number; customer: number; ec: number; vendor: number; mpn: string };
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    viewer = await s.login('viewer');
    const first = async (q: string) => Number((await sql<{ id: number }>`${sql.raw(q)}`.execute(s.database.db)).rows[0].id);
    const m = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id desc limit 2`.execute(s.database.db)).rows;
    ids = {
      material: Number(m[0].id), material2: Number(m[1].id), mpn: m[0].mpn,
      customer: await first('select id from ship_customer order by id limit 1'),
      ec: await first('select id from end_customer order by id limit 1'),
      vendor: await first('select id from vendor order by id limit 1'),
    };
  });
  afterAll(() => s.close());

  const download = async (url: string, token: string) => readXlsx((await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).rawPayload);
  const post = (url: string, payload: unknown, token = op) => s.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
  const selling = (from: string, to: string, extra: Record<string, unknown> = {}) =>
    ({ material_id: ids.material, unit_price: '1.2345', currency: 'USD', valid_from: from, valid_to: to, ...extra });

  it('refuses a price overlapping another of the same key with a 400 naming the overlap; other keys and adjacent periods pass', async () => {
    const first = await post('/api/v1/priceSelling', selling('2030-01-01', '2030-06-30'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await s.count('price_selling');
    const clash = await post('/api/v1/priceSelling', selling('2030-06-30', '2030-12-31'));
    expect(clash.status).toBe(400);
    expect(clash.body.message).toContain(`#${(first.body.data as { id: number }).id}: 2030-01-01 – 2030-06-30`);
    expect((clash.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['valid_from', 'valid_to']);
    expect(await s.count('price_selling')).toBe(before);
    // The day after is free; a customer's own price is another key (no customer = every customer's).
    expect((await post('/api/v1/priceSelling', selling('2030-07-01', '2030-12-31'))).status).toBe(200);
    expect((await post('/api/v1/priceSelling', selling('2030-03-01', '2030-04-30', { ship_customer_id: ids.customer }))).status).toBe(200);
  });

  it('refuses an update moving a price onto another, and a validity ending before it starts', async () => {
    const a = (await post('/api/v1/priceTI', { material_id: ids.material2, break_qty: 1, book_price: '0.5', currency: 'USD', valid_from: '2031-01-01', valid_to: '2031-03-31' })).body.data as { id: number; version: number };
    const b = (await post('/api/v1/priceTI', { material_id: ids.material2, break_qty: 1, book_price: '0.4', currency: 'USD', valid_from: '2031-04-01', valid_to: '2031-06-30' })).body.data as { id: number; version: number };
    const moved = await s.call({ method: 'PUT', url: `/api/v1/priceTI/${b.id}`, token: op, payload: { version: b.version, valid_from: '2031-03-15' } });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain(`#${a.id}`);
    const inverted = await s.call({ method: 'PUT', url: `/api/v1/priceTI/${b.id}`, token: op, payload: { version: b.version, valid_to: '2031-03-01' } });
    expect(inverted.status).toBe(400);
    expect((inverted.body.errors as { field: string }[])[0].field).toBe('valid_to');
    const stored = await sql<{ v: string }>`select to_char(valid_from, 'YYYY-MM-DD') || ' ' || to_char(valid_to, 'YYYY-MM-DD') as v from price_ti_book where id = ${b.id}`.execute(s.database.db);
    expect(stored.rows[0].v).toBe('2031-04-01 2031-06-30');
  });

  it('refuses two rows of one file overlapping each other, writing none of the file', async () => {
    const before = await s.count('price_selling');
    const file = xlsxFile([
      // The customer column (part of the key) empty: the price for every customer.
      ['Material', 'Customer', 'Unit price', 'Currency', 'Valid from', 'Valid to'],
      [ids.mpn, '', 2, 'USD', '2032-01-01', '2032-06-30'],
      [ids.mpn, '', 2.1, 'USD', '2032-06-01', '2032-12-31'],
    ]);
    const res = await s.call({ method: 'POST', url: '/api/v1/priceSelling/import', token: op, ...multipart(file) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toMatch(/overlap/);
    expect(await s.count('price_selling')).toBe(before);
  });

  it('refuses an import row whose validity ends before it starts, naming the row and the field, writing none of the file', async () => {
    const before = await s.count('price_selling');
    const file = xlsxFile([
      ['Material', 'Customer', 'Unit price', 'Currency', 'Valid from', 'Valid to'],
      [ids.mpn, '', 2, 'USD', '2034-01-01', '2034-06-30'],
      [ids.mpn, '', 2.1, 'USD', '2034-09-01', '2034-07-31'],
    ]);
    const res = await s.call({ method: 'POST', url: '/api/v1/priceSelling/import', token: op, ...multipart(file) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 3, field: 'valid_to', message: expect.stringContaining('Valid to must not be before valid from') })]);
    expect(await s.count('price_selling')).toBe(before);
  });

  it('lets one of two concurrent overlapping writes win', async () => {
    const sa = (n: number) => ({ approval_no: `SA-RACE-${n}`, material_id: ids.material, ship_customer_id: ids.customer, end_customer_id: ids.ec, sa_cost: '0.9', currency: 'USD', approved_qty: 1000, valid_from: `2033-0${n}-01`, valid_to: '2033-09-30' });
    const answers = await Promise.all([1, 2].map((n) => post('/api/v1/priceSA', sa(n))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from price_sa where approval_no like 'SA-RACE-%'`.execute(s.database.db)).rows[0].n)).toBe(1);
  });

  it('leaves purchase prices and costs out of answers and exports for a user without the right', async () => {
    const list = await s.call({ method: 'GET', url: '/api/v1/pricePurchase?size=5', token: viewer });
    expect(list.status).toBe(200);
    const rows = (list.body.data as { list: Record<string, unknown>[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['purchase_price']));
    expect(rows.some((r) => 'landed_cost' in r)).toBe(false);
    const one = await s.call({ method: 'GET', url: `/api/v1/pricePurchase/${rows[0].id}`, token: viewer });
    expect(one.body.data).not.toHaveProperty('purchase_price');
    const header = (await download('/api/v1/pricePurchase/export', viewer))[0] as string[];
    expect(header).toContain('Vendor');
    expect(header).not.toContain('Purchase price');
    expect(header).not.toContain('Landed cost');
    // The operator holds the right and sees both.
    const opHeader = (await download('/api/v1/pricePurchase/export', op))[0];
    expect(opHeader).toEqual(expect.arrayContaining(['Purchase price', 'Landed cost']));
    expect(((await s.call({ method: 'GET', url: `/api/v1/pricePurchase/${rows[0].id}`, token: op })).body.data as Record<string, unknown>).purchase_price).toBeDefined();
  });

  it('lets the read-only permission read every table but not create, change or delete', async () => {
    for (const base of ['/api/v1/priceSA', '/api/v1/priceSelling', '/api/v1/priceTI', '/api/v1/pricePurchase']) {
      const list = await s.call({ method: 'GET', url: `${base}?size=1`, token: viewer });
      expect(list.status, base).toBe(200);
      const row = (list.body.data as { list: { id: number; version: number }[] }).list[0];
      expect((await s.call({ method: 'GET', url: `${base}/${row.id}`, token: viewer })).status).toBe(200);
      expect((await post(base, selling('2040-01-01', '2040-12-31'), viewer)).status, base).toBe(403);
      expect((await s.call({ method: 'PUT', url: `${base}/${row.id}`, token: viewer, payload: { version: row.version, remark: 'x' } })).status).toBe(403);
      expect((await s.call({ method: 'DELETE', url: `${base}/${row.id}`, token: viewer })).status).toBe(403);
      expect((await s.call({ method: 'GET', url: `${base}/${row.id}`, token: viewer })).body.data).toMatchObject({ version: row.version });
    }
    expect((await download('/api/v1/priceTI/export', viewer)).length).toBeGreaterThan(1);
  });
});
