// Demo drafts: operators' proposals waiting for a second reviewer (changes to existing materials and
// end customers, new ones), and one of each already refused with a memo.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Any = Kysely<Record<string, Record<string, unknown>>>;
interface Part { id: number; mpn: string; manufacturer_id: number; product_line_id: number; lead_time_weeks: number | null; mpq: number }

const AUTHOR = { created_by: 'op', updated_by: 'op', status: 'pending' };

async function seedMaterialDrafts(db: Any) {
  const parts = (await sql<Part>`select id::int as id, mpn, manufacturer_id::int as manufacturer_id, product_line_id::int as product_line_id,
    lead_time_weeks::int as lead_time_weeks, mpq::int as mpq from material order by id limit 6`.execute(db)).rows;
  if (parts.length < 4) return;
  const [a, b, c, d] = parts;
  // The new MCU is proposed under the STM32 maker and line (not whichever maker the fourth part has).
  const stm32 = (await sql<{ manufacturer_id: number; product_line_id: number }>`select manufacturer_id::int as manufacturer_id,
    product_line_id::int as product_line_id from material where mpn like 'STM32%' order by id limit 1`.execute(db)).rows[0] ?? d;
  await db.insertInto('material_draft').values([
    { ...AUTHOR, material_id: a.id, mpn: a.mpn, lead_time_weeks: (a.lead_time_weeks ?? 8) + 4 },
    { ...AUTHOR, material_id: b.id, mpn: b.mpn, lifecycle: 'nrnd' },
    { ...AUTHOR, material_id: c.id, mpn: c.mpn, mpq: c.mpq * 2, moq: c.mpq * 2 },
    { ...AUTHOR, mpn: 'TPS7A2033PDBVR', manufacturer_id: a.manufacturer_id, product_line_id: a.product_line_id, description: 'LDO regulator 3.3 V 300 mA, SOT-23-5',
      package: 'SOT-23-5', mpq: 3000, moq: 3000, lead_time_weeks: 12, lifecycle: 'active', rohs: true },
    { ...AUTHOR, mpn: 'STM32G071RBT6', manufacturer_id: stm32.manufacturer_id, product_line_id: stm32.product_line_id, description: 'MCU Arm Cortex-M0+ 128 KB flash, LQFP-64',
      package: 'LQFP-64', mpq: 960, moq: 960, lead_time_weeks: 16, lifecycle: 'active', rohs: true },
    { ...AUTHOR, material_id: d.id, mpn: d.mpn, lifecycle: 'obsolete', status: 'refused', review_memo: 'Still in production per the maker’s PCN list; keep active.',
      updated_by: 'admin', reviewed_at: new Date(Date.UTC(2026, 10, 18, 9, 30)) },
  ]).execute();
}

async function seedEcDrafts(db: Any) {
  const ecs = (await sql<{ id: number; name: string; bg_id: number | null }>`select id::int as id, name, bg_id::int as bg_id from end_customer order by id limit 3`.execute(db)).rows;
  if (ecs.length < 2) return;
  const [a, b] = ecs;
  await db.insertInto('end_customer_draft').values([
    { ...AUTHOR, end_customer_id: a.id, name: a.name, fb_ec_name: `${a.name} (FB)` },
    { ...AUTHOR, ec_code: 'EC-NOVAMED', name: 'NovaMed Devices', industry: 'medical', country: 'DE', bg_id: a.bg_id },
    { ...AUTHOR, ec_code: 'EC-ORBITAL', name: 'Orbital Link Systems', industry: 'communications', country: 'US', bg_id: b.bg_id },
    { ...AUTHOR, end_customer_id: b.id, name: b.name, industry: 'consumer', status: 'refused', review_memo: 'Their designs are industrial controllers; industry stays as it is.',
      updated_by: 'admin', reviewed_at: new Date(Date.UTC(2026, 10, 19, 14, 5)) },
  ]).execute();
}

export async function seedVerification(db: Kysely<DB>) {
  await seedMaterialDrafts(db as unknown as Any);
  await seedEcDrafts(db as unknown as Any);
}
