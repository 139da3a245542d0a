// CF backlog V2V calls beyond the generic list, one (GET {id}, GET {id}/lines) and delete (base
// /api/v1/cf/backlogV2V), writing with the manage rule (manage-cf-backlog-v2v):
//   POST /api/v1/cf/backlogV2V/import[?backlog_date=YYYY-MM-DD]  multipart `file` (xlsx, xls, csv): one report, all rows or none
//   GET  /api/v1/cf/backlogV2V/import/sync-mail  every report mail not synced yet becomes a report, each in its own
//        transaction; a mail whose sheet is refused is kept with the reason and named in the answer
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { backlogV2V } from '../../../../src/resources/analysis/backlogV2V/model/backlogV2V';
import { V2V_IMPORT_PATH, V2V_SYNC_MAIL_PATH } from '../../../../src/resources/analysis/backlogV2V/model/wire';
import { isIsoDate } from '../../../../src/schema/storable';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { uploadTypeOf } from '../../../importExport/uploadCheck';
import { records } from '../../../records/recordService';
import { declAccess } from '../../../records/request';
import { writeReport } from './importReport';
import { parseV2VSheet } from './sheet';
import { vw } from './words';

const today = () => new Date().toISOString().slice(0, 10);

export function registerV2VRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const write = declAccess(backlogV2V, 'write');

  app.post(V2V_IMPORT_PATH, takesFile(write), async (req) => {
    const locale = req.locale;
    const file = req.upload;
    if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
    const raw = (req.query as Record<string, unknown>).backlog_date;
    const backlogDate = raw === undefined || raw === '' ? today() : String(raw);
    if (!isIsoDate(backlogDate)) throw new ApiError(400, vw(locale, 'dateMissing'), [{ field: 'backlog_date', message: vw(locale, 'dateMissing') }]);
    const lines = parseV2VSheet(file, locale);
    const id = await writeTransaction(ctx.db, (trx) => writeReport(trx, req, { source: 'upload', fileName: file.filename, backlogDate }, lines));
    const row = (await sql<Record<string, unknown>>`select * from cf_backlog_v2v where id = ${id}`.execute(ctx.db)).rows[0];
    return ok(await records(req, backlogV2V, ctx.db).answer(row as never));
  });

  app.get(V2V_SYNC_MAIL_PATH, access(write), async (req) => {
    const locale = req.locale;
    const mails = (await sql<{ id: number; sender: string; subject: string; file_name: string; received_at: Date }>`select id::int as id, sender, subject, file_name, received_at
      from cf_v2v_mail where synced_at is null order by id`.execute(ctx.db)).rows;
    const reports: number[] = [];
    const failed: { mail: string; message: string }[] = [];
    for (const mail of mails) {
      try {
        const id = await writeTransaction(ctx.db, async (trx) => {
          // Locked and read again: a concurrent sync took it already -> nothing to do.
          const m = (await sql<{ content: Buffer; synced_at: Date | null }>`select content, synced_at from cf_v2v_mail where id = ${mail.id} for update`.execute(trx)).rows[0];
          if (!m || m.synced_at) return undefined;
          const lines = parseV2VSheet({ filename: mail.file_name, mimetype: uploadTypeOf(mail.file_name), data: Buffer.from(m.content) }, locale);
          const backlogDate = new Date(mail.received_at).toISOString().slice(0, 10);
          const reportId = await writeReport(trx, req, { source: 'mail', fileName: mail.file_name, sender: mail.sender, backlogDate }, lines);
          await sql`update cf_v2v_mail set synced_at = now(), synced_by = ${req.user!.name}, cf_backlog_v2v_id = ${reportId}, error = null where id = ${mail.id}`.execute(trx);
          return reportId;
        });
        if (id) reports.push(id);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        failed.push({ mail: mail.subject, message: vw(locale, 'mailFailed', { subject: mail.subject, message: err.message }) });
        await sql`update cf_v2v_mail set error = ${err.message} where id = ${mail.id}`.execute(ctx.db);
      }
    }
    return ok({ synced: reports.length, ids: reports, failed, waiting: failed.length });
  });
}
