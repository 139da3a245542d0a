// The permission catalogue (for the pickers of user and role management) and a user's direct
// permissions: assign adds names, revoke removes them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { localeOf } from '../auth/guard';
import { recordEvent } from '../crud/events';
import type { DB } from '../db/types';
import type { FeatureContext } from '../features';
import { ApiError, ok } from '../http/errors';
import { permissionGroup, SPEC_PERMISSION_GROUPS, SPEC_PERMISSIONS } from './catalogue';
import { adminGuards } from './guards';
import { adminText } from './messages';
import { resolvePermissions } from './permissionNames';
import { bodyOf, idParam } from './requestParts';
import { getUser, userSnapshot } from './userQueries';

/** Every catalogue name is a row of `permissions`, in every database, new or old. */
export async function ensureCatalogue(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('permissions')
    .values(SPEC_PERMISSIONS.map((name) => ({ name, description: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

const GROUP_ORDER = new Map(SPEC_PERMISSION_GROUPS.map((g, i) => [g.group, i]));

export function registerPermissionRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  const guards = adminGuards(ctx);

  // Read by both pickers: user management (admin-user, switch-user) and role management (OP).
  app.get('/api/v1/permission', async (req) => {
    await guards.rolesOrUsers(req);
    const rows = await db.selectFrom('permissions').select(['id', 'name', 'description']).execute();
    const list = rows
      .map((r) => ({ id: Number(r.id), name: r.name, description: r.description, group: permissionGroup(r.name) }))
      .sort((a, b) => (GROUP_ORDER.get(a.group) ?? 99) - (GROUP_ORDER.get(b.group) ?? 99) || a.name.localeCompare(b.name));
    return ok({ list, total: list.length });
  });

  const change = (mode: 'assign' | 'revoke') => async (req: FastifyRequest) => {
    const id = idParam(req);
    const me = await guards.writeUsers(req);
    // Nothing about oneself: no administrator grants themselves more.
    guards.notSelf(req, me, id);
    const locale = localeOf(req);
    const before = await getUser(db, id);
    if (!before) throw new ApiError(404, adminText(locale, 'userNotFound', { id: String(id) }));
    const perms = await resolvePermissions(db, bodyOf(req).permissions, 'permissions', locale);
    await db.transaction().execute(async (trx) => {
      if (perms.length && mode === 'assign') {
        await trx
          .insertInto('user_permissions')
          .values(perms.map((p) => ({ user_id: id, permission_id: p.id })))
          .onConflict((oc) => oc.columns(['user_id', 'permission_id']).doNothing())
          .execute();
      }
      if (perms.length && mode === 'revoke') {
        await trx.deleteFrom('user_permissions').where('user_id', '=', id).where('permission_id', 'in', perms.map((p) => p.id)).execute();
      }
      const after = (await getUser(trx, id))!;
      await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'update', before: userSnapshot(before), after: userSnapshot(after) });
    });
    return ok(await getUser(db, id));
  };

  app.put('/api/v1/permission/assign/user/:id', change('assign'));
  app.put('/api/v1/permission/revoke/user/:id', change('revoke'));
}
