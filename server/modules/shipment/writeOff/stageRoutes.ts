// The two stage steps that are not state changes, each with its stage's permission only:
//   POST /api/v2/pre-maxout/detail  { id, version, items: [{ material_id | mpn, qty, unit_cost, remark? }] }
//     the list stage lists the parts to write off (replacing the case's lines);
//   POST /api/v2/pre-maxout/result  { id, version, items: [{ id, result_qty }] }
//     the compile stage records what is written off on every line.
// Every row is checked first (400 naming row and field); then, with the case locked, a stale version or
// another stage is a 409; amounts are computed exactly by the database (numeric); one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { PRE_MAXOUT_BASE, PRE_MAXOUT_PERMISSION as P } from '../../../../src/contract/warehouse';
import { labelIn, optionLabel, type FieldError } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import { lockRecords, updateRecord } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { ResourceRow } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { itemsOf } from '../../../records/items';
import { access } from '../../../http/routeAccess';
import { records, staleError } from '../../../records/recordService';
import { fieldError, jsonBody, notFound, pluralWord } from '../../../records/request';
import { woText } from './messages';
import { readItems } from './readRoutes';

type Trx = Parameters<Parameters<typeof writeTransaction>[1]>[0];
const decl = () => getResource('pre_maxout');
const COST = /^\d{1,16}(\.\d{1,4})?$/;
const wholeIn = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function caseRef(req: FastifyRequest) {
  const body = jsonBody(req);
  const locale = req.locale;
  if (!wholeIn(body.id, 1)) throw fieldError('id', woText(locale, 'badId'));
  if (!wholeIn(body.version, 1)) throw fieldError('version', woText(locale, 'badVersion'));
  return { id: body.id as number, version: body.version as number };
}

function refuse(errors: FieldError[]) {
  if (errors.length) throw new ApiError(400, errors.map((e) => e.message).join('; '), errors);
}

/** The case, locked, at its version and in `stage`; else 404/409. */
async function caseAt(trx: Trx, req: FastifyRequest, ref: { id: number; version: number }, stage: string, action: string): Promise<ResourceRow> {
  const d = decl();
  const [row] = await lockRecords(trx, d, [ref.id]);
  if (!row) throw notFound(req, d, ref.id);
  if (Number(row.version) !== ref.version) throw staleError(req, d);
  if (row.status !== stage) {
    const option = optionLabel(d.fields.status, row.status);
    throw new ApiError(409, woText(req.locale, 'wrongStage', { action, stage: option ? labelIn(option, req.locale) : String(row.status) }));
  }
  return row;
}

async function saveCase(trx: Trx, req: FastifyRequest, before: ResourceRow, values: Record<string, unknown>, reason: string) {
  const d = decl();
  const after = await updateRecord(trx, d, Number(before.id), Number(before.version), values, req.user!.name);
  if (!after) throw staleError(req, d);
  await recordEvent(trx, { user: req.user!, resource: d.name, recordId: Number(before.id), action: 'update', before, after, reason });
  return after;
}

const stageAccess = (permission: string) => access({ rule: { permissions: [permission], write: [permission] }, action: 'write', what: (req) => pluralWord(decl(), req) });

