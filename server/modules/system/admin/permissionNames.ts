// Permission names from a request body, resolved to ids; unknown names are a 400 naming the field.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { adminText } from './messages';
import { resolveNames, type Named } from './userGrants';

export const resolvePermissions = (db: Kysely<DB>, raw: unknown, field: string, locale: Locale): Promise<Named[]> =>
  resolveNames(db, 'permissions', raw, field, (names) => adminText(locale, 'unknownPermissions', { names }), locale);
