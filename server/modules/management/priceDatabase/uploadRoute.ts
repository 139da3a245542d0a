// POST /api/v2/price-database/upload: a spreadsheet of market prices, read by the platform's import
// (real xlsx/csv, every row checked first, a bad row is a 400 naming it, all rows in one transaction).
import type { FastifyInstance } from 'fastify';
import { priceDatabase } from '../../../../src/resources/management/priceDatabase/model/priceDatabase';
import { limitOf } from '../../../records/scope';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { importFile } from '../../../importExport/importFile';
import { ieText } from '../../../importExport/messages';
import { declAccess } from '../../../records/request';

export function registerPriceDatabaseUpload(app: FastifyInstance, ctx: FeatureContext) {
  const byName = new Map(ctx.resources.map((r) => [r.name, r]));
  app.post(`${priceDatabase.api.base}/upload`, takesFile(declAccess(priceDatabase, 'write')), async (req) => {
    const file = req.upload;
    if (!file) {
      const msg = ieText(req.locale, 'fileMissing');
      throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
    }
    return ok(await importFile({
      db: ctx.db, decl: priceDatabase, find: (name) => byName.get(name), file, user: req.user!, limit: limitOf(priceDatabase, req),
      locale: req.locale, labelOfTable: (table) => ctx.labelOfTable(table, req),
    }));
  });
}
