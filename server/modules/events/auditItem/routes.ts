// The audit-item calls (/api/v2/audit-item…): list, export, download (the selected items), detail,
// and the decision. The route rule lets in whoever reads one queue; each answer is limited to the
// caller's queues (access.ts), so no call reveals another queue's items.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_ITEM_BASE, AUDIT_QUEUES, AUDIT_STATUS_LABELS, AUDIT_STATUS_PATH, QUEUE_RULES, type AuditItemRow, type AuditQueue, type AuditStatus } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import { labelIn, type Locale } from '../../../../src/schema';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryId, queryIds, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { MAX_EXPORT_ROWS } from '../../../importExport/limits';
import { writeCsv, writeXlsx, type Cell, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import type { UserInfo } from '../../../auth/principal';
import { ANY_QUEUE, mayAudit, readableQueues } from './access';
import { decide, readDecisions } from './decide';
import { auditText } from './messages';
import { countItems, findItem, pageItems, type AuditFilter } from './queries';

const what = (req: FastifyRequest) => auditText(req.locale, 'what');
const read = access({ rule: ANY_QUEUE, action: 'read', what });
const write = access({ rule: ANY_QUEUE, action: 'write', what });

/** The query's filter: `queue` (one or a comma list, each readable; all readable when absent). */
function filterOf(req: FastifyRequest): AuditFilter {
  const locale = req.locale;
  const q = req.query as Record<string, unknown>;
  const mine = readableQueues(req.user!);
  const asked = queryText(locale, 'queue', q.queue)?.split(',').map((s) => s.trim()).filter(Boolean);
  for (const name of asked ?? []) if (!mine.includes(name as AuditQueue)) throw queryError(locale, 'queue', auditText(locale, 'badQueue', { value: name }));
  const statusText = one(q.audit_status);
  const status = statusText ? Number(statusText) : undefined;
  if (status !== undefined && ![1, 2, 3].includes(status)) throw queryError(locale, 'audit_status', auditText(locale, 'badStatusFilter'));
  return { queues: (asked as AuditQueue[] | undefined) ?? mine, status, keyword: queryText(locale, 'keyword', q.keyword), asnId: queryId(locale, 'asn_id', q.asn_id), ids: queryIds(locale, 'ids', q.ids) };
}

const withActions = (user: UserInfo, rows: AuditItemRow[]) => rows.map((r) => ({ ...r, actionable: r.audit_status === 1 && mayAudit(user, r.queue) }));

function sheetRow(r: AuditItemRow, locale: Locale): Cell[] {
  const num = (v: string | null) => (v === null ? null : Number(v));
  const queue = (AUDIT_QUEUES as readonly string[]).includes(r.queue) ? labelIn(QUEUE_RULES[r.queue].label, locale) : r.queue;
  return [r.invoice_no, queue, r.supplier, r.customer, r.mpn, num(r.qty), num(r.price), num(r.reference_price), r.currency, r.reason, labelIn(AUDIT_STATUS_LABELS[r.audit_status as AuditStatus], locale), r.audit_memo, r.audited_by, r.audited_at, r.created_at];
}

async function sendSheet(ctx: FeatureContext, req: FastifyRequest, reply: FastifyReply, filter: AuditFilter, name: string) {
  const locale = req.locale;
  const format = (one((req.query as Record<string, unknown>).format) ?? 'xlsx') as FileFormat;
  if (format !== 'xlsx' && format !== 'csv') throw queryError(locale, 'format', 'xlsx | csv');
  const rows = await pageItems(ctx.db, filter, MAX_EXPORT_ROWS, 0);
  if (!rows.length) throw new ApiError(404, auditText(locale, 'noRows'));
  const header = auditText(locale, 'header');
  const cells = rows.map((r) => sheetRow(r, locale));
  const data = format === 'csv' ? writeCsv(header, cells) : writeXlsx(header, cells, auditText(locale, 'sheet'));
  const file = `${name}_${new Date().toISOString().slice(0, 10).replace(/-/g, '_')}.${format}`;
  return sendWorkbook(reply, file, data, format);
}

export function registerAuditItemRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get(AUDIT_ITEM_BASE, read, async (req) => {
    const filter = filterOf(req);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const [list, total] = await Promise.all([pageItems(ctx.db, filter, size, (page - 1) * size), countItems(ctx.db, filter)]);
    return ok({ list: withActions(req.user!, list), total, page, size });
  });

  app.get(`${AUDIT_ITEM_BASE}/export`, read, async (req, reply) => sendSheet(ctx, req, reply, filterOf(req), 'audit_items'));

  // The selected items (`ids`), as the reviewer picked them on the queue.
  app.get(`${AUDIT_ITEM_BASE}/download`, read, async (req, reply) => {
    const filter = filterOf(req);
    if (!filter.ids?.length) throw queryError(req.locale, 'ids', auditText(req.locale, 'badId'));
    return sendSheet(ctx, req, reply, filter, 'audit_items_selected');
  });

  app.get<{ Params: { id: string } }>(`${AUDIT_ITEM_BASE}/:id`, read, async (req) => {
    const id = queryId(req.locale, 'id', req.params.id);
    const row = id === undefined ? undefined : await findItem(ctx.db, id, readableQueues(req.user!));
    if (!row) throw new ApiError(404, auditText(req.locale, 'notFound', { ids: req.params.id }));
    return ok(withActions(req.user!, [row])[0]);
  });

  app.put(AUDIT_STATUS_PATH, write, async (req) => {
    const answer = await decide(ctx, req, readDecisions(req));
    return ok({ ...answer, list: withActions(req.user!, answer.list) });
  });
}
