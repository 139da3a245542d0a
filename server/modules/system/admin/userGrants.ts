// A user's direct grants (permissions, field rights) by name: resolving names from a body, and the
// assign/revoke calls, with one rule for both kinds: user management's write rule, never oneself,
// unknown names a 400, the change and the event in one transaction.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import type { DB } from '../../../db/types';
import { ApiError, ok } from '../../../http/errors';
import type { adminGuards } from './guards';
import { adminText } from './messages';
import { bodyOf, idParam, stringList } from '../../../http/requestParts';
import { getUser, userSnapshot } from './userQueries';
import { writeTransaction } from '../../../db/retry';

type Catalogue = 'permissions' | 'field_rights';
export interface Named {
  id: number;
  name: string;
}

/** Names from a body (`["a"]` or `a,b`) resolved to catalogue rows; unknown names are a 400 naming the field. */
export async function resolveNames(db: Kysely<DB>, catalogue: Catalogue, raw: unknown, field: string, unknown: (names: string) => string, locale: Locale): Promise<Named[]> {
  const names = stringList(raw);
  if (names === null || names === undefined) {
    const msg = adminText(locale, 'notAList', { field });
    throw new ApiError(400, msg, [{ field, message: msg }]);
  }
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  // Both catalogues are (id, name); Kysely cannot type a select over a union of table names.
  const rows = await db.selectFrom(catalogue as 'permissions').select(['id', 'name']).where('name', 'in', unique).execute();
  const known = new Set(rows.map((r) => r.name));
  const missing = unique.filter((n) => !known.has(n));
  if (missing.length) {
    const msg = unknown(missing.join(', '));
    throw new ApiError(400, msg, [{ field, message: msg }]);
  }
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export interface GrantKind {
  /** The body's list of names, e.g. `permissions` or `fields`. */
  bodyField: string;
  resolve: (db: Kysely<DB>, raw: unknown, field: string, locale: Locale) => Promise<Named[]>;
  add: (trx: Kysely<DB>, userId: number, ids: number[]) => Promise<unknown>;
  remove: (trx: Kysely<DB>, userId: number, ids: number[]) => Promise<unknown>;
}

/** The handler of `PUT .../assign/user/{id}` or `.../revoke/user/{id}` for one kind of grant. */
export const grantChange = (db: Kysely<DB>, guards: ReturnType<typeof adminGuards>, kind: GrantKind) => (mode: 'assign' | 'revoke') => async (req: FastifyRequest) => {
  const id = idParam(req);
  const me = req.user!;
  // No administrator grants themselves more.
  guards.notSelf(req, me, id);
  const locale = req.locale;
  const before = await getUser(db, id);
  if (!before) throw new ApiError(404, adminText(locale, 'userNotFound', { id: String(id) }));
  const ids = (await kind.resolve(db, bodyOf(req)[kind.bodyField], kind.bodyField, locale)).map((r) => r.id);
  await writeTransaction(db, async (trx) => {
    if (ids.length) await (mode === 'assign' ? kind.add(trx, id, ids) : kind.remove(trx, id, ids));
    const after = (await getUser(trx, id))!;
    await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'update', before: userSnapshot(before), after: userSnapshot(after) });
  });
  return ok(await getUser(db, id));
};
