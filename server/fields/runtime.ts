// Field rights as data (issue 10, section 3): besides the fields a declaration guards (the
// defaults), an administrator guards any further field of any resource at run time. The guards are
// read from the database with the user on every request (server/auth/principal.ts), never kept in
// the process: another replica's change holds on the next request.
import type { Kysely } from 'kysely';
import { FIELD_RIGHT_PATTERN, fieldRight, SYSTEM_FIELDS, type Locale, type ResourceDeclaration } from '../../src/schema';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { giveToUserAdmins } from './catalogue';
import { fieldText } from './messages';
import { loadFieldGuards } from './runtimeGuards';

const fail = (status: number, field: string, message: string) => new ApiError(status, message, [{ field, message }]);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Fields every user needs (as src/schema/declare.ts refuses for declared guards): never guarded. */
function everyoneNeeds(decl: ResourceDeclaration): Set<string> {
  const scopeField = decl.scope?.kind === 'dataScope' ? [decl.scope.field] : [];
  return new Set([...(decl.naturalKey ?? []), decl.titleField, ...decl.list.search, decl.list.sort.field, ...scopeField]);
}

export interface NewFieldGuard {
  resource: string;
  field: string;
  name: string;
  description: string | null;
}

/** `{ resource, field, name?, description? }` checked against the declarations: 400 naming the field, 409 if guarded. */
export async function checkNewGuard(db: Kysely<DB>, resources: readonly ResourceDeclaration[], body: Record<string, unknown>, locale: Locale): Promise<NewFieldGuard> {
  const resource = text(body.resource);
  const decl = resources.find((r) => r.name === resource);
  if (!decl) throw fail(400, 'resource', fieldText(locale, 'unknownResource', { resource }));
  const field = text(body.field);
  if ((SYSTEM_FIELDS as readonly string[]).includes(field)) throw fail(400, 'field', fieldText(locale, 'systemField', { field }));
  if (!Object.prototype.hasOwnProperty.call(decl.fields, field)) throw fail(400, 'field', fieldText(locale, 'unknownField', { resource, field }));
  if (everyoneNeeds(decl).has(field)) throw fail(400, 'field', fieldText(locale, 'everyoneField', { field }));
  const declared = fieldRight(decl, field);
  const runtime = (await loadFieldGuards(db))[resource]?.[field];
  if (declared || runtime) throw fail(409, 'field', fieldText(locale, 'alreadyGuarded', { field: `${resource}.${field}`, name: (declared ?? runtime)! }));
  const name = text(body.name) || `${resource}.${field}`;
  if (!FIELD_RIGHT_PATTERN.test(name) || name.length > 100) throw fail(400, 'name', fieldText(locale, 'badRightName'));
  if (await db.selectFrom('field_rights').select('id').where('name', '=', name).executeTakeFirst()) throw fail(409, 'name', fieldText(locale, 'rightTaken', { name }));
  const description = text(body.description).slice(0, 500) || null;
  return { resource, field, name, description };
}

/** Creates the right and its guard; like a newly declared right, it is given to the user administrators. */
export async function addFieldGuard(trx: Kysely<DB>, guard: NewFieldGuard): Promise<number> {
  const { id } = await trx.insertInto('field_rights').values({ name: guard.name, description: guard.description }).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('field_right_guards').values({ field_right_id: Number(id), resource: guard.resource, field: guard.field }).execute();
  await giveToUserAdmins(trx, [Number(id)]);
  return Number(id);
}
