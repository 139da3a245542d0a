// Spot market: draft → order by the draft status change, demand edits with the version read, sending,
// the landed charge in exact decimals, invoices that can never exceed what was ordered, and sync.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

describe.each(BACKENDS)('spot market on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let customer: number;
  let parts: { id: number; mpn: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('admin');
    customer = (await sql<{ id: number }>`select id::int as id from ship_customer order by id limit 1`.execute(s.database.db)).rows[0].id;
    parts = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id limit 2`.execute(s.database.db)).rows;
  });
  afterAll(() => s.close());

  const get = (url: string) => s.call({ method: 'GET', url, token: op });
  const create = async (no: string) => {
    const res = await s.call({ method: 'POST', url: '/api/v2/spot-market/lines', token: op, payload: {
      spot_no: no, customer_id: customer, order_date: '2026-11-20', currency: 'USD', freight: '10.10', handling_rate: '1.5', duty_rate: '3.5', tax_rate: '13',
      items: [{ material_id: parts[0].id, qty: 3, unit_price: '0.3333' }, { material_id: parts[1].id, qty: 7, unit_price: '1.005' }],
    } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await get(`/api/v2/spot-market/draft/${(res.body.data as { id: number }).id}`)).body.data as { id: number; version: number; status: string; items: { id: number; qty: number }[] };
  };

  it('computes the landed charge on the server in exact decimals', async () => {
    const d = await create('SPOT-CHG-1');
    const charge = (await get(`/api/v2/spot-market/cal-charge/${d.id}`)).body.data as Record<string, unknown>;
    // 3 × 0.3333 = 0.9999 → 1.00; 7 × 1.005 = 7.035 → 7.04 (a float would make it 7.03).
    expect((charge.lines as { amount: string }[]).map((l) => l.amount)).toEqual(['1.00', '7.04']);
    expect(charge).toMatchObject({ goods: '8.04', handling: '0.12', duty: '0.28', freight: '10.10', tax: '2.41', total: '20.95' });
  });

  it('edits a draft\'s demand with its version, orders it, sends it, then refuses demand edits', async () => {
    const d = await create('SPOT-FLOW-1');
    const bad = await s.call({ method: 'PUT', url: `/api/v2/spot-market/demand/${d.id}`, token: op, payload: { version: d.version, items: [{ id: d.items[1].id, qty: 0 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(new RegExp(`^Row 1 ${parts[1].mpn}: `));
    const edited = await s.call({ method: 'PUT', url: `/api/v2/spot-market/demand/${d.id}`, token: op, payload: { version: d.version, items: [{ id: d.items[1].id, qty: 9, request_date: '2026-12-24' }] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v2/spot-market/demand/${d.id}`, token: op, payload: { version: d.version, items: [{ id: d.items[1].id, qty: 8 }] } })).status).toBe(409);
    expect((await get(`/api/v2/spot-market/send-order/${d.id}`)).status).toBe(409); // still a draft
    const ordered = await s.call({ method: 'POST', url: '/api/v2/spot-market/draft', token: op, payload: { items: [{ id: d.id }], status: 'ordered' } });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect((await get(`/api/v2/spot-market/draft/${d.id}`)).status).toBe(409);
    const sent = await get(`/api/v2/spot-market/send-order/${d.id}`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', ti_order_no: `TI${String(d.id).padStart(8, '0')}` });
    const now = (sent.body.data as { version: number }).version;
    expect((await s.call({ method: 'PUT', url: `/api/v2/spot-market/demand/${d.id}`, token: op, payload: { version: now, items: [{ id: d.items[1].id, qty: 8 }] } })).status).toBe(409);
  });

  it('never invoices more than was ordered (409 naming the row, nothing written), and an order fully invoiced becomes "invoiced"', async () => {
    const d = await create('SPOT-INV-1');
    expect((await s.call({ method: 'POST', url: '/api/v2/spot-market/draft', token: op, payload: { items: [{ id: d.id }], status: 'ordered' } })).status).toBe(200);
    expect((await get(`/api/v2/spot-market/send-order/${d.id}`)).status).toBe(200);
    const invoice = (no: string, rows: { item_id: number; qty: number }[]) => s.call({ method: 'POST', url: '/api/v2/spot-market/invoice/item', token: op, payload: { spot_market_id: d.id, invoice_no: no, invoice_date: '2026-11-25', items: rows } });
    const over = await invoice('TI-INV-A', [{ item_id: d.items[0].id, qty: 1 }, { item_id: d.items[1].id, qty: 8 }]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Row 2 ${parts[1].mpn}: only 7 left to invoice`);
    expect((await get(`/api/v2/spot-market/invoice/${d.id}`)).body.data).toMatchObject({ total: 0 });
    const first = await invoice('TI-INV-A', [{ item_id: d.items[0].id, qty: 3 }, { item_id: d.items[1].id, qty: 2 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ invoice_no: 'TI-INV-A', amount: '3.01' }); // 1.00 + 2.01
    expect((await invoice('TI-INV-A', [{ item_id: d.items[1].id, qty: 1 }])).status).toBe(409); // the number is taken
    expect((await invoice('TI-INV-B', [{ item_id: d.items[1].id, qty: 5 }])).status).toBe(200);
    const order = (await get(`/api/v2/spot-market/${d.id}`)).body.data as { status: string };
    expect(order.status).toBe('invoiced');
    const lines = (await get(`/api/v2/spot-market/sync-invoice/${d.id}`)).body.data as { list: { invoiced_qty: string; open_qty: string }[] };
    expect(lines.list.map((l) => [l.invoiced_qty, l.open_qty])).toEqual([['3', '0'], ['7', '0']]);
    // Sync re-reads our invoices: the stored invoiced quantities already agree, so nothing moves.
    const synced = await s.call({ method: 'POST', url: '/api/v2/spot-market/sync', token: op });
    expect(synced.status).toBe(200);
    expect((synced.body.data as { invoiced: number[] }).invoiced).not.toContain(d.id);
    expect((await s.call({ method: 'GET', url: '/api/v2/spot-market/sync-order', token: await s.login('viewer') })).status).toBe(403);
  });

  it.runIf(backend === 'postgres')('lets one of two concurrent invoices for the whole order win; the other is a 409', async () => {
    const d = await create('SPOT-RACE-1');
    expect((await s.call({ method: 'POST', url: '/api/v2/spot-market/draft', token: op, payload: { items: [{ id: d.id }], status: 'ordered' } })).status).toBe(200);
    expect((await get(`/api/v2/spot-market/send-order/${d.id}`)).status).toBe(200);
    const all = d.items.map((i) => ({ item_id: i.id, qty: i.qty }));
    const post = (no: string) => s.call({ method: 'POST', url: '/api/v2/spot-market/invoice/item', token: op, payload: { spot_market_id: d.id, invoice_no: no, invoice_date: '2026-11-25', items: all } });
    const results = await Promise.all([post('TI-RACE-A'), post('TI-RACE-B')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const invoiced = (await sql<{ q: string }>`select sum(invoiced_qty)::text as q from spot_market_item where spot_market_id = ${d.id}`.execute(s.database.db)).rows[0].q;
    expect(invoiced).toBe('10');
  });
});
