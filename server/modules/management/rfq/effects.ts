// The quote transitions' effects (src/modules/management/rfq/model/rfq.ts): the body's `lines`
// ([{ id, quoted_price, lead_time_weeks, moq, valid_until }] or the quarter prices) are written onto
// the RFQ's lines inside the transition's transaction, with the RFQ locked; a bad line refuses the
// whole call (400 naming its row) and the stage does not move.
import { sql, type Transaction } from 'kysely';
import type { TransitionEffect } from '../../../records/transitionEffects';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { jsonBody } from '../../../records/request';
import { QUARTER_FIELDS, QUOTE_FIELDS, checkedValues, lineAt, rfqText, rowError, storedLines, writeQuotes, type StoredLine } from './lineQuotes';

type Fields = readonly string[];

async function applyLines(trx: Transaction<DB>, ctx: Parameters<TransitionEffect>[1], fields: Fields, required: Fields, complete: (l: StoredLine) => boolean, missing: 'priceMissing' | 'quarterMissing') {
  const locale = ctx.req.locale;
  const sent = jsonBody(ctx.req).lines ?? [];
  if (!Array.isArray(sent)) throw new ApiError(400, rfqText(locale, 'linesMissing'), [{ field: 'lines', message: rfqText(locale, 'linesMissing') }]);
  const stored = await storedLines(trx, Number(ctx.row.id));
  const byId = new Map(stored.map((l) => [l.id, l]));
  const updates: { id: number; values: Record<string, unknown> }[] = [];
  for (const [i, raw] of sent.entries()) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const line = byId.get(Number(item.id));
    if (!line) throw rowError(locale, lineAt(i), '', 'id', rfqText(locale, 'notALine'));
    const values = await checkedValues(locale, item, fields, required, lineAt(i), line.mpn);
    updates.push({ id: line.id, values });
    Object.assign(line, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? null : String(v)])));
  }
  // Every line leaves the stage quoted, whether in this call or by an earlier import.
  const open = stored.findIndex((l) => !complete(l));
  if (open >= 0) throw rowError(locale, lineAt(open), stored[open].mpn, fields[0], rfqText(locale, missing));
  await writeQuotes(trx, updates, ctx.req.user!.name);
}

export const quoteEffect: TransitionEffect = (trx, ctx) => applyLines(trx, ctx, QUOTE_FIELDS, [], (l) => l.quoted_price !== null, 'priceMissing');

/** Quarter quote: Q1 to Q4 on every line sent; a line without a quoted price takes Q1 as it. */
export const quarterQuoteEffect: TransitionEffect = async (trx, ctx) => {
  await applyLines(trx, ctx, QUARTER_FIELDS, QUARTER_FIELDS, (l) => QUARTER_FIELDS.every((f) => l[f] !== null), 'quarterMissing');
  await sql`update rfq_item set quoted_price = q1_price where rfq_id = ${Number(ctx.row.id)} and quoted_price is null`.execute(trx);
};
