// What other modules do when items are decided (the ASN moves on once its items are agreed, or back
// to its supplier when one is refused): registered by those modules, run in the decision's own
// transaction, so a refusal thrown here leaves every item pending. And how they raise items.
import type { Transaction } from 'kysely';
import type { AuditItemRow, AuditQueue } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import type { UserInfo } from '../../../auth/principal';
import type { DB } from '../../../db/types';

export type AuditOutcome = (trx: Transaction<DB>, decided: AuditItemRow[], user: UserInfo) => Promise<void>;

const outcomes: AuditOutcome[] = [];

export function registerAuditOutcome(fn: AuditOutcome): void {
  if (!outcomes.includes(fn)) outcomes.push(fn);
}

export async function runAuditOutcomes(trx: Transaction<DB>, decided: AuditItemRow[], user: UserInfo): Promise<void> {
  for (const fn of outcomes) await fn(trx, decided, user);
}

export interface NewAuditItem {
  queue: AuditQueue;
  invoice_no: string;
  asn_id?: number | null;
  asn_item_id?: number | null;
  supplier?: string | null;
  customer?: string | null;
  mpn?: string | null;
  qty?: string | number | null;
  price?: string | number | null;
  reference_price?: string | number | null;
  currency?: string | null;
  reason?: string | null;
}

/** Raises items in the caller's transaction (an ASN's submission, its price check). */
export async function raiseAuditItems(trx: Transaction<DB>, items: NewAuditItem[], by: string): Promise<number[]> {
  if (!items.length) return [];
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
  const rows = await trx
    .insertInto('audit_item')
    .values(items.map((i) => ({ ...i, qty: text(i.qty), price: text(i.price), reference_price: text(i.reference_price), created_by: by })))
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
}
