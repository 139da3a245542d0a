// Demo direct shipments: a hundred rows over the seeded customers and materials; about a third
// carry the PO number of one of the customer's demo 850s, so sync has something to link.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const day = (offset: number) => new Date(Date.UTC(2026, 7, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const SUPPLIERS = ['Texas Instruments', 'Analog Devices', 'Microchip', 'NXP Semiconductors', 'STMicroelectronics'];
const CARRIERS = ['DHL', 'FedEx', 'UPS', 'SF Express'];

export async function seedDirectFiles(db: Kysely<DB>): Promise<void> {
  const customers = (await sql<{ id: number }>`select id::int as id from ship_customer order by id limit 20`.execute(db)).rows;
  const parts = (await sql<{ id: number }>`select id::int as id from material order by id limit 90`.execute(db)).rows;
  const pos = (await sql<{ id: number; customer_id: number; po_no: string }>`select id::int as id, customer_id::int as customer_id, po_no from edi850 order by id`.execute(db)).rows;
  if (!customers.length || !parts.length) return;
  const rows = Array.from({ length: 100 }, (_, i) => {
    const po = i % 3 === 0 && pos.length ? pos[i % pos.length] : undefined;
    const customer = po?.customer_id ?? customers[i % customers.length].id;
    const shipped = i % 5 !== 4;
    return sql`(${`DS26${String(i + 1).padStart(5, '0')}`}, ${customer}, ${po?.po_no ?? `CPO${88000 + i}`}, ${parts[(i * 7) % parts.length].id}, ${250 * (1 + (i % 12))},
      ${SUPPLIERS[i % SUPPLIERS.length]}, ${day(i)}, ${shipped ? CARRIERS[i % CARRIERS.length] : null}, ${shipped ? `${1000000000 + i * 7919}` : null},
      ${po?.id ?? null}, ${po ? 'matched' : 'unmatched'}, 'admin', 'admin')`;
  });
  await sql`insert into direct_file (file_no, customer_id, po_no, material_id, qty, supplier, ship_date, carrier, tracking_no, edi850_id, match_status, created_by, updated_by)
    values ${sql.join(rows)}`.execute(db);
}
