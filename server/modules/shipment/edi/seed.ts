// Demo EDI documents: three dozen customer 850s over the seeded customers and materials (a few
// with a quantity changed by a clerk), two thirds of them acknowledged: their 855s generated with
// node-x12 and queued in the EDI outbox, as sending does.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { insertAck, readOrders } from './store';
import { generate855 } from './x12';

const day = (offset: number) => new Date(Date.UTC(2026, 8, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const OUR_ID = 'DISTRIBHK';

export async function seedEdi(db: Kysely<DB>): Promise<void> {
  const customers = (await sql<{ id: number; code: string }>`select id::int as id, code from ship_customer order by id limit 12`.execute(db)).rows;
  const parts = (await sql<{ id: number; mpn: string; cost: string | null }>`select id::int as id, upper(mpn) as mpn, standard_cost::text as cost from material order by id limit 80`.execute(db)).rows;
  if (!customers.length || !parts.length) return;
  await db.transaction().execute(async (trx) => {
    const heads = Array.from({ length: 36 }, (_, i) => {
      const c = customers[i % customers.length];
      return sql`(${`PO${2026100 + i * 7}`}, ${c.id}, ${day(i * 2)}, ${i % 9 === 8 ? '05' : '00'}, ${['SA', 'SA', 'BK', 'DS'][i % 4]}, ${i % 5 === 4 ? 'CNY' : 'USD'},
        ${`${c.code} DC ${['Shenzhen', 'Suzhou', 'Penang', 'Austin'][i % 4]}`}, ${`${c.code}EDI`.slice(0, 15)}, ${OUR_ID}, ${String(4100 + i).padStart(9, '0')}, 'admin', 'admin')`;
    });
    const ids = (
      await sql<{ id: number }>`insert into edi850 (po_no, customer_id, po_date, purpose, po_type, currency, ship_to, sender_id, receiver_id, control_no, created_by, updated_by)
        values ${sql.join(heads)} returning id::int as id`.execute(trx)
    ).rows.map((r) => r.id);
    const items = ids.flatMap((id, i) =>
      Array.from({ length: 2 + (i % 5) }, (_, k) => {
        const p = parts[(i * 5 + k * 3) % parts.length];
        const ordered = 1000 * (1 + ((i + k) % 8));
        const qty = i % 6 === 1 && k === 0 ? ordered / 2 : ordered; // a clerk cut the first line of a few
        const price = p.cost ?? (0.15 + ((i + k) % 17) * 0.23).toFixed(4);
        return sql`(${id}, ${k + 1}, ${`C-${p.mpn}`.slice(0, 48)}, ${p.mpn}, ${p.id}, ${qty}, ${ordered}, 'EA', ${price}, ${day(i * 2 + 30 + k * 7)}, 'admin')`;
      }),
    );
    await sql`insert into edi850_item (edi850_id, line_no, cpn, mpn, material_id, qty, ordered_qty, uom, unit_price, request_date, created_by) values ${sql.join(items)}`.execute(trx);
    const sent = await readOrders(trx, ids.filter((_, i) => i % 3 !== 2));
    const at = new Date(Date.UTC(2026, 10, 20, 8));
    for (const order of sent) {
      const { id, ack } = await insertAck(trx, order, 'admin', at);
      const body = generate855([ack], { sender: ack.sender_id, receiver: ack.receiver_id, control: ack.control_no, at });
      await trx.insertInto('edi_outbox').values({ doc_type: '855', doc_id: id, receiver_id: ack.receiver_id, control_no: ack.control_no, body, created_by: 'admin' }).execute();
    }
    await sql`update edi850 set status = 'sent', sent_at = ${at.toISOString()} where id in (${sql.join(sent.map((o) => o.id))})`.execute(trx);
  });
}
