// What every hand-written order write shares: the order's lines before and after, the version bump
// that makes a concurrent save of the same order stale (409), and one event per order changed.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { tableName, type ResourceDeclaration } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import { readLines } from '../../../records/lines';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { staleError } from '../../../records/recordService';

type Executor = Kysely<DB> | Transaction<DB>;

/** The "items" collection of an order (or sales order). */
export const itemsOf = (db: Executor, decl: ResourceDeclaration, id: number) => readLines(db, decl, 'items', id);

/** A version the caller sent that is not the stored one: 409, nothing changed. */
export function refuseStale(req: FastifyRequest, decl: ResourceDeclaration, row: ResourceRow, version: number | undefined) {
  if (version !== undefined && Number(row.version) !== version) throw staleError(req, decl);
}

/** Bumps the order's version (its lines changed) and records one event holding the lines before and after. */
export async function touchOrder(trx: Transaction<DB>, req: FastifyRequest, decl: ResourceDeclaration, before: ResourceRow, beforeItems: ResourceRow[], reason: string) {
  const id = Number(before.id);
  const user = req.user!;
  const after = (
    await sql<ResourceRow>`update ${sql.table(tableName(decl))} set version = version + 1, updated_at = now(), updated_by = ${user.name}
      where id = ${id} returning *`.execute(trx)
  ).rows[0];
  const afterItems = await itemsOf(trx, decl, id);
  // The lines under their collection's name, as the generic lines save records them.
  const linesBefore = { items: beforeItems };
  const linesAfter = { items: afterItems };
  await recordEvent(trx, { user, resource: decl.name, recordId: id, action: 'update', before: { ...before, ...linesBefore }, after: { ...after, ...linesAfter }, reason });
  return { row: after, items: afterItems };
}

/** A list body field: a non-empty array of objects, else 400 naming it. */
export function rowsOf(body: Record<string, unknown>, field: string, message: string): Record<string, unknown>[] {
  const rows = body[field];
  if (!Array.isArray(rows) || !rows.length || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) {
    throw new ApiError(400, message, [{ field, message }]);
  }
  return rows as Record<string, unknown>[];
}

/** A positive whole number from a body (numbers or digit strings), else undefined. */
export function bodyId(raw: unknown): number | undefined {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9]\d{0,14}$/.test(s)) return undefined;
  return Number(s);
}
