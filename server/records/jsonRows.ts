// Many rows inserted by one short statement with one parameter: the rows as a JSON array, spread into
// the table's own row type by json_populate_recordset. Bound one parameter per cell, a 500-line order
// is 4,000 parameters to serialise, send, parse and plan; as JSON it costs about what the raw INSERT does.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ResourceRow } from '../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

/** A UTF-16 surrogate without its partner, as JSON.stringify escapes it (`\udc00`), after an even run of backslashes. */
const LONE_ESCAPE = /(?<!\\)(?:\\\\)*\\ud[89a-f][0-9a-f]{2}/i;
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The rows as JSON text. A lone surrogate becomes U+FFFD, as it does when a bound text parameter is
 * encoded as UTF-8 (the json parser would refuse its escape instead).
 */
function jsonText(rows: Record<string, unknown>[]): string {
  const text = JSON.stringify(rows);
  if (!LONE_ESCAPE.test(text)) return text;
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replace(LONE, '\ufffd') : value));
}

/** Per table, the columns with a default (declared, identity or generated): read once, as migrations run before serving. */
const defaulted = new Map<string, Promise<Set<string>>>();

function defaultedColumns(db: Executor, table: string): Promise<Set<string>> {
  let hit = defaulted.get(table);
  if (!hit) {
    hit = sql<{ name: string }>`select attname as name from pg_attribute where attrelid = to_regclass(${table}) and attnum > 0
      and not attisdropped and (atthasdef or attidentity <> '' or attgenerated <> '')`
      .execute(db)
      .then((r) => new Set(r.rows.map((c) => c.name)));
    defaulted.set(table, hit);
    hit.catch(() => defaulted.delete(table));
  }
  return hit;
}

/**
 * Inserts `rows` into `table` and returns them as stored, in the order given (ids ascending in that
 * order). As in a multi-row INSERT, a column a row leaves out (or undefined) takes its default: null
 * unless the column declares one, so only rows differing in such columns need statements of their own
 * (each run of consecutive rows alike is one; usually the whole list). Column names must be checked identifiers.
 */
export async function insertJsonRows(db: Executor, table: string, rows: Record<string, unknown>[]): Promise<ResourceRow[]> {
  const defaults = await defaultedColumns(db, table);
  const setsDefaulted = (row: Record<string, unknown>) => Object.keys(row).filter((k) => row[k] !== undefined && defaults.has(k)).sort().join(',');
  const out: ResourceRow[] = [];
  let at = 0;
  while (at < rows.length) {
    const key = setsDefaulted(rows[at]);
    const columns = new Set<string>();
    let end = at;
    for (; end < rows.length && (end === at || setsDefaulted(rows[end]) === key); end++) {
      for (const [k, v] of Object.entries(rows[end])) if (v !== undefined) columns.add(k);
    }
    if (!columns.size) {
      for (; at < end; at++) out.push((await sql<ResourceRow>`insert into ${sql.table(table)} default values returning *`.execute(db)).rows[0]);
      continue;
    }
    const names = sql.join([...columns].map((c) => sql.ref(c)));
    const { rows: stored } = await sql<ResourceRow>`insert into ${sql.table(table)} (${names})
      select ${names} from json_populate_recordset(null::${sql.table(table)}, ${jsonText(rows.slice(at, end))}::json) returning *`.execute(db);
    out.push(...stored);
    at = end;
  }
  return out;
}
