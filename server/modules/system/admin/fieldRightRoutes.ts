// Field rights (issue 4, item 6), with user management's rule (reading: admin-user or switch-user;
// changing: admin-user):
//   GET    /api/v1/field                   the catalogue: every right, the fields it guards, its holders
//   POST   /api/v1/field                   { resource, field, name?, description? } guards one more field
//                                          at run time (server/fields/runtime.ts)
//   DELETE /api/v1/field/{id}              removes a right no declaration names (a runtime one un-guards
//                                          its field; 409 for a declared default)
//   PUT    /api/v1/field/assign/user/{id}  { fields: [names] } gives a user rights
//   PUT    /api/v1/field/revoke/user/{id}  { fields: [names] } takes them away
// The declarations give the defaults; runtime guards reach the server's guard and the screens with
// the signed-in user (`fieldGuards`), read from the database on each request.
import type { FastifyInstance } from 'fastify';
import { adminAccess, adminGuards } from './guards';
import { idParam } from '../../../http/requestParts';
import type { Kysely } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { grantChange, resolveNames, type Named } from './userGrants';
import { recordEvent } from '../../../records/events';
import type { FeatureRegistrar } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { ensureFieldRights, listFieldRights } from '../../../fields/catalogue';
import { fieldText } from '../../../fields/messages';
import { writeTransaction } from '../../../db/retry';
import { addFieldGuard, checkNewGuard } from '../../../fields/runtime';
import { jsonBody } from '../../../records/request';

const resolveFieldRights = (db: Kysely<DB>, raw: unknown, field: string, locale: Locale): Promise<Named[]> =>
  resolveNames(db, 'field_rights', raw, field, (names) => fieldText(locale, 'unknownRights', { names }), locale);

export const fieldRightsFeature: FeatureRegistrar = async (app: FastifyInstance, ctx) => {
  const { db, resources } = ctx;
  await ensureFieldRights(db, resources);
  const guards = adminGuards(ctx);

  app.get('/api/v1/field', adminAccess.readUsers, async () => {
    const list = await listFieldRights(db, resources);
    return ok({ list, total: list.length });
  });

  app.post('/api/v1/field', adminAccess.writeUsers, async (req) => {
    const locale = req.locale;
    const guard = await checkNewGuard(db, resources, jsonBody(req), locale);
    try {
      const id = await writeTransaction(db, async (trx) => {
        const created = await addFieldGuard(trx, guard);
        await recordEvent(trx, { user: req.user!, resource: 'field_right', recordId: created, action: 'create', after: guard });
        return created;
      });
      return ok((await listFieldRights(db, resources)).find((r) => r.id === id));
    } catch (err) {
      // Another administrator guarded the same field, or took the name, a moment before.
      if ((err as { code?: unknown }).code === '23505') throw new ApiError(409, fieldText(locale, 'alreadyGuarded', { field: `${guard.resource}.${guard.field}`, name: guard.name }));
      throw err;
    }
  });

  app.delete('/api/v1/field/:id', adminAccess.writeUsers, async (req) => {
    const id = idParam(req);
    const me = req.user!;
    const locale = req.locale;
    const right = (await listFieldRights(db, resources)).find((r) => r.id === id);
    if (!right) throw new ApiError(404, fieldText(locale, 'rightNotFound', { id: String(id) }));
    if (right.declared) {
      const fields = right.fields.map((f) => `${f.resource}.${f.field}`).join(', ');
      throw new ApiError(409, fieldText(locale, 'rightDeclared', { name: right.name, fields }));
    }
    await writeTransaction(db, async (trx) => {
      await trx.deleteFrom('field_rights').where('id', '=', id).execute();
      await recordEvent(trx, { user: me, resource: 'field_right', recordId: id, action: 'delete', before: { name: right.name, users: right.users } });
    });
    return ok({ id });
  });

  const change = grantChange(db, guards, {
    bodyField: 'fields',
    resolve: resolveFieldRights,
    add: (trx, userId, ids) =>
      trx
        .insertInto('user_field_rights')
        .values(ids.map((field_right_id) => ({ user_id: userId, field_right_id })))
        .onConflict((oc) => oc.columns(['user_id', 'field_right_id']).doNothing())
        .execute(),
    remove: (trx, userId, ids) => trx.deleteFrom('user_field_rights').where('user_id', '=', userId).where('field_right_id', 'in', ids).execute(),
  });

  app.put('/api/v1/field/assign/user/:id', adminAccess.writeUsers, change('assign'));
  app.put('/api/v1/field/revoke/user/:id', adminAccess.writeUsers, change('revoke'));
};
