// Demo pre-maxout cases, two in each stage and two written off, with lines from the listing stage on
// and results from the compiling stage on, so the list and the detail screen show every stage.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const STAGES = ['target', 'target', 'list', 'list', 'compile', 'compile', 'final', 'final', 'closed', 'closed'];

export async function seedPreMaxout(db: Kysely<DB>): Promise<void> {
  const customers = (await sql<{ id: number }>`select id from ship_customer order by id limit 5`.execute(db)).rows.map((r) => Number(r.id));
  const materials = (await sql<{ id: number }>`select id from material order by id limit 30`.execute(db)).rows.map((r) => Number(r.id));
  if (!customers.length || !materials.length) return;
  await db.transaction().execute(async (trx) => {
    for (const [n, stage] of STAGES.entries()) {
      const month = String(1 + (n % 9)).padStart(2, '0');
      const listed = stage !== 'target' && (stage !== 'list' || n % 2 === 0);
      const compiled = ['final', 'closed'].includes(stage) || (stage === 'compile' && n % 2 === 1);
      const lines = listed
        ? Array.from({ length: 3 + (n % 4) }, (_, i) => ({ material: materials[(n * 3 + i) % materials.length], qty: 500 * (1 + ((n + i) % 6)), cost: (0.35 + ((n * 7 + i * 3) % 40) / 10).toFixed(4) }))
        : [];
      const { rows } = await sql<{ id: number }>`
        insert into pre_maxout (case_no, customer_id, period, target_amount, currency, due_date, status, item_count, results_saved, remark, created_by, updated_by)
        values (${`PMX2026${String(n + 1).padStart(3, '0')}`}, ${customers[n % customers.length]}, ${`2026-${month}`}, ${(15000 + n * 2750).toFixed(2)}, 'USD',
                ${`2026-${String(2 + (n % 9)).padStart(2, '0')}-28`}, ${stage}, ${lines.length}, ${compiled}, ${n % 3 === 0 ? 'Customer confirmed end of life for these parts' : null}, 'admin', 'admin')
        returning id`.execute(trx);
      const id = Number(rows[0].id);
      for (const [i, l] of lines.entries()) {
        const result = compiled ? Math.floor((l.qty * (60 + ((n + i) % 5) * 10)) / 100) : null;
        await sql`insert into pre_maxout_item (pre_maxout_id, line_no, material_id, qty, unit_cost, amount, result_qty, result_amount, created_by)
          values (${id}, ${i + 1}, ${l.material}, ${l.qty}, ${l.cost}::numeric, round(${l.qty}::numeric * ${l.cost}::numeric, 2),
                  ${result}, ${result === null ? null : sql`round(${result}::numeric * ${l.cost}::numeric, 2)`}, 'admin')`.execute(trx);
      }
      await sql`update pre_maxout set
          listed_amount = (select sum(amount) from pre_maxout_item where pre_maxout_id = ${id}),
          result_amount = (select sum(result_amount) from pre_maxout_item where pre_maxout_id = ${id})
        where id = ${id}`.execute(trx);
    }
  });
}
