// Demo organization: the distributor's company, its departments and the account-management and
// purchasing teams, with the demo users placed in them.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const UNITS = [
  { code: 'NSC', name: 'Northstar Components Ltd.', kind: 'company', parent: null, manager: 'admin' },
  { code: 'NSC-SALES', name: 'Sales', kind: 'department', parent: 'NSC', manager: 'manager' },
  { code: 'NSC-PUR', name: 'Purchasing', kind: 'department', parent: 'NSC', manager: 'manager' },
  { code: 'NSC-FIN', name: 'Finance', kind: 'department', parent: 'NSC', manager: 'admin' },
  { code: 'NSC-LOG', name: 'Logistics & warehouse', kind: 'department', parent: 'NSC', manager: 'op' },
  { code: 'NSC-SALES-AM-E', name: 'Account management – East China', kind: 'team', parent: 'NSC-SALES', manager: 'manager' },
  { code: 'NSC-SALES-AM-S', name: 'Account management – South China', kind: 'team', parent: 'NSC-SALES', manager: 'op' },
  { code: 'NSC-PUR-SUP', name: 'Supplier management', kind: 'team', parent: 'NSC-PUR', manager: 'reviewer' },
  { code: 'NSC-FIN-AUD', name: 'Price audit', kind: 'team', parent: 'NSC-FIN', manager: 'audit02' },
] as const;
const MEMBERS: Record<string, string> = { admin: 'NSC', manager: 'NSC-SALES', op: 'NSC-SALES-AM-S', viewer: 'NSC-FIN', reviewer: 'NSC-PUR-SUP', audit01: 'NSC-FIN-AUD', audit02: 'NSC-FIN-AUD' };

export async function seedOrganization(db: Kysely<DB>): Promise<void> {
  const users = new Map((await sql<{ id: number; name: string }>`select id, name from users`.execute(db)).rows.map((u) => [u.name, Number(u.id)]));
  const ids = new Map<string, number>();
  for (const u of UNITS) {
    const [row] = (await sql<{ id: number }>`insert into org_unit (parent_id, kind, code, name, manager_user_id, created_by)
      values (${u.parent ? ids.get(u.parent)! : null}, ${u.kind}, ${u.code}, ${u.name}, ${users.get(u.manager) ?? null}, 'seed') returning id`.execute(db)).rows;
    ids.set(u.code, Number(row.id));
  }
  for (const [user, code] of Object.entries(MEMBERS)) {
    const id = users.get(user);
    if (id !== undefined) await sql`insert into org_unit_user (user_id, org_id, assigned_by) values (${id}, ${ids.get(code)!}, 'seed')`.execute(db);
  }
}
