// The row scope of a declaration (src/schema/scope.ts) for one caller, in one place: the condition
// every generic read and write adds (list, show, export, update, delete, commands, saveRecord), and
// the checks of written values and imported rows. A `seeAll` permission lifts it.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { labelIn, scopeFor, tableName, wordIn, type Locale, type ResourceDeclaration, type RowScope } from '../../src/schema';
import type { UserInfo } from '../auth/principal';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { scopeText } from './scopeMessages';

/** The rows a caller may touch: a condition on the declaration's own columns, or every row. */
export type RowLimit = { scope: RowScope; condition: RawBuilder<boolean> } | 'all';

/** The user's BGs or manufacturers; a user assigned none of a kind is not restricted in it. */
const ownRefs = (user: UserInfo, of: string) => sql`select ref_id from user_data_scope where user_id = ${user.id} and scope = ${of}`;

export function rowLimit(decl: ResourceDeclaration, user: UserInfo | undefined): RowLimit {
  const scope = scopeFor(decl, user);
  if (!scope) return 'all';
  if (!user) return { scope, condition: sql<boolean>`false` };
  if (scope.kind === 'createdBy') return { scope, condition: sql<boolean>`created_by = ${user.name}` };
  const own = ownRefs(user, scope.of);
  return { scope, condition: sql<boolean>`(not exists (${own}) or ${sql.ref(scope.field)} in (${own}))` };
}

export const limitOf = (decl: ResourceDeclaration, req: FastifyRequest): RowLimit => rowLimit(decl, req.user);

/** A scoped declaration queried without its limit is a programming error, caught by any test of the route. */
export function checkedLimit(decl: ResourceDeclaration, limit: RowLimit | undefined): RowLimit {
  if (limit === undefined && decl.scope) throw new Error(`resource "${decl.name}" declares a row scope: pass its RowLimit`);
  return limit ?? 'all';
}

/**
 * A value written into a data-scope field must be one of the caller's (else the row would leave
 * their sight): 403 naming the field. Created-by scopes need no check: the server sets created_by.
 */
export async function refuseOutsideValues(db: Kysely<DB>, decl: ResourceDeclaration, limit: RowLimit, values: Record<string, unknown>, user: UserInfo, locale: Locale, creating: boolean) {
  if (limit === 'all' || limit.scope.kind !== 'dataScope') return;
  const { field, of } = limit.scope;
  if (!creating && !Object.prototype.hasOwnProperty.call(values, field)) return;
  const value = values[field];
  const own = ownRefs(user, of);
  const allowed = value === null || value === undefined
    ? await sql<{ ok: boolean }>`select not exists (${own}) as ok`.execute(db)
    : await sql<{ ok: boolean }>`select (not exists (${own}) or ${Number(value)} in (${own})) as ok`.execute(db);
  if (allowed.rows[0]?.ok) return;
  const message = scopeText(locale, 'notYours', { field: labelIn(decl.fields[field].label, locale), value: value == null ? '—' : String(value), of });
  throw new ApiError(403, message, [{ field, message }]);
}

/**
 * Imported rows whose natural key names an existing record outside the caller's scope would
 * overwrite it: the file is refused, naming each such row (403). New rows' scope fields are checked too.
 */
export async function refuseOutsideImport(
  db: Kysely<DB>,
  decl: ResourceDeclaration,
  limit: RowLimit,
  records: { row: number; values: Record<string, unknown> }[],
  user: UserInfo,
  locale: Locale,
) {
  if (limit === 'all') return;
  const key = decl.naturalKey ?? [];
  const refused: { row: number; field: string; message: string }[] = [];
  const what = wordIn(decl.recordLabel, locale);
  if (key.length) {
    for (let i = 0; i < records.length; i += 1000) {
      const batch = records.slice(i, i + 1000);
      const tuples = batch.map((r) => sql`(${sql.join(key.map((k) => sql`${r.values[k]}`))})`);
      const hits = await sql<Record<string, unknown>>`
        select ${sql.join(key.map((k) => sql.ref(k)))} from ${sql.table(tableName(decl))}
        where (${sql.join(key.map((k) => sql.ref(k)))}) in (${sql.join(tuples)}) and not ${limit.condition}`.execute(db);
      const outside = new Set(hits.rows.map((h) => JSON.stringify(key.map((k) => String(h[k])))));
      for (const r of batch) {
        if (!outside.has(JSON.stringify(key.map((k) => String(r.values[k]))))) continue;
        refused.push({ row: r.row, field: key[0], message: scopeText(locale, 'importRowOutside', { row: r.row, what, kind: limit.scope.kind }) });
      }
    }
  }
  if (limit.scope.kind === 'dataScope') {
    const { field, of } = limit.scope;
    const own = (await sql<{ ref_id: number }>`${ownRefs(user, of)}`.execute(db)).rows.map((r) => Number(r.ref_id));
    if (own.length) {
      const mine = new Set(own);
      for (const r of records) {
        const value = r.values[field];
        if (value !== undefined && mine.has(Number(value))) continue;
        if (value === undefined && !(field in r.values)) continue;
        const label = labelIn(decl.fields[field].label, locale);
        refused.push({ row: r.row, field, message: scopeText(locale, 'importValueOutside', { row: r.row, field: label, value: value == null ? '—' : String(value), of }) });
      }
    }
  }
  if (refused.length === 0) return;
  refused.sort((a, b) => a.row - b.row);
  throw new ApiError(403, refused.length > 1 ? `${refused[0].message} (${scopeText(locale, 'more', { count: refused.length })})` : refused[0].message, refused.slice(0, 100));
}
