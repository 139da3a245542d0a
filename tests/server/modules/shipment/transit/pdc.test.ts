// PDC shipments in transit: the screen's rule on every call, the on-way cancel, the stale edit, the
// export of every filtered row, the import update and the TI / FITI notice files (all rows or none).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(BACKENDS)('PDC in transit on %s', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const name of ['op', 'manager', 'viewer']) tokens[name] = await s.login(name);
  });
  afterAll(() => s.close());

  const list = async (query: string, who = 'op') => {
    const res = await s.call({ method: 'GET', url: `/api/v2/pdc?${query}`, token: tokens[who] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { list: Row[]; total: number };
  };
  const upload = (url: string, rows: unknown[][], who = 'op') => {
    const { payload, headers } = multipart(xlsxFile(rows));
    return s.call({ method: 'POST', url, token: tokens[who], payload, headers });
  };
  const known = async () => {
    const row = (await list('size=1&status=on_way')).list[0];
    return { mpn: String(row.material_id__title), sloc: String(row.sloc_id__title) };
  };
  const header = ['Delivery no.', 'Supplier', 'Shipped from (DC)', 'Waybill no.', 'Invoice no.', 'MPN', 'Quantity', 'Destination SLOC', 'Shipped on'];

  it('shows the demo shipments to readers and refuses writes to view-pdc and to users without the rule', async () => {
    expect((await list('size=5', 'viewer')).total).toBeGreaterThan(50);
    const one = (await list('size=1', 'manager')).list[0];
    expect((await s.call({ method: 'GET', url: `/api/v2/pdc/${one.id}`, token: tokens.manager })).status).toBe(200);
    const cancel = await s.call({ method: 'DELETE', url: `/api/v2/pdc/onway/${one.id}`, token: tokens.viewer });
    expect(cancel.status).toBe(403);
    expect((await upload('/api/v2/pdc/importTi/mail', [header], 'manager')).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/pdc/importFiti/sync-mail', token: tokens.manager })).status).toBe(200);
    // Jusda lookups follow the tracking screens' rules; ECPO needs ignore-logistics-manage.
    expect((await s.call({ method: 'GET', url: '/api/v2/jusda/waybill', token: tokens.viewer })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v2/jusda/waybill' })).status).toBe(401);
    expect((await s.call({ method: 'GET', url: '/api/v1/ecpo', token: tokens.manager })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/recordShipment', token: tokens.viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/recordShipment', token: tokens.manager })).status).toBe(200);
  });

  it('cancels a shipment on the way once, and refuses a stale edit with 409', async () => {
    // One no ECPO is booked on (those refuse cancelling: ecpoJusda.test.ts).
    const free = await sql<{ id: number }>`select id from pdc p where status = 'on_way' and not exists (select 1 from ecpo_onway o where o.pdc_id = p.id) order by id limit 1`.execute(s.database.db);
    const row = (await list(`ids=${free.rows[0].id}`)).list[0];
    // The status is not the form's to set: receiving goes through the call that books stock.
    const edit = await s.call({ method: 'PUT', url: `/api/v2/pdc/${row.id}`, token: tokens.op, payload: { version: row.version, remark: 'carrier called', status: 'received' } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((edit.body.data as Row).status).toBe('on_way');
    const stale = await s.call({ method: 'PUT', url: `/api/v2/pdc/${row.id}`, token: tokens.op, payload: { version: row.version, remark: 'late' } });
    expect(stale.status).toBe(409);
    const cancelled = await s.call({ method: 'DELETE', url: `/api/v2/pdc/onway/${row.id}`, token: tokens.op });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((cancelled.body.data as Row).status).toBe('cancelled');
    const again = await s.call({ method: 'DELETE', url: `/api/v2/pdc/onway/${row.id}`, token: tokens.op });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(String(row.delivery_no));
  });

  it('sums what is on the way per material and SLOC', async () => {
    const row = (await list('size=1&status=on_way')).list[0];
    const onway = (await list(`size=500&status=on_way&material_id=${row.material_id}`)).list;
    const res = await s.call({ method: 'POST', url: '/api/v2/view-pdc/onway', token: tokens.viewer, payload: { material_ids: [row.material_id] } });
    expect(res.status).toBe(200);
    const summary = res.body.data as { onway_qty: string; shipments: number }[];
    expect(summary.reduce((n, r) => n + r.shipments, 0)).toBe(onway.length);
    expect(summary.reduce((n, r) => n + BigInt(r.onway_qty), 0n)).toBe(onway.reduce((n, r) => n + BigInt(String(r.qty)), 0n));
    expect((await s.call({ method: 'POST', url: '/api/v2/view-pdc/onway', token: tokens.viewer, payload: { material_ids: ['x'] } })).status).toBe(400);
  });

  it('exports every filtered row', async () => {
    const total = (await list('supplier=Texas Instruments')).total;
    expect(total).toBeGreaterThan(20); // more than one page
    const res = await s.app.inject({ method: 'GET', url: '/api/v2/pdc/export?supplier=Texas%20Instruments', headers: { authorization: `Bearer ${tokens.viewer}` } });
    expect(res.statusCode).toBe(200);
    const rows = readXlsx(res.rawPayload);
    expect(rows.length - 1).toBe(total);
  });

  it('imports a TI notice all or nothing, naming the bad row and field, and logs the sync', async () => {
    const { mpn, sloc } = await known();
    const before = await s.count('pdc');
    const bad = await upload('/api/v2/pdc/importTi/mail', [
      header,
      ['TI-DN-T1-010', 'Texas Instruments', 'TI Singapore DC', 'JSD1', 'TI-INV-1', mpn, 100, sloc, '2026-11-20'],
      ['TI-DN-T1-020', 'Texas Instruments', 'TI Singapore DC', 'JSD1', 'TI-INV-1', mpn, -5, sloc, '2026-11-20'],
    ]);
    expect(bad.status).toBe(400);
    const errors = bad.body.errors as { row: number; field: string }[];
    expect(errors.some((e) => e.row === 3 && e.field === 'qty')).toBe(true);
    expect(await s.count('pdc')).toBe(before);

    const good = await upload('/api/v2/pdc/importTi/mail', [
      header,
      ['TI-DN-T1-010', 'Texas Instruments', 'TI Singapore DC', 'JSD1', 'TI-INV-1', mpn, 100, sloc, '2026-11-20'],
      ['TI-DN-T1-020', 'Texas Instruments', 'TI Singapore DC', 'JSD1', 'TI-INV-1', mpn, 250, sloc, '2026-11-20'],
    ]);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ inserted: 2, updated: 0, total: 2, source: 'TI' });
    expect((await list('delivery_no=TI-DN-T1-020')).list[0]).toMatchObject({ source: 'TI', qty: 250 });
    const synced = await s.call({ method: 'GET', url: '/api/v2/pdc/importFiti/sync-mail?source=TI', token: tokens.viewer });
    expect((synced.body.data as { list: { file_name: string }[] }).list[0].file_name).toBe('upload.xlsx');
  });

  it('updates existing shipments by delivery number with the import update (an exported file, edited)', async () => {
    const row = (await list('size=1&status=on_way&source=FITI')).list[0];
    const res = await upload('/api/v2/pdc/import', [
      [...header, 'ETA', 'Carrier'],
      [row.delivery_no, row.supplier, row.origin_dc, row.waybill_no, row.invoice_no, row.material_id__title, row.qty, row.sloc_id__title, row.ship_date, '2026-12-24', 'SF Express'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 0, updated: 1 });
    expect((await list(`delivery_no=${row.delivery_no}`)).list[0]).toMatchObject({ eta: '2026-12-24', carrier: 'SF Express', status: 'on_way', source: 'FITI' });
  });

  it('receives a shipment into stock on hand at its SLOC, once', async () => {
    const shipment = (await list('size=1&status=on_way')).list[0];
    const arrived = await s.call({ method: 'PUT', url: '/api/v2/pdc/arrive', token: tokens.op, payload: { items: [{ id: shipment.id, version: shipment.version }], arrived_on: '2026-11-24' } });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    const row = (await list(`ids=${shipment.id}`)).list[0];
    expect(row).toMatchObject({ status: 'arrived', arrived_on: '2026-11-24' });
    const onHand = async () =>
      (await sql<{ n: string }>`select coalesce(sum(on_hand_qty), 0)::bigint::text as n from inventory where material_id = ${row.material_id} and sloc_id = ${row.sloc_id} and supplier = ${row.supplier}`.execute(s.database.db)).rows[0].n;
    const before = BigInt(await onHand());
    expect((await s.call({ method: 'POST', url: `/api/v2/pdc/${row.id}/receive`, token: tokens.viewer, payload: {} })).status).toBe(403);
    const res = await s.call({ method: 'POST', url: `/api/v2/pdc/${row.id}/receive`, token: tokens.op, payload: { version: row.version } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Row).status).toBe('received');
    expect(BigInt(await onHand())).toBe(before + BigInt(String(row.qty)));
    const again = await s.call({ method: 'POST', url: `/api/v2/pdc/${row.id}/receive`, token: tokens.op, payload: {} });
    expect(again.status).toBe(409);
    expect(BigInt(await onHand())).toBe(before + BigInt(String(row.qty)));
  });
});
