// Field rights (issue 4, item 6), with user management's rule (reading: admin-user or switch-user;
// changing: admin-user):
//   GET    /api/v1/field                   the catalogue: every right, the fields it guards, its holders
//   DELETE /api/v1/field/{id}              removes a right no declaration names any more (409 otherwise)
//   PUT    /api/v1/field/assign/user/{id}  { fields: [names] } gives a user rights
//   PUT    /api/v1/field/revoke/user/{id}  { fields: [names] } takes them away
// POST /api/v1/field is not built: which fields are guarded is said by the declarations (the server
// and the screens must both know it), so a right created at run time would guard nothing.
import type { FastifyInstance } from 'fastify';
import { adminGuards } from '../admin/guards';
import { idParam } from '../admin/requestParts';
import { grantChange } from '../admin/userGrants';
import { localeOf } from '../auth/guard';
import { recordEvent } from '../crud/events';
import type { FeatureRegistrar } from '../features';
import { ApiError, ok } from '../http/errors';
import { ensureFieldRights, listFieldRights, resolveFieldRights } from './catalogue';
import { fieldText } from './messages';
import { writeTransaction } from '../db/retry';

export const fieldRightsFeature: FeatureRegistrar = async (app: FastifyInstance, ctx) => {
  const { db, resources } = ctx;
  await ensureFieldRights(db, resources);
  const guards = adminGuards(ctx);

  app.get('/api/v1/field', async (req) => {
    await guards.readUsers(req);
    const list = await listFieldRights(db, resources);
    return ok({ list, total: list.length });
  });

  app.delete('/api/v1/field/:id', async (req) => {
    const id = idParam(req);
    const me = await guards.writeUsers(req);
    const locale = localeOf(req);
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

  app.put('/api/v1/field/assign/user/:id', change('assign'));
  app.put('/api/v1/field/revoke/user/:id', change('revoke'));
};
