// Prepaid items, vendor ratios and inventory brands: the calls beyond CRUD, on the real database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(BACKENDS)('prepaid calls on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const byStatus = async (status: string) =>
    (await sql<Row>`select id, version, initial_price, shipped_qty from prepaid where status = ${status} and shipped_qty = 0 order by id limit 1`.execute(s.database.db)).rows[0];

  it('creates a prepaid item through /entity, and updates it with id and version', async () => {
    const template = (await s.call({ method: 'GET', url: '/api/v2/prepaid?size=1', token: op })).body.data as { list: Row[] };
    const t = template.list[0];
    const payload = { prepaid_no: 'PP-ENTITY-1', customer_id: t.customer_id, entity_id: t.entity_id, material_id: t.material_id, quantity: 5000, initial_price: 0.125, currency: 'USD', status: 'awaiting_payment' };
    const created = await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: op, payload });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data as Row;
    expect(row).toMatchObject({ prepaid_no: 'PP-ENTITY-1', version: 1, created_by: 'op' });
    expect(row.material_id__title).toBeTruthy();
    const updated = await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: op, payload: { id: row.id, version: 1, quantity: 6000 } });
    expect(updated.body.data).toMatchObject({ id: row.id, quantity: 6000, version: 2 });
    const stale = await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: op, payload: { id: row.id, version: 1, quantity: 1 } });
    expect(stale.status).toBe(409);
    const duplicate = await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: op, payload });
    expect(duplicate.status).toBe(400);
    expect((duplicate.body.errors as { field: string }[])[0].field).toBe('prepaid_no');
    const invalid = await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: op, payload: { ...payload, prepaid_no: 'PP-ENTITY-2', quantity: 0 } });
    expect(invalid.status).toBe(400);
    expect((invalid.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['quantity']);
    const events = await sql<{ action: string }>`select action from events where resource = 'prepaid' and record_id = ${row.id} order by id`.execute(s.database.db);
    expect(events.rows.map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('sets the initial price of an item nothing has shipped against', async () => {
    const item = await byStatus('paid');
    const res = await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${item.id}`, token: op, payload: { initial_price: '1,234.5678', reason: 'price agreed with customer' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ initial_price: 1234.5678, version: item.version + 1 });
    const event = await sql<{ reason: string }>`select reason from events where resource = 'prepaid' and record_id = ${item.id} order by id desc limit 1`.execute(s.database.db);
    expect(event.rows[0].reason).toBe('price agreed with customer');
    const stale = await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${item.id}`, token: op, payload: { initial_price: 2, version: item.version } });
    expect(stale.status).toBe(409);
  });

  it('refuses a bad, missing or locked price and changes nothing', async () => {
    const item = await byStatus('awaiting_payment');
    for (const payload of [{ initial_price: -1 }, { initial_price: 'abc' }, {}, { initial_price: 0.123456 }]) {
      const res = await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${item.id}`, token: op, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect((res.body.errors as { field: string }[])[0].field).toBe('initial_price');
    }
    const shipped = (await sql<Row>`select id, initial_price, version from prepaid where shipped_qty > 0 and status = 'partially_shipped' limit 1`.execute(s.database.db)).rows[0];
    const locked = await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${shipped.id}`, token: op, payload: { initial_price: 9 } });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/once goods have shipped/);
    const cancelled = (await sql<Row>`select id from prepaid where status = 'cancelled' limit 1`.execute(s.database.db)).rows[0];
    const closed = await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${cancelled.id}`, token: op, payload: { initial_price: 9 }, headers: { 'accept-language': 'zh-CN' } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('已取消的预付款项目不能修改初始单价');
    const after = (await sql<Row>`select version from prepaid where id = ${item.id}`.execute(s.database.db)).rows[0];
    expect(after.version).toBe(item.version);
    expect((await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/999999`, token: op, payload: { initial_price: 1 } })).status).toBe(404);
  });

  it('refuses users without manage-prepaid-manager', async () => {
    const item = await byStatus('paid');
    const manager = await s.login('manager');
    expect((await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${item.id}`, token: manager, payload: { initial_price: 1 } })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: manager, payload: {} })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', payload: {} })).status).toBe(401);
  });
});

describe.each(BACKENDS)('vendor ratio save and audit on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let manager: string;
  let vendors: number[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    manager = await s.login('manager');
    vendors = (await sql<{ id: number }>`select id from vendor order by id limit 3`.execute(s.database.db)).rows.map((r) => Number(r.id));
  });
  afterAll(() => s.close());

  const save = (items: unknown[], token = op) => s.call({ method: 'PUT', url: '/api/v2/vendor-ratio', token, payload: { items } });
  const audit = (payload: Record<string, unknown>, token = manager, lang = 'en-US') => s.call({ method: 'PUT', url: '/api/v2/vendor-ratio/audit', token, payload, headers: { 'accept-language': lang } });
  const ratio = async (id: number) => (await sql<Row>`select * from vendor_ratio where id = ${id}`.execute(s.database.db)).rows[0];

  it('saves new and changed ratios together, each back to pending review', async () => {
    const agreed = (await sql<Row>`select id, version from vendor_ratio where audit_status = '2' limit 1`.execute(s.database.db)).rows[0];
    const res = await save([
      { vendor_id: vendors[0], period: '2031-Q1', ratio: 60 },
      { vendor_id: vendors[1], period: '2031-Q1', ratio: 40.5 },
      { id: agreed.id, version: agreed.version, ratio: 88 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (res.body.data as { list: Row[] }).list;
    expect(list).toHaveLength(3);
    expect(list.map((r) => r.audit_status)).toEqual(['1', '1', '1']);
    expect(await ratio(agreed.id)).toMatchObject({ audit_status: '1', audit_memo: null });
  });

  it('writes nothing when one item is wrong, naming the item and field', async () => {
    const before = await s.count('vendor_ratio');
    const res = await save([
      { vendor_id: vendors[0], period: '2032-Q1', ratio: 50 },
      { vendor_id: vendors[1], period: '2032-Q5', ratio: 50 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Item 2: /);
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 2, field: 'period' })]);
    const twice = await save([
      { vendor_id: vendors[0], period: '2032-Q2', ratio: 50 },
      { vendor_id: vendors[0], period: '2032-Q2', ratio: 60 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Item 2: The same vendor and period are also on item 1');
    // A key that exists already is refused on its item, after item 1 was written: nothing stays.
    const exists = await save([
      { vendor_id: vendors[2], period: '2032-Q3', ratio: 50 },
      { vendor_id: vendors[0], period: '2031-Q1', ratio: 10 },
    ]);
    expect(exists.status).toBe(409);
    expect(exists.body.message).toMatch(/^Item 2: A ratio for this vendor and period already exists/);
    expect(await s.count('vendor_ratio')).toBe(before);
    expect((await s.call({ method: 'PUT', url: '/api/v2/vendor-ratio', token: op, payload: { items: [] } })).status).toBe(400);
  });

  it('agrees pending ratios and skips the ones not pending', async () => {
    const pending = (await sql<Row>`select id from vendor_ratio where audit_status = '1' order by id limit 2`.execute(s.database.db)).rows;
    const refusedBefore = (await sql<Row>`select id, version from vendor_ratio where audit_status = '3' limit 1`.execute(s.database.db)).rows[0];
    const res = await audit({ audit_status: 2, items: [...pending.map((p) => ({ id: p.id })), { id: refusedBefore.id }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { list: Row[]; skipped: number[] }).skipped).toEqual([Number(refusedBefore.id)]);
    for (const p of pending) expect((await ratio(p.id)).audit_status).toBe('2');
    expect(await ratio(refusedBefore.id)).toMatchObject({ audit_status: '3', version: refusedBefore.version });
    const event = await sql<{ reason: string; user_name: string }>`select reason, user_name from events where resource = 'vendor_ratio' and record_id = ${pending[0].id} order by id desc limit 1`.execute(s.database.db);
    expect(event.rows[0]).toEqual({ reason: 'audit: agreed', user_name: 'manager' });
  });

  it('refuses only with a memo on every item, listing the items without one', async () => {
    const pending = (await sql<Row & { period: string; name: string }>`
      select r.id, r.period, v.name from vendor_ratio r join vendor v on v.id = r.vendor_id where audit_status = '1' order by r.id limit 2`.execute(s.database.db)).rows;
    const missing = await audit({ audit_status: '3', items: [{ id: pending[0].id, audit_memo: 'late deliveries' }, { id: pending[1].id }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`Refusing needs a memo on every item; missing on: ${pending[1].name} ${pending[1].period}`);
    expect((await ratio(pending[0].id)).audit_status).toBe('1');
    const res = await audit({ audit_status: '3', items: [{ id: pending[0].id, audit_memo: 'late deliveries' }, { id: pending[1].id }], audit_memo: 'quality escapes' });
    expect(res.status).toBe(200);
    expect(await ratio(pending[0].id)).toMatchObject({ audit_status: '3', audit_memo: 'late deliveries' });
    expect(await ratio(pending[1].id)).toMatchObject({ audit_status: '3', audit_memo: 'quality escapes' });
  });

  it('gives the no-pending message when nothing selected is pending', async () => {
    const done = (await sql<Row>`select id from vendor_ratio where audit_status = '2' limit 1`.execute(s.database.db)).rows[0];
    const res = await audit({ audit_status: '2', items: [{ id: done.id }] }, manager, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('所选项目都不是待审核状态，没有可审核的项目');
    expect((await audit({ audit_status: '9', items: [{ id: done.id }] })).status).toBe(400);
  });

  it('lets only ratio auditors audit: the clerk who saves may not agree', async () => {
    const pending = (await sql<Row>`select id, version from vendor_ratio where audit_status = '1' limit 1`.execute(s.database.db)).rows[0];
    expect((await audit({ audit_status: '2', items: [{ id: pending.id }] }, op)).status).toBe(403);
    expect((await audit({ audit_status: '2', items: [{ id: pending.id }] }, await s.login('viewer'))).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/v2/vendor-ratio/audit', payload: {} })).status).toBe(401);
    expect(await ratio(pending.id)).toMatchObject({ audit_status: '1', version: pending.version });
  });
});

describe.each(BACKENDS)('inventory brands on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('adds a brand and disables it, keeping it for the stock booked under it', async () => {
    const added = await s.call({ method: 'POST', url: '/api/v2/inventory-brand', token: op, payload: { code: 'nb-1', name: 'New brand', status: 'active' } });
    expect(added.status).toBe(200);
    const brand = added.body.data as Row;
    expect(brand).toMatchObject({ code: 'NB-1', status: 'active' });
    const res = await s.call({ method: 'PUT', url: `/api/v2/inventory-brand/${brand.id}/disable`, token: op });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: brand.id, status: 'inactive', version: brand.version + 1 });
    const again = await s.call({ method: 'PUT', url: `/api/v2/inventory-brand/${brand.id}/disable`, token: op });
    expect(again.body.data).toMatchObject({ status: 'inactive', version: brand.version + 1 });
    const events = await sql<{ action: string; reason: string | null }>`select action, reason from events where resource = 'inventory_brand' and record_id = ${brand.id} order by id`.execute(s.database.db);
    expect(events.rows).toEqual([{ action: 'create', reason: null }, { action: 'update', reason: 'disable' }]);
  });

  it('refuses without manage-inventory-brand, and 404s a missing brand', async () => {
    const [brand] = ((await s.call({ method: 'GET', url: '/api/v2/inventory-brand?status=active&size=1', token: op })).body.data as { list: Row[] }).list;
    expect((await s.call({ method: 'PUT', url: `/api/v2/inventory-brand/${brand.id}/disable`, token: await s.login('manager') })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/v2/inventory-brand/${brand.id}/disable` })).status).toBe(401);
    expect((await sql<Row>`select status from inventory_brand where id = ${brand.id}`.execute(s.database.db)).rows[0].status).toBe('active');
    expect((await s.call({ method: 'PUT', url: '/api/v2/inventory-brand/999999/disable', token: op })).status).toBe(404);
  });
});
