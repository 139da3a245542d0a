// POST /api/v1/862/valid-price (manage-opo, the 862 screen's rule): checks an 862 draft's line prices
// against each material's standard cost before the draft is saved or applied. Body
// `{ items: [{ material_id, unit_price }] }` -> `{ list: [{ row, material_id, unit_price, ok, message? }], off }`;
// a row is off when its price is more than 5% from the standard cost (or no cost is known). The cost
// itself is answered only to callers holding its field right (material.standard_cost).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { ValidPriceRowResult } from '../../../../src/resources/management/vmi/model/wire';
import { VMI_DRAFT_ACCESS } from '../../../../src/resources/management/vmi/model/vmiDrafts';
import { deniedFields } from '../../../../src/schema';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { idValue, jsonBody } from '../../../records/request';
import { vmiText } from './messages';

/** How far a price may be from the standard cost, in percent. */
export const PRICE_TOLERANCE_PCT = 5n;
const SCALE = 10_000n;
const MAX_ROWS = 500;

/** "1.25" -> 12500n (four decimals, exact); undefined for anything else. */
export function scaled(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,16})(?:\.(\d{1,4}))?$/.exec(text);
  if (!m) return undefined;
  return BigInt(m[1]) * SCALE + BigInt((m[2] ?? '').padEnd(4, '0'));
}

const shown = (n: bigint) => `${n / SCALE}.${String(n % SCALE).padStart(4, '0')}`;

interface Row { row: number; material_id: number; price: bigint; raw: string }

function readRows(req: FastifyRequest): Row[] {
  const locale = req.locale;
  const items = jsonBody(req).items;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ROWS) throw new ApiError(400, vmiText(locale, 'items'), [{ field: 'items', message: vmiText(locale, 'items') }]);
  const errors: { field: string; message: string; row: number }[] = [];
  const rows = items.map((item: unknown, i) => {
    const r = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const id = idValue(r.material_id);
    const price = scaled(r.unit_price);
    if (id === undefined) errors.push({ field: `items.${i}.material_id`, message: vmiText(locale, 'rowMaterial', { row: i + 1 }), row: i + 1 });
    else if (price === undefined) errors.push({ field: `items.${i}.unit_price`, message: vmiText(locale, 'rowPrice', { row: i + 1, title: `#${id}` }), row: i + 1 });
    return { row: i + 1, material_id: id ?? 0, price: price ?? 0n, raw: String(r.unit_price ?? '') };
  });
  if (errors.length) throw new ApiError(400, errors[0].message, errors);
  return rows;
}

export function registerValidPriceRoute(app: FastifyInstance, ctx: FeatureContext) {
  const material = getResource('material');
  app.post('/api/v1/862/valid-price', access({ rule: VMI_DRAFT_ACCESS, action: 'read', what: () => '862' }), async (req) => {
    const locale = req.locale;
    const rows = readRows(req);
    const ids = [...new Set(rows.map((r) => r.material_id))];
    const found = await sql<{ id: string; mpn: string; standard_cost: string | null }>`select id, mpn, standard_cost::text as standard_cost from material where id in (${sql.join(ids)})`.execute(ctx.db);
    const byId = new Map(found.rows.map((m) => [Number(m.id), m]));
    const seesCost = !deniedFields(material, req.user).includes('standard_cost');
    const unknown = rows.find((r) => !byId.has(r.material_id));
    if (unknown) {
      const message = vmiText(locale, 'rowUnknown', { row: unknown.row, id: String(unknown.material_id) });
      throw new ApiError(400, message, [{ field: `items.${unknown.row - 1}.material_id`, message, row: unknown.row }]);
    }
    const list: ValidPriceRowResult[] = rows.map((r) => {
      const m = byId.get(r.material_id)!;
      const cost = m.standard_cost === null ? undefined : scaled(m.standard_cost);
      const base = { row: r.row, material_id: r.material_id, unit_price: shown(r.price), ...(seesCost && cost !== undefined ? { standard_cost: shown(cost) } : {}) };
      if (cost === undefined || cost === 0n) return { ...base, ok: false, message: vmiText(locale, 'rowNoCost', { row: r.row, title: m.mpn }) };
      const diff = r.price > cost ? r.price - cost : cost - r.price;
      if (diff * 100n <= cost * PRICE_TOLERANCE_PCT) return { ...base, ok: true };
      return { ...base, ok: false, message: vmiText(locale, 'rowOff', { row: r.row, title: m.mpn, price: shown(r.price), pct: String(PRICE_TOLERANCE_PCT) }) };
    });
    return ok({ list, off: list.filter((r) => !r.ok).length });
  });
}
