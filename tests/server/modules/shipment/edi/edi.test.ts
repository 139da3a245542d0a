// EDI 850/855: the X12 round trip through node-x12, the import (all or nothing, a bad file named by
// segment and line), item edits with the 850's version, the three 850 permissions each granting only
// its action, and sending: the 855 generated and queued in the outbox, the 850 final after it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate850, generate855, parse850, parse855, type PurchaseOrder } from '../../../../../server/modules/shipment/edi/x12';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart } from '../../master/upload';
import { userWith } from '../stageUsers';

const order = (po: string, code: string, items: [string, string, string][]): PurchaseOrder & { qty_total: string } => ({
  sender_id: 'BUYEREDI', receiver_id: 'DISTRIBHK', control_no: '000000042', purpose: '00', po_type: 'SA', po_no: po, po_date: '2026-11-02',
  currency: 'USD', customer_code: code, ship_to: 'Buyer DC Shenzhen', line: 1, qty_total: '0',
  items: items.map(([mpn, qty, price], i) => ({ line_no: i + 1, mpn, qty, uom: 'EA', unit_price: price, cpn: `C${i + 1}`, request_date: '2026-12-01' })),
});
const env = { sender: 'BUYEREDI', receiver: 'DISTRIBHK', control: '000000042', at: new Date('2026-11-02T08:00:00Z') };
const x12File = (text: string) => multipart({ name: 'po.x12', type: 'application/edi-x12', data: Buffer.from(text) });

describe('X12 documents (node-x12)', () => {
  it('parses what it generates back to the same 850 data, and the same 855 data', () => {
    const po = order('PO-RT-1', 'C001', [['LM317T', '2500', '0.1234'], ['TPS7A4700', '10.5', '2.5']]);
    const [back] = parse850(generate850([po], env));
    expect(back).toMatchObject({ po_no: 'PO-RT-1', customer_code: 'C001', po_date: '2026-11-02', sender_id: 'BUYEREDI', control_no: '000000042', ship_to: 'Buyer DC Shenzhen' });
    expect(back.items).toEqual(po.items);
    const ack = { control_no: '000000043', sender_id: 'DISTRIBHK', receiver_id: 'BUYEREDI', ack_type: 'AC', po_no: 'PO-RT-1', po_date: '2026-11-02', ack_no: 'AK1', ack_date: '2026-11-03', items: po.items.map((it, i) => ({ ...it, ack_status: i ? 'IA' : 'IQ' })) };
    expect(parse855(generate855([ack], { ...env, control: '000000043' }))).toEqual({
      control_no: '000000043',
      acks: [{ ack_type: 'AC', po_no: 'PO-RT-1', ack_no: 'AK1', items: [{ mpn: 'LM317T', qty: '2500', ack_status: 'IQ' }, { mpn: 'TPS7A4700', qty: '10.5', ack_status: 'IA' }] }],
    });
  });
});

