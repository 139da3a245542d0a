// PUT /api/v2/price-ti-fb { items: [{ id, version, quote_price?, srp?, moq?, dbp? }] }: the FB variant
// rows' amounts, all or nothing. SRP needs manage-price-table-srp; quote price, MOQ and DBP need
// manage-price-table-quote (each permission grants its own fields only); DBP also its field right.
// Answers { list } (the rows as saved, DBP only to its holders); a stale version is a 409 naming the row.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PRICE_WRITE_ACCESS, priceTi } from '../../../../src/resources/management/priceTi/model';
import { hasPermission } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import { recordEvent } from '../../../records/events';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { guardOf } from '../../../fields/guard';
import { jsonBody } from '../../../records/request';
import { isDecimal } from './priceInput';
import { priceText } from './messages';

const AMOUNTS = { srp: 'manage-price-table-srp', quote_price: 'manage-price-table-quote', moq: 'manage-price-table-quote', dbp: 'manage-price-table-quote' } as const;
type Amount = keyof typeof AMOUNTS;

export function registerFbRoute(app: FastifyInstance, ctx: FeatureContext) {
  app.put('/api/v2/price-ti-fb', access({ rule: PRICE_WRITE_ACCESS, action: 'write', what: { en: 'FB prices', zh: 'FB 价格' } }), async (req) => {
    const locale = req.locale;
    const user = req.user!;
    const items = jsonBody(req).items;
    const bad = (field: string, message: string, row?: number) => new ApiError(400, message, [{ field, message, ...(row ? { row } : {}) }]);
    if (!Array.isArray(items) || !items.length || items.length > 1000) throw bad('items', `items ${priceText(locale, 'fbItems')}`);
    const guard = guardOf(priceTi, req);
    const changes = items.map((raw, i) => {
      const row = i + 1;
      // Only plain values are read: an item that is not an object, or an id object with its own
      // toString, is a 400 naming the row, never a TypeError.
      const it = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
      const id = typeof it.id === 'number' || typeof it.id === 'string' ? Number(it.id) : NaN;
      if (!Number.isInteger(id) || id < 1) throw bad(`items.${i}.id`, priceText(locale, 'rowField', { row, field: 'id', rule: priceText(locale, 'id') }), row);
      const version = bodyVersion(locale, it.version);
      const set: Partial<Record<Amount, string | null>> = {};
      for (const f of Object.keys(AMOUNTS) as Amount[]) {
        if (!Object.prototype.hasOwnProperty.call(it, f)) continue;
        const v = it[f];
        if (f === 'quote_price' ? !isDecimal(v) : v !== null && v !== '' && !isDecimal(v)) throw bad(`items.${i}.${f}`, priceText(locale, 'rowField', { row, field: f, rule: priceText(locale, 'decimal') }), row);
        if (!hasPermission(user, AMOUNTS[f])) throw new ApiError(403, `${f}: ${AMOUNTS[f]}`, [{ field: `items.${i}.${f}`, message: AMOUNTS[f], row }]);
        set[f] = v === null || v === '' ? null : String(v).trim();
      }
      guard.refuseWrite(set, false);
      if (!Object.keys(set).length) throw bad(`items.${i}`, priceText(locale, 'rowField', { row, field: 'items', rule: priceText(locale, 'nothingToSet') }), row);
      return { row, id, version, set };
    });
    const list = await writeTransaction(ctx.db, async (trx) => {
      const saved = [];
      for (const c of changes) {
        const cur = (await sql<Record<string, unknown>>`select id::int as id, version, fb, srp::text as srp, quote_price::text as quote_price, moq::text as moq, dbp::text as dbp from price_ti where id = ${c.id} for update`.execute(trx)).rows[0];
        if (!cur) throw new ApiError(404, priceText(locale, 'missing', { row: c.row, id: c.id }));
        if (!cur.fb) throw bad(`items.${c.row - 1}.id`, priceText(locale, 'notFb', { row: c.row, id: c.id }), c.row);
        if (c.version !== undefined && c.version !== cur.version) throw new ApiError(409, priceText(locale, 'stale', { row: c.row, id: c.id }));
        const sets = Object.entries(c.set).map(([f, v]) => sql`${sql.ref(f)} = ${v}::numeric`);
        const after = (await sql<Record<string, unknown>>`update price_ti set ${sql.join(sets)}, version = version + 1, updated_at = now(), updated_by = ${user.name}
          where id = ${c.id} returning id::int as id, version, material_id::int as material_id, end_customer_id::int as end_customer_id, cpn, currency,
          dbp::text as dbp, quote_price::text as quote_price, srp::text as srp, moq::text as moq, valid_from::text as valid_from, valid_to::text as valid_to, fb`.execute(trx)).rows[0];
        const before = Object.fromEntries(Object.keys(c.set).map((f) => [f, cur[f]]));
        await recordEvent(trx, { user, resource: priceTi.name, recordId: c.id, action: 'update', before, after: c.set, reason: 'fb' });
        saved.push(after);
      }
      return saved;
    });
    return ok({ list: guard.rows(list) });
  });
}
