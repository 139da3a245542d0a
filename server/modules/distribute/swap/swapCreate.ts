// POST /api/v1/swap, /api/v1/cf/swap (cf-prefixed ids accepted), /api/v2/gb/swap (with manufacturer):
// a planner asks to take mpq_by_qty x copies of a part from another forecast item of the same part.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { SwapFamily } from '../../../../src/resources/distribute/swap/model/wire';
import { utf8Length } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { idValue, jsonBody } from '../../../records/request';
import { decimalText, thousandths } from './amounts';
import { inBgScope } from './scope';
import { sw } from './words';

const bad = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);

interface Item { id: number; family: string; bg_id: number; bg: string; material_id: number | null; mpn: string; mpq: string; in_scope: boolean }

async function itemOf(db: Kysely<DB>, req: FastifyRequest, field: string, raw: unknown, family: SwapFamily): Promise<Item> {
  const locale = req.locale;
  if (raw === undefined || raw === null || raw === '') throw bad(field, sw(locale, 'itemMissing', { field }));
  const id = idValue(raw);
  const item = id
    ? (await sql<Item>`select i.id::int as id, f.family, f.bg_id::int as bg_id, b.code as bg, i.material_id::int as material_id, i.mpn, i.mpq::text as mpq,
        ${inBgScope(req.user!.id, sql`f.bg_id`)} as in_scope
        from forecast_item i join forecast f on f.id = i.forecast_id join bg b on b.id = f.bg_id where i.id = ${id}`.execute(db)).rows[0]
    : undefined;
  if (!item) throw bad(field, sw(locale, 'itemUnknown', { field, id: String(raw) }));
  if (item.family !== family) throw bad(field, sw(locale, 'wrongFamily', { field, family: item.family }));
  return item;
}

export interface NewSwap {
  family: SwapFamily;
  request: number;
  swap: number;
  mpqByQty: string;
  copies: number;
  manufacturer: string | null;
  remark: string | null;
}

/** The request read and checked: 400 naming the field, 403 for an item outside the caller's BGs. */
export async function readNewSwap(db: Kysely<DB>, req: FastifyRequest, family: SwapFamily): Promise<NewSwap> {
  const locale = req.locale;
  const body = jsonBody(req);
  const pick = (name: string) => body[name] ?? body[`cf_${name}`];
  const request = await itemOf(db, req, 'request_forecast_item_id', pick('request_forecast_item_id'), family);
  const swap = await itemOf(db, req, 'swap_forecast_item_id', pick('swap_forecast_item_id'), family);
  if (request.id === swap.id) throw bad('swap_forecast_item_id', sw(locale, 'sameItem'));
  const samePart = request.material_id !== null && swap.material_id !== null ? request.material_id === swap.material_id : request.mpn === swap.mpn;
  if (!samePart) throw bad('swap_forecast_item_id', sw(locale, 'otherMaterial', { mpn: swap.mpn, own: request.mpn }));
  if (!request.in_scope) throw new ApiError(403, sw(locale, 'notYourBg', { bg: request.bg }));
  const copiesRaw = body.copies;
  const copies = typeof copiesRaw === 'number' || (typeof copiesRaw === 'string' && /^\s*\d+\s*$/.test(copiesRaw)) ? Number(copiesRaw) : NaN;
  if (!Number.isInteger(copies) || copies < 1 || copies > 1_000_000) throw bad('copies', sw(locale, 'wholeNumber', { field: 'copies' }));
  const mpq = thousandths(swap.mpq)!;
  const per = body.mpq_by_qty === undefined || body.mpq_by_qty === null || body.mpq_by_qty === '' ? mpq : thousandths(body.mpq_by_qty);
  if (per === undefined || per <= 0n) throw bad('mpq_by_qty', sw(locale, 'wholeNumber', { field: 'mpq_by_qty' }));
  if (per % mpq !== 0n) throw bad('mpq_by_qty', sw(locale, 'notMpqMultiple', { mpq: decimalText(mpq) }));
  const remark = typeof body.remark === 'string' && body.remark.trim() ? body.remark.trim() : null;
  if (remark && utf8Length(remark) > 250) throw bad('remark', sw(locale, 'remarkLong'));
  const manufacturer = family === 'nonti' && typeof body.manufacturer === 'string' && body.manufacturer.trim() ? body.manufacturer.trim().slice(0, 100) : null;
  return { family, request: request.id, swap: swap.id, mpqByQty: decimalText(per), copies, manufacturer, remark };
}

export async function insertSwap(db: Kysely<DB>, s: NewSwap, by: string): Promise<number> {
  return Number((await sql<{ id: number }>`insert into swap_request (family, request_forecast_item_id, swap_forecast_item_id, mpq_by_qty, copies, manufacturer, remark, created_by)
    values (${s.family}, ${s.request}, ${s.swap}, ${s.mpqByQty}::numeric, ${s.copies}, ${s.manufacturer}, ${s.remark}, ${by}) returning id::int as id`.execute(db)).rows[0].id);
}
