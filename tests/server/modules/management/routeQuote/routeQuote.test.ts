// Route quotes and the route-amount query: exact decimal amounts from the effective quote, the
// overlap check, the status command, the quotation file, bad parameters, and the screens' rules.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAmountQuote } from '../../../../../src/contract/logistics';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart } from '../../master/upload';

describe.each(BACKENDS)('route quotes on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let station: Record<string, number>;
  let charge: Record<string, number>;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const pick = async (table: string) => Object.fromEntries((await sql<{ id: number; code: string }>`select id, code from ${sql.table(table)}`.execute(s.database.db)).rows.map((r) => [r.code, Number(r.id)]));
    station = await pick('city_station');
    charge = await pick('route_charge');
  });
  afterAll(() => s.close());

  const get = (url: string, token = op) => s.call({ method: 'GET', url, token });

  async function createQuote(no: string, from: string, to: string, mode: string, charges: { route_charge_id: number; rate: number; min_charge?: number }[]) {
    const res = await s.call({
      method: 'POST', url: '/api/v2/route-quote/lines', token: op,
      payload: { quote_no: no, origin_station_id: station[from], destination_station_id: station[to], carrier: 'Test Air', mode, currency: 'USD', valid_from: '2020-01-01', valid_to: '2099-12-31', status: 'active', charges },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number };
  }

  it('prices a shipment exactly: rate × chargeable weight, minimum charges, per-shipment fees, cheapest first', async () => {
    // A route of its own: SIN -> TPE; 0.1 + 0.2 style sums must stay exact.
    await createQuote('RQ-T-1', 'SIN', 'TPE', 'air', [
      { route_charge_id: charge.AF, rate: 0.1, min_charge: 0 },
      { route_charge_id: charge.FSC, rate: 0.2 },
      { route_charge_id: charge.CUS, rate: 35.005 },
    ]);
    await createQuote('RQ-T-2', 'SIN', 'TPE', 'air', [{ route_charge_id: charge.AF, rate: 1.3333, min_charge: 500 }]);
    // 100.3 kg, 0.9 m³ -> volume weight 150.3 kg (167 per m³) is the chargeable weight.
    const res = await get(`/api/v2/route/express?origin_station_id=${station.SIN}&destination_station_id=${station.TPE}&weight=100.3&volume=0.9`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (res.body.data as { list: RouteAmountQuote[] }).list;
    expect(list.map((q) => q.quote_no)).toEqual(['RQ-T-1', 'RQ-T-2']);
    expect(list[0].charges.map((c) => [c.code, c.quantity, c.amount])).toEqual([
      ['AF', '150.3', '15.03'],
      ['FSC', '150.3', '30.06'],
      ['CUS', '1', '35.01'],
    ]);
    expect(list[0].total).toBe('80.10');
    expect(list[1].total).toBe('500.00'); // 1.3333 × 150.3 = 200.39 is below the minimum
  });

  it('refuses bad query parameters with 400 naming them', async () => {
    const base = `/api/v2/route/express?origin_station_id=${station.SIN}&destination_station_id=${station.TPE}`;
    for (const [query, field] of [['&weight=1e3', 'weight'], ['&weight=-1', 'weight'], ['&weight=0&volume=0', 'weight'], ['&weight=1&date=2026-02-30', 'date']]) {
      const res = await get(base + query);
      expect(res.status, query).toBe(400);
      expect((res.body.errors as { field: string }[])[0].field).toBe(field);
    }
    const noOrigin = await get(`/api/v2/route/express?destination_station_id=${station.TPE}&weight=1`);
    expect((noOrigin.body.errors as { field: string }[])[0].field).toBe('origin_station_id');
  });

  it('tells whether an overlapping quote exists, leaving out the one being edited', async () => {
    const q = await createQuote('RQ-T-3', 'PVG', 'TPE', 'sea', [{ route_charge_id: charge.OF, rate: 40 }]);
    const ask = (extra = '') => get(`/api/v2/route-quote/exist?origin_station_id=${station.PVG}&destination_station_id=${station.TPE}&carrier=test air&mode=sea&valid_from=2026-01-01&valid_to=2026-03-31${extra}`);
    expect((await ask()).body.data).toMatchObject({ exists: true, list: [{ quote_no: 'RQ-T-3' }] });
    expect((await ask(`&id=${q.id}`)).body.data).toMatchObject({ exists: false });
    // Inactive quotes do not count; the status change is PUT status/{id}.
    const res = await s.call({ method: 'PUT', url: `/api/v2/route-quote/status/${q.id}`, token: op, payload: { status: 'inactive' } });
    expect(res.body.data).toMatchObject({ status: 'inactive' });
    expect((await ask()).body.data).toMatchObject({ exists: false });
    expect((await s.call({ method: 'PUT', url: `/api/v2/route-quote/status/${q.id}`, token: op, payload: { status: 'gone' } })).status).toBe(400);
  });

  it('refuses a validity ending before it starts and a route to the same station, naming the field', async () => {
    const q = await createQuote('RQ-T-5', 'TPE', 'SIN', 'air', [{ route_charge_id: charge.AF, rate: 2 }]);
    const bad = await s.call({ method: 'PUT', url: `/api/v2/route-quote/${q.id}`, token: op, payload: { version: q.version, valid_to: '2019-12-31' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('valid_to');
    const same = await s.call({ method: 'POST', url: '/api/v2/route-quote', token: op, payload: { quote_no: 'RQ-T-6', origin_station_id: station.TPE, destination_station_id: station.TPE, carrier: 'X', mode: 'air', currency: 'USD', valid_from: '2026-01-01', valid_to: '2026-12-31', status: 'draft' } });
    expect((same.body.errors as { field: string }[])[0].field).toBe('destination_station_id');
    expect(same.body.message).toBe('From and to must be different');
    // The declared rules (src/schema/crossField.ts): in the caller's language, and on a partial lines
    // save against the stored record (only valid_from sent, after the stored valid_to).
    const zh = await s.call({ method: 'POST', url: '/api/v2/route-quote/lines', token: op, headers: { 'accept-language': 'zh-CN' }, payload: { quote_no: 'RQ-T-7', origin_station_id: station.TPE, destination_station_id: station.SIN, carrier: 'X', mode: 'air', currency: 'USD', valid_from: '2026-02-01', valid_to: '2026-01-31', status: 'draft', charges: [] } });
    expect(zh.status).toBe(400);
    expect(zh.body.errors).toEqual([{ field: 'valid_to', message: '失效日期不能早于生效日期' }]);
    const moved = await s.call({ method: 'PUT', url: `/api/v2/route-quote/${q.id}/lines`, token: op, payload: { version: q.version, valid_from: '2100-01-01' } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: 'valid_to', message: 'Valid to must not be before valid from' }]);
    expect((await get(`/api/v2/route-quote/${q.id}`)).body.data).toMatchObject({ valid_from: '2020-01-01', valid_to: '2099-12-31' });
    expect((await sql`select 1 from route_quote where quote_no = 'RQ-T-6'`.execute(s.database.db)).rows).toEqual([]);
  });

  it('keeps the carrier quotation and gives it back', async () => {
    const q = await createQuote('RQ-T-4', 'HKG', 'TPE', 'air', [{ route_charge_id: charge.AF, rate: 2 }]);
    expect((await get(`/api/v2/route-quote/download/${q.id}`)).status).toBe(404);
    const up = await s.call({ method: 'POST', url: `/api/v2/route-quote/upload/${q.id}`, token: op, ...multipart({ name: 'quote.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 rates') }) });
    expect(up.body.data).toMatchObject({ quote_file: { name: 'quote.pdf', size: 14 } });
    const down = await s.app.inject({ method: 'GET', url: `/api/v2/route-quote/download/${q.id}`, headers: { authorization: `Bearer ${op}` } });
    expect(down.body).toBe('%PDF-1.4 rates');
  });

  it('serves each screen to its own permission only', async () => {
    const manager = await s.login('manager'); // holds manage-route, not manage-route-quote
    expect((await get(`/api/v2/route/name`, manager)).status).toBe(200);
    expect((await get('/api/v2/route-quote', manager)).status).toBe(403);
    expect((await get('/api/v2/route-quote/exist', manager)).status).toBe(403);
    expect((await get('/api/v2/city-station', manager)).status).toBe(403);
    const viewer = await s.login('viewer');
    expect((await get('/api/v2/route/name', viewer)).status).toBe(403);
  });

  it('has demo routes with active quotes', async () => {
    const names = (await get('/api/v2/route/name?date=2026-06-01')).body.data as { name: string; quotes: number }[];
    expect(names.find((n) => n.name.startsWith('HKG → SIN'))?.quotes).toBe(2);
  });
});
