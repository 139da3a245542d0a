// Creating ESD swaps: a pair (my backlog line takes the earlier ESD of another line of the same part
// in the same backlog) or an open one (bring qty of my forecast item's backlog forward to a date).
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { utf8Length } from '../../../../src/schema';
import { isIsoDate } from '../../../../src/schema/storable';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { idValue, jsonBody } from '../../../records/request';
import { thousandths } from './amounts';
import { inBgScope } from './scope';
import { sw } from './words';

const bad = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);

interface Line { id: number; backlog_id: number; backlog_date: string; material_id: number | null; mpn: string; esd: string; bg: string | null; forecast_no: string | null; in_scope: boolean; assigned: boolean }

async function lineOf(db: Kysely<DB>, req: FastifyRequest, field: string, raw: unknown): Promise<Line> {
  const locale = req.locale;
  if (raw === undefined || raw === null || raw === '') throw bad(field, sw(locale, 'lineMissing', { field }));
  const id = idValue(raw);
  const line = id
    ? (await sql<Line>`select l.id::int as id, l.backlog_id::int as backlog_id, to_char(k.backlog_date, 'YYYY-MM-DD') as backlog_date, l.material_id::int as material_id, l.mpn,
        to_char(l.esd, 'YYYY-MM-DD') as esd, b.code as bg, f.no as forecast_no, ${inBgScope(req.user!.id, sql`l.bg_id`)} as in_scope, l.forecast_item_id is not null as assigned
        from backlog_line l join backlog k on k.id = l.backlog_id left join bg b on b.id = l.bg_id
        left join forecast_item i on i.id = l.forecast_item_id left join forecast f on f.id = i.forecast_id where l.id = ${id}`.execute(db)).rows[0]
    : undefined;
  if (!line) throw bad(field, sw(locale, 'lineUnknown', { field, id: String(raw) }));
  return line;
}

const remarkOf = (req: FastifyRequest, body: Record<string, unknown>) => {
  const remark = typeof body.remark === 'string' && body.remark.trim() ? body.remark.trim() : null;
  if (remark && utf8Length(remark) > 250) throw bad('remark', sw(req.locale, 'remarkLong'));
  return remark;
};

/** POST /api/v1/esd-swap { request, swap, remark? }: both backlog lines; the forecast and backlog date are the request line's. */
export async function createPairEsdSwap(db: Kysely<DB>, req: FastifyRequest): Promise<number> {
  const locale = req.locale;
  const body = jsonBody(req);
  const request = await lineOf(db, req, 'request', body.request);
  const swap = await lineOf(db, req, 'swap', body.swap);
  if (!request.in_scope) throw new ApiError(403, sw(locale, 'notYourBg', { bg: request.bg ?? '' }));
  if (!request.assigned) throw bad('request', sw(locale, 'unassignedLine', { field: 'request' }));
  if (request.id === swap.id || request.backlog_id !== swap.backlog_id) throw bad('swap', sw(locale, 'otherBacklog'));
  const samePart = request.material_id !== null && swap.material_id !== null ? request.material_id === swap.material_id : request.mpn === swap.mpn;
  if (!samePart) throw bad('swap', sw(locale, 'lineMaterial', { mpn: swap.mpn, own: request.mpn }));
  if (swap.esd >= request.esd) throw bad('swap', sw(locale, 'notEarlier', { esd: swap.esd, own: request.esd }));
  const remark = remarkOf(req, body);
  return Number((await sql<{ id: number }>`insert into esd_swap (kind, backlog_id, forecast_no, backlog_date, request_line_id, swap_line_id, request_esd, swap_esd, remark, created_by)
    values ('pair', ${request.backlog_id}, ${request.forecast_no}, ${request.backlog_date}, ${request.id}, ${swap.id}, ${request.esd}, ${swap.esd}, ${remark}, ${req.user!.name})
    returning id::int as id`.execute(db)).rows[0].id);
}

/** POST /api/v1/esd-swap/open { forecastItemId, date, qty, remark? }: on the latest backlog listing lines of the item. */
export async function createOpenEsdSwap(db: Kysely<DB>, req: FastifyRequest): Promise<number> {
  const locale = req.locale;
  const body = jsonBody(req);
  const raw = body.forecastItemId ?? body.forecast_item_id;
  const id = idValue(raw);
  if (!id) throw bad('forecastItemId', sw(locale, 'itemMissing', { field: 'forecastItemId' }));
  const item = (await sql<{ id: number; bg: string; no: string; in_scope: boolean }>`select i.id::int as id, b.code as bg, f.no, ${inBgScope(req.user!.id, sql`f.bg_id`)} as in_scope
    from forecast_item i join forecast f on f.id = i.forecast_id join bg b on b.id = f.bg_id where i.id = ${id}`.execute(db)).rows[0];
  if (!item) throw bad('forecastItemId', sw(locale, 'itemUnknown', { field: 'forecastItemId', id: String(raw) }));
  if (!item.in_scope) throw new ApiError(403, sw(locale, 'notYourBg', { bg: item.bg }));
  const date = typeof body.date === 'string' ? body.date.trim().slice(0, 10) : '';
  if (!isIsoDate(date)) throw bad('date', sw(locale, 'dateBad'));
  const qty = thousandths(body.qty);
  if (qty === undefined || qty <= 0n) throw bad('qty', sw(locale, 'qtyBad'));
  const backlog = (await sql<{ id: number; backlog_date: string; delay: number; earliest: string }>`select k.id::int as id, to_char(k.backlog_date, 'YYYY-MM-DD') as backlog_date, k.delay,
      to_char(k.backlog_date + k.delay, 'YYYY-MM-DD') as earliest
    from backlog k where exists (select 1 from backlog_line l where l.backlog_id = k.id and l.forecast_item_id = ${id})
    order by k.backlog_date desc, k.id desc limit 1`.execute(db)).rows[0];
  if (!backlog) throw bad('forecastItemId', sw(locale, 'noBacklog'));
  if (date < backlog.earliest) throw bad('date', sw(locale, 'tooEarly', { earliest: backlog.earliest, backlog: backlog.backlog_date, delay: backlog.delay }));
  const remark = remarkOf(req, body);
  return Number((await sql<{ id: number }>`insert into esd_swap (kind, backlog_id, forecast_no, backlog_date, forecast_item_id, date, qty, remark, created_by)
    values ('open', ${backlog.id}, ${item.no}, ${backlog.backlog_date}, ${id}, ${date}, ${String(body.qty)}::numeric, ${remark}, ${req.user!.name})
    returning id::int as id`.execute(db)).rows[0].id);
}
