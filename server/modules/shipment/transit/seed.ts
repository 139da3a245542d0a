// Demo in-transit data: TI and FITI notices and hand-entered PDC shipments on their way to our
// warehouses (some arrived or received), the Jusda tracking of their waybills (events, exceptions,
// part-number mappings, warehouse map) and ECPOs covered by goods on the way. Deterministic: the
// same rows on every run, dated around the day the database is made.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../../db/types';

type AnyDB = Record<string, Record<string, unknown>>;

/** Natural key -> id of a declared table (seed rows name references by key, as server/seed does). */
async function idsOf(db: Kysely<DB>, table: string, key: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: number; k: string }>`select id, ${sql.ref(key)} as k from ${sql.table(table)}`.execute(db);
  return new Map(rows.map((r) => [String(r.k), Number(r.id)]));
}

/** Inserts demo rows of a declared table, references given by natural key (the server module cannot use server/seed: an import circle). */
async function insertDeclared(db: Kysely<DB>, table: string, rows: Record<string, unknown>[], refs: Record<string, Map<string, number>>) {
  const values = rows.map((row) => {
    const out: Record<string, unknown> = { ...row, created_by: 'seed', updated_by: 'seed' };
    for (const [field, ids] of Object.entries(refs)) out[field] = ids.get(String(row[field]));
    return out;
  });
  for (let i = 0; i < values.length; i += 500) await (db as unknown as Kysely<AnyDB>).insertInto(table).values(values.slice(i, i + 500)).execute();
}

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

// [supplier, source, origin DC, carrier, destination SLOCs, manufacturers whose parts it ships]
const LANES = [
  ['Texas Instruments', 'TI', 'TI Singapore DC', 'Jusda Supply Chain', ['HK10-2000', 'SZ10-2000', 'SG10-2000'], ['TI']],
  ['Texas Instruments', 'TI', 'TI Kuala Lumpur DC', 'DHL Global Forwarding', ['HK10-1000', 'SH10-1000'], ['TI']],
  ['FIT Interconnect', 'FITI', 'FITI Kunshan DC', 'Jusda Supply Chain', ['SH10-3001', 'SZ10-2000'], ['TE', 'MOLEX']],
  ['Yageo', 'manual', 'Yageo Kaohsiung DC', 'Kerry Logistics', ['TW10-1000', 'HK10-1000'], ['YAGEO']],
] as const;

const STATUS_BY_AGE = (age: number) => (age < 8 ? 'on_way' : age < 12 ? 'arrived' : 'received');

