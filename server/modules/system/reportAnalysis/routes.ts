// Report analysis (spec: GET/POST /api/v2/report-analysis, PUT/DELETE .../{id},
// GET /api/v2/report-analysis-available, GET /api/v2/report-analysis/user), and of our own (listed in
// docs/api-contract.md): GET .../{id}/figures and .../{id}/export, a shown report's figures and file.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allows } from '../../../../src/schema';
import { MANAGE_REPORT_ACCESS, VIEW_REPORT_ACCESS, type ReportFigures } from '../../../../src/resources/system/reportAnalysis/model/wire';
import { loadUserInfo } from '../../../auth/principal';
import type { FeatureContext, FeatureRegistrar } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion, one, queryError, queryId } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { writeCsv, writeXlsx, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { categoriesOf, figureRows } from './figures';
import { parseId, parsePeriod, parseReport } from './input';
import { reportText } from './messages';
import { createReport, deleteReport, readReports, shownTo, updateReport, userReports } from './queries';

const what = (req: FastifyRequest) => reportText(req.locale, 'reports');

function registerManageRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access({ rule: MANAGE_REPORT_ACCESS, action: 'read', what });
  const write = access({ rule: MANAGE_REPORT_ACCESS, action: 'write', what });
  const answer = async (id: number) => ok((await readReports(ctx.db, id))[0]);

  app.get('/api/v2/report-analysis', read, async () => ok({ list: await readReports(ctx.db) }));

  app.post('/api/v2/report-analysis', write, async (req) => {
    const id = await createReport(ctx.db, req.locale, parseReport(req.locale, req.body), req.user!.name);
    return answer(id);
  });

  app.put<{ Params: { id: string } }>('/api/v2/report-analysis/:id', write, async (req) => {
    const id = parseId(req.locale, req.params.id);
    const body = (req.body ?? {}) as Record<string, unknown>;
    await updateReport(ctx.db, req.locale, id, parseReport(req.locale, body), bodyVersion(req.locale, body.version), req.user!.name);
    return answer(id);
  });

  app.delete<{ Params: { id: string } }>('/api/v2/report-analysis/:id', write, async (req) => {
    const id = parseId(req.locale, req.params.id);
    await deleteReport(ctx.db, req.locale, id);
    return ok({ id });
  });

  // One user's view (default: the caller): which reports they would see on /reportAnalysis.
  app.get('/api/v2/report-analysis/user', read, async (req) => {
    const userId = queryId(req.locale, 'user_id', (req.query as Record<string, unknown>).user_id) ?? req.user!.id;
    const info = await loadUserInfo(ctx.db, userId);
    return ok(await userReports(ctx.db, req.locale, userId, !!info && allows(info, VIEW_REPORT_ACCESS, 'read')));
  });
}

/** The figures of a report shown to the caller; another report answers as a missing one. */
async function figuresFor(ctx: FeatureContext, req: FastifyRequest<{ Params: { id: string } }>): Promise<ReportFigures> {
  const id = parseId(req.locale, req.params.id);
  const report = (await shownTo(ctx.db, req.user!.id)).find((r) => r.id === id);
  if (!report) throw new ApiError(404, reportText(req.locale, 'notShown', { id: String(id) }));
  const period = parsePeriod(req.locale, (req.query ?? {}) as Record<string, unknown>);
  const rows = await figureRows(ctx.db, report.kind, period, reportText(req.locale, 'noBg'));
  const { code, name_en, name_zh, kind, chart, description } = report;
  return { report: { id, code, name_en, name_zh, kind, chart, description }, ...period, categories: categoriesOf(kind, period, rows), series: [...new Set(rows.map((r) => r.series))].sort(), rows };
}

function registerViewRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access({ rule: VIEW_REPORT_ACCESS, action: 'read', what });

  app.get('/api/v2/report-analysis-available', read, async (req) => ok({ list: await shownTo(ctx.db, req.user!.id) }));

  app.get<{ Params: { id: string } }>('/api/v2/report-analysis/:id/figures', read, async (req) => ok(await figuresFor(ctx, req)));

  app.get<{ Params: { id: string } }>('/api/v2/report-analysis/:id/export', read, async (req, reply: FastifyReply) => {
    const locale = req.locale;
    const format = (one((req.query as Record<string, unknown>).format) ?? 'xlsx') as FileFormat;
    if (format !== 'xlsx' && format !== 'csv') throw queryError(locale, 'format', ieText(locale, 'badFormat'));
    const f = await figuresFor(ctx, req);
    if (!f.rows.length) throw new ApiError(404, reportText(locale, 'noFigures'));
    const cells = f.rows.map((r) => [r.category, r.series, r.amount, r.count]);
    const name = `${f.report.code}_${f.from}_${f.to}`;
    const title = locale === 'zh-CN' ? f.report.name_zh : f.report.name_en;
    const data = format === 'csv' ? writeCsv(reportText(locale, 'header'), cells) : writeXlsx(reportText(locale, 'header'), cells, title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
    return sendWorkbook(reply, `${name}.${format}`, data, format);
  });
}

export const reportAnalysisFeature: FeatureRegistrar = (app, ctx) => {
  registerManageRoutes(app, ctx);
  registerViewRoutes(app, ctx);
};