export function registerPreMaxoutStageRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post(`${PRE_MAXOUT_BASE}/detail`, stageAccess(P.list), async (req) => {
    const locale = req.locale;
    const ref = caseRef(req);
    const items = itemsOf(req);
    // A line names its part by id or by MPN (the detail screen types MPNs).
    const mpns = [...new Set(items.filter((i) => i.material_id === undefined && typeof i.mpn === 'string').map((i) => String(i.mpn).trim().toUpperCase()))];
    const byMpn = new Map(mpns.length ? (await sql<{ id: string; mpn: string }>`select id, upper(mpn) as mpn from material where upper(mpn) in (${sql.join(mpns)})`.execute(ctx.db)).rows.map((r) => [r.mpn, Number(r.id)]) : []);
    for (const item of items) if (item.material_id === undefined && typeof item.mpn === 'string') item.material_id = byMpn.get(String(item.mpn).trim().toUpperCase());
    const errors: FieldError[] = [];
    items.forEach((item, i) => {
      const row = i + 1;
      if (!wholeIn(item.material_id, 1)) errors.push({ row, field: `items.${i}.material_id`, message: woText(locale, 'badMaterial', { row }) });
      if (!wholeIn(item.qty, 1)) errors.push({ row, field: `items.${i}.qty`, message: woText(locale, 'badQty', { row }) });
      if (!COST.test(String(item.unit_cost ?? '').trim())) errors.push({ row, field: `items.${i}.unit_cost`, message: woText(locale, 'badCost', { row }) });
      if (item.remark !== undefined && item.remark !== null && Buffer.byteLength(String(item.remark)) > 250) errors.push({ row, field: `items.${i}.remark`, message: woText(locale, 'longRemark', { row }) });
    });
    refuse(errors);
    const ids = [...new Set(items.map((i) => Number(i.material_id)))];
    const known = new Set((await sql<{ id: string }>`select id from material where id in (${sql.join(ids)})`.execute(ctx.db)).rows.map((r) => Number(r.id)));
    items.forEach((item, i) => known.has(Number(item.material_id)) || errors.push({ row: i + 1, field: `items.${i}.material_id`, message: woText(locale, 'badMaterial', { row: i + 1 }) }));
    refuse(errors);
    const user = req.user!.name;
    const after = await writeTransaction(ctx.db, async (trx) => {
      const before = await caseAt(trx, req, ref, 'list', woText(locale, 'listAction'));
      await sql`delete from pre_maxout_item where pre_maxout_id = ${ref.id}`.execute(trx);
      for (const [i, item] of items.entries()) {
        await sql`insert into pre_maxout_item (pre_maxout_id, line_no, material_id, qty, unit_cost, amount, remark, created_by)
          values (${ref.id}, ${i + 1}, ${item.material_id}, ${item.qty}, ${String(item.unit_cost).trim()}::numeric, round(${item.qty}::numeric * ${String(item.unit_cost).trim()}::numeric, 2), ${item.remark ?? null}, ${user})`.execute(trx);
      }
      const sum = await sql<{ total: string }>`select coalesce(sum(amount), 0)::text as total from pre_maxout_item where pre_maxout_id = ${ref.id}`.execute(trx);
      return saveCase(trx, req, before, { item_count: items.length, listed_amount: sum.rows[0].total, result_amount: null, results_saved: false }, 'list stage: lines saved');
    });
    return ok({ ...(await records(req, decl(), ctx.db).answer(after)), items: await readItems(ctx.db, ref.id) });
  });

  app.post(`${PRE_MAXOUT_BASE}/result`, stageAccess(P.compile), async (req) => {
    const locale = req.locale;
    const ref = caseRef(req);
    const items = itemsOf(req);
    const after = await writeTransaction(ctx.db, async (trx) => {
      const before = await caseAt(trx, req, ref, 'compile', woText(locale, 'resultAction'));
      const lines = (await sql<{ id: string; line_no: number; qty: string }>`select id, line_no, qty from pre_maxout_item where pre_maxout_id = ${ref.id}`.execute(trx)).rows;
      const byId = new Map(lines.map((l) => [Number(l.id), l]));
      const errors: FieldError[] = [];
      items.forEach((item, i) => {
        const line = byId.get(Number(item.id));
        if (!line) errors.push({ row: i + 1, field: `items.${i}.id`, message: woText(locale, 'unknownLine', { row: i + 1 }) });
        else if (!wholeIn(item.result_qty, 0, Number(line.qty))) errors.push({ row: i + 1, field: `items.${i}.result_qty`, message: woText(locale, 'badQty', { row: i + 1, max: Number(line.qty) }) });
      });
      refuse(errors);
      const given = new Set(items.map((i) => Number(i.id)));
      const missing = lines.filter((l) => !given.has(Number(l.id))).map((l) => l.line_no);
      if (missing.length) throw fieldError('items', woText(locale, 'missingLines', { lines: missing.sort((a, b) => a - b).join(', ') }));
      for (const item of items) {
        await sql`update pre_maxout_item set result_qty = ${item.result_qty}, result_amount = round(${item.result_qty}::numeric * unit_cost, 2) where id = ${item.id}`.execute(trx);
      }
      const sum = await sql<{ total: string }>`select coalesce(sum(result_amount), 0)::text as total from pre_maxout_item where pre_maxout_id = ${ref.id}`.execute(trx);
      return saveCase(trx, req, before, { result_amount: sum.rows[0].total, results_saved: true }, 'compile stage: results saved');
    });
    return ok({ ...(await records(req, decl(), ctx.db).answer(after)), items: await readItems(ctx.db, ref.id) });
  });
}
