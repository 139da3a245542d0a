// Quoted values on an RFQ's lines, shared by the quote transitions (JSON lines) and the quote import
// (a spreadsheet): each value checked by its line field's own rule, every problem naming its row
// (R22), and all lines written in the caller's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import { labelIn, lineWords, validateFieldValue, type Locale } from '../../../../src/schema';
import { rfqItems } from '../../../../src/resources/management/rfq/model/rfq';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { rfqText } from './messages';

export const QUOTE_FIELDS = ['quoted_price', 'lead_time_weeks', 'moq', 'valid_until'] as const;
export const QUARTER_FIELDS = ['q1_price', 'q2_price', 'q3_price', 'q4_price'] as const;

export interface StoredLine {
  id: number;
  line_no: number;
  mpn: string;
  quoted_price: string | null;
  q1_price: string | null;
  q2_price: string | null;
  q3_price: string | null;
  q4_price: string | null;
}

/** An RFQ's lines with their MPNs (the row names of messages), in line order. */
export async function storedLines(trx: Transaction<DB>, rfqId: number): Promise<StoredLine[]> {
  const { rows } = await sql<StoredLine>`
    select i.id::int as id, i.line_no::int as line_no, m.mpn, i.quoted_price::text as quoted_price,
      i.q1_price::text as q1_price, i.q2_price::text as q2_price, i.q3_price::text as q3_price, i.q4_price::text as q4_price
    from rfq_item i join material m on m.id = i.material_id where i.rfq_id = ${rfqId} order by i.line_no, i.id`.execute(trx);
  return rows;
}

/**
 * Where a row's problem is: its index in what was sent (the error's field path) and the row number a
 * person reads. Sent lines count from 1 (R22: item + 1); spreadsheet rows by the sheet's own numbers
 * (R15: data row + 2, the header being row 1), as every import says them.
 */
export interface RowAt {
  index: number;
  row: number;
}

/** A sent line (JSON): row = index + 1. */
export const lineAt = (index: number): RowAt => ({ index, row: index + 1 });

/** "Row N name: message" for the row at `at`. */
export const rowText = (locale: Locale, at: RowAt, name: string, message: string) => lineWords(locale).row(at.row, name, message);

export const rowError = (locale: Locale, at: RowAt, name: string, field: string, message: string) => {
  const text = rowText(locale, at, name, message);
  return new ApiError(400, text, [{ field: `lines.${at.index}.${field}`, message: text, row: at.row }]);
};

const given = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));

/** The values sent for `fields`, each cast by its field's rule; `required` ones must be there. */
export async function checkedValues(locale: Locale, raw: Record<string, unknown>, fields: readonly string[], required: readonly string[], at: RowAt, name: string) {
  const out: Record<string, unknown> = {};
  for (const key of fields) {
    const value = given(raw[key]);
    const field = rfqItems.fields[key];
    if (value === undefined) {
      if (required.includes(key)) throw rowError(locale, at, name, key, labelIn(field.label, locale) + (locale === 'zh-CN' ? '必须填写' : ' is required'));
      continue;
    }
    try {
      out[key] = await validateFieldValue(field, value, locale);
    } catch (e) {
      throw rowError(locale, at, name, key, e instanceof Error ? e.message : String(e));
    }
  }
  return out;
}

/** Writes each line's values with the quoting user; one statement per line, inside the caller's transaction. */
export async function writeQuotes(trx: Transaction<DB>, updates: { id: number; values: Record<string, unknown> }[], quotedBy: string) {
  for (const { id, values } of updates) {
    await (trx as unknown as Kysely<Record<string, ResourceRow>>).updateTable('rfq_item').set({ ...values, quoted_by: quotedBy }).where('id', '=', id).execute();
  }
}

export { rfqText };
