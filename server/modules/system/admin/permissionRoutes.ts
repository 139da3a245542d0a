// The permission catalogue (for the pickers of user and role management) and a user's direct
// permissions: assign adds names, revoke removes them.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { permissionGroup, SPEC_PERMISSION_GROUPS, SPEC_PERMISSIONS } from './catalogue';
import { adminAccess, adminGuards } from './guards';
import { resolvePermissions } from './permissionNames';
import { grantChange } from './userGrants';

/**
 * Every catalogue name is a row of `permissions`, in every database, new or old: the spec's, and
 * those of the declarations (a screen of the product's own brings its own permissions).
 */
export async function ensureCatalogue(db: Kysely<DB>, resources: ResourceDeclaration[] = []): Promise<void> {
  const names = new Set([...SPEC_PERMISSIONS, ...resources.flatMap((r) => [...r.access.permissions, ...(r.access.write ?? [])])]);
  await db
    .insertInto('permissions')
    .values([...names].map((name) => ({ name, description: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

const GROUP_ORDER = new Map(SPEC_PERMISSION_GROUPS.map((g, i) => [g.group, i]));

export function registerPermissionRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  const guards = adminGuards(ctx);
  // A permission the spec does not have sits in the menu group of the declaration that uses it.
  const declaredGroup = new Map(ctx.resources.flatMap((r) => r.access.permissions.map((p) => [p, r.menu.group] as const)));
  const groupOf = (name: string) => {
    const group = permissionGroup(name);
    return group === 'other' ? (declaredGroup.get(name) ?? group) : group;
  };

  // Read by both pickers: user management (admin-user, switch-user) and role management (OP).
  app.get('/api/v1/permission', adminAccess.rolesOrUsers, async () => {
    const rows = await db.selectFrom('permissions').select(['id', 'name', 'description']).execute();
    const list = rows
      .map((r) => ({ id: Number(r.id), name: r.name, description: r.description, group: groupOf(r.name) }))
      .sort((a, b) => (GROUP_ORDER.get(a.group) ?? 99) - (GROUP_ORDER.get(b.group) ?? 99) || a.name.localeCompare(b.name));
    return ok({ list, total: list.length });
  });

  const change = grantChange(db, guards, {
    bodyField: 'permissions',
    resolve: resolvePermissions,
    add: (trx, userId, ids) =>
      trx
        .insertInto('user_permissions')
        .values(ids.map((permission_id) => ({ user_id: userId, permission_id })))
        .onConflict((oc) => oc.columns(['user_id', 'permission_id']).doNothing())
        .execute(),
    remove: (trx, userId, ids) => trx.deleteFrom('user_permissions').where('user_id', '=', userId).where('permission_id', 'in', ids).execute(),
  });

  app.put('/api/v1/permission/assign/user/:id', adminAccess.writeUsers, change('assign'));
  app.put('/api/v1/permission/revoke/user/:id', adminAccess.writeUsers, change('revoke'));
}
