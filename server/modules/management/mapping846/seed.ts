// Demo 846 mappings: three customers sending inventory advice from their hubs, each of their part
// numbers read as one of our materials at a plant; one mapping retired (the part was replaced).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
const LOCATIONS = [
  { location: 'HUB-SUZHOU', plant: 'SZ01' },
  { location: 'VMI-PENANG', plant: 'PG01' },
  { location: 'DC-SHENZHEN', plant: 'SZ01' },
];

export async function seedMapping846(db: Kysely<DB>): Promise<void> {
  const customers = (await sql<{ id: number; code: string }>`select id, code from ship_customer order by id limit 3`.execute(db)).rows;
  const parts = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 15`.execute(db)).rows;
  if (!customers.length || !parts.length) return;
  const rows: Row[] = [];
  customers.forEach((c, ci) => {
    const prefix = ['7720', '4410', '3056'][ci];
    for (let k = 0; k < 5; k++) {
      const part = parts[(ci * 5 + k) % parts.length];
      const where = LOCATIONS[(ci + k) % LOCATIONS.length];
      rows.push({
        customer_id: c.id,
        edi_sender_id: `${c.code}`.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 11) + 'EDI',
        customer_pn: `${prefix}-${String(1130 + k * 7).padStart(4, '0')}-${String.fromCharCode(65 + k)}`,
        material_id: part.id,
        location_code: where.location,
        plant: where.plant,
        uom: 'EA',
        active: !(ci === 1 && k === 4),
        remark: ci === 1 && k === 4 ? `Replaced by ${prefix}-1130-A (PCN)` : null,
        created_by: 'seed',
        updated_by: 'seed',
      });
    }
  });
  await (db as unknown as Kysely<Record<string, Row>>).insertInto('mapping_846').values(rows).execute();
}
