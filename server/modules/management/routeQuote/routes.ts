// Route quote calls beyond the generic ones (base /api/v2/route-quote), with the screen's rule
// (manage-route-quote); the status change is the declaration's command (PUT status/{id}).
//   POST /api/v2/route-quote/upload/{id}    the carrier's quotation document (one file) kept with the quote
//   GET  /api/v2/route-quote/download/{id}  that document back (404 when none was uploaded)
//   GET  /api/v2/route-quote/exist          quotes of the same route, carrier and mode whose validity
//        overlaps [valid_from, valid_to] (not inactive; `id` left out: the quote being edited)
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { records } from '../../../records/recordService';
import { declAccess, notFound, pathId } from '../../../records/request';
import { latestFile, sendFile, storeFile } from '../../shipment/rma/storedFiles';
import { queryDate, queryStationId, queryText, refuse } from './queryInput';

export function registerRouteQuoteRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const quote = getResource('route_quote');

  app.post('/api/v2/route-quote/upload/:id', takesFile(declAccess(quote, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const file = req.upload;
    const locale = req.locale;
    if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
    const row = await writeTransaction(ctx.db, async (trx) => {
      const found = (await sql`select id from route_quote where id = ${id} for update`.execute(trx)).rows.length;
      if (!found) throw notFound(req, quote, id);
      const meta = await storeFile(trx, 'route_quote', id, 'quotation', file, req.user!.name);
      return records(req, quote, trx).update(id, { quote_file: meta }, { reason: 'upload quotation' });
    });
    return ok(await records(req, quote, ctx.db).answer(row));
  });

  app.get('/api/v2/route-quote/download/:id', access(declAccess(quote, 'read')), async (req, reply) => {
    const id = pathId(req, 'id');
    const file = await latestFile(ctx.db, 'route_quote', id, 'quotation');
    if (!file) throw notFound(req, quote, id);
    return sendFile(reply, file);
  });

  app.get('/api/v2/route-quote/exist', access(declAccess(quote, 'read')), async (req) => {
    const origin = queryStationId(req, 'origin_station_id', true)!;
    const destination = queryStationId(req, 'destination_station_id', true)!;
    const carrier = queryText(req, 'carrier') ?? refuse(req, 'carrier', 'required');
    const mode = queryText(req, 'mode') ?? refuse(req, 'mode', 'required');
    const from = queryDate(req, 'valid_from') ?? refuse(req, 'valid_from', 'required');
    const to = queryDate(req, 'valid_to') ?? refuse(req, 'valid_to', 'required');
    const except = queryStationId(req, 'id', false) ?? 0;
    const rows = await sql<{ id: number; quote_no: string; valid_from: string; valid_to: string; status: string }>`
      select id, quote_no, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, status
      from route_quote
      where origin_station_id = ${origin} and destination_station_id = ${destination} and lower(carrier) = lower(${carrier})
        and mode = ${mode} and status <> 'inactive' and id <> ${except}
        and valid_from <= ${to}::date and valid_to >= ${from}::date
      order by valid_from`.execute(ctx.db);
    const list = rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
    return ok({ exists: list.length > 0, list });
  });
}
