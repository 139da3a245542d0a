// The 850's own item and batch calls (the declared lines give GET/PUT {base}/{id}/lines besides):
//   PUT    /api/v2/850/item/{id}    { version, qty?, unit_price?, uom?, cpn?, mpn?, material_id?, request_date? }
//   DELETE /api/v2/850/item/{id}?version=N
//   DELETE /api/v2/850/batch        { ids } (or ?ids=): the 850s and their items, all or none
//   GET    /api/v2/850/history/{id} the document's events, newest first (page, size)
// Each write locks the 850, refuses a stale version (409) or an acknowledged 850 (409), bumps the
// version and records one event, in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { lineDeclaration, rowMessage, validateRecord, type ResourceDeclaration } from '../../../../src/schema';
import { wordDbError } from '../../../records/dbErrors';
import { recordEvent } from '../../../records/events';
import { readLines } from '../../../records/lines';
import { lockRecords, updateRecord } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { DB, ResourceRow } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { MAX_PAGE_SIZE, queryPaging } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, pathId } from '../../../records/request';
import { ediText } from './messages';
import { idsOf } from './request';

const EDITABLE = ['qty', 'unit_price', 'uom', 'cpn', 'mpn', 'material_id', 'request_date'];

function versionOf(req: FastifyRequest, raw: unknown): number {
  const v = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(v) || v < 1) throw fieldError('version', ediText(req.locale, 'versionMissing'));
  return v;
}

/** The item's 850, locked, checked editable at the version the caller read. */
async function lockedParent(trx: Transaction<DB>, req: FastifyRequest, decl: ResourceDeclaration, itemId: number, version: number) {
  const locale = req.locale;
  const item = (await sql<{ edi850_id: number; line_no: number; mpn: string }>`select edi850_id::int as edi850_id, line_no::int as line_no, mpn from edi850_item where id = ${itemId}`.execute(trx)).rows[0];
  if (!item) throw new ApiError(404, ediText(locale, 'itemNotFound', { id: String(itemId) }));
  const [parent] = await lockRecords(trx, decl, [item.edi850_id]);
  if (!parent) throw new ApiError(404, ediText(locale, 'itemNotFound', { id: String(itemId) }));
  if (parent.status === 'sent') throw new ApiError(409, ediText(locale, 'sentFinal', { po: String(parent.po_no) }));
  if (Number(parent.version) !== version) throw new ApiError(409, ediText(locale, 'stale', { po: String(parent.po_no) }));
  return { item, parent };
}

async function touch(trx: Transaction<DB>, req: FastifyRequest, decl: ResourceDeclaration, parent: ResourceRow, before: ResourceRow[], reason: string) {
  const after = await updateRecord(trx, decl, Number(parent.id), Number(parent.version), {}, req.user!.name);
  if (!after) throw new ApiError(409, ediText(req.locale, 'stale', { po: String(parent.po_no) }));
  const items = await readLines(trx, decl, 'items', Number(parent.id));
  // Before and after hold the lines, as a declared line save records them.
  const was = { ...parent, items: before };
  const now = { ...after, items };
  await recordEvent(trx, { user: req.user!, resource: decl.name, recordId: Number(parent.id), action: 'update', before: was, after: now, reason });
  return { ...after, items };
}

export function registerItemRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('edi850');
  const itemDecl = lineDeclaration(decl, 'items');

  app.put('/api/v2/850/item/:id', access(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const id = pathId(req, 'id');
    const body = jsonBody(req);
    const version = versionOf(req, body.version);
    const changes = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'version'));
    const unknown = Object.keys(changes).find((k) => !EDITABLE.includes(k));
    if (unknown) throw fieldError(unknown, `${unknown}: ${locale === 'zh-CN' ? '不可修改' : 'cannot be changed here'}`);
    const saved = await writeTransaction(ctx.db, async (trx) => {
      const { item, parent } = await lockedParent(trx, req, decl, id, version);
      const checked = await validateRecord(itemDecl, changes, { locale, partial: true });
      if (!checked.ok) {
        // Rule R22: the row is the item's line on the 850, named by its part number.
        const errors = checked.errors.map((e) => ({ field: e.field, row: item.line_no, message: rowMessage(locale, item.line_no - 1, item.mpn, e.message) }));
        throw new ApiError(400, errors[0].message, errors);
      }
      const before = await readLines(trx, decl, 'items', Number(parent.id));
      try {
        if (Object.keys(checked.value).length) await trx.updateTable('edi850_item' as never).set(checked.value as never).where('id' as never, '=', id as never).execute();
      } catch (err) {
        // A material deleted meanwhile (or never there): worded on the row, as a line save words it.
        const worded = wordDbError(err, itemDecl, locale, (table) => ctx.labelOfTable(table, req));
        if (!worded) throw err;
        throw new ApiError(worded.status, rowMessage(locale, item.line_no - 1, item.mpn, worded.message), worded.errors?.map((e) => ({ ...e, row: item.line_no })));
      }
      return touch(trx, req, decl, parent, before, `item ${item.line_no} changed`);
    });
    return ok({ ...(await records(req, decl, ctx.db).answer(saved)), items: saved.items });
  });

  app.delete('/api/v2/850/item/:id', access(declAccess(decl, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const version = versionOf(req, (req.query as Record<string, unknown>).version ?? (req.body ? jsonBody(req).version : undefined));
    const saved = await writeTransaction(ctx.db, async (trx) => {
      const { item, parent } = await lockedParent(trx, req, decl, id, version);
      const before = await readLines(trx, decl, 'items', Number(parent.id));
      await sql`delete from edi850_item where id = ${id}`.execute(trx);
      return touch(trx, req, decl, parent, before, `item ${item.line_no} deleted`);
    });
    return ok({ ...(await records(req, decl, ctx.db).answer(saved)), items: saved.items });
  });

  app.delete('/api/v2/850/batch', access(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const ids = idsOf(req);
    const deleted = await writeTransaction(ctx.db, async (trx) => {
      const rows = await lockRecords(trx, decl, ids);
      const gone = ids.find((id) => !rows.some((r) => Number(r.id) === id));
      if (gone !== undefined) throw new ApiError(404, ediText(locale, 'notFound', { id: String(gone) }));
      const sent = rows.find((r) => r.status === 'sent');
      if (sent) throw new ApiError(409, ediText(locale, 'sentFinal', { po: String(sent.po_no) }));
      await sql`delete from edi850 where id in (${sql.join(ids)})`.execute(trx);
      for (const row of rows) await recordEvent(trx, { user: req.user!, resource: decl.name, recordId: Number(row.id), action: 'delete', before: row, reason: 'batch delete' });
      return ids;
    });
    return ok({ deleted });
  });

  app.get('/api/v2/850/history/:id', access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>, MAX_PAGE_SIZE, 50);
    const exists = await sql`select 1 from edi850 where id = ${id} union all select 1 from events where resource = 'edi850' and record_id = ${id} limit 1`.execute(ctx.db);
    if (!exists.rows.length) throw new ApiError(404, ediText(req.locale, 'notFound', { id: String(id) }));
    const list = (
      await sql<Record<string, unknown>>`select id::int as id, at, user_name, action, reason, before, after from events
        where resource = 'edi850' and record_id = ${id} order by id desc limit ${size} offset ${(page - 1) * size}`.execute(ctx.db)
    ).rows;
    const total = (await sql<{ n: number }>`select count(*)::int as n from events where resource = 'edi850' and record_id = ${id}`.execute(ctx.db)).rows[0].n;
    return ok({ list, total });
  });
}
