// The one overlap mechanism for validity periods (a declaration's `periods`, src/schema/periods.ts),
// run inside the write's transaction after its rows are written: the keys written are locked (an
// advisory lock per table and key, in one order, so of two racing writers the second waits, then sees
// the first's rows and is refused), then one query looks for another record of a written key whose
// period meets a written row's. Generic writes, lines saves and imports refuse with the generic
// words (400 naming the period's fields, the row of a file and the record it meets); a module that
// writes periods its own way (the v2 price table's putPrices) takes the clash and words it itself.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { kindOf, labelIn, message, tableName, type Locale, type ResourceDeclaration } from '../../src/schema';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';

/** A written row (by its place in the list given) meets record `id`, valid `from` to `to` (null: no end). */
export interface PeriodClash {
  index: number;
  id: number;
  from: string;
  to: string | null;
}

type Row = Record<string, unknown>;

const columnType = (decl: ResourceDeclaration, name: string) => kindOf(decl.fields[name]).column(decl.fields[name]).type;
const dayText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === undefined ? null : v);

/** Takes the keys' locks until the transaction ends (sorted, so two writers never wait on each other in a circle). */
export async function lockPeriodKeys(db: Kysely<DB>, decl: ResourceDeclaration, rows: Row[]): Promise<void> {
  const p = decl.periods;
  if (!p || rows.length === 0) return;
  // Key parts as text, so every writer names a key alike (an id read back as 12, sent as "12").
  const keys = [...new Set(rows.map((r) => JSON.stringify(p.key.map((k) => (r[k] === undefined || r[k] === null ? null : String(r[k]))))))].sort();
  await sql`select pg_advisory_xact_lock(hashtext(${tableName(decl)}), hashtext(k)) from unnest(${keys}::text[]) as k order by k`.execute(db);
}

/**
 * The first written row whose period meets another record of its key, or undefined. A row with an
 * `id` is the record itself; a row without (an import's) is told from others by its key and period.
 */
export async function findOverlap(db: Kysely<DB>, decl: ResourceDeclaration, rows: Row[]): Promise<PeriodClash | undefined> {
  const p = decl.periods;
  if (!p || rows.length === 0) return undefined;
  const type = columnType(decl, p.from);
  const cols = [...p.key, p.from, p.to];
  const arrays = cols.map((c) => sql`${rows.map((r) => dayText(r[c]) ?? null)}::${sql.raw(columnType(decl, c))}[]`);
  const names = cols.map((_, i) => sql.raw(`c${i}`));
  const v = (i: number) => sql.raw(`v.c${i}`);
  const t = (c: string) => sql.ref(`t.${c}`);
  const sameKey = p.key.map((k, i) => sql`${t(k)} is not distinct from ${v(i)}`);
  const from = v(p.key.length);
  const to = v(p.key.length + 1);
  const end = (e: RawBuilder<unknown>) => sql`coalesce(${e}, 'infinity'::${sql.raw(type)})`;
  const ids = rows.map((r) => (r.id === undefined || r.id === null ? null : Number(r.id)));
  const found = await sql<{ index: number; id: number; from: string; to: string | null }>`
    select v.i::int as index, t.id::int as id, ${t(p.from)}::text as from, ${t(p.to)}::text as to
    from unnest(${rows.map((_, i) => i)}::int[], ${ids}::bigint[], ${sql.join(arrays)}) as v(i, id, ${sql.join(names)})
    join ${sql.table(tableName(decl))} as t on ${sql.join(sameKey, sql` and `)}
      and ${t(p.from)} <= ${end(to)} and ${end(t(p.to))} >= ${from}
      and (case when v.id is null then not (${t(p.from)} = ${from} and ${end(t(p.to))} = ${end(to)}) else t.id <> v.id end)
    order by v.i, ${t(p.from)}
    limit 1`.execute(db);
  const hit = found.rows[0];
  return hit && { index: Number(hit.index), id: Number(hit.id), from: hit.from, to: hit.to };
}

/** Locks, looks, and refuses a clash with a 400 naming the period's fields (and `rowNumbers[index]`, a file's row). */
export async function refuseOverlaps(db: Kysely<DB>, decl: ResourceDeclaration, rows: Row[], locale: Locale, rowNumbers?: number[]): Promise<void> {
  const p = decl.periods;
  if (!p || rows.length === 0) return;
  await lockPeriodKeys(db, decl, rows);
  const clash = await findOverlap(db, decl, rows);
  if (!clash) return;
  const labels = [p.from, p.to].map((f) => labelIn(decl.fields[f].label, locale)).join(locale === 'zh-CN' ? '和' : ' and ');
  const value = `#${clash.id}: ${clash.from} – ${clash.to ?? '…'}`;
  const msg = message(locale, 'overlap', { label: labels, value });
  const row = rowNumbers?.[clash.index];
  const text = row === undefined ? msg : locale === 'zh-CN' ? `第 ${row} 行：${msg}` : `Row ${row}: ${msg}`;
  throw new ApiError(400, text, [p.from, p.to].map((field) => ({ field, message: text, ...(row === undefined ? {} : { row }) })));
}

/** Whether a change touches the period or its key (else an update cannot make an overlap). */
export const touchesPeriods = (decl: ResourceDeclaration, values: Row) =>
  !!decl.periods && [...decl.periods.key, decl.periods.from, decl.periods.to].some((f) => Object.hasOwn(values, f));
