// Demo AVM employee figures: the demo sell reconciliations' customers shared between two account
// managers (op: Olivia Operator, manager: Marcus Manager), and each manager's USD rows of January to
// June 2026 calculated by the module's own calculation; their commission rates differ (2 % and 1.5 %).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { calculateAndStore, readEmployeeHead } from './calculate';

const MANAGERS = [
  { name: 'op', rate: '2.0000' },
  { name: 'manager', rate: '1.5000' },
];
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

export async function seedAvmEmployee(db: Kysely<DB>): Promise<void> {
  const users = (await sql<{ id: number; name: string }>`select id, name from users where name in ('op', 'manager')`.execute(db)).rows;
  const byName = new Map(users.map((u) => [u.name, Number(u.id)]));
  if (MANAGERS.some((m) => !byName.has(m.name))) return;
  const customers = (await sql<{ id: number }>`select distinct customer_id as id from avm_recon_sell order by customer_id`.execute(db)).rows.map((r) => Number(r.id));
  for (const [i, customer] of customers.entries()) {
    const user = byName.get(MANAGERS[i % MANAGERS.length].name)!;
    await sql`insert into avm_employee_customer (user_id, customer_id, created_by) values (${user}, ${customer}, 'seed') on conflict do nothing`.execute(db);
  }
  for (const m of MANAGERS) {
    for (const period of MONTHS) {
      const remark = period === '2026-03' ? 'Quarter-end: checked with finance' : null;
      const [row] = (await sql<{ id: number }>`insert into avm_employee (user_id, period, currency, commission_rate, remark, created_by, updated_by)
        values (${byName.get(m.name)!}, ${period}, 'USD', ${m.rate}, ${remark}, 'seed', 'seed') returning id`.execute(db)).rows;
      await calculateAndStore(db, (await readEmployeeHead(db, Number(row.id), false))!, 'seed');
    }
  }
}