describe.each(BACKENDS)('EDI 850/855 on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let customer: { id: number; code: string };
  let mpn: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    customer = (await sql<{ id: number; code: string }>`select id::int as id, code from ship_customer order by id desc limit 1`.execute(s.database.db)).rows[0];
    mpn = (await sql<{ mpn: string }>`select upper(mpn) as mpn from material order by id desc limit 1`.execute(s.database.db)).rows[0].mpn;
  });
  afterAll(() => s.close());

  const importText = (text: string, token = admin) => s.call({ method: 'POST', url: '/api/v2/850/import', token, ...x12File(text) });
  const read = async (id: number) => (await s.call({ method: 'GET', url: `/api/v2/850/${id}/lines`, token: admin })).body.data as { version: number; status: string; items: { id: number; qty: number; mpn: string; material_id: number | null }[] };

  it('imports an interchange in one transaction, and refuses a bad one naming the segment and line, writing nothing', async () => {
    const good = generate850([order('PO-IMP-1', customer.code, [[mpn, '100', '1.25'], ['UNKNOWN-PART', '7', '0.5']])], env);
    const res = await importText(good);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [id] = (res.body.data as { ids: number[] }).ids;
    const doc = await read(id);
    expect(doc.items.map((i) => [i.mpn, i.qty, i.material_id !== null])).toEqual([[mpn, 100, true], ['UNKNOWN-PART', 7, false]]);

    const before = await s.count('edi850');
    // The second order's CTT says 3 items for 2: the first order of the file must not stay either.
    const twoOrders = generate850([order('PO-IMP-2', customer.code, [[mpn, '1', '1']]), order('PO-IMP-3', customer.code, [[mpn, '1', '1'], [mpn, '2', '1']])], env).replace(/CTT\*2\*/, 'CTT*3*');
    const bad = await importText(twoOrders);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/CTT01 \(line \d+\)/);
    const notX12 = await importText('ISA*00*garbage~');
    expect(notX12.status).toBe(400);
    expect(notX12.body.message).toMatch(/ISA/);
    const badQty = await importText(good.replace('PO1*1*100*', 'PO1*1*1O0*').replace('PO-IMP-1', 'PO-IMP-4'));
    expect(badQty.status).toBe(400);
    expect(badQty.body.message).toMatch(/PO102 \(line \d+\): quantity "1O0"/);
    expect(await s.count('edi850')).toBe(before);
    expect((await importText(good)).status).toBe(409); // the same PO of the same customer again

    // Deleting items goes by the 850's version; an 850 left without items cannot be acknowledged.
    for (const item of doc.items) {
      const { version } = await read(id);
      expect((await s.call({ method: 'DELETE', url: `/api/v2/850/item/${item.id}?version=${version}`, token: admin })).status).toBe(200);
    }
    const empty = await s.call({ method: 'POST', url: '/api/v2/850/send', token: admin, payload: { items: [{ id }] } });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toMatch(/no items left/);
    expect((await read(id)).status).toBe('received');
  });

  it('edits an item with the version read: R22 row words, a stale version is a 409, each action needs its own permission', async () => {
    const id = ((await importText(generate850([order('PO-EDIT-1', customer.code, [[mpn, '10', '2'], ['LM358', '5', '1']])], env))).body.data as { ids: number[] }).ids[0];
    const doc = await read(id);
    const item = doc.items[1];
    const invalid = await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: admin, payload: { version: doc.version, qty: -3 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^Row 2 LM358: /);
    const noMaterial = await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: admin, payload: { version: doc.version, material_id: 987654321 } });
    expect(noMaterial.status).toBe(400);
    expect(noMaterial.body.message).toMatch(/^Row 2 LM358: /);
    const edited = await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: admin, payload: { version: doc.version, qty: '4.5' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: admin, payload: { version: doc.version, qty: 1 } })).status).toBe(409);
    expect((await read(id)).items[1].qty).toBe(4.5);

    const query = await userWith(s, `edi-query-${backend}`, ['manage-850-query-manager']);
    const sender = await userWith(s, `edi-send-${backend}`, ['manage-850-send-manager']);
    const editor = await userWith(s, `edi-edit-${backend}`, ['manage-850-edit-manager']);
    const now = await read(id);
    expect((await s.call({ method: 'GET', url: `/api/v2/850/history/${id}`, token: query })).status).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: query, payload: { version: now.version, qty: 1 } })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: sender, payload: { version: now.version, qty: 1 } })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/850/send', token: query, payload: { items: [{ id }] } })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/850/send', token: editor, payload: { items: [{ id }] } })).status).toBe(403);
    expect((await read(id)).status).toBe('received');

    // Sending: the 855 says line 2 changed quantity; its interchange waits in the outbox; the 850 is final.
    const sent = await s.call({ method: 'POST', url: '/api/v2/850/send', token: sender, payload: { items: [{ id }] } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const ack = (await sql<{ id: number; ack_type: string }>`select id::int as id, ack_type from edi855 where edi850_id = ${id}`.execute(s.database.db)).rows[0];
    expect(ack.ack_type).toBe('AC');
    const queued = (await sql<{ body: string }>`select body from edi_outbox where doc_type = '855' and doc_id = ${ack.id}`.execute(s.database.db)).rows[0];
    expect(parse855(queued.body).acks[0].items).toEqual([{ mpn, qty: '10', ack_status: 'IA' }, { mpn: 'LM358', qty: '4.5', ack_status: 'IQ' }]);
    expect((await s.call({ method: 'PUT', url: `/api/v2/850/item/${item.id}`, token: admin, payload: { version: (await read(id)).version, qty: 1 } })).status).toBe(409);
    expect((await s.call({ method: 'DELETE', url: '/api/v2/850/batch', token: admin, payload: { ids: [id] } })).status).toBe(409);

    const file = await s.app.inject({ method: 'POST', url: '/api/v2/855/export', headers: { authorization: `Bearer ${admin}` }, payload: { ids: [ack.id] } });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="edi855_\d{4}_\d{2}_\d{2}\.x12"; filename\*=UTF-8''edi855_\d{4}_\d{2}_\d{2}\.x12$/);
    expect(file.statusCode).toBe(200);
    expect(parse855(file.body).acks[0].po_no).toBe('PO-EDIT-1');
    const exported = await s.app.inject({ method: 'POST', url: '/api/v2/850/export', headers: { authorization: `Bearer ${query}` }, payload: { ids: [id] } });
    expect(parse850(exported.body)[0].items.map((i) => i.qty)).toEqual(['10', '4.5']);
  });

  it.runIf(backend === 'postgres')('lets one of two concurrent item edits at the same version win; the other is a 409', async () => {
    const id = ((await importText(generate850([order('PO-RACE-1', customer.code, [[mpn, '10', '2']])], env))).body.data as { ids: number[] }).ids[0];
    const doc = await read(id);
    const put = (qty: number) => s.call({ method: 'PUT', url: `/api/v2/850/item/${doc.items[0].id}`, token: admin, payload: { version: doc.version, qty } });
    const results = await Promise.all([put(11), put(12)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect([11, 12]).toContain((await read(id)).items[0].qty);
  });
});
