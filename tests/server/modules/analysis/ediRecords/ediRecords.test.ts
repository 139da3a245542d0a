// EDI 856/810/861 records: the X12 documents read back what they were built from; a shipped ASN
// sent as an 856 (hierarchy from its items and bags, queued in the EDI outbox, once only, shipped
// only); received 856s and 810s fetched from a file or the EDI inbox and 861s recorded, each matched
// to its ASN (a mismatch kept with its differences, in the caller's language); a bad file refused
// naming segment and line with nothing written; each call behind its own permission; the demo rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate810, generate861, parse810, parse861 } from '../../../../../server/modules/analysis/ediRecords/x12Invoice';
import { generate856, parse856, type ShipNotice } from '../../../../../server/modules/analysis/ediRecords/x12Ship';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { multipart } from '../../master/upload';
import { userWith } from '../../shipment/stageUsers';

const env = (sender: string, control = '000000042') => ({ sender, receiver: 'DISTRIBHK', control, at: new Date('2026-11-25T08:00:00Z') });
const x12 = (text: string, name = 'doc.x12') => multipart({ name, type: 'application/edi-x12', data: Buffer.from(text) });
type Rec = { id: number; match_status: string; match_note: string | null; asn_id: number | null; direction?: string };

describe('X12 856, 810 and 861 (node-x12)', () => {
  it('reads back the documents it generates', () => {
    const notice: ShipNotice = { shipment_no: 'ASN-1', invoice_no: 'ASN-1', ship_date: '2026-11-02', carrier: 'DHL', tracking_no: 'T1', ship_to: { name: 'Buyer', code: 'C1' },
      items: [{ order_no: 'PO1', mpn: 'LM317', cpn: 'C-1', qty: 5000, uom: 'EA', packs: [{ mark: 'B1', qty: 3000 }, { mark: 'B2', qty: 2000 }] }] };
    const [back] = parse856(generate856([notice], env('DISTRIBHK')));
    expect(back).toMatchObject({ ...notice, sender_id: 'DISTRIBHK' });
    const inv = { invoice_no: 'INV1', invoice_date: '2026-11-03', po_no: 'PO1', currency: 'USD', total_amount: '1234.50', items: [{ mpn: 'LM317', cpn: null, qty: 5000, uom: 'EA', unit_price: '0.2469' }] };
    expect(parse810(generate810([inv], env('SUPP')))[0]).toMatchObject(inv);
    const rec = { receipt_no: 'R1', receipt_date: '2026-11-05', invoice_no: 'ASN-1', po_no: 'PO1', items: [{ mpn: 'LM317', cpn: 'C-1', received_qty: 4990, rejected_qty: 10, uom: 'EA' }] };
    expect(parse861(generate861([rec], env('CUST')))[0]).toMatchObject(rec);
  });
});

