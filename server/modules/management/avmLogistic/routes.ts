// AVM logistic calls beyond the generic ones (base /api/v2/avm-logistic: list, create, GET/PUT {id},
// the allocations at {id}/lines), with the screen's rule (manage-avm-logistic):
//   PUT /calculate/{id}   { version? } the bill allocated to the business groups -> calculated
//   GET /export/{id}      one statement's allocation as .xlsx
//   GET /download         every statement's allocation (`period` YYYY-MM to narrow) as one .xlsx
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { Locale } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { bodyVersion, queryError } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { writeXlsx, type Cell } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, notFound, pathId } from '../../../records/request';
import { allocate, readLogisticHead } from './calculate';

const HEADER = {
  'en-US': ['Statement no.', 'Month', 'Currency', 'Freight bill', 'Business group', 'Sales orders', 'Shipped amount', 'Share %', 'Allocated freight'],
  'zh-CN': ['费用单号', '月份', '币种', '运费账单', '事业群', '销售订单数', '出货金额', '占比 %', '分摊运费'],
};

async function sheetRows(db: FeatureContext['db'], where: ReturnType<typeof sql>): Promise<Cell[][]> {
  const rows = (await sql<Record<string, string | number | null>>`select h.statement_no, h.period, h.currency, h.freight_cost::text as freight_cost, b.name as bg,
      l.so_count, l.shipped_amount::text as shipped_amount, l.share_pct::text as share_pct, l.allocated::text as allocated
    from avm_logistic_line l join avm_logistic h on h.id = l.statement_id left join bg b on b.id = l.bg_id
    where ${where} order by h.period desc, h.statement_no, l.allocated desc, l.id`.execute(db)).rows;
  return rows.map((r) => [r.statement_no, r.period, r.currency, r.freight_cost, r.bg ?? '-', Number(r.so_count), r.shipped_amount, r.share_pct, r.allocated]);
}

function send(reply: FastifyReply, locale: Locale, rows: Cell[][], name: string) {
  const data = writeXlsx(HEADER[locale] ?? HEADER['en-US'], rows, 'Logistics');
  return sendWorkbook(reply, `${name}_${new Date().toISOString().slice(0, 10).replaceAll('-', '_')}.xlsx`, data);
}

export function registerAvmLogisticRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('avm_logistic');
  const base = decl.api.base;
  const read = access(declAccess(decl, 'read'));

  app.put(`${base}/calculate/:id`, access(declAccess(decl, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const version = bodyVersion(req.locale, jsonBody(req).version);
    const row = await writeTransaction(ctx.db, async (trx) => {
      const head = await readLogisticHead(trx, id, true);
      if (!head) throw notFound(req, decl, id);
      if (version !== undefined && version !== head.version) return records(req, decl, trx).update(id, {}, { version }); // the stale answer (409)
      const totals = await allocate(trx, head, req.user!.name);
      return records(req, decl, trx).update(id, { ...totals, status: 'calculated', calculated_at: new Date().toISOString() }, { reason: 'allocate freight' });
    });
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  app.get(`${base}/export/:id`, read, async (req, reply) => {
    const id = pathId(req, 'id');
    const head = await readLogisticHead(ctx.db, id, false);
    if (!head) throw notFound(req, decl, id);
    return send(reply, req.locale, await sheetRows(ctx.db, sql`h.id = ${id}`), `avm_logistic_${head.period}`);
  });

  app.get(`${base}/download`, read, async (req, reply) => {
    const period = (req.query as Record<string, unknown>).period;
    if (period !== undefined && (typeof period !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(period))) throw queryError(req.locale, 'period', 'YYYY-MM');
    return send(reply, req.locale, await sheetRows(ctx.db, period ? sql`h.period = ${period}` : sql`true`), 'avm_logistic_all');
  });
}
