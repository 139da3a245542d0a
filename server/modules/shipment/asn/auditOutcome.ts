// The price review's decision applied to the ASN, in the decision's own transaction (registered with
// the audit-item machinery, server/modules/events/auditItem/outcomes.ts): a refused price sends a
// submitted or audited ASN back to its supplier as price rejected (13), the memo on the ASN; once every
// price item of its latest submission is agreed, the ASN is approved (2). Items of older submissions
// (refused, then resubmitted) no longer count. An ASN elsewhere (cancelled, already approved) stays.
import { sql, type Transaction } from 'kysely';
import { AGREED, REFUSED, type AuditItemRow } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import { ASN_STATUS as S, asnOrder } from '../../../../src/resources/shipment/asn/model';
import type { UserInfo } from '../../../auth/principal';
import type { DB, ResourceRow } from '../../../db/types';
import { recordEvent } from '../../../records/events';
import { truncateUtf8 } from '../../../../src/schema/bytes';
import { CAPS } from '../../../../src/schema/fields';
import { registerAuditOutcome } from '../../events/auditItem/outcomes';

/** The queues the submission's price check raises items in (raiseAsnPriceItems). */
export const PRICE_QUEUES = ['maxout_price', 'abnormal_price'];
const WAITING: string[] = [S.submitted, S.audit];

async function move(trx: Transaction<DB>, user: UserInfo, asn: ResourceRow, to: string, memo: string | null, reason: string) {
  const after = (
    await sql<ResourceRow>`update asn_order set status = ${to}, audit_memo = coalesce(${memo}, audit_memo), version = version + 1, updated_at = now(), updated_by = ${user.name}
      where id = ${asn.id} returning *`.execute(trx)
  ).rows[0];
  // The ASN's own fields: its declaration words them in the history.
  const changed = (row: ResourceRow) => ({ status: row.status, audit_memo: row.audit_memo });
  await recordEvent(trx, { user, resource: asnOrder.name, recordId: Number(asn.id), action: 'update', before: changed(asn), after: changed(after), reason });
}

export async function applyPriceDecisions(trx: Transaction<DB>, decided: AuditItemRow[], user: UserInfo): Promise<void> {
  const asnIds = [...new Set(decided.filter((d) => d.asn_id && PRICE_QUEUES.includes(d.queue)).map((d) => Number(d.asn_id)))].sort((a, b) => a - b);
  for (const id of asnIds) {
    const asn = (await sql<ResourceRow>`select * from asn_order where id = ${id} for update`.execute(trx)).rows[0];
    if (!asn || !WAITING.includes(String(asn.status))) continue;
    const refused = decided.filter((d) => Number(d.asn_id) === id && d.audit_status === REFUSED);
    if (refused.length) {
      const memo = truncateUtf8(refused.map((d) => `${d.mpn ?? d.invoice_no}: ${d.audit_memo ?? ''}`).join('\n'), CAPS.remark);
      await move(trx, user, asn, S.priceRejected, memo, 'audit: price rejected');
      continue;
    }
    // The latest submission's items: raised together, so they share one created_at.
    const open = await sql<{ n: number }>`select count(*)::int as n from audit_item
      where asn_id = ${id} and queue in (${sql.join(PRICE_QUEUES)}) and audit_status <> ${AGREED}
        and created_at = (select max(created_at) from audit_item where asn_id = ${id} and queue in (${sql.join(PRICE_QUEUES)}))`.execute(trx);
    if (open.rows[0].n === 0) await move(trx, user, asn, S.approved, null, 'audit: agreed');
  }
}

/**
 * Approved by hand (a manager's check or audit): the price items still waiting are agreed with it, by
 * that manager, so that no queue keeps items of an ASN decided elsewhere. The transition's event records the approval.
 */
export async function agreeWaitingPrices(trx: Transaction<DB>, asnId: number, by: string, memo: string): Promise<void> {
  await sql`update audit_item set audit_status = ${AGREED}, audit_memo = ${memo}, audited_by = ${by}, audited_at = now(), version = version + 1
    where asn_id = ${asnId} and queue in (${sql.join(PRICE_QUEUES)}) and audit_status = 1`.execute(trx);
}

/** Rejected or cancelled by hand: the waiting price items leave the queues (decided ones stay on record). */
export async function withdrawPrices(trx: Transaction<DB>, asnId: number): Promise<void> {
  await sql`delete from audit_item where asn_id = ${asnId} and queue in (${sql.join(PRICE_QUEUES)}) and audit_status = 1`.execute(trx);
}

export const registerPriceOutcome = () => registerAuditOutcome(applyPriceDecisions);
