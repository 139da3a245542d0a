// The suppliers' shipping notices (TI, FITI). The source system received them by mail; here there is
// no mailbox, so the notice's attachment is uploaded as a file (xlsx or csv in the PDC import
// layout) and goes through the import engine: every row checked (problems by row and field), then
// all rows written in one transaction or none, each stamped with the notice's source, plus one line
// in pdc_mail_sync saying what was synced.
//   POST /api/v2/pdc/importTi/mail     a TI notice file (spec path)
//   POST /api/v2/pdc/importFiti/mail   a FITI notice file (our path, the same family)
//   GET  /api/v2/pdc/importFiti/sync-mail[?source=TI|FITI&page=&size=]  the notices synced, latest first
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getResource, resources } from '../../../../src/resources/declarations';
import { MAIL_SOURCES, type MailSource, type MailSync } from '../../../../src/resources/shipment/transit/model/wire';
import { recordEvent } from '../../../records/events';
import { wordDbError } from '../../../records/dbErrors';
import type { FeatureContext } from '../../../featureContext';
import { writeTransaction } from '../../../db/retry';
import { fieldGuard } from '../../../fields/guard';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { mapHeader } from '../../../importExport/columns';
import { planImport } from '../../../importExport/importRows';
import { ieText } from '../../../importExport/messages';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { writeRows } from '../../../importExport/writeRows';
import { parseListParams } from '../../../records/listParams';
import { declAccess, fieldError } from '../../../records/request';
import { say } from './messages';

export function registerMailImportRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const pdc = getResource('pdc');
  const db = ctx.db;
  const byName = new Map(resources.map((r) => [r.name, r]));
  const find = (name: string) => byName.get(name);

  async function importNotice(req: FastifyRequest, source: MailSource) {
    const locale = req.locale;
    const file = req.upload;
    if (!file) {
      const msg = ieText(locale, 'fileMissing');
      throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
    }
    const sheet = readSheet(file.data, checkUpload(file, locale), locale);
    fieldGuard(pdc, req.user!, locale).refuseColumns(mapHeader(pdc, sheet.header.map(cellValue)).values());
    const plan = await planImport(db, pdc, sheet, find, locale);
    // The notice says where the goods come from, whatever a Source column in the file says.
    for (const record of plan.records) record.values.source = source;
    if (!plan.fileColumns.includes('source')) plan.fileColumns.push('source');
    plan.defaultColumns = plan.defaultColumns.filter((c) => c !== 'source');
    try {
      return await writeTransaction(db, async (trx) => {
        const written = await writeRows(trx, pdc, plan, req.user!.name, () => {});
        const sync = await trx
          .insertInto('pdc_mail_sync')
          .values({ source, file_name: file.filename.slice(0, 200), rows: plan.records.length, inserted: written.inserted, updated: written.updated, synced_by: req.user!.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordEvent(trx, { user: req.user, resource: pdc.name, recordId: null, action: 'import', after: { ...written, total: plan.records.length, file: file.filename, source }, reason: `${source} notice` });
        return { ...written, total: plan.records.length, source, sync_id: Number(sync.id) };
      });
    } catch (err) {
      throw wordDbError(err, pdc, locale, (table) => ctx.labelOfTable(table, req)) ?? err;
    }
  }

  app.post('/api/v2/pdc/importTi/mail', takesFile(declAccess(pdc, 'write')), async (req) => ok(await importNotice(req, 'TI')));
  app.post('/api/v2/pdc/importFiti/mail', takesFile(declAccess(pdc, 'write')), async (req) => ok(await importNotice(req, 'FITI')));

  app.get('/api/v2/pdc/importFiti/sync-mail', access(declAccess(pdc, 'read')), async (req) => {
    const query = req.query as Record<string, unknown>;
    const locale = req.locale;
    const source = query.source === undefined || query.source === '' ? undefined : String(query.source);
    if (source !== undefined && !MAIL_SOURCES.includes(source as MailSource)) throw fieldError('source', say(locale, 'badSource'));
    const { page, size } = parseListParams(pdc, { page: query.page, size: query.size }, locale);
    let q = db.selectFrom('pdc_mail_sync');
    if (source) q = q.where('source', '=', source);
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await q.selectAll().orderBy('synced_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
    const list: MailSync[] = rows.map((r) => ({ ...r, id: Number(r.id), source: r.source as MailSource, synced_at: new Date(r.synced_at).toISOString() }));
    return ok({ list, total });
  });
}
