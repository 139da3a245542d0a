// Every row of a list (its filters, keyword and sort), read through a cursor 500 rows at a time in
// one transaction: one snapshot, so no row is skipped or repeated while others edit the table, and no
// OFFSET that grows with each page. Reference columns come with the referenced record's key.
import { CompiledQuery, sql, type AliasedRawBuilder, type Kysely } from 'kysely';
import { tableName, type Locale, type ResourceDeclaration } from '../../src/schema';
import type { ListParams } from '../crud/listParams';
import { filtered } from '../crud/repository';
import type { DB, ResourceRow } from '../db/types';
import { ApiError } from '../http/errors';
import { referenceKeyField, type FindDeclaration } from './columns';
import { EXPORT_PAGE, MAX_EXPORT_ROWS } from './limits';
import { ieText } from './messages';

/** Alias of the column holding a reference field's key; field names cannot start with "_". */
export const referenceAlias = (field: string) => `__ref_${field}`;

/** The referenced record's key, looked up per row through the target's primary key. */
function referenceKeys(decl: ResourceDeclaration, find: FindDeclaration): AliasedRawBuilder<unknown, string>[] {
  const own = tableName(decl);
  const out: AliasedRawBuilder<unknown, string>[] = [];
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    const target = find(field.reference);
    const key = target && referenceKeyField(target);
    if (!target || !key) continue;
    const from = sql`${sql.table(tableName(target))} as r`;
    const value = sql.ref(`${own}.${name}`);
    const keyText = sql`${sql.ref(`r.${key}`)}::text`;
    out.push(
      field.kind === 'reference'
        ? sql`(select ${keyText} from ${from} where r.id = ${value})`.as(referenceAlias(name))
        : sql`(select string_agg(${keyText}, ', ' order by array_position(${value}, r.id)) from ${from} where r.id = any(${value}))`.as(referenceAlias(name)),
    );
  }
  return out;
}

export async function readExportRows(
  db: Kysely<DB>,
  decl: ResourceDeclaration,
  params: ListParams,
  find: FindDeclaration,
  locale: Locale,
): Promise<ResourceRow[]> {
  const [{ total }] = (await filtered(db, decl, params).select(sql<number>`count(*)::int`.as('total')).execute()) as { total: number }[];
  const tooMany = (count: number) => new ApiError(400, ieText(locale, 'tooManyExportRows', { count, max: MAX_EXPORT_ROWS }));
  if (Number(total) > MAX_EXPORT_ROWS) throw tooMany(Number(total));

  return db.transaction().execute(async (trx) => {
    const query = filtered(trx, decl, params)
      .selectAll(tableName(decl))
      .select(referenceKeys(decl, find))
      .orderBy(sql.ref(params.sort), params.order)
      .orderBy('id', params.order)
      .compile();
    await trx.executeQuery(CompiledQuery.raw(`declare export_rows no scroll cursor for ${query.sql}`, [...query.parameters]));
    const rows: ResourceRow[] = [];
    for (;;) {
      const page = await sql<ResourceRow>`fetch ${sql.raw(String(EXPORT_PAGE))} from export_rows`.execute(trx);
      for (const row of page.rows) rows.push(row);
      // Rows added since the count: still bounded.
      if (rows.length > MAX_EXPORT_ROWS) throw tooMany(rows.length);
      if (page.rows.length < EXPORT_PAGE) break;
    }
    await sql`close export_rows`.execute(trx);
    return rows;
  });
}
