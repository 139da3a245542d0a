// Function-block calls beyond the declared ones (list, one, PUT {id}, subsystems and items as lines):
//   GET    /api/v2/function-block/win-rate        per block: items, won, lost, open, win rate (exact)
//   GET    /api/v2/function-block/item/{id}       one item with its MPN
//   POST   /api/v2/function-block/item            { function_block_id, subsystem_seq, material_id, competitor?, status?, remark? }
//   DELETE /api/v2/function-block/item/{id}
//   PUT    /api/v2/function-block/subsystem/{id}  { name?, col?, row?, links_to? } one box of the diagram
// Each write locks the block through the record service (version bumped, one event, 409 when stale).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { FbItem, FbWinRate } from '../../../../src/resources/management/functionBlock/model/wire';
import { utf8Length } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, pathId } from '../../../records/request';
import { fbWords } from './words';

const bad = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);

async function itemOf(db: Kysely<DB>, req: FastifyRequest, id: number): Promise<FbItem> {
  const row = (await sql<FbItem>`select i.id, i.function_block_id, i.subsystem_seq, i.material_id, m.mpn, i.competitor, i.status, i.remark
    from function_block_item i join material m on m.id = i.material_id where i.id = ${id}`.execute(db)).rows[0];
  if (!row) throw new ApiError(404, fbWords(req.locale, 'itemNotFound', { id: String(id) }));
  return { ...row, id: Number(row.id), function_block_id: Number(row.function_block_id), material_id: Number(row.material_id), subsystem_seq: Number(row.subsystem_seq) };
}

const seqsOf = async (db: Kysely<DB>, fbId: number) => new Set((await sql<{ seq: number }>`select seq from function_block_subsystem where function_block_id = ${fbId}`.execute(db)).rows.map((r) => Number(r.seq)));

function optionalText(req: FastifyRequest, body: Record<string, unknown>, field: string, max: number, word: string): string | null {
  const v = body[field];
  if (v === undefined || v === null || String(v).trim() === '') return null;
  const s = String(v).trim();
  if (utf8Length(s) > max) throw bad(field, fbWords(req.locale, 'textLong', { field: word, max: String(max) }));
  return s;
}