describe('EDI records', () => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  let importer: string;
  let asn: { id: number; invoice_no: string };

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    viewer = await userWith(s, 'edi-viewer', ['view-record856', 'view-record810']);
    importer = await userWith(s, 'edi-importer', ['import-810']);
    // The demo's second shipped ASN: no 856 sent for it yet.
    asn = (await sql<{ id: number; invoice_no: string }>`select id::int as id, invoice_no from asn_order o where status = '4'
      and not exists (select 1 from record856 r where r.asn_id = o.id and r.direction = 'out') order by id limit 1`.execute(s.database.db)).rows[0];
  }, 600_000);
  afterAll(() => s?.close());

  const list = async (base: string, token = op) => ((await s.call({ method: 'GET', url: `${base}?size=100`, token })).body.data as { list: Rec[] }).list;
  const lines = async (base: string, id: number) => (await s.call({ method: 'GET', url: `${base}/${id}/lines`, token: op })).body.data as Rec & { items: Record<string, unknown>[] };

  it('shows demo records on a fresh start: matched, differing and unmatched ones in each history', async () => {
    for (const base of ['/api/v2/record856', '/api/v2/record810', '/api/v2/record861']) {
      const statuses = new Set((await list(base)).map((r) => r.match_status));
      expect([...statuses].sort(), base).toEqual(base.endsWith('856') ? ['matched', 'unmatched'] : ['differs', 'matched', 'unmatched']);
    }
    expect((await list('/api/v2/record810', viewer)).length).toBeGreaterThan(0);
    expect((await s.call({ method: 'GET', url: '/api/v2/record861', token: viewer })).status).toBe(403);
  });

  it('sends a shipped ASN as an 856 built from its items and bags, once, and refuses any other', async () => {
    const send = (list: unknown, token = op) => s.call({ method: 'POST', url: '/api/v2/b2b/856', token, payload: { list } });
    expect((await send([asn.id], viewer)).status).toBe(403);
    const draft = (await sql<{ id: number }>`select id::int as id from asn_order where status = '0' limit 1`.execute(s.database.db)).rows[0].id;
    const outbox = await s.count('edi_outbox');
    const mixed = await send([asn.id, draft]);
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toMatch(/Only shipped ASNs/);
    expect(await s.count('edi_outbox')).toBe(outbox);
    expect((await send('x')).status).toBe(400);

    const res = await send([asn.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [id] = (res.body.data as { ids: number[] }).ids;
    const body = (await sql<{ body: string }>`select body from edi_outbox where doc_type = '856' and doc_id = ${id}`.execute(s.database.db)).rows[0].body;
    const [doc] = parse856(body);
    const expected = (await sql<{ mpn: string; qty: number; packs: number }>`select upper(m.mpn) as mpn, i.total_qty::int as qty,
        (select count(distinct b.bag_id)::int from asn_bag b where b.asn_id = i.asn_id and b.item_no = i.line_no) as packs
      from asn_item i join material m on m.id = i.material_id where i.asn_id = ${asn.id} order by i.line_no`.execute(s.database.db)).rows;
    expect(doc.shipment_no).toBe(asn.invoice_no);
    expect(doc.items.map((i) => ({ mpn: i.mpn, qty: i.qty, packs: i.packs.length }))).toEqual(expected);
    expect(doc.items.every((i) => i.packs.reduce((n, p) => n + p.qty, 0) === i.qty)).toBe(true);
    expect((await lines('/api/v2/record856', id)).items.length).toBe(expected.length);
    expect((await send([asn.id])).status).toBe(409); // once only
  });

  it('fetches an 856 file matched to its ASN, keeps a differing one with its differences, refuses a bad or repeated file', async () => {
    const [sent] = parse856((await sql<{ body: string }>`select body from edi_outbox where doc_type = '856' order by id desc limit 1`.execute(s.database.db)).rows[0].body);
    const short = { ...sent, shipment_no: 'JSD-T-2', items: sent.items.map((it, i) => (i ? it : { ...it, qty: it.qty - 1, packs: [] })) };
    const text = generate856([{ ...sent, shipment_no: 'JSD-T-1' }, short], env('JUSDA3PL'));
    const before = await s.count('record856');
    const bad = await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/856', token: op, ...x12(text.replace('CTT*', 'CTT*9'), 'bad.x12') });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/bad\.x12: CTT01 \(line \d+\)/);
    expect(await s.count('record856')).toBe(before);

    const res = await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/856', token: op, ...x12(text) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 2, mismatched: 1, duplicates: 0 });
    const [a, b] = await Promise.all((res.body.data as { ids: number[] }).ids.map((id) => lines('/api/v2/record856', id)));
    expect([a.match_status, a.asn_id]).toEqual(['matched', asn.id]);
    expect([b.match_status, b.asn_id]).toEqual(['differs', asn.id]);
    expect(b.match_note).toContain(`${sent.items[0].mpn}: ${sent.items[0].qty - 1} here, ${sent.items[0].qty} on the ASN`);
    expect((await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/856', token: op, ...x12(text) })).status).toBe(409);
  });

  it('fetches the 810s waiting in the EDI inbox once, words differences in the caller\'s language, and lets only manage-record810 review', async () => {
    expect((await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/810', token: viewer })).status).toBe(403);
    // A partner's unreadable file waits first in the inbox: set aside with its problem, not blocking the rest.
    await sql`insert into edi_inbox (doc_type, sender_id, file_name, body) values ('810', 'BROKEN', 'broken-810.x12', 'not an interchange')`.execute(s.database.db);
    const first = await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/810', token: importer, headers: { 'accept-language': 'zh-CN' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ imported: 1, mismatched: 1, set_aside: [{ file: 'broken-810.x12' }] });
    const aside = (await sql<{ fetched: boolean; problem: string }>`select fetched_at is not null as fetched, problem from edi_inbox where file_name = 'broken-810.x12'`.execute(s.database.db)).rows[0];
    expect(aside.fetched).toBe(true);
    expect(aside.problem).toMatch(/不是有效的 X12 810 交换文件：broken-810\.x12/);
    const [id] = (first.body.data as { ids: number[] }).ids;
    expect((await lines('/api/v2/record810', id)).match_note).toMatch(/没有发票号为/);
    expect((await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/810', token: importer })).body.data).toMatchObject({ imported: 0, set_aside: [] });

    const review = (token: string) => s.call({ method: 'PUT', url: `/api/v2/record810/${id}`, token, payload: { review_status: 'disputed', remark: 'Asked the supplier for the ASN', version: 1 } });
    expect((await review(importer)).status).toBe(403);
    expect((await review(viewer)).status).toBe(403);
    const ok = await review(op);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ review_status: 'disputed', match_status: 'unmatched' });
  });

  it('records an 810 whose total (TDS) is not its lines\' sum, noting the difference instead of refusing it', async () => {
    const items = [{ mpn: 'LM358DR', cpn: null, qty: 2500, uom: 'EA', unit_price: '0.182' }, { mpn: 'NE555DR', cpn: null, qty: 3, uom: 'EA', unit_price: '0.3333' }];
    // Lines: 455.00 + 1.00 (0.9999 to the cent); the total adds 12.50 of freight (a SAC charge).
    const inv = (no: string, total: string) => ({ invoice_no: no, invoice_date: '2026-11-26', po_no: 'PO-NOT-OURS-9', currency: 'USD', total_amount: total, items });
    const res = await s.call({ method: 'POST', url: '/api/v2/b2b/fetch/810', token: op, ...x12(generate810([inv('INV-T-TDS-1', '468.50'), inv('INV-T-TDS-2', '456.00')], env('SUPPTDS'))) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 2 });
    const [charged, even] = await Promise.all((res.body.data as { ids: number[] }).ids.map((id) => lines('/api/v2/record810', id)));
    expect(charged.match_note).toContain("The invoice total (TDS) 468.50 is not its lines' sum 456.00");
    expect(even.match_note ?? '').not.toContain('total (TDS)');
  });

  it('records 861 receiving advices: received quantities against the ASN, a short line marked', async () => {
    const [sent] = parse856((await sql<{ body: string }>`select body from edi_outbox where doc_type = '856' order by id desc limit 1`.execute(s.database.db)).rows[0].body);
    const receipt = (no: string, short: number) => ({ receipt_no: no, receipt_date: '2026-11-26', invoice_no: sent.invoice_no, po_no: null,
      items: sent.items.map((it, i) => ({ mpn: it.mpn, cpn: it.cpn, received_qty: i ? it.qty : it.qty - short, rejected_qty: 0, uom: 'EA' })) });
    const text = generate861([receipt('RA-T-1', 0), receipt('RA-T-2', 5)], env('CUSTEDI'));
    expect((await s.call({ method: 'POST', url: '/api/v2/record861', token: viewer, ...x12(text) })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/record861', token: op, payload: {} })).status).toBe(400);
    const res = await s.call({ method: 'POST', url: '/api/v2/record861', token: op, payload: { x12: text } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [good, short] = await Promise.all((res.body.data as { ids: number[] }).ids.map((id) => lines('/api/v2/record861', id)));
    expect(good.match_status).toBe('matched');
    expect(short.match_status).toBe('differs');
    expect(short.items[0]).toMatchObject({ received_qty: sent.items[0].qty - 5, shipped_qty: sent.items[0].qty, condition: '03' });
  });
});
