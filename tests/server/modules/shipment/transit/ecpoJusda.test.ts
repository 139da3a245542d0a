// ECPO on-way links (a shipment is never booked beyond its quantity, all or none) and the Jusda
// lookups of one waybill, as the tracking screen reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

type Link = { id: number; pdc_id: number; qty: string; version: number };

describe.each(BACKENDS)('ECPO on-way and Jusda on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const get = async (url: string) => {
    const res = await s.call({ method: 'GET', url, token: op });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { list: Record<string, unknown>[]; total: number };
  };
  const linksOf = async (id: number) => (await get(`/api/v1/ecpo/${id}/onway`)).list as unknown as Link[];

  it('books part of a shipment on the way, refuses more than is left, and removes a link', async () => {
    const ecpo = (await get('/api/v1/ecpo?status=open&sort=ecpo_no&order=asc&size=1')).list[0] as { id: number; material_id: number };
    const [link] = await linksOf(ecpo.id);
    const shipment = (await get(`/api/v2/pdc?ids=${link.pdc_id}`)).list[0] as { qty: number };
    const left = BigInt(shipment.qty) - BigInt(link.qty);
    const tooMuch = await s.call({ method: 'PUT', url: '/api/v1/ecpo/onway', token: op, payload: { items: [{ id: link.id, qty: String(BigInt(shipment.qty) + 1n) }] } });
    expect(tooMuch.status).toBe(409);
    expect((await linksOf(ecpo.id))[0].qty).toBe(link.qty);

    // Two items, the second refused: the first is not kept either.
    const mixed = await s.call({ method: 'PUT', url: '/api/v1/ecpo/onway', token: op, payload: { items: [{ id: link.id, qty: '1' }, { id: link.id, qty: String(BigInt(shipment.qty) + 1n) }] } });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toContain('Row 2');
    expect((await linksOf(ecpo.id))[0].qty).toBe(link.qty);
    const zero = await s.call({ method: 'PUT', url: '/api/v1/ecpo/onway', token: op, payload: { items: [{ id: link.id, qty: '0' }] } });
    expect(zero.body.errors).toEqual([expect.objectContaining({ field: 'qty', row: 1 })]);

    const stale = await s.call({ method: 'PUT', url: '/api/v1/ecpo/onway', token: op, payload: { items: [{ id: link.id, version: link.version + 1, qty: '1' }] } });
    expect(stale.status).toBe(409);

    const removed = await s.call({ method: 'DELETE', url: `/api/v1/ecpo/${ecpo.id}/${link.id}`, token: op });
    expect(removed.status).toBe(200);
    expect(await linksOf(ecpo.id)).toEqual([]);
    const whole = await s.call({ method: 'POST', url: `/api/v1/ecpo/${ecpo.id}`, token: op, payload: { pdc_id: link.pdc_id, qty: String(left + BigInt(link.qty)) } });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    const twice = await s.call({ method: 'POST', url: `/api/v1/ecpo/${ecpo.id}`, token: op, payload: { pdc_id: link.pdc_id, qty: '1' } });
    expect(twice.status).toBe(409);
    // A shipment orders count on is not cancelled under them.
    const cancel = await s.call({ method: 'DELETE', url: `/api/v2/pdc/onway/${link.pdc_id}`, token: op });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toContain(String((ecpo as { ecpo_no?: string }).ecpo_no));
    expect((await s.call({ method: 'DELETE', url: `/api/v1/ecpo/${ecpo.id}/999999`, token: op })).status).toBe(404);
  });

  it('answers one waybill with its events, exceptions and materials', async () => {
    const [waybill] = (await get('/api/v2/jusda/waybill')).list as { waybill_no: string; invoice_no: string; events: unknown[] }[];
    const q = `waybill_no=${waybill.waybill_no}&invoice_no=${waybill.invoice_no}`;
    const one = await get(`/api/v2/jusda/waybill?${q}`);
    expect(one.total).toBe(1);
    expect((one.list[0].events as unknown[]).length).toBeGreaterThan(0);
    const materials = await get(`/api/v2/jusda/materials?${q}`);
    expect(materials.total).toBeGreaterThan(0);
    expect(materials.list.every((m) => m.waybill_no === waybill.waybill_no)).toBe(true);
    expect((await get('/api/v2/jusda/exception')).total).toBeGreaterThan(0);
    expect((await get('/api/v2/jusda/inventory/map')).total).toBeGreaterThan(0);
    expect((await s.call({ method: 'GET', url: '/api/v2/jusda/exception?resolved=maybe', token: op })).status).toBe(400);
  });
});
