// The one entry other modules use to put prices in effect (drafts, the SRP import). Inside the
// caller's transaction: a price starting on D closes the open-ended price of the same key at D-1;
// any other overlap of one key's periods is refused with a 400 naming the row and the overlap. The
// overlap itself is found by the declared periods' mechanism (server/fields/periods.ts), as for
// every other price table; only the closing of an open-ended price and these words are this module's.
import { sql, type Transaction } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { priceTi } from '../../../../src/resources/management/priceTi/model';
import { findOverlap, lockPeriodKeys } from '../../../fields/periods';
import { recordEvent } from '../../../records/events';
import { ApiError } from '../../../http/errors';
import { checkPrice, type CheckedPrice, type PriceInput } from './priceInput';
import { priceText } from './messages';

export type { PriceInput } from './priceInput';

interface Clash { mpn: string; ec_code: string | null; cpn: string | null }

/** The open-ended prices of the key that started before `p`: they give way to it. */
async function openEarlier(trx: Transaction<DB>, p: CheckedPrice): Promise<number[]> {
  const found = await sql<{ id: number }>`
    select p.id::int as id from price_ti p
    where p.material_id = ${p.material_id} and p.end_customer_id is not distinct from ${p.end_customer_id}::bigint
      and p.cpn is not distinct from ${p.cpn}::text and p.currency = ${p.currency} and p.fb = ${p.fb}
      and p.valid_to is null and p.valid_from < ${p.valid_from}::date
    order by p.valid_from
    for update of p`.execute(trx);
  return found.rows.map((r) => Number(r.id));
}

async function refuseUnknown(trx: Transaction<DB>, p: CheckedPrice, row: number, locale: Locale) {
  const m = await sql<{ n: number }>`select count(*)::int as n from material where id = ${p.material_id}`.execute(trx);
  if (!m.rows[0].n) throw rowError(priceText(locale, 'unknownMaterial', { row, id: String(p.material_id) }), 'material_id', row);
  if (p.end_customer_id === null) return;
  const ec = await sql<{ n: number }>`select count(*)::int as n from end_customer where id = ${p.end_customer_id}`.execute(trx);
  if (!ec.rows[0].n) throw rowError(priceText(locale, 'unknownEc', { row, id: String(p.end_customer_id) }), 'end_customer_id', row);
}

/**
 * An event's before/after for one declared field of price_ti: the history words it with the
 * declaration's label (the keys are price_ti's fields, not event-only words).
 */
export const fieldChange = (field: 'srp' | 'valid_to', before: unknown, after: unknown) => ({ before: { [field]: before }, after: { [field]: after } });

const rowError = (message: string, field: string, row: number) => new ApiError(400, message, [{ field, message, row }]);

/** The day before a YYYY-MM-DD date. */
export function dayBefore(d: string): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 1);
  return t.toISOString().slice(0, 10);
}

/**
 * Puts `rows` in effect in the caller's transaction; answers how many prices were inserted and how
 * many open-ended ones were closed. Throws ApiError(400) naming the row (1-based) on bad input or
 * an overlap; the caller's transaction then rolls back whole.
 */
export async function putPrices(
  trx: Transaction<DB>,
  rows: PriceInput[],
  userId: number,
  locale: Locale = 'en-US',
): Promise<{ inserted: number; closed: number }> {
  if (!Array.isArray(rows)) throw new ApiError(400, priceText(locale, 'rows'), [{ field: 'rows', message: priceText(locale, 'rows') }]);
  const checked = rows.map((r, i) => checkPrice(r, i, locale));
  const user = (await sql<{ id: number; name: string }>`select id::int as id, name from users where id = ${userId}`.execute(trx)).rows[0];
  const who = user?.name ?? null;
  await lockPeriodKeys(trx, priceTi, checked);
  let inserted = 0;
  let closed = 0;
  for (const [i, p] of checked.entries()) {
    const row = i + 1;
    await refuseUnknown(trx, p, row, locale);
    // Only an open-ended price that started earlier gives way; anything else is a real clash (below).
    for (const id of await openEarlier(trx, p)) {
      const to = dayBefore(p.valid_from);
      await sql`update price_ti set valid_to = ${to}::date, version = version + 1, updated_at = now(), updated_by = ${who} where id = ${id}`.execute(trx);
      await recordEvent(trx, { user, resource: 'price_ti', recordId: id, action: 'update', ...fieldChange('valid_to', null, to), reason: 'superseded' });
      closed += 1;
    }
    const made = await sql<{ id: number }>`
      insert into price_ti (material_id, end_customer_id, cpn, currency, dbp, quote_price, srp, moq, valid_from, valid_to, fb, source_draft_id, created_by, updated_by)
      values (${p.material_id}, ${p.end_customer_id}, ${p.cpn}, ${p.currency}, ${p.dbp}::numeric, ${p.quote_price}::numeric, ${p.srp}::numeric,
        ${p.moq}::numeric, ${p.valid_from}::date, ${p.valid_to}::date, ${p.fb}, ${p.source_draft_id}, ${who}, ${who})
      returning id::int as id`.execute(trx);
    const clash = await findOverlap(trx, priceTi, [{ ...p, id: made.rows[0].id }]);
    if (clash) {
      const what = (await sql<Clash>`select m.mpn, ec.ec_code, p.cpn from price_ti p join material m on m.id = p.material_id
          left join end_customer ec on ec.id = p.end_customer_id where p.id = ${clash.id}`.execute(trx)).rows[0];
      const message = priceText(locale, 'overlap', {
        row,
        mpn: what.mpn,
        ec: what.ec_code ?? priceText(locale, 'any'),
        cpn: what.cpn ?? priceText(locale, 'any'),
        from: clash.from,
        to: clash.to ?? priceText(locale, 'open'),
      });
      throw rowError(message, 'valid_from', row);
    }
    await recordEvent(trx, { user, resource: 'price_ti', recordId: made.rows[0].id, action: 'create', after: p, reason: p.source_draft_id ? `price draft #${p.source_draft_id}` : null });
    inserted += 1;
  }
  return { inserted, closed };
}
