// The 850 and 855 X12 exports, read back with node-x12's own parser (not the module's reader):
// every document sits in an interchange addressed to its own trading partner, under the control
// number it already has, and exporting again is the same file without drawing control numbers.
import { sql } from 'kysely';
import { X12Parser, type X12Interchange } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

interface Envelope {
  sender: string;
  receiver: string;
  control: string;
  groupSender: string;
  groupReceiver: string;
  /** BEG03 of each 850, BAK03 of each 855: the customer PO numbers it carries. */
  pos: string[];
}

function envelopes(text: string): Envelope[] {
  const parsed = new X12Parser(true).parse(text) as X12Interchange | { interchanges: X12Interchange[] };
  // A file of several interchanges is node-x12's Array subclass: copied to a plain array before mapping.
  const list: X12Interchange[] = 'interchanges' in parsed ? Array.from(parsed.interchanges) : [parsed];
  return list.map((ix) => {
    const group = ix.functionalGroups[0];
    return {
      sender: ix.header.valueOf(6)!.trim(),
      receiver: ix.header.valueOf(8)!.trim(),
      control: ix.header.valueOf(13)!.padStart(9, '0'),
      groupSender: group.header.valueOf(2)!,
      groupReceiver: group.header.valueOf(3)!,
      pos: ix.functionalGroups.flatMap((g) => g.transactions.map((tx) => tx.segments.find((s) => s.tag === 'BEG' || s.tag === 'BAK')!.valueOf(3)!)),
    };
  });
}

describe.each(BACKENDS)('EDI X12 exports on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  const exportFile = async (doc: '850' | '855', ids: number[]) => {
    const res = await s.app.inject({ method: 'POST', url: `/api/v2/${doc}/export`, headers: { authorization: `Bearer ${admin}` }, payload: { ids } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const lastControlNo = async () => (await sql<{ n: string }>`select last_value::text as n from edi_control_no`.execute(s.database.db)).rows[0].n;

  it('puts each 850 in an interchange from its own sender, under the control number it came with; a re-export is the same file', async () => {
    const orders = (
      await sql<{ id: number; po_no: string; sender_id: string; receiver_id: string; control_no: string }>`select id::int as id, po_no, sender_id, receiver_id, control_no
        from edi850 order by id limit 36`.execute(s.database.db)
    ).rows;
    expect(new Set(orders.map((o) => o.sender_id)).size).toBeGreaterThan(1);
    const drawnBefore = await lastControlNo();
    const file = await exportFile('850', orders.map((o) => o.id));
    const found = envelopes(file);
    expect(found.flatMap((e) => e.pos).sort()).toEqual(orders.map((o) => o.po_no).sort());
    for (const o of orders) {
      const env = found.find((e) => e.pos.includes(o.po_no))!;
      expect({ po: o.po_no, ...env, pos: undefined }).toEqual({ po: o.po_no, sender: o.sender_id, receiver: o.receiver_id, control: o.control_no, groupSender: o.sender_id, groupReceiver: o.receiver_id, pos: undefined });
    }
    expect(await exportFile('850', orders.map((o) => o.id))).toBe(file);
    expect(await lastControlNo()).toBe(drawnBefore);
  });

  it('gives an 850 made here a control number on its first export and keeps it', async () => {
    const customer = (await sql<{ id: number }>`select id::int as id from ship_customer order by id limit 1`.execute(s.database.db)).rows[0];
    const made = await s.call({
      method: 'POST', url: '/api/v2/850', token: admin,
      payload: { po_no: 'PO-MADE-HERE', customer_id: customer.id, po_date: '2026-11-02', purpose: '00', po_type: 'SA', currency: 'USD', sender_id: 'MADEHEREEDI', receiver_id: 'DISTRIBHK' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = (made.body.data as { id: number }).id;
    await sql`insert into edi850_item (edi850_id, line_no, mpn, qty, ordered_qty, uom, unit_price, created_by) values (${id}, 1, 'LM317T', 5, 5, 'EA', 1.5, 'admin')`.execute(s.database.db);
    const first = await exportFile('850', [id]);
    const [env] = envelopes(first);
    expect(env).toMatchObject({ sender: 'MADEHEREEDI', receiver: 'DISTRIBHK', pos: ['PO-MADE-HERE'] });
    expect(Number(env.control)).toBe(Number(await lastControlNo()));
    expect(await exportFile('850', [id])).toBe(first);
    expect(Number(await lastControlNo())).toBe(Number(env.control));
  });

  it('exports each 855 as the interchange its partner was sent (outbox copy), addressed to that partner', async () => {
    const acks = (
      await sql<{ id: number; po_no: string; receiver_id: string; control_no: string; sender_id: string; body: string }>`select a.id::int as id, a.po_no, a.receiver_id, a.control_no,
          e.receiver_id as sender_id, o.body from edi855 a join edi850 e on e.id = a.edi850_id join edi_outbox o on o.doc_type = '855' and o.doc_id = a.id order by a.id limit 24`.execute(s.database.db)
    ).rows;
    expect(new Set(acks.map((a) => a.receiver_id)).size).toBeGreaterThan(1);
    const drawnBefore = await lastControlNo();
    const file = await exportFile('855', acks.map((a) => a.id));
    const found = envelopes(file);
    expect(found).toHaveLength(acks.length);
    acks.forEach((a, i) => {
      expect(found[i]).toEqual({ sender: a.sender_id, receiver: a.receiver_id, control: a.control_no, groupSender: a.sender_id, groupReceiver: a.receiver_id, pos: [a.po_no] });
    });
    expect(file).toBe(acks.map((a) => a.body.trim()).join('\n'));
    expect(await exportFile('855', acks.map((a) => a.id))).toBe(file);
    expect(await lastControlNo()).toBe(drawnBefore);
  });
});
