// The third-party report (role OP only, as its screen /system/thirdPartyReport):
//   GET /api/v1/thirdPartyReport?from&to                                  counts per party, kind and direction
//   GET /api/v1/thirdPartyReport/problems?from&to&party_type&party&kind   the failed or pending items (newest first, at most 500)
//   GET /api/v1/thirdPartyReport/export?from&to                           both as an .xlsx
// from and to are dates (both included, the last 30 days by default, at most 366 days).
import type { FastifyInstance } from 'fastify';
import {
  THIRD_PARTY_EXPORT_PATH,
  THIRD_PARTY_PROBLEMS_PATH,
  THIRD_PARTY_REPORT_ACCESS,
  THIRD_PARTY_REPORT_BASE,
} from '../../../../src/contract/thirdPartyReport';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { writeReportBook } from './exportBook';
import { parsePeriod, parseProblemFilter, readProblems, readSummary } from './query';
import { tpWords } from './words';

export function registerThirdPartyReportRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: THIRD_PARTY_REPORT_ACCESS, action: 'read', what: (req) => tpWords(req.locale, 'what') });

  app.get(THIRD_PARTY_REPORT_BASE, rule, async (req) => ok(await readSummary(ctx.db, parsePeriod(req))));

  app.get(THIRD_PARTY_PROBLEMS_PATH, rule, async (req) => ok(await readProblems(ctx.db, parseProblemFilter(req))));

  app.get(THIRD_PARTY_EXPORT_PATH, rule, async (req, reply) => {
    const period = parsePeriod(req);
    const [summary, problems] = await Promise.all([readSummary(ctx.db, period), readProblems(ctx.db, period)]);
    const name = `third_party_report_${period.from}_${period.to}.xlsx`;
    return sendWorkbook(reply, name, writeReportBook(req.locale, summary, problems));
  });
}
