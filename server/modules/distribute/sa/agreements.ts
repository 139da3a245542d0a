// The agreements an SA call carries (inspect, diff, EDI auto): each row's supplier code and MPN
// resolved to their records, the rest kept as sent; problems by row, in the caller's language.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { ImportProblems } from '../../../importExport/problems';
import { saw } from './words';

export const MAX_AGREEMENTS = 500;

/** The SA fields an agreement may carry, beside its supplier code (`vendor`) and `mpn`. */
export const AGREEMENT_FIELDS = ['sa_no', 'plant', 'target_qty', 'unit_price', 'currency', 'valid_from', 'valid_to'] as const;

export interface Agreement {
  row: number;
  values: Record<string, unknown>;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

async function idsBy(db: Kysely<DB> | Transaction<DB>, table: 'vendor' | 'material', column: 'code' | 'mpn', keys: string[]) {
  const out = new Map<string, number>();
  if (!keys.length) return out;
  const rows = await sql<{ id: number; k: string }>`select id::int as id, ${sql.ref(column)} as k from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(keys)})`.execute(db);
  for (const r of rows.rows) out.set(r.k, Number(r.id));
  return out;
}

/** The items of the body, each resolved; a 400 naming the rows that cannot be read. */
export async function readAgreements(db: Kysely<DB> | Transaction<DB>, body: Record<string, unknown>, locale: Locale): Promise<Agreement[]> {
  const items = body.items;
  if (!Array.isArray(items) || !items.length) throw new ApiError(400, saw(locale, 'itemsMissing'), [{ field: 'items', message: saw(locale, 'itemsMissing') }]);
  if (items.length > MAX_AGREEMENTS) throw new ApiError(400, saw(locale, 'tooMany', { max: MAX_AGREEMENTS }), [{ field: 'items', message: saw(locale, 'tooMany', { max: MAX_AGREEMENTS }) }]);
  const raw = items.map((i) => (i && typeof i === 'object' ? (i as Record<string, unknown>) : {}));
  const vendors = await idsBy(db, 'vendor', 'code', [...new Set(raw.map((r) => text(r.vendor).toUpperCase()).filter(Boolean))]);
  const materials = await idsBy(db, 'material', 'mpn', [...new Set(raw.map((r) => text(r.mpn)).filter(Boolean))]);
  const problems = new ImportProblems(locale);
  const seen = new Map<string, number>();
  const out = raw.map((r, i) => {
    const row = i + 1;
    const saNo = text(r.sa_no).toUpperCase();
    const code = text(r.vendor).toUpperCase();
    const mpn = text(r.mpn);
    if (!saNo) problems.add(row, `items.${i}.sa_no`, saw(locale, 'saNoMissing'));
    else if (seen.has(saNo)) problems.add(row, `items.${i}.sa_no`, saw(locale, 'saNoTwice', { saNo, row: seen.get(saNo)! }));
    else seen.set(saNo, row);
    if (!code) problems.add(row, `items.${i}.vendor`, saw(locale, 'vendorMissing'));
    else if (!vendors.has(code)) problems.add(row, `items.${i}.vendor`, saw(locale, 'vendorUnknown', { code }));
    if (!mpn) problems.add(row, `items.${i}.mpn`, saw(locale, 'mpnMissing'));
    else if (!materials.has(mpn)) problems.add(row, `items.${i}.mpn`, saw(locale, 'mpnUnknown', { mpn }));
    const values: Record<string, unknown> = { vendor_id: vendors.get(code), material_id: materials.get(mpn) };
    for (const f of AGREEMENT_FIELDS) if (r[f] !== undefined && r[f] !== null && r[f] !== '') values[f] = f === 'sa_no' ? saNo : r[f];
    return { row, values };
  });
  if (problems.any) throw problems.toError();
  return out;
}

/** The stored SAs of these numbers, by number. */
export async function storedByNo(db: Kysely<DB> | Transaction<DB>, numbers: string[]) {
  const out = new Map<string, Record<string, unknown>>();
  if (!numbers.length) return out;
  const rows = await sql<Record<string, unknown>>`select id::int as id, sa_no, vendor_id::int as vendor_id, material_id::int as material_id, plant,
    target_qty::text as target_qty, unit_price::text as unit_price, currency, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
    to_char(valid_to, 'YYYY-MM-DD') as valid_to, status from sa where sa_no in (${sql.join(numbers)})`.execute(db);
  for (const r of rows.rows) out.set(String(r.sa_no), r);
  return out;
}

const same = (a: unknown, b: unknown) => {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && !Number.isNaN(na) && !Number.isNaN(nb) && typeof a !== 'boolean') return na === nb;
  return String(a).trim().toUpperCase() === String(b).trim().toUpperCase();
};

/** The fields an agreement changes on the stored SA (a field it does not carry changes nothing). */
export function changes(values: Record<string, unknown>, stored: Record<string, unknown> | undefined) {
  if (!stored) return [];
  return Object.keys(values)
    .filter((f) => f !== 'sa_no' && values[f] !== undefined && !same(values[f], stored[f]))
    .map((f) => ({ field: f, current: stored[f] ?? null, proposed: values[f] }));
}
