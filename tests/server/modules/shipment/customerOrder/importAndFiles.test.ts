// The history import (parse to a preview that writes nothing, then import all or nothing, problems
// named by row as R22 says) and an order's files (upload, download, delete), on PGlite.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { multipart } from '../../master/upload';

describe('order history import and files', () => {
  let s: TestServer;
  let admin: string;
  let customer: string;
  let mpns: string[];
  const csv = (lines: string[]) => multipart({ name: 'history.csv', type: 'text/csv', data: Buffer.from(['Order no.,Customer,Order date,Currency,MPN,CPN,Quantity,Unit price', ...lines].join('\n')) });
  const count = async (no: string) => Number((await sql<{ n: string }>`select count(*)::text as n from customer_order where order_no = ${no}`.execute(s.database.db)).rows[0].n);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    customer = (await sql<{ code: string }>`select code from ship_customer order by id limit 1`.execute(s.database.db)).rows[0].code;
    mpns = (await sql<{ mpn: string }>`select mpn from material order by id limit 2`.execute(s.database.db)).rows.map((r) => r.mpn);
  });
  afterAll(() => s.close());

  it('previews a file without writing, then imports every order of it or none', async () => {
    const good = [`HIS-1,${customer},2025-03-01,USD,${mpns[0]},C1,100,0.5`, `HIS-1,${customer},2025-03-01,USD,${mpns[1]},C2,"1,200",0.25`, `HIS-2,${customer},2025-04-01,CNY,${mpns[0]},,10,3`];
    const parsed = await s.call({ method: 'POST', url: '/api/v1/order/history/parse', token: admin, ...csv([...good, `HIS-3,${customer},2025-04-01,USD,NO-SUCH-PART,,1,1`]) });
    expect(parsed.status, JSON.stringify(parsed.body)).toBe(200);
    const preview = parsed.body.data as { orders: { order_no: string; items: number }[]; errors: { message: string }[]; rows: Record<string, string>[] };
    expect(preview.orders.map((o) => [o.order_no, o.items])).toEqual([['HIS-1', 2], ['HIS-2', 1]]);
    expect(preview.errors.map((e) => e.message)).toEqual(['Row 4 NO-SUCH-PART: Material does not exist']);
    expect(await count('HIS-1')).toBe(0);
    const refused = await s.call({ method: 'POST', url: '/api/v1/order/history/import', token: admin, payload: { rows: preview.rows } });
    expect(refused.status).toBe(400);
    expect(await count('HIS-1')).toBe(0);
    const done = await s.call({ method: 'POST', url: '/api/v1/order/history/import', token: admin, payload: { rows: preview.rows.slice(0, 3) } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const stored = await sql<{ order_type: string; qty: string }>`select o.order_type, i.qty::text as qty from customer_order o join customer_order_item i on i.order_id = o.id where o.order_no = 'HIS-1' order by i.line_no`.execute(s.database.db);
    expect(stored.rows).toEqual([{ order_type: 'history', qty: '100' }, { order_type: 'history', qty: '1200' }]);
    const again = await s.call({ method: 'POST', url: '/api/v2/order/history/import', token: admin, ...csv(good.slice(2)) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`Row 1 ${mpns[0]}: Order no. already exists`);
  });

  it('keeps files of an order: upload, download the same bytes, delete', async () => {
    const order = Number((await sql<{ id: number }>`select min(id) as id from customer_order`.execute(s.database.db)).rows[0].id);
    const up = await s.call({ method: 'POST', url: `/api/v2/order/file/upload/${order}`, token: admin, ...multipart({ name: 'po.txt', type: 'text/plain', data: Buffer.from('customer PO 4500') }) });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const fileId = (up.body.data as { id: number }).id;
    const down = await s.call({ method: 'GET', url: `/api/v2/order/file/download/${fileId}`, token: admin });
    expect(down.status).toBe(200);
    expect(JSON.stringify(down.body)).toContain('customer PO 4500');
    const listed = (await s.call({ method: 'GET', url: `/api/v1/order/${order}/files`, token: admin })).body.data as { files: { id: number }[] };
    expect(listed.files.map((f) => f.id)).toContain(fileId);
    // In the orders' own store, not the RMA module's logistics files.
    const stored = await sql<{ owner: string }>`select owner from order_file where id = ${fileId}`.execute(s.database.db);
    expect(stored.rows).toEqual([{ owner: 'customer_order' }]);
    expect((await sql`select id from logistics_file where owner = 'customer_order'`.execute(s.database.db)).rows).toEqual([]);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/order/file/${fileId}`, token: admin })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v2/order/file/download/${fileId}`, token: admin })).status).toBe(404);
  });
});
