// Permission names from a request body, resolved to ids; unknown names are a 400 naming the field.
import type { Kysely } from 'kysely';
import type { Locale } from '../../src/schema';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { adminText } from './messages';
import { stringList } from './requestParts';

export async function resolvePermissions(db: Kysely<DB>, raw: unknown, field: string, locale: Locale): Promise<{ id: number; name: string }[]> {
  const names = stringList(raw);
  if (names === null || names === undefined) {
    const msg = adminText(locale, 'notAList', { field });
    throw new ApiError(400, msg, [{ field, message: msg }]);
  }
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom('permissions').select(['id', 'name']).where('name', 'in', unique).execute();
  const known = new Set(rows.map((r) => r.name));
  const missing = unique.filter((n) => !known.has(n));
  if (missing.length) {
    const msg = adminText(locale, 'unknownPermissions', { names: missing.join(', ') });
    throw new ApiError(400, msg, [{ field, message: msg }]);
  }
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
