// ESD swaps (docs/api-contract.md, "Planning: SA, CF parts, CF backlog V2V, swaps"):
//   GET  /api/v1/esd-swap/mine | /requests  ?status=&page=&size=   what I asked for / what waits for me
//   POST /api/v1/esd-swap        { request, swap, remark? }           two backlog lines of one part and backlog
//   POST /api/v1/esd-swap/open   { forecastItemId, date, qty, remark? }
//   PUT  /api/v1/esd-swap/review/{id}  { status: agreed|refused, reject_reason?, version? }: agreeing a pair exchanges the
//        two lines' ESDs; an open one moves the item's lines with a later ESD (earliest first, whole lines until qty is reached)
//        to the date; one transaction, 409 once decided or when a line changed since the request
//   DELETE /api/v1/esd-swap/{id}  the requester withdraws a pending ESD swap (403 for others, 409 once decided)
//   GET  /api/v1/esd-swap/lines  ?keyword=  my BGs' assigned lines on each family's latest backlog; ?for={lineId}: the
//        lines of that part in the same backlog with an earlier ESD (the form's picks)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { ESD_SWAP_BASE, ESD_SWAP_LINES_PATH, ESD_SWAP_OPEN_PATH } from '../../../../src/resources/distribute/swap/model/wire';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { queryId, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { pathId } from '../../../records/request';
import { checkDecidable, notifyRequester, readDecision, settle, type Pending } from './decide';
import { createOpenEsdSwap, createPairEsdSwap } from './esdCreate';
import { esdOwnerBg, listEsdSwaps } from './queries';
import { askAccess, decideAccess, inBgScope } from './scope';
import { sw } from './words';

const statusOf = (req: FastifyRequest) => {
  const s = String((req.query as Record<string, unknown>).status ?? '');
  return ['pending', 'agreed', 'refused'].includes(s) ? sql`e.status = ${s}` : sql`true`;
};

interface EsdPending extends Pending { kind: 'pair' | 'open'; request_line_id: number | null; swap_line_id: number | null; request_esd: string | null; swap_esd: string | null;
  forecast_item_id: number | null; backlog_id: number; date: string | null; qty: string | null; mpn: string }

async function agreePair(trx: Transaction<DB>, req: FastifyRequest, e: EsdPending) {
  const lines = (await sql<{ id: number; esd: string }>`select id::int as id, to_char(esd, 'YYYY-MM-DD') as esd from backlog_line
    where id in (${e.request_line_id}, ${e.swap_line_id}) order by id for update`.execute(trx)).rows;
  const esdOf = (id: number | null) => lines.find((l) => l.id === id)?.esd;
  for (const [id, was] of [[e.request_line_id, e.request_esd], [e.swap_line_id, e.swap_esd]] as const) {
    if (esdOf(id) !== was) throw new ApiError(409, sw(req.locale, 'changedSince', { id: String(id), esd: esdOf(id) ?? '—' }));
  }
  await sql`update backlog_line set esd = case when id = ${e.request_line_id} then ${e.swap_esd}::date else ${e.request_esd}::date end,
    updated_at = now(), updated_by = ${req.user!.name} where id in (${e.request_line_id}, ${e.swap_line_id})`.execute(trx);
  return 2;
}

async function agreeOpen(trx: Transaction<DB>, req: FastifyRequest, e: EsdPending) {
  // The item's lines after the date, earliest first, whole lines until qty is reached (the last may pass it).
  await sql`select id from backlog_line where backlog_id = ${e.backlog_id} and forecast_item_id = ${e.forecast_item_id} and esd > ${e.date}::date for update`.execute(trx);
  const moved = (await sql<{ id: number }>`with c as (
      select id, sum(qty) over (order by esd, id) - qty as ahead from backlog_line
      where backlog_id = ${e.backlog_id} and forecast_item_id = ${e.forecast_item_id} and esd > ${e.date}::date)
    update backlog_line l set esd = ${e.date}::date, updated_at = now(), updated_by = ${req.user!.name}
    from c where l.id = c.id and c.ahead < ${e.qty}::numeric returning l.id::int as id`.execute(trx)).rows;
  if (!moved.length) throw new ApiError(409, sw(req.locale, 'nothingToMove', { date: e.date ?? '', qty: e.qty ?? '' }));
  return moved.length;
}

