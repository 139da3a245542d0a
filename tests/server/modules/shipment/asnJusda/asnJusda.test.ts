// The 3PL view of an ASN invoice (GET /api/v1/asn/jusda/{invoice_no}): each item beside the inbound
// notice its sync announced, received or not, and the warehouse's moves on those notices; the ASN
// screens' rule (a supplier is refused), an unknown invoice 404.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsnJusdaAnswer } from '../../../../../src/resources/shipment/asn/model/jusdaWire';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';

describe('ASN at the 3PL warehouse', () => {
  let s: TestServer;
  let reader: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    reader = await userWith(s, 'jd-reader', ['view-asn']);
  }, 600_000);
  afterAll(() => s?.close());

  it('answers the notices of a synced ASN and what the warehouse received of them', async () => {
    const asn = (await sql<{ invoice_no: string; item_count: number }>`select invoice_no, item_count::int as item_count from asn_order where status = '3' order by id limit 1`.execute(s.database.db)).rows[0];
    const url = `/api/v1/asn/jusda/${asn.invoice_no.toLowerCase()}`;
    const before = await s.call({ method: 'GET', url, token: reader });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const first = before.body.data as AsnJusdaAnswer;
    expect(first.items).toHaveLength(asn.item_count);
    expect(first.items.every((i) => i.inbound_no === `${asn.invoice_no}-${i.line_no}` && i.status === 'pending' && i.notice_qty === i.qty)).toBe(true);
    expect(first.moves).toEqual([]);

    const op = await s.login('op');
    const notice = (await sql<{ id: number; version: number }>`select id::int as id, version::int as version from bangtai_inbound where inbound_no = ${first.items[0].inbound_no}`.execute(s.database.db)).rows[0];
    const received = await s.call({ method: 'PUT', url: `/api/v1/bangtai/inbound/status/${notice.id}`, token: op, payload: { status: 'received', version: notice.version } });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const after = (await s.call({ method: 'GET', url, token: reader })).body.data as AsnJusdaAnswer;
    expect(after.items[0].status).toBe('received');
    expect(after.items[0].done_at).not.toBeNull();
    expect(after.moves.map((m) => [m.direction, m.doc_no, m.mpn, m.qty])).toEqual([['in', first.items[0].inbound_no, first.items[0].mpn, first.items[0].qty]]);
  });

  it('refuses a supplier and names an unknown invoice', async () => {
    const supplier = await userWith(s, 'jd-supplier', ['send-asn']);
    const asn = (await sql<{ invoice_no: string }>`select invoice_no from asn_order order by id limit 1`.execute(s.database.db)).rows[0];
    expect((await s.call({ method: 'GET', url: `/api/v1/asn/jusda/${asn.invoice_no}`, token: supplier })).status).toBe(403);
    const unknown = await s.call({ method: 'GET', url: '/api/v1/asn/jusda/NO-SUCH-INVOICE', token: reader });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('NO-SUCH-INVOICE');
  });
});
