// Swap requests between forecast items (docs/api-contract.md, "Planning: SA, CF parts, CF backlog V2V, swaps"):
//   GET    /api/v1/swap/mine | /requests   ?status=&family=&page=&size=  what I asked for / what waits for me
//   POST   /api/v1/swap, /api/v1/cf/swap, /api/v2/gb/swap   { request_forecast_item_id, swap_forecast_item_id, mpq_by_qty?, copies, remark?, manufacturer? }
//   PUT    /api/v1/swap/review/{id}        { status: agreed|refused, reject_reason?, version? }  one transaction; 409 once decided
//   DELETE /api/v1/swap/{id}               the requester withdraws a pending request
//   GET    /api/v1/swap/items ?family=&keyword=             my BGs' items on their latest forecasts (the form's first pick)
//   GET    /api/v1/swap/candidates ?forecast_item_id=       the same part's items on other latest forecasts, with what each can give
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { SWAP_BASE, SWAP_CANDIDATES_PATH, SWAP_FAMILY_BASES, SWAP_ITEMS_PATH, type SwapFamily } from '../../../../src/resources/distribute/swap/model/wire';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { queryId, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { pathId } from '../../../records/request';
import { decimalText, thousandths } from './amounts';
import { availableOf, latestForecast } from './available';
import { checkDecidable, notifyRequester, readDecision, settle, type Pending } from './decide';
import { listSwaps } from './queries';
import { askAccess, decideAccess, inBgScope } from './scope';
import { insertSwap, readNewSwap } from './swapCreate';
import { sw } from './words';

const FAMILIES = Object.keys(SWAP_FAMILY_BASES) as SwapFamily[];

function filters(req: FastifyRequest) {
  const q = req.query as Record<string, unknown>;
  const status = ['pending', 'agreed', 'refused'].includes(String(q.status)) ? sql`s.status = ${String(q.status)}` : sql`true`;
  const family = FAMILIES.includes(q.family as SwapFamily) ? sql`s.family = ${String(q.family)}` : sql`true`;
  return { where: sql<boolean>`${status} and ${family}`, ...queryPaging(req.locale, q) };
}

export function registerSwapRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const db = ctx.db;
  const one = async (id: number) => (await listSwaps(db, sql<boolean>`s.id = ${id}`, 1, 1)).list[0];

  app.get(`${SWAP_BASE}/mine`, access(askAccess('read')), async (req) => {
    const f = filters(req);
    return ok({ ...(await listSwaps(db, sql<boolean>`s.created_by = ${req.user!.name} and ${f.where}`, f.page, f.size)), page: f.page, size: f.size });
  });

  app.get(`${SWAP_BASE}/requests`, access(decideAccess('read')), async (req) => {
    const f = filters(req);
    const mine = sql<boolean>`s.created_by <> ${req.user!.name} and ${inBgScope(req.user!.id, sql`sif.bg_id`)} and ${f.where}`;
    return ok({ ...(await listSwaps(db, mine, f.page, f.size)), page: f.page, size: f.size });
  });

  for (const family of FAMILIES) {
    app.post(SWAP_FAMILY_BASES[family], access(askAccess('write')), async (req) => {
      const s = await readNewSwap(db, req, family);
      return ok(await one(await insertSwap(db, s, req.user!.name)));
    });
  }

  app.put(`${SWAP_BASE}/review/:id`, access(decideAccess('write')), async (req) => {
    const id = pathId(req, 'id');
    const d = readDecision(req);
    const locale = req.locale;
    await writeTransaction(db, async (trx) => {
      const row = (await sql<Pending & { swap_item: number; qty: string; cpn: string | null; mpn: string }>`select s.id::int as id, s.version, s.status, s.created_by, s.decided_by,
          b.code as bg, ${inBgScope(req.user!.id, sql`f.bg_id`)} as may_decide, s.swap_forecast_item_id::int as swap_item, s.qty::text as qty, i.cpn, i.mpn
        from swap_request s join forecast_item i on i.id = s.swap_forecast_item_id join forecast f on f.id = i.forecast_id join bg b on b.id = f.bg_id
        where s.id = ${id} for update of s`.execute(trx)).rows[0];
      if (!row) throw new ApiError(404, sw(locale, 'notFound', { id }));
      checkDecidable(req, row, d);
      if (d.status === 'agreed') {
        // The giving item locked: two agreements taking from it are decided one after the other.
        await sql`select id from forecast_item where id = ${row.swap_item} for update`.execute(trx);
        const have = (await sql<{ left: string; enough: boolean }>`select trim_scale(a.v)::text as left, a.v >= ${row.qty}::numeric as enough
          from (select ${availableOf(sql`${row.swap_item}::bigint`)} as v) a`.execute(trx)).rows[0];
        if (!have.enough) throw new ApiError(409, sw(locale, 'shortOfQty', { cpn: row.cpn ?? '', mpn: row.mpn, left: have.left, qty: decimalText(thousandths(row.qty)!) }));
      }
      await settle(trx, 'swap_request', id, d, req.user!.name);
      await notifyRequester(trx, req, row.created_by, false, d, `${row.cpn ?? ''} ${row.mpn} × ${decimalText(thousandths(row.qty)!)}`.trim());
    });
    return ok(await one(id));
  });

  app.delete(`${SWAP_BASE}/:id`, access(askAccess('write')), async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    await writeTransaction(db, async (trx) => {
      const row = (await sql<{ status: string; created_by: string; decided_by: string | null }>`select status, created_by, decided_by from swap_request where id = ${id} for update`.execute(trx)).rows[0];
      if (!row) throw new ApiError(404, sw(locale, 'notFound', { id }));
      if (row.created_by !== req.user!.name) throw new ApiError(403, sw(locale, 'notYours', { by: row.created_by }));
      if (row.status !== 'pending') throw new ApiError(409, sw(locale, 'decided', { status: sw(locale, row.status === 'agreed' ? 'agreedWord' : 'refusedWord'), by: row.decided_by ?? '' }));
      await sql`delete from swap_request where id = ${id}`.execute(trx);
    });
    return ok({ id });
  });

  app.get(SWAP_ITEMS_PATH, access(askAccess('read')), async (req) => {
    const q = req.query as Record<string, unknown>;
    const family = FAMILIES.includes(q.family as SwapFamily) ? (q.family as SwapFamily) : 'noncf';
    const keyword = queryText(req.locale, 'keyword', q.keyword);
    const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const rows = (await sql`select i.id::int as id, f.no as forecast_no, f.family, b.code as bg, c.name as customer, i.cpn, i.mpn, i.mpq::text as mpq
      from forecast_item i join forecast f on f.id = i.forecast_id join bg b on b.id = f.bg_id left join ship_customer c on c.id = i.customer_id
      where f.family = ${family} and ${latestForecast('f')} and ${inBgScope(req.user!.id, sql`f.bg_id`)}
        and (${like ?? null}::text is null or i.cpn ilike ${like ?? null} or i.mpn ilike ${like ?? null} or c.name ilike ${like ?? null})
      order by i.mpn, b.code, i.line_no limit 30`.execute(db)).rows;
    return ok({ list: rows, total: rows.length });
  });

  app.get(SWAP_CANDIDATES_PATH, access(askAccess('read')), async (req) => {
    const id = queryId(req.locale, 'forecast_item_id', (req.query as Record<string, unknown>).forecast_item_id);
    if (!id) throw new ApiError(400, sw(req.locale, 'itemMissing', { field: 'forecast_item_id' }), [{ field: 'forecast_item_id', message: sw(req.locale, 'itemMissing', { field: 'forecast_item_id' }) }]);
    const rows = (await sql`select i.id::int as id, f.no as forecast_no, f.family, b.code as bg, c.name as customer, i.cpn, i.mpn, i.mpq::text as mpq,
        ${availableOf(sql`i.id`)}::text as available
      from forecast_item r join forecast rf on rf.id = r.forecast_id
      join forecast_item i on i.id <> r.id and (i.material_id = r.material_id or (r.material_id is null and i.mpn = r.mpn))
      join forecast f on f.id = i.forecast_id and f.family = rf.family and ${latestForecast('f')}
      join bg b on b.id = f.bg_id left join ship_customer c on c.id = i.customer_id
      where r.id = ${id} order by 9 desc, b.code, i.line_no limit 50`.execute(db)).rows;
    return ok({ list: rows, total: rows.length });
  });
}
