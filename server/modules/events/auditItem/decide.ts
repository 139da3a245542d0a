// PUT /api/v2/audit-item/audit_status (R18): a list of { audit_item_id, audit_status, audit_memo }.
// Checked before anything changes, in one transaction with the items locked: items the caller may not
// read are missing (404), of a queue the caller may not decide 403, a refusal without a memo 400
// listing the invoice numbers, an item changed since the caller read it (its version) 409. Only pending
// items are actionable: the others are skipped and counted; none pending is the no-audit message (400).
import type { FastifyRequest } from 'fastify';
import { AGREED, AUDIT_MEMO_BYTES, REFUSED, type AuditAnswer, type AuditItemRow } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import { truncateUtf8 } from '../../../../src/schema/bytes';
import type { FeatureContext } from '../../../featureContext';
import { writeTransaction } from '../../../db/retry';
import { ApiError } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { MAX_BULK_ITEMS } from '../../../records/items';
import { recordEvent } from '../../../records/events';
import { fieldError } from '../../../records/request';
import { mayAudit, readableQueues } from './access';
import { auditText } from './messages';
import { runAuditOutcomes } from './outcomes';
import { lockItems } from './queries';

interface Decision {
  row: number;
  id: number;
  status: typeof AGREED | typeof REFUSED;
  memo: string | null;
  version?: number;
}

/** The body's list: bare (as the spec's client sends `data`), or under `data` or `items`. */
function listOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    return Array.isArray(b.data) ? b.data : Array.isArray(b.items) ? b.items : undefined;
  }
  return undefined;
}

/** A number or numeric text; anything else (an object's own toString or valueOf included) is NaN, never called. */
const scalarNumber = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN);

export function readDecisions(req: FastifyRequest): Decision[] {
  const locale = req.locale;
  const list = listOf(req.body);
  if (!list?.length) throw fieldError('data', auditText(locale, 'decisionsMissing'));
  if (list.length > MAX_BULK_ITEMS) throw fieldError('data', auditText(locale, 'tooMany', { max: MAX_BULK_ITEMS }));
  const seen = new Set<number>();
  return list.map((raw, i) => {
    const row = i + 1;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw fieldError('data', auditText(locale, 'badItem'), row);
    const item = raw as Record<string, unknown>;
    const id = scalarNumber(item.audit_item_id ?? item.id);
    if (!Number.isSafeInteger(id) || id < 1) throw fieldError('audit_item_id', auditText(locale, 'badId'), row);
    if (seen.has(id)) throw fieldError('audit_item_id', auditText(locale, 'twice', { id }), row);
    seen.add(id);
    const status = scalarNumber(item.audit_status);
    if (status !== AGREED && status !== REFUSED) throw fieldError('audit_status', auditText(locale, 'badStatus'), row);
    const memoRaw = item.audit_memo;
    if (memoRaw !== undefined && memoRaw !== null && typeof memoRaw !== 'string') throw fieldError('audit_memo', auditText(locale, 'notText'), row);
    // R17: text beyond its byte cap is cut, as the form cuts it.
    const memo = typeof memoRaw === 'string' && memoRaw.trim() ? truncateUtf8(memoRaw.trim(), AUDIT_MEMO_BYTES) : null;
    let version: number | undefined;
    try {
      version = bodyVersion(locale, item.version);
    } catch (e) {
      throw fieldError('version', e instanceof Error ? e.message : String(e), row);
    }
    return { row, id, status, memo, version };
  });
}

const invoices = (rows: AuditItemRow[]) => [...new Set(rows.map((r) => r.invoice_no))].join(', ');

export async function decide(ctx: FeatureContext, req: FastifyRequest, decisions: Decision[]): Promise<AuditAnswer> {
  const locale = req.locale;
  const user = req.user!;
  const byId = new Map(decisions.map((d) => [d.id, d]));
  const readable = new Set<string>(readableQueues(user));
  return writeTransaction(ctx.db, async (trx) => {
    const rows = (await lockItems(trx, [...byId.keys()])).filter((r) => readable.has(r.queue));
    const missing = [...byId.keys()].filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw new ApiError(404, auditText(locale, 'notFound', { ids: missing.join(', ') }));
    const forbidden = rows.filter((r) => !mayAudit(user, r.queue));
    if (forbidden.length) throw new ApiError(403, auditText(locale, 'forbidden', { items: invoices(forbidden) }));
    const noMemo = rows.filter((r) => byId.get(r.id)!.status === REFUSED && !byId.get(r.id)!.memo);
    if (noMemo.length) {
      const errors = noMemo.map((r) => ({ field: 'audit_memo', message: r.invoice_no, row: byId.get(r.id)!.row }));
      throw new ApiError(400, auditText(locale, 'memoMissing', { items: invoices(noMemo) }), errors);
    }
    const stale = rows.filter((r) => byId.get(r.id)!.version !== undefined && byId.get(r.id)!.version !== r.version);
    if (stale.length) throw new ApiError(409, auditText(locale, 'stale', { items: invoices(stale) }));
    const pending = rows.filter((r) => r.audit_status === 1);
    if (!pending.length) throw new ApiError(400, auditText(locale, 'nonePending'));
    const decided: AuditItemRow[] = [];
    for (const before of pending) {
      const d = byId.get(before.id)!;
      await trx
        .updateTable('audit_item')
        .set((eb) => ({ audit_status: d.status, audit_memo: d.memo, audited_by: user.name, audited_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', before.id)
        .execute();
      const after: AuditItemRow = { ...before, audit_status: d.status, audit_memo: d.memo, audited_by: user.name, audited_at: new Date().toISOString(), version: before.version + 1 };
      await recordEvent(trx, { user, resource: 'audit_item', recordId: before.id, action: 'update', before, after, reason: d.status === AGREED ? 'audit: agreed' : 'audit: refused' });
      decided.push(after);
    }
    await runAuditOutcomes(trx, decided, user);
    const done = new Set(decided.map((r) => r.id));
    return { list: decided, done: decided.length, skipped: [...byId.keys()].filter((id) => !done.has(id)) };
  });
}
