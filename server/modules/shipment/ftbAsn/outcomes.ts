// What a reviewer's decision in the two FTB queues does, inside the decision's own transaction (a
// refusal thrown here leaves every decided item pending): an agreed item change is applied to the
// FTB ASN (a new price gets its maxout check), a refused one is dropped; an agreed or refused price
// below the maxout price is marked on its item. The header's sums and version follow.
import { sql, type Transaction } from 'kysely';
import { AGREED, type AuditItemRow } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import { FTB_STATUS, MAXOUT, ftbAsn } from '../../../../src/resources/shipment/ftbAsn/model';
import type { UserInfo } from '../../../auth/principal';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { recordEvent } from '../../../records/events';
import { registerAuditOutcome } from '../../events/auditItem/outcomes';
import { checkMaxout, refreshHeader } from './core';
import { ITEM_FIELDS } from './items';
import { ftbText } from './words';

interface Change {
  id: number;
  ftb_asn_id: number;
  item_id: number | null;
  kind: 'add' | 'change';
  after: Record<string, unknown>;
  audit_item_id: number;
}

const lock = async (trx: Transaction<DB>, id: number) => (await sql<ResourceRow>`select * from ftb_asn where id = ${id} for update`.execute(trx)).rows[0];

async function applyChange(trx: Transaction<DB>, change: Change, agreed: boolean, user: UserInfo, locale: string) {
  const ftb = await lock(trx, change.ftb_asn_id);
  if (agreed && (!ftb || String(ftb.status) !== FTB_STATUS.open)) throw new ApiError(409, ftbText(locale, 'appliedGone', { ftb: String(ftb?.ftb_no ?? change.ftb_asn_id) }));
  await sql`update ftb_item_change set status = ${agreed ? 2 : 3}, decided_by = ${user.name}, decided_at = now() where id = ${change.id}`.execute(trx);
  if (!ftb) return;
  let touched: number | undefined;
  if (change.kind === 'change' && change.item_id) {
    const values = Object.fromEntries(ITEM_FIELDS.filter((f) => f in change.after).map((f) => [f, change.after[f]]));
    if (agreed && Object.keys(values).length) {
      const sets = sql.join(Object.entries(values).map(([f, v]) => sql`${sql.ref(f)} = ${v}`));
      await sql`update ftb_asn_item set ${sets}, change_pending = false where id = ${change.item_id}`.execute(trx);
      if ('price' in values || 'material_id' in values) touched = change.item_id;
    } else await sql`update ftb_asn_item set change_pending = false where id = ${change.item_id}`.execute(trx);
  } else if (agreed) {
    const a = change.after;
    const inserted = await sql<{ id: number }>`insert into ftb_asn_item (ftb_asn_id, line_no, material_id, cpn, order_no, po_line, qty, price, remark, maxout_status, change_pending, created_by)
      values (${change.ftb_asn_id}, (select coalesce(max(line_no), 0) + 1 from ftb_asn_item where ftb_asn_id = ${change.ftb_asn_id}), ${a.material_id ?? null}, ${a.cpn ?? null}, ${a.order_no ?? null},
        ${a.po_line ?? null}, ${a.qty ?? null}, ${a.price ?? null}, ${a.remark ?? null}, ${MAXOUT.ok}, false, ${user.name}) returning id::int as id`.execute(trx);
    touched = inserted.rows[0].id;
  }
  if (touched) await checkMaxout(trx, ftb, [touched], user.name);
  const after = await refreshHeader(trx, change.ftb_asn_id, user.name);
  await recordEvent(trx, { user, resource: ftbAsn.name, recordId: change.ftb_asn_id, action: 'update', before: ftb, after: { ...after, change: { ...change, status: agreed ? 2 : 3 } }, reason: `item ${change.kind} ${agreed ? 'agreed' : 'refused'}` });
}

async function markMaxout(trx: Transaction<DB>, row: AuditItemRow, user: UserInfo) {
  const item = (await sql<{ id: number; ftb_asn_id: number }>`select id::int as id, ftb_asn_id::int as ftb_asn_id from ftb_asn_item where maxout_audit_id = ${row.id}`.execute(trx)).rows[0];
  if (!item) return;
  const ftb = await lock(trx, item.ftb_asn_id);
  const status = row.audit_status === AGREED ? MAXOUT.agreed : MAXOUT.refused;
  await sql`update ftb_asn_item set maxout_status = ${status} where id = ${item.id}`.execute(trx);
  const after = await refreshHeader(trx, item.ftb_asn_id, user.name);
  await recordEvent(trx, { user, resource: ftbAsn.name, recordId: item.ftb_asn_id, action: 'update', before: ftb, after, reason: `maxout price ${status}` });
}

export function registerFtbOutcomes() {
  registerAuditOutcome(async (trx, decided, user) => {
    const changes = decided.filter((r) => r.queue === 'ftb_item_modify');
    if (changes.length) {
      const rows = (
        await sql<Change>`select id::int as id, ftb_asn_id::int as ftb_asn_id, item_id::int as item_id, kind, after, audit_item_id::int as audit_item_id
          from ftb_item_change where audit_item_id = any(${sql.val(changes.map((r) => r.id))}::bigint[]) and status = 1 order by ftb_asn_id, id`.execute(trx)
      ).rows;
      const byAudit = new Map(changes.map((r) => [r.id, r]));
      for (const change of rows) await applyChange(trx, change, byAudit.get(change.audit_item_id)!.audit_status === AGREED, user, user.language ?? 'en-US');
    }
    for (const row of decided.filter((r) => r.queue === 'ftb_maxout_price')) await markMaxout(trx, row, user);
  });
}
