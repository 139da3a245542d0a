// GET /api/v1/price/draft/template: the draft import's empty workbook, the price lines' columns (a
// field the caller may not see is left out), drop-downs of the enums and one example row, as the
// platform's templates are.
import type { FastifyInstance } from 'fastify';
import { priceDraft } from '../../../../src/resources/management/priceDraft/model/priceDraft';
import { PRICE_DRAFT_BASE } from '../../../../src/resources/management/priceDraft/model/priceDraftRules';
import { labelIn, lineDeclaration } from '../../../../src/schema';
import { templateSheetColumns } from '../../../../src/schema/sheetColumns';
import type { FeatureContext } from '../../../featureContext';
import { guardOf } from '../../../fields/guard';
import { access } from '../../../http/routeAccess';
import { templateColumns, type FindDeclaration } from '../../../importExport/columns';
import { ieText } from '../../../importExport/messages';
import { exampleReferenceKeys, exampleRow } from '../../../importExport/templateExample';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { declAccess } from '../../../records/request';

export function registerDraftTemplateRoute(app: FastifyInstance, ctx: FeatureContext) {
  const byName = new Map(ctx.resources.map((r) => [r.name, r]));
  const find: FindDeclaration = (name) => byName.get(name);
  app.get(`${PRICE_DRAFT_BASE}/template`, access(declAccess(priceDraft, 'write')), async (req, reply) => {
    const locale = req.locale;
    const items = lineDeclaration(priceDraft, 'items');
    const names = guardOf(items, req).columns(templateColumns(items));
    const columns = templateSheetColumns(items, names, { locale, find, idHeader: ieText(locale, 'idHeader') });
    const keys = await exampleReferenceKeys(ctx.db, items, names, find, req.user);
    const data = writeXlsx(columns.map((c) => c.header), [exampleRow(items, columns, locale, keys)], labelIn(items.label, locale), {
      formats: columns.map((c) => c.format),
      allowed: columns.map((c) => c.allowed),
      note: { row: 0, text: ieText(locale, 'exampleNote') },
    });
    return sendWorkbook(reply, 'price_draft_template.xlsx', data);
  });
}
