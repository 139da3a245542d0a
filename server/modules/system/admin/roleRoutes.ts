// Roles and their permission sets (role OP only). Roles the access rules name (OP, Manager) keep
// their names, and a role still held by users is not deleted: the answer names the holders.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message, utf8Length, type FieldError } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { SPEC_ROLE_NAMES } from './catalogue';
import { adminAccess } from './guards';
import { adminText } from './messages';
import { resolvePermissions } from './permissionNames';
import { bodyOf, idParam, listWindow } from '../../../http/requestParts';
import { holdersOf, listRoles, ROLE_SORTS, roleSnapshot, rolesWithPermissions, type RoleRecord } from './roleQueries';
import { writeTransaction } from '../../../db/retry';

const NAME_MAX = 60;
const DESCRIPTION_MAX = 500;

interface RoleInput {
  name?: string;
  description?: string | null;
  permissions?: unknown;
}

function readRole(req: FastifyRequest, creating: boolean): RoleInput {
  const locale = req.locale;
  const body = bodyOf(req);
  const errors: FieldError[] = [];
  const out: RoleInput = {};
  const nameLabel = locale === 'zh-CN' ? '角色名称' : 'Role name';
  if (creating || body.name !== undefined) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) errors.push({ field: 'name', message: message(locale, 'required', { label: nameLabel }) });
    else if (utf8Length(name) > NAME_MAX) errors.push({ field: 'name', message: message(locale, 'maxBytes', { label: nameLabel, max: NAME_MAX, actual: utf8Length(name) }) });
    out.name = name;
  }
  if (body.description !== undefined) {
    const text = typeof body.description === 'string' ? body.description.trim() : '';
    const label = locale === 'zh-CN' ? '说明' : 'Description';
    if (utf8Length(text) > DESCRIPTION_MAX) errors.push({ field: 'description', message: message(locale, 'maxBytes', { label, max: DESCRIPTION_MAX, actual: utf8Length(text) }) });
    out.description = text || null;
  }
  if (body.permissions !== undefined) out.permissions = body.permissions;
  if (errors.length) throw new ApiError(400, errors.length === 1 ? errors[0].message : t(locale, 'invalid'), errors);
  return out;
}

export function registerRoleRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  const found = async (req: FastifyRequest, id: number): Promise<RoleRecord> => {
    const [role] = await rolesWithPermissions(db, [id]);
    if (!role) throw new ApiError(404, adminText(req.locale, 'roleNotFound', { id: String(id) }));
    return role;
  };
  const nameTaken = async (req: FastifyRequest, name: string, exceptId?: number) => {
    let q = db.selectFrom('roles').select('id').where('name', '=', name);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) {
      const msg = adminText(req.locale, 'roleNameTaken', { name });
      throw new ApiError(400, msg, [{ field: 'name', message: msg }]);
    }
  };

  // The list also feeds the role picker of user management, so user administrators may read it.
  app.get('/api/v1/role', adminAccess.rolesOrUsers, async (req) => {
    return ok(await listRoles(db, listWindow(req.query, req.locale, ROLE_SORTS, 'name')));
  });

  app.get('/api/v1/role/:id', adminAccess.readRoles, async (req) => {
    const id = idParam(req);
    return ok(await found(req, id));
  });

  app.post('/api/v1/role', adminAccess.writeRoles, async (req) => {
    const me = req.user!;
    const input = readRole(req, true);
    const perms = await resolvePermissions(db, input.permissions ?? [], 'permissions', req.locale);
    await nameTaken(req, input.name!);
    const id = await writeTransaction(db, async (trx) => {
      const { id } = await trx.insertInto('roles').values({ name: input.name!, description: input.description ?? null }).returning('id').executeTakeFirstOrThrow();
      if (perms.length) await trx.insertInto('role_permissions').values(perms.map((p) => ({ role_id: id, permission_id: p.id }))).execute();
      const [after] = await rolesWithPermissions(trx, [Number(id)]);
      await recordEvent(trx, { user: me, resource: 'role', recordId: Number(id), action: 'create', after: roleSnapshot(after) });
      return Number(id);
    });
    return ok(await found(req, id));
  });

  app.put('/api/v1/role/:id', adminAccess.writeRoles, async (req) => {
    const id = idParam(req);
    const me = req.user!;
    const input = readRole(req, false);
    const before = await found(req, id);
    const locale = req.locale;
    if (input.name !== undefined && input.name !== before.name) {
      if (SPEC_ROLE_NAMES.includes(before.name)) throw new ApiError(400, adminText(locale, 'specRole', { name: before.name }), [{ field: 'name', message: adminText(locale, 'specRole', { name: before.name }) }]);
      await nameTaken(req, input.name, id);
    }
    const perms = input.permissions === undefined ? undefined : await resolvePermissions(db, input.permissions, 'permissions', locale);
    await writeTransaction(db, async (trx) => {
      const set = { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}) };
      if (Object.keys(set).length) await trx.updateTable('roles').set(set).where('id', '=', id).execute();
      if (perms) {
        await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
        if (perms.length) await trx.insertInto('role_permissions').values(perms.map((p) => ({ role_id: id, permission_id: p.id }))).execute();
      }
      const [after] = await rolesWithPermissions(trx, [id]);
      await recordEvent(trx, { user: me, resource: 'role', recordId: id, action: 'update', before: roleSnapshot(before), after: roleSnapshot(after) });
    });
    return ok(await found(req, id));
  });

  app.delete('/api/v1/role/:id', adminAccess.writeRoles, async (req) => {
    const id = idParam(req);
    const me = req.user!;
    const locale = req.locale;
    const before = await found(req, id);
    if (SPEC_ROLE_NAMES.includes(before.name)) throw new ApiError(409, adminText(locale, 'specRole', { name: before.name }));
    const holders = await holdersOf(db, id);
    if (holders.length) throw new ApiError(409, adminText(locale, 'roleInUse', { name: before.name, users: holders.join(', ') }));
    await writeTransaction(db, async (trx) => {
      await trx.deleteFrom('roles').where('id', '=', id).execute();
      await recordEvent(trx, { user: me, resource: 'role', recordId: id, action: 'delete', before: roleSnapshot(before) });
    });
    return ok({ id });
  });
}
