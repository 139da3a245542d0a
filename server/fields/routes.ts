// Field rights (issue 4, item 6), with user management's rule (reading: admin-user or switch-user;
// changing: admin-user):
//   GET    /api/v1/field                   the catalogue: every right, the fields it guards, its holders
//   DELETE /api/v1/field/{id}              removes a right no declaration names any more (409 otherwise)
//   PUT    /api/v1/field/assign/user/{id}  { fields: [names] } gives a user rights
//   PUT    /api/v1/field/revoke/user/{id}  { fields: [names] } takes them away
// POST /api/v1/field is not built: which fields are guarded is said by the declarations (the server
// and the screens must both know it), so a right created at run time would guard nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminGuards } from '../admin/guards';
import { adminText } from '../admin/messages';
import { bodyOf, idParam } from '../admin/requestParts';
import { getUser, userSnapshot } from '../admin/userQueries';
import { localeOf } from '../auth/guard';
import { recordEvent } from '../crud/events';
import type { FeatureRegistrar } from '../features';
import { ApiError, ok } from '../http/errors';
import { ensureFieldRights, listFieldRights, resolveFieldRights } from './catalogue';
import { fieldText } from './messages';

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
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('field_rights').where('id', '=', id).execute();
      await recordEvent(trx, { user: me, resource: 'field_right', recordId: id, action: 'delete', before: { name: right.name, users: right.users } });
    });
    return ok({ id });
  });

  const change = (mode: 'assign' | 'revoke') => async (req: FastifyRequest) => {
    const id = idParam(req);
    const me = await guards.writeUsers(req);
    // As with permissions: no administrator grants themselves more.
    guards.notSelf(req, me, id);
    const locale = localeOf(req);
    const before = await getUser(db, id);
    if (!before) throw new ApiError(404, adminText(locale, 'userNotFound', { id: String(id) }));
    const rights = await resolveFieldRights(db, bodyOf(req).fields, 'fields', locale);
    await db.transaction().execute(async (trx) => {
      if (rights.length && mode === 'assign') {
        await trx
          .insertInto('user_field_rights')
          .values(rights.map((r) => ({ user_id: id, field_right_id: r.id })))
          .onConflict((oc) => oc.columns(['user_id', 'field_right_id']).doNothing())
          .execute();
      }
      if (rights.length && mode === 'revoke') {
        await trx.deleteFrom('user_field_rights').where('user_id', '=', id).where('field_right_id', 'in', rights.map((r) => r.id)).execute();
      }
      const after = (await getUser(trx, id))!;
      await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'update', before: userSnapshot(before), after: userSnapshot(after) });
    });
    return ok(await getUser(db, id));
  };

  app.put('/api/v1/field/assign/user/:id', change('assign'));
  app.put('/api/v1/field/revoke/user/:id', change('revoke'));
};
