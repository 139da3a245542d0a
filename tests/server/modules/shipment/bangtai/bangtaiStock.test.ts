// The 3PL warehouse: a notice's status edit moves the stock (received adds, shipped takes, never below
// zero) and writes the history, once; viewers read only (races: bangtaiRaces.test.ts); imports are all or nothing; exports hold
// every filtered row.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

describe('Bangtai warehouse', () => {
  let s: TestServer;
  let admin: string;
  let viewer: string;
  let mpn: string;
  let materialId: number;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    viewer = await s.login('viewer');
    const m = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 1`.execute(s.database.db)).rows[0];
    [mpn, materialId] = [m.mpn, Number(m.id)];
  }, 60_000);
  afterAll(() => s.close());

  const stock = async (lot: string) => (await sql<{ qty: string }>`select qty from bangtai_instock where customer_no = 'T-CUST' and lot_no = ${lot}`.execute(s.database.db)).rows.map((r) => Number(r.qty))[0];
  const notice = async (kind: 'inbound' | 'outbound', no: string, qty: number, lot = 'LOT-A') => {
    const key = kind === 'inbound' ? 'inbound_no' : 'outbound_no';
    const r = await s.call({ method: 'POST', url: `/api/v1/bangtai/${kind}`, token: admin, payload: { [key]: no, customer_no: 'T-CUST', material_id: materialId, lot_no: lot, qty } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'pending' });
    return r.body.data as { id: number; version: number };
  };
  const setStatus = (kind: string, id: number, status: string, token = admin) => s.call({ method: 'PUT', url: `/api/v1/bangtai/${kind}/status/${id}`, token, payload: { status } });

  it('adds received goods to the lot and records the move, once', async () => {
    const n = await notice('inbound', 'T-IN-1', 1500);
    expect((await setStatus('inbound', n.id, 'received', viewer)).status).toBe(403);
    expect((await setStatus('inbound', n.id, 'shipped')).status).toBe(400);
    const res = await setStatus('inbound', n.id, 'received');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'received' });
    expect(await stock('LOT-A')).toBe(1500);
    const again = await setStatus('inbound', n.id, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('T-IN-1 is already Received; only a pending notice can change its status');
    const history = await sql<{ direction: string; qty: string; balance: string }>`select direction, qty, balance from bangtai_history where doc_no = 'T-IN-1'`.execute(s.database.db);
    expect(history.rows.map((h) => [h.direction, Number(h.qty), Number(h.balance)])).toEqual([['in', 1500, 1500]]);
  });

  it('refuses to ship more than the lot holds, naming it, and changes nothing', async () => {
    const n = await notice('outbound', 'T-OUT-1', 2000);
    const res = await setStatus('outbound', n.id, 'shipped');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Lot LOT-A of ${mpn} for customer T-CUST holds 1500; 2000 cannot be shipped`);
    expect(await stock('LOT-A')).toBe(1500);
    expect((await sql<{ status: string }>`select status from bangtai_outbound where id = ${n.id}`.execute(s.database.db)).rows[0].status).toBe('pending');
  });

  it('lets viewers read but nobody edit the stock by hand', async () => {
    expect((await s.call({ method: 'GET', url: '/api/v1/bangtai/instock', token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/bangtai/history', token: viewer })).status).toBe(200);
    const made = await s.call({ method: 'POST', url: '/api/v1/bangtai/instock', token: admin, payload: { customer_no: 'X', material_id: materialId, lot_no: 'L', qty: 5 } });
    expect(made.status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v1/bangtai/inbound', token: viewer, payload: {} })).status).toBe(403);
  });

  it('imports inbound notices all or nothing, naming the bad row', async () => {
    const template = await s.app.inject({ method: 'GET', url: '/api/v1/bangtai/inbound/template', headers: { authorization: `Bearer ${admin}` } });
    const header = readXlsx(template.rawPayload)[0] as string[];
    const row = (values: Record<string, unknown>) => header.map((h) => values[h] ?? null);
    const good = { 'Inbound no.': 'T-IMP-1', 'Customer no.': 'T-CUST', MPN: mpn, 'Lot / date code': 'LOT-B', Quantity: 100 };
    const before = await s.count('bangtai_inbound');
    const upload = (rows: unknown[][]) => s.call({ method: 'POST', url: '/api/v1/bangtai/inbound/import', token: admin, ...multipart(xlsxFile([header, ...rows])) });
    const bad = await upload([row(good), row({ ...good, 'Inbound no.': 'T-IMP-2', Quantity: 0 })]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject([{ row: 3, field: 'qty' }]);
    expect(await s.count('bangtai_inbound')).toBe(before);
    const ok = await upload([row(good), row({ ...good, 'Inbound no.': 'T-IMP-2', Quantity: 5 })]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await s.count('bangtai_inbound')).toBe(before + 2);
    // Imported notices start pending: only the status call receives them.
    expect((await sql<{ status: string }>`select status from bangtai_inbound where inbound_no = 'T-IMP-2'`.execute(s.database.db)).rows[0].status).toBe('pending');
  });

  it('exports every filtered row, past one page', async () => {
    const total = (await s.call({ method: 'GET', url: '/api/v1/bangtai/history?direction=in&size=1', token: viewer })).body.data as { total: number };
    expect(total.total).toBeGreaterThan(20);
    const file = await s.app.inject({ method: 'GET', url: '/api/v1/bangtai/history/export?direction=in', headers: { authorization: `Bearer ${viewer}` } });
    expect(file.statusCode).toBe(200);
    expect(readXlsx(file.rawPayload).length - 1).toBe(total.total);
  });
});