export async function seedTransit(db: Kysely<DB>): Promise<void> {
  const { rows: parts } = await sql<{ mpn: string; maker: string }>`
    select m.mpn, mf.code as maker from material m join manufacturer mf on mf.id = m.manufacturer_id order by m.id`.execute(db);
  if (parts.length === 0) return;
  const partsOf = (makers: readonly string[]) => {
    const picked = parts.filter((p) => makers.includes(p.maker));
    return picked.length ? picked : parts;
  };

  const pdcRows: Record<string, unknown>[] = [];
  const waybills: { waybill_no: string; invoice_no: string; carrier: string; origin: string; destination: string; age: number }[] = [];
  for (let w = 0; w < 36; w++) {
    const [supplier, source, origin, carrier, slocs, lines] = LANES[w % LANES.length];
    const age = (w * 7) % 20; // days since it shipped: 0..19
    const waybill_no = `${carrier.startsWith('Jusda') ? 'JSD' : carrier.slice(0, 3).toUpperCase()}${String(8_800_100 + w * 37)}`;
    const invoice_no = `${source === 'manual' ? 'YG' : source}-INV-${String(240_500 + w * 11)}`;
    const sloc = slocs[w % slocs.length];
    waybills.push({ waybill_no, invoice_no, carrier, origin, destination: sloc, age });
    const pool = partsOf(lines);
    const lineCount = 2 + (w % 4);
    for (let l = 0; l < lineCount; l++) {
      const part = pool[(w * 13 + l * 29) % pool.length];
      const status = w === 5 && l === 0 ? 'cancelled' : STATUS_BY_AGE(age);
      pdcRows.push({
        delivery_no: `${invoice_no.replace('-INV-', 'DN')}-${String((l + 1) * 10).padStart(3, '0')}`,
        source,
        supplier,
        origin_dc: origin,
        waybill_no,
        invoice_no,
        carrier,
        material_id: part.mpn,
        qty: 3000 * (1 + ((w + l) % 8)),
        sloc_id: sloc,
        ship_date: dayOf(-age),
        eta: dayOf(10 - age),
        arrived_on: status === 'arrived' || status === 'received' ? dayOf(8 - age) : null,
        status,
        remark: status === 'cancelled' ? 'Supplier recalled the line before pickup.' : null,
      });
    }
  }
  const { rows: customers } = await sql<{ code: string }>`select code from ship_customer order by id limit 6`.execute(db);
  const onWay = pdcRows.filter((r) => r.status === 'on_way');
  const ecpoRows = customers.length
    ? onWay.slice(0, 14).map((r, i) => ({
        ecpo_no: `ECPO-${String(250_1100 + i * 3)}`,
        customer_id: customers[i % customers.length].code,
        material_id: r.material_id,
        order_qty: Number(r.qty) / 2 + 1000 * (i % 3),
        need_date: dayOf(12 + i),
        status: i === 13 ? 'closed' : 'open',
      }))
    : [];
  const materials = await idsOf(db, 'material', 'mpn');
  await insertDeclared(db, 'pdc', pdcRows, { material_id: materials, sloc_id: await idsOf(db, 'sloc', 'code') });
  if (ecpoRows.length) await insertDeclared(db, 'ecpo', ecpoRows, { material_id: materials, customer_id: await idsOf(db, 'ship_customer', 'code') });

  // ECPOs covered by part of the shipment they were made for (the first ten).
  await sql`insert into ecpo_onway (ecpo_id, pdc_id, qty, created_by, updated_by)
    select e.id, p.id, least(e.order_qty, p.qty / 2), 'seed', 'seed'
    from ecpo e join pdc p on p.delivery_no = any(${onWay.slice(0, 10).map((r) => r.delivery_no)}) and p.material_id = e.material_id
    where e.ecpo_no = any(${ecpoRows.slice(0, 10).map((r) => r.ecpo_no)})
    on conflict do nothing`.execute(db);

  const jusdaWaybills = waybills.filter((w) => w.carrier.startsWith('Jusda'));
  for (const w of jusdaWaybills) {
    const steps = [
      { at: dayOf(-w.age), location: w.origin, event: 'Picked up from the supplier DC' },
      { at: dayOf(1 - w.age), location: 'Origin hub', event: 'Departed origin hub' },
      { at: dayOf(5 - w.age), location: 'Hong Kong Customs', event: 'Customs cleared' },
      { at: dayOf(8 - w.age), location: w.destination, event: 'Delivered to the warehouse' },
    ].filter((_, i) => [0, 1, 5, 8][i] <= w.age);
    const delivered = w.age >= 8; // goods arrive 8 days after shipping (STATUS_BY_AGE)
    await db
      .insertInto('jusda_waybill')
      .values({
        waybill_no: w.waybill_no,
        invoice_no: w.invoice_no,
        carrier: w.carrier,
        origin: w.origin,
        destination: w.destination,
        status: delivered ? 'delivered' : w.age >= 5 ? 'customs_cleared' : w.age >= 1 ? 'in_transit' : 'picked_up',
        shipped_at: dayOf(-w.age),
        eta: dayOf(10 - w.age),
        delivered_at: delivered ? dayOf(8 - w.age) : null,
        events: JSON.stringify(steps),
      })
      .execute();
  }
  const exceptions = jusdaWaybills.filter((_, i) => i % 3 === 1).map((w, i) => ({
    waybill_no: w.waybill_no,
    invoice_no: w.invoice_no,
    occurred_at: new Date(Date.now() - Math.max(0, w.age - 2) * DAY),
    kind: ['delay', 'customs_hold', 'damage'][i % 3],
    description: ['Flight offloaded, rebooked on the next departure (+1 day).', 'Held for HS code check; commercial invoice resent.', 'One carton crushed; contents counted intact at receipt.'][i % 3],
    resolved: i % 2 === 0,
  }));
  if (exceptions.length) await db.insertInto('jusda_exception').values(exceptions).execute();
  const jusdaKeys = new Set(jusdaWaybills.map((w) => w.waybill_no));
  await sql`insert into jusda_material (jusda_part_no, material_id, waybill_no, invoice_no, qty, description)
    select 'JSD-' || lpad(p.id::text, 7, '0'), p.material_id, p.waybill_no, p.invoice_no, p.qty, 'Carton label ' || p.delivery_no
    from pdc p where p.waybill_no = any(${[...jusdaKeys]}) order by p.id`.execute(db);
  await sql`insert into jusda_inventory_map (jusda_warehouse, jusda_location, sloc_id)
    select w.wh, w.loc, s.id from (values
      ('JSD-HKTY', 'A01', 'HK10-2000'), ('JSD-HKTY', 'B02', 'HK10-3001'), ('JSD-HKTY', 'B03', 'HK10-3002'),
      ('JSD-SZQH', 'A01', 'SZ10-2000'), ('JSD-SZQH', 'Q01', 'SZ10-1000'), ('JSD-SUZ', 'V01', 'SH10-3001'),
      ('JSD-SUZ', 'V02', 'SH10-3002'), ('JSD-SGAL', 'F01', 'SG10-2000')) as w(wh, loc, code)
    join sloc s on s.code = w.code`.execute(db);
  await db
    .insertInto('pdc_mail_sync')
    .values([
      { source: 'TI', file_name: 'TI_ASN_notice_week47.xlsx', rows: 42, inserted: 40, updated: 2, synced_at: new Date(Date.now() - 3 * DAY), synced_by: 'op' },
      { source: 'FITI', file_name: 'FITI_shipping_notice_1121.csv', rows: 18, inserted: 18, updated: 0, synced_at: new Date(Date.now() - 4 * DAY), synced_by: 'op' },
      { source: 'FITI', file_name: 'FITI_shipping_notice_1124.csv', rows: 12, inserted: 9, updated: 3, synced_at: new Date(Date.now() - DAY), synced_by: 'op' },
    ])
    .execute();
}