export function registerEsdRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const db = ctx.db;
  const one = async (id: number) => (await listEsdSwaps(db, sql<boolean>`e.id = ${id}`, 1, 1)).list[0];

  app.get(`${ESD_SWAP_BASE}/mine`, access(askAccess('read')), async (req) => {
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    return ok({ ...(await listEsdSwaps(db, sql<boolean>`e.created_by = ${req.user!.name} and ${statusOf(req)}`, page, size)), page, size });
  });

  app.get(`${ESD_SWAP_BASE}/requests`, access(decideAccess('read')), async (req) => {
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const where = sql<boolean>`e.created_by <> ${req.user!.name} and ${inBgScope(req.user!.id, esdOwnerBg)} and ${statusOf(req)}`;
    return ok({ ...(await listEsdSwaps(db, where, page, size)), page, size });
  });

  app.post(ESD_SWAP_BASE, access(askAccess('write')), async (req) => ok(await one(await createPairEsdSwap(db, req))));
  app.post(ESD_SWAP_OPEN_PATH, access(askAccess('write')), async (req) => ok(await one(await createOpenEsdSwap(db, req))));

  app.put(`${ESD_SWAP_BASE}/review/:id`, access(decideAccess('write')), async (req) => {
    const id = pathId(req, 'id');
    const d = readDecision(req);
    await writeTransaction(db, async (trx) => {
      const e = (await sql<EsdPending>`select e.id::int as id, e.version, e.status, e.created_by, e.decided_by, e.kind, coalesce(ob.code, '') as bg,
          ${inBgScope(req.user!.id, esdOwnerBg)} as may_decide, e.request_line_id::int as request_line_id, e.swap_line_id::int as swap_line_id,
          to_char(e.request_esd, 'YYYY-MM-DD') as request_esd, to_char(e.swap_esd, 'YYYY-MM-DD') as swap_esd, e.forecast_item_id::int as forecast_item_id,
          e.backlog_id::int as backlog_id, to_char(e.date, 'YYYY-MM-DD') as date, e.qty::text as qty,
          coalesce((select mpn from backlog_line where id = e.request_line_id), (select mpn from forecast_item where id = e.forecast_item_id)) as mpn
        from esd_swap e left join bg ob on ob.id = ${esdOwnerBg} where e.id = ${id} for update of e`.execute(trx)).rows[0];
      if (!e) throw new ApiError(404, sw(req.locale, 'esdNotFound', { id }));
      checkDecidable(req, e, d);
      const moved = d.status === 'agreed' ? (e.kind === 'pair' ? await agreePair(trx, req, e) : await agreeOpen(trx, req, e)) : null;
      await settle(trx, 'esd_swap', id, d, req.user!.name);
      if (moved !== null) await sql`update esd_swap set moved = ${moved} where id = ${id}`.execute(trx);
      const what = e.kind === 'pair' ? `${e.mpn}: ${e.request_esd} ⇄ ${e.swap_esd}` : `${e.mpn}: ${e.qty} → ${e.date}`;
      await notifyRequester(trx, req, e.created_by, true, d, what);
    });
    return ok(await one(id));
  });

  app.delete(`${ESD_SWAP_BASE}/:id`, access(askAccess('write')), async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    await writeTransaction(db, async (trx) => {
      const e = (await sql<{ status: string; created_by: string; decided_by: string | null }>`select status, created_by, decided_by from esd_swap where id = ${id} for update`.execute(trx)).rows[0];
      if (!e) throw new ApiError(404, sw(locale, 'esdNotFound', { id }));
      if (e.created_by !== req.user!.name) throw new ApiError(403, sw(locale, 'notYours', { by: e.created_by }));
      if (e.status !== 'pending') throw new ApiError(409, sw(locale, 'decided', { status: sw(locale, e.status === 'agreed' ? 'agreedWord' : 'refusedWord'), by: e.decided_by ?? '' }));
      await sql`delete from esd_swap where id = ${id}`.execute(trx);
    });
    return ok({ id });
  });

  app.get(ESD_SWAP_LINES_PATH, access(askAccess('read')), async (req) => {
    const q = req.query as Record<string, unknown>;
    const forLine = queryId(req.locale, 'for', q.for);
    const keyword = queryText(req.locale, 'keyword', q.keyword);
    const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const cols = sql`l.id::int as id, l.order_no, b.code as bg, c.name as customer, l.cpn, l.mpn, l.qty::text as qty, to_char(l.esd, 'YYYY-MM-DD') as esd, k.no as backlog_no, k.family`;
    const from = sql`from backlog_line l join backlog k on k.id = l.backlog_id left join bg b on b.id = l.bg_id left join ship_customer c on c.id = l.customer_id`;
    const rows = forLine
      ? (await sql`select ${cols} ${from} join backlog_line r on r.id = ${forLine}
          where l.backlog_id = r.backlog_id and l.id <> r.id and l.esd < r.esd and (l.material_id = r.material_id or (r.material_id is null and l.mpn = r.mpn))
          order by l.esd, l.id limit 50`.execute(db)).rows
      : (await sql`select ${cols} ${from}
          where l.forecast_item_id is not null and ${inBgScope(req.user!.id, sql`l.bg_id`)}
            and k.id = (select x.id from backlog x where x.family = k.family order by x.backlog_date desc, x.id desc limit 1)
            and (${like}::text is null or l.cpn ilike ${like} or l.mpn ilike ${like} or l.order_no ilike ${like})
          order by l.esd desc, l.id limit 30`.execute(db)).rows;
    return ok({ list: rows, total: rows.length });
  });
}
