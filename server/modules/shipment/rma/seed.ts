// Demo RMA tasks, one or two in each state, with returned parts and (once released) shipping rows.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { storeFile } from './storedFiles';

type Row = Record<string, unknown>;
const insert = (db: Kysely<DB>, table: string, rows: Row[]) =>
  (db as unknown as Kysely<Record<string, Row>>).insertInto(table).values(rows).returning('id').execute();

const ids = async (db: Kysely<DB>, table: string, n: number) =>
  (await sql<{ id: number }>`select id from ${sql.table(table)} order by id limit ${n}`.execute(db)).rows.map((r) => Number(r.id));

const TASKS = [
  { status: 'created', notify: false, callback: false, reason: 'defect', callback_date: '2026-12-10', remark: 'Customer reports solder-joint cracks on 3 reels' },
  { status: 'created', notify: true, callback: false, reason: 'wrong_part', callback_date: '2026-12-05', remark: 'Shipped the -Q1 grade instead of the automotive grade' },
  { status: 'notified', notify: true, callback: false, reason: 'defect', callback_date: '2026-11-30', remark: 'Failure analysis requested from the vendor' },
  { status: 'called_back', notify: true, callback: true, reason: 'excess', callback_date: '2026-11-20', remark: 'Vendor accepts the return at 5% restocking fee' },
  { status: 'released', notify: true, callback: true, reason: 'defect', callback_date: '2026-11-02', remark: 'Vendor credit note CN-88213 issued' },
  { status: 'released', notify: true, callback: true, reason: 'other', callback_date: '2026-10-18', remark: 'Project cancelled; vendor took the stock back' },
];


export async function seedRma(db: Kysely<DB>): Promise<void> {
  const [customers, vendors, materials] = await Promise.all([ids(db, 'ship_customer', 6), ids(db, 'manufacturer', 6), ids(db, 'material', 18)]);
  if (!customers.length || !vendors.length || materials.length < 3) return;
  for (const [i, t] of TASKS.entries()) {
    const no = `RMA-2026-${String(101 + i).padStart(4, '0')}`;
    const [task] = await insert(db, 'rma_task', [
      {
        rma_no: no,
        customer_id: customers[i % customers.length],
        manufacturer_id: vendors[i % vendors.length],
        reason: t.reason,
        status: t.status,
        callback_date: t.callback_date,
        notify_doc: t.notify ? 'uploaded' : 'missing',
        callback_doc: t.callback ? 'uploaded' : 'missing',
        remark: t.remark,
        created_by: 'seed',
        updated_by: 'seed',
      },
    ]);
    // Real stored files, so the demo's download links open something.
    const stored: Row = {};
    for (const kind of ['notify', 'callback'] as const) {
      if (!t[kind]) continue;
      const text = `${no} ${kind === 'notify' ? 'notify letter to the vendor' : "vendor's callback"}\n${t.remark}\n`;
      stored[`${kind}_file`] = JSON.stringify(await storeFile(db, 'rma_task', Number(task.id), kind, { filename: `${no}-${kind}.txt`, mimetype: 'text/plain', data: Buffer.from(text) }, 'seed'));
    }
    if (Object.keys(stored).length) await (db as unknown as Kysely<Record<string, Row>>).updateTable('rma_task').set(stored).where('id', '=', task.id).execute();
    const parts = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => materials[(i * 3 + k) % materials.length]);
    await insert(db, 'rma_item', parts.map((material_id, k) => ({ rma_task_id: task.id, line_no: k + 1, material_id, qty: (k + 1) * 500, date_code: `26${String(10 + i + k).padStart(2, '0')}`, created_by: 'seed' })));
    if (t.status === 'released') {
      await insert(db, 'rma_ship', parts.map((material_id, k) => ({
        rma_task_id: task.id, line_no: k + 1, ship_date: `2026-11-${String(5 + i + k).padStart(2, '0')}`, carrier: k % 2 ? 'FedEx' : 'DHL',
        tracking_no: `${k % 2 ? 'FX' : 'DH'}${7730021 + i * 10 + k}`, material_id, qty: (k + 1) * 500, created_by: 'seed',
      })));
    }
  }
}
