// Demo price drafts, one or more at each stage: an operator's draft being written, drafts waiting
// for each audit level, one refused back with the auditor's memo, and one in effect (its prices put
// into the v2 price table through putPrices, as the level-02 agreement does).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { putPrices } from '../priceTi/putPrices';

interface Part { id: number; cost: string | null }

interface DemoDraft {
  title: string;
  status: string;
  author: string;
  editor: string;
  /** The level-01 auditor's memo, and the level-02 one's. */
  memo?: string;
  memo02?: string;
  /** Days from the first price date: each draft prices its own period, so none overlaps another. */
  from: number;
}

const DRAFTS: DemoDraft[] = [
  { title: '2027 Q1 TI list price update', status: 'effective', author: 'op', editor: 'audit02', memo: 'Lines match the Q1 TI price book', memo02: 'Agreed with the Q1 TI price book', from: 0 },
  { title: 'Q2 MCU price cut (TI memo 2027-03)', status: 'pending_02', author: 'op', editor: 'audit01', memo: 'Checked against the TI memo', from: 90 },
  { title: 'Q2 power management adjustments', status: 'pending_01', author: 'op', editor: 'op', from: 91 },
  { title: 'Key account special prices', status: 'pending_01', author: 'admin', editor: 'admin', from: 92 },
  { title: 'Q2 analog promotion', status: 'refused', author: 'op', editor: 'audit01', memo: 'SRP below the quote price on line 2: please correct', from: 93 },
  { title: 'Q3 interface ICs (draft)', status: 'draft', author: 'op', editor: 'op', from: 181 },
];

const day = (offset: number) => new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

function linesOf(d: DemoDraft, parts: Part[], ecs: number[], index: number) {
  return parts.slice(index * 4, index * 4 + 4).map((p, i) => {
    const cost = Number(p.cost ?? 0.5) || 0.5;
    const quote = (cost * (1.12 + i * 0.03)).toFixed(6);
    return {
      line_no: i + 1,
      material_id: p.id,
      // One line of each draft is a special price for an end customer, with the customer's part number.
      end_customer_id: i === 3 && ecs.length ? ecs[index % ecs.length] : null,
      cpn: i === 3 && ecs.length ? `CPN-${String(7100 + index * 10 + i)}` : null,
      currency: 'USD',
      dbp: cost.toFixed(6),
      quote_price: quote,
      srp: (Number(quote) * 1.15).toFixed(6),
      moq: String(1000 * (i + 1)),
      valid_from: day(d.from),
      valid_to: null,
      fb: false,
      created_by: d.author,
    };
  });
}

export async function seedPriceDrafts(db: Kysely<DB>) {
  const parts = (await sql<Part>`select id::int as id, standard_cost::text as cost from material order by id limit ${DRAFTS.length * 4}`.execute(db)).rows;
  if (parts.length < DRAFTS.length * 4) return;
  const ecs = (await sql<{ id: number }>`select id::int as id from end_customer order by id limit 3`.execute(db)).rows.map((r) => r.id);
  const adminId = (await sql<{ id: number }>`select id::int as id from users where name = 'admin'`.execute(db)).rows[0]?.id ?? 1;
  await db.transaction().execute(async (trx) => {
    const t = trx as unknown as Transaction<Record<string, Record<string, unknown>>>;
    for (const [index, d] of DRAFTS.entries()) {
      const { id } = await t
        .insertInto('price_draft')
        .values({ title: d.title, status: d.status, memo: d.memo ?? null, memo_02: d.memo02 ?? null, effective_at: d.status === 'effective' ? new Date() : null, created_by: d.author, updated_by: d.editor })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lines = linesOf(d, parts, ecs, index).map((l) => ({ ...l, draft_id: Number(id) }));
      await t.insertInto('price_draft_item').values(lines).execute();
      if (d.status === 'effective') {
        await putPrices(trx, lines.map(({ line_no: _n, created_by: _c, draft_id, ...l }) => ({ ...l, source_draft_id: draft_id })), adminId);
      }
    }
  });
}
