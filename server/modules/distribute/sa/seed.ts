// Demo SAs: the suppliers' scheduling agreements for the first demo materials at the two plants
// (one blocked, one closed last year), and SA drafts an EDI message proposed, waiting at
// /events/SAVerify (a price change, a quantity change, a new agreement) with one already refused.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { spread } from '../../../seed/demoRow';

type Any = Kysely<Record<string, Record<string, unknown>>>;

const PLANTS = ['CN10', 'SG20'];

export async function seedSa(db: Kysely<DB>) {
  const any = db as unknown as Any;
  const parts = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id limit 14`.execute(db)).rows;
  const vendors = (await sql<{ id: number; code: string }>`select id::int as id, code from vendor order by code limit 4`.execute(db)).rows;
  if (parts.length < 6 || !vendors.length) return;
  const rows = parts.map((p, i) => {
    const status = i === 4 ? 'blocked' : i === 9 ? 'closed' : 'active';
    return {
      sa_no: `55000${12340 + i * 7}`,
      vendor_id: vendors[i % vendors.length].id,
      material_id: p.id,
      plant: PLANTS[i % 2],
      target_qty: spread(`${p.mpn}|sa`, 20, 400) * 1000,
      unit_price: spread(`${p.mpn}|price`, 0.08, 6.5, 4),
      currency: 'USD',
      valid_from: status === 'closed' ? '2025-01-01' : '2026-01-01',
      valid_to: status === 'closed' ? '2025-12-31' : '2027-06-30',
      status,
      source: i % 3 === 0 ? 'edi' : 'manual',
      remark: status === 'blocked' ? 'Blocked by purchasing: price renegotiation open with the supplier.' : null,
      created_by: 'op',
      updated_by: 'op',
    };
  });
  const saved = (await any.insertInto('sa').values(rows).returning(['id', 'sa_no', 'unit_price', 'target_qty']).execute()) as { id: number; sa_no: string; unit_price: string; target_qty: string }[];
  const [a, b, c] = saved;
  const author = { created_by: 'op', updated_by: 'op', status: 'pending' };
  await any.insertInto('sa_draft').values([
    { ...author, sa_id: a.id, sa_no: a.sa_no, unit_price: Number((Number(a.unit_price) * 0.96).toFixed(4)) },
    { ...author, sa_id: b.id, sa_no: b.sa_no, target_qty: Number(b.target_qty) + 50000, valid_to: '2027-12-31' },
    { ...author, sa_no: '5500012499', vendor_id: vendors[0].id, material_id: parts[parts.length - 1].id, plant: 'CN10', target_qty: 60000, unit_price: 0.2150,
      currency: 'USD', valid_from: '2026-12-01', valid_to: '2027-11-30' },
    { ...author, sa_id: c.id, sa_no: c.sa_no, unit_price: Number((Number(c.unit_price) * 1.2).toFixed(4)), status: 'refused',
      review_memo: 'A 20% increase is not what purchasing agreed; ask the supplier to resend.', updated_by: 'admin', reviewed_at: new Date(Date.UTC(2026, 10, 20, 10, 15)) },
  ]).execute();
}
