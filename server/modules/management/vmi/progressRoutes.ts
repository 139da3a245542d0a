// VMI GR progress by invoice (view-gr, the /management/vmi/vmiGRProgress screens' rule):
//   GET /api/v1/vmi/progress?page&size&keyword&status&sort&order  -> { list, total }
//   GET /api/v1/vmi/progress/export?format=xlsx|csv&(same filters) -> every filtered row as a file
//   GET /api/v1/vmi/progress/{invoice_no}                          -> the invoice's progress with its GR lines
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VMI_PROGRESS_SORTS, VMI_PROGRESS_STATUSES, type VmiProgressRow, type VmiProgressStatus } from '../../../../src/resources/management/vmi/model/wire';
import { VMI_GR_PROGRESS_ACCESS } from '../../../../src/resources/management/vmi/model/vmiGr';
import type { Locale } from '../../../../src/schema';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { MAX_EXPORT_ROWS } from '../../../importExport/limits';
import { ieText } from '../../../importExport/messages';
import { writeCsv, writeXlsx, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { vmiText } from './messages';
import { countProgress, invoiceLines, pageProgress, type ProgressFilter } from './progressQuery';

const BASE = '/api/v1/vmi/progress';
const KNOWN = new Set(['page', 'size', 'keyword', 'status', 'sort', 'order', 'format']);
const rule = access({ rule: VMI_GR_PROGRESS_ACCESS, action: 'read', what: () => 'VMI GR progress' });

function choice<T extends string>(req: FastifyRequest, param: string, choices: readonly T[]): T | undefined {
  const raw = one((req.query as Record<string, unknown>)[param]);
  if (raw === undefined || raw === '') return undefined;
  if (!choices.includes(raw as T)) throw queryError(req.locale, param, vmiText(req.locale, 'oneOf', { choices: choices.join(', ') }));
  return raw as T;
}

function filterOf(req: FastifyRequest): ProgressFilter {
  const locale = req.locale;
  const query = req.query as Record<string, unknown>;
  const unknown = Object.keys(query).find((k) => !KNOWN.has(k));
  if (unknown) throw queryError(locale, unknown, vmiText(locale, 'oneOf', { choices: [...KNOWN].join(', ') }));
  return {
    keyword: queryText(locale, 'keyword', query.keyword),
    status: choice<VmiProgressStatus>(req, 'status', VMI_PROGRESS_STATUSES),
    sort: choice(req, 'sort', VMI_PROGRESS_SORTS) ?? 'invoice_no',
    order: choice(req, 'order', ['asc', 'desc', 'ASC', 'DESC'] as const)?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

function sheetRow(r: VmiProgressRow, locale: Locale) {
  return [r.invoice_no, r.supplier, r.lines, r.lines_received, Number(r.ordered_qty), Number(r.received_qty), r.progress, vmiText(locale, 'status', { status: r.status }), r.last_gr_date ?? ''];
}

function sendSheet(reply: FastifyReply, format: FileFormat, data: Buffer) {
  const name = `vmi_gr_progress_${new Date().toISOString().slice(0, 10)}.${format}`;
  return sendWorkbook(reply, name, data, format);
}

export function registerProgressRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get(BASE, rule, async (req) => {
    const filter = filterOf(req);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const total = await countProgress(ctx.db, filter);
    return ok({ list: await pageProgress(ctx.db, filter, size, (page - 1) * size), total, page, size });
  });

  app.get(`${BASE}/export`, rule, async (req, reply) => {
    const locale = req.locale;
    const format = (one((req.query as Record<string, unknown>).format) ?? 'xlsx') as FileFormat;
    if (format !== 'xlsx' && format !== 'csv') throw queryError(locale, 'format', ieText(locale, 'badFormat'));
    const filter = filterOf(req);
    const total = await countProgress(ctx.db, filter);
    if (total > MAX_EXPORT_ROWS) throw new ApiError(400, ieText(locale, 'tooManyExportRows', { count: total, max: MAX_EXPORT_ROWS }));
    const rows = (await pageProgress(ctx.db, filter, MAX_EXPORT_ROWS, 0)).map((r) => sheetRow(r, locale));
    const header = vmiText(locale, 'header');
    const data = format === 'csv' ? writeCsv(header, rows) : writeXlsx(header, rows, vmiText(locale, 'progressSheet'), { formats: header.map((_, i) => (i === 8 ? 'date' : 'general')) });
    return sendSheet(reply, format, data);
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, rule, async (req) => {
    const invoiceNo = req.params.id.trim().toUpperCase();
    const [row] = await pageProgress(ctx.db, { invoiceNo, sort: 'invoice_no', order: 'asc' }, 1, 0);
    if (!row) throw new ApiError(404, vmiText(req.locale, 'noInvoice', { invoice: invoiceNo }));
    return ok({ ...row, items: await invoiceLines(ctx.db, invoiceNo) });
  });
}