export function registerFunctionBlockRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('function_block');
  const read = access(declAccess(decl, 'read'));
  const write = access(declAccess(decl, 'write'));

  app.get('/api/v2/function-block/win-rate', read, async () => {
    const rows = (await sql<Record<string, unknown>>`
      select f.id, f.code, f.name, count(i.id) as items, count(i.id) filter (where i.status = 'won') as won,
        count(i.id) filter (where i.status = 'lost') as lost, count(i.id) filter (where i.status = 'open') as open,
        case when count(i.id) filter (where i.status in ('won', 'lost')) = 0 then null
          else round(count(i.id) filter (where i.status = 'won')::numeric * 100 / count(i.id) filter (where i.status in ('won', 'lost')), 2)::text end as win_rate
      from function_block f left join function_block_item i on i.function_block_id = f.id group by f.id, f.code, f.name order by f.code`.execute(ctx.db)).rows;
    return ok(rows.map((r): FbWinRate => ({ id: Number(r.id), code: String(r.code), name: String(r.name), items: Number(r.items), won: Number(r.won), lost: Number(r.lost), open: Number(r.open), win_rate: (r.win_rate as string | null) ?? null })));
  });

  app.get('/api/v2/function-block/item/:id', read, async (req) => ok(await itemOf(ctx.db, req, pathId(req, 'id'))));

  app.post('/api/v2/function-block/item', write, async (req) => {
    const body = jsonBody(req);
    const locale = req.locale;
    const fbId = Number(body.function_block_id);
    if (!Number.isSafeInteger(fbId) || fbId < 1) throw bad('function_block_id', fbWords(locale, 'fbMissing'));
    const status = body.status === undefined || body.status === null || body.status === '' ? 'open' : String(body.status);
    if (!['open', 'won', 'lost'].includes(status)) throw bad('status', fbWords(locale, 'statusBad'));
    const competitor = optionalText(req, body, 'competitor', 60, locale === 'zh-CN' ? '竞品料号' : 'Competitor part');
    const remark = optionalText(req, body, 'remark', 250, locale === 'zh-CN' ? '备注' : 'Remark');
    const id = await writeTransaction(ctx.db, async (trx) => {
      const exists = (await sql`select 1 from function_block where id = ${fbId}`.execute(trx)).rows.length;
      if (!exists) throw new ApiError(404, fbWords(locale, 'fbNotFound', { id: String(fbId) }));
      const seq = Number(body.subsystem_seq);
      if (!(await seqsOf(trx, fbId)).has(seq)) throw bad('subsystem_seq', fbWords(locale, 'seqUnknown', { seq: String(body.subsystem_seq ?? '') }));
      const materialId = Number(body.material_id);
      const material = Number.isSafeInteger(materialId) && materialId > 0 ? (await sql`select 1 from material where id = ${materialId}`.execute(trx)).rows.length : 0;
      if (!material) throw bad('material_id', fbWords(locale, 'materialUnknown', { id: String(body.material_id ?? '') }));
      await records(req, decl, trx).update(fbId, {}, { reason: 'item added' });
      const [row] = (await sql<{ id: number }>`insert into function_block_item (function_block_id, subsystem_seq, material_id, competitor, status, remark, created_by)
        values (${fbId}, ${seq}, ${materialId}, ${competitor}, ${status}, ${remark}, ${req.user!.name}) returning id`.execute(trx)).rows;
      return Number(row.id);
    });
    return ok(await itemOf(ctx.db, req, id));
  });

  app.delete('/api/v2/function-block/item/:id', write, async (req) => {
    const id = pathId(req, 'id');
    await writeTransaction(ctx.db, async (trx) => {
      const item = await itemOf(trx, req, id);
      await records(req, decl, trx).update(item.function_block_id, {}, { reason: 'item removed' });
      await sql`delete from function_block_item where id = ${id}`.execute(trx);
    });
    return ok({ id });
  });

  app.put('/api/v2/function-block/subsystem/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = jsonBody(req);
    await writeTransaction(ctx.db, async (trx) => {
      const sub = (await sql<{ function_block_id: number; seq: number; name: string; col: number; row: number; links_to: string | null }>`
        select function_block_id, seq, name, col, "row", links_to from function_block_subsystem where id = ${id}`.execute(trx)).rows[0];
      if (!sub) throw new ApiError(404, fbWords(locale, 'subsystemNotFound', { id: String(id) }));
      const name = body.name === undefined ? sub.name : String(body.name ?? '').trim();
      if (!name) throw bad('name', fbWords(locale, 'nameMissing'));
      if (utf8Length(name) > 60) throw bad('name', fbWords(locale, 'textLong', { field: locale === 'zh-CN' ? '子系统' : 'Subsystem', max: '60' }));
      const col = body.col === undefined ? Number(sub.col) : Number(body.col);
      const row = body.row === undefined ? Number(sub.row) : Number(body.row);
      if (!Number.isInteger(col) || col < 1 || col > 6) throw bad('col', fbWords(locale, 'placeBad'));
      if (!Number.isInteger(row) || row < 1 || row > 4) throw bad('row', fbWords(locale, 'placeBad'));
      const linksRaw = body.links_to === undefined ? sub.links_to : body.links_to === null ? null : String(body.links_to).replace(/\s+/g, '');
      const links = linksRaw ? linksRaw.split(',') : [];
      const seqs = await seqsOf(trx, Number(sub.function_block_id));
      const wrong = links.filter((l) => !/^[0-9]{1,2}$/.test(l) || Number(l) === Number(sub.seq) || !seqs.has(Number(l)));
      if (wrong.length) throw bad('links_to', fbWords(locale, 'linksBad', { seqs: wrong.join(', ') }));
      await records(req, decl, trx).update(Number(sub.function_block_id), {}, { reason: 'subsystem changed' });
      await sql`update function_block_subsystem set name = ${name}, col = ${col}, "row" = ${row}, links_to = ${links.length ? links.join(',') : null} where id = ${id}`.execute(trx);
    });
    const after = (await sql<Record<string, unknown>>`select id, seq, name, col, "row", links_to from function_block_subsystem where id = ${id}`.execute(ctx.db)).rows[0];
    return ok({ ...after, id: Number(after.id), seq: Number(after.seq), col: Number(after.col), row: Number(after.row) });
  });
}
