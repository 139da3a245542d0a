// The X12 exports of the 850 and 855 lists. A file of several documents is several interchanges,
// each addressed to its own trading partner: a gateway routes an interchange by its ISA sender and
// receiver, so one envelope around many partners' documents would deliver them to the wrong one.
// Control numbers are the documents' own, never drawn again for a copy: a partner sees ISA13 gaps
// as lost interchanges, and a re-export must be the interchange that partner already has.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { nextControlNo, readAcks, readOrders, type StoredOrder } from './store';
import { generate850, generate855 } from './x12';

type Db = Kysely<DB> | Transaction<DB>;

/** Groups keep the order of their first document; documents keep their order inside a group. */
function groupBy<T>(rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()];
}

/**
 * An 850 keeps the interchange control number it arrived with. One made here (no interchange yet)
 * is given one on its first export, kept, so every later export reproduces it.
 */
async function assignMissingControlNos(trx: Transaction<DB>, ids: number[]): Promise<void> {
  const bare = (
    await sql<{ id: number; sender_id: string; receiver_id: string }>`select id::int as id, sender_id, receiver_id from edi850
      where id in (${sql.join(ids)}) and coalesce(control_no, '') = '' order by id for update`.execute(trx)
  ).rows;
  for (const partner of groupBy(bare, (r) => `${r.sender_id}\u0000${r.receiver_id}`)) {
    const control = await nextControlNo(trx);
    await sql`update edi850 set control_no = ${control} where id in (${sql.join(partner.map((r) => r.id))})`.execute(trx);
  }
}

/** The interchange's date: when its first document came in, so the same documents give the same file. */
async function receivedAt(db: Db, ids: number[]): Promise<Date> {
  const { rows } = await sql<{ at: Date | string }>`select min(created_at) as at from edi850 where id in (${sql.join(ids)})`.execute(db);
  return new Date(rows[0].at);
}

/** The 850s as they now stand, one interchange per partner and control number they arrived under. */
export async function export850(trx: Transaction<DB>, ids: number[]): Promise<string> {
  await assignMissingControlNos(trx, ids);
  const orders = await readOrders(trx, ids);
  const interchanges = groupBy(orders, (o) => `${o.sender_id}\u0000${o.receiver_id}\u0000${o.control_no}`);
  const files: string[] = [];
  for (const group of interchanges) {
    const first: StoredOrder = group[0];
    const at = await receivedAt(trx, group.map((o) => o.id));
    files.push(generate850(group, { sender: first.sender_id, receiver: first.receiver_id, control: first.control_no, at }));
  }
  return files.join('\n');
}

/** The 855s exactly as queued for their partners (the outbox copy), each its own interchange. */
export async function export855(db: Db, ids: number[]): Promise<string> {
  const queued = (
    await sql<{ doc_id: number; body: string }>`select distinct on (doc_id) doc_id::int as doc_id, body from edi_outbox
      where doc_type = '855' and doc_id in (${sql.join(ids)}) order by doc_id, id`.execute(db)
  ).rows;
  const bodyOf = new Map(queued.map((q) => [q.doc_id, q.body.trim()]));
  const missing = ids.filter((id) => !bodyOf.has(id));
  if (missing.length) {
    // No outbox copy (never queued): rebuilt from the stored 855 under its own control number.
    const acks = await readAcks(db, missing);
    const made = (await sql<{ id: number; at: Date | string }>`select id::int as id, created_at as at from edi855 where id in (${sql.join(missing)}) order by id`.execute(db)).rows;
    made.forEach((row, i) => bodyOf.set(row.id, generate855([acks[i]], { sender: acks[i].sender_id, receiver: acks[i].receiver_id, control: acks[i].control_no, at: new Date(row.at) })));
  }
  return [...ids].sort((a, b) => a - b).flatMap((id) => bodyOf.get(id) ?? []).join('\n');
}
