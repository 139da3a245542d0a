// Users: list with roles, one user, edit (own profile or, for administrators, someone's roles),
// disable (sessions end at once), delete, a user's roles, and the picker lookup.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bearerToken } from '../../../auth/guard';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { hashToken } from '../../../auth/sessions';
import { recordEvent } from '../../../records/events';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { adminAccess, adminGuards } from './guards';
import { adminText } from './messages';
import { bodyOf, idParam, listWindow } from '../../../http/requestParts';
import { rolesWithPermissions } from './roleQueries';
import { readUserChanges, type UserChanges } from './userInput';
import { getUser, listUsers, USER_SORTS, userSnapshot, type UserRecord } from './userQueries';
import { writeTransaction } from '../../../db/retry';

/** Ends every live session of a user, except (optionally) the caller's own. */
export async function revokeSessionsOf(db: Kysely<DB>, userId: number, keepToken?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepToken) q = q.where('token_hash', '<>', hashToken(keepToken));
  await q.execute();
}

export function registerUserRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  const guards = adminGuards(ctx);
  const notFound = (req: FastifyRequest, id: number) => new ApiError(404, adminText(req.locale, 'userNotFound', { id: String(id) }));
  const found = async (req: FastifyRequest, id: number): Promise<UserRecord> => {
    const user = await getUser(db, id);
    if (!user) throw notFound(req, id);
    return user;
  };

  app.get('/api/v1/user', adminAccess.readUsers, async (req) => {
    return ok(await listUsers(db, listWindow(req.query, req.locale, USER_SORTS, 'name')));
  });

  app.get('/api/v1/user/:id', adminAccess.selfOrUsers, async (req) => {
    const id = idParam(req);
    await guards.selfOr(req, id, 'read');
    return ok(await found(req, id));
  });

  app.get('/api/v1/user/role/:id', adminAccess.selfOrUsers, async (req) => {
    const id = idParam(req);
    await guards.selfOr(req, id, 'read');
    const user = await found(req, id);
    const list = await rolesWithPermissions(db, user.roles.map((r) => r.id));
    return ok({ list, total: list.length });
  });

  app.put('/api/v1/user/:id', adminAccess.selfOrUsers, async (req) => {
    const id = idParam(req);
    const locale = req.locale;
    const { me, self } = await guards.selfOr(req, id, 'write');
    const { changes, errors, forbidden } = readUserChanges(bodyOf(req), locale, self);
    if (forbidden.length) throw new ApiError(403, adminText(locale, 'ownProfileOnly', { fields: forbidden.join(', ') }));
    if (errors.length) throw new ApiError(400, errors.length === 1 ? errors[0].message : t(locale, 'invalid'), errors);
    const before = await found(req, id);
    await checkPassword(req, id, self, changes);
    await checkRoles(req, changes);
    await writeTransaction(db, async (trx) => {
      const set: Partial<Record<'nick_name' | 'email' | 'language' | 'password_hash', string | null>> = {};
      if (changes.nick_name !== undefined) set.nick_name = changes.nick_name;
      if (changes.email !== undefined) set.email = changes.email;
      if (changes.language !== undefined) set.language = changes.language;
      if (changes.password) set.password_hash = await hashPassword(changes.password);
      await trx.updateTable('users').set({ ...set, updated_at: new Date() }).where('id', '=', id).execute();
      if (changes.role_ids) {
        await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
        if (changes.role_ids.length) await trx.insertInto('user_roles').values(changes.role_ids.map((role_id) => ({ user_id: id, role_id }))).execute();
      }
      // A new password ends the other sessions of that account (the caller's own stays signed in).
      if (changes.password) await revokeSessionsOf(trx, id, self ? bearerToken(req) : undefined);
      const after = (await getUser(trx, id))!;
      const passwordNote = changes.password ? { password: 'changed' } : {};
      await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'update', before: userSnapshot(before), after: { ...userSnapshot(after), ...passwordNote } });
    });
    return ok(await found(req, id));
  });

  app.put('/api/v1/user/disable/:id', adminAccess.writeUsers, async (req) => {
    const id = idParam(req);
    const me = req.user!;
    guards.notSelf(req, me, id);
    const body = bodyOf(req);
    // `disabled: false` enables the account again; without a body the call disables, as its name says.
    const disabled = !(body.disabled === false || body.disabled === 'false');
    const before = await found(req, id);
    await writeTransaction(db, async (trx) => {
      await trx.updateTable('users').set({ disabled, updated_at: new Date() }).where('id', '=', id).execute();
      if (disabled) await revokeSessionsOf(trx, id);
      const after = (await getUser(trx, id))!;
      await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'update', before: userSnapshot(before), after: userSnapshot(after) });
    });
    return ok(await found(req, id));
  });

  app.delete('/api/v1/user/:id', adminAccess.writeUsers, async (req) => {
    const id = idParam(req);
    const me = req.user!;
    guards.notSelf(req, me, id);
    const body = bodyOf(req);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
    const before = await found(req, id);
    await writeTransaction(db, async (trx) => {
      await trx.deleteFrom('users').where('id', '=', id).execute();
      await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'delete', before: userSnapshot(before), reason });
    });
    return ok({ id });
  });

  async function checkPassword(req: FastifyRequest, id: number, self: boolean, changes: UserChanges) {
    if (!changes.password || !self) return;
    const locale = req.locale;
    if (!changes.current_password) throw new ApiError(400, adminText(locale, 'currentPasswordRequired'), [{ field: 'current_password', message: adminText(locale, 'currentPasswordRequired') }]);
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(changes.current_password, row.password_hash))) {
      throw new ApiError(400, adminText(locale, 'wrongCurrentPassword'), [{ field: 'current_password', message: adminText(locale, 'wrongCurrentPassword') }]);
    }
  }

  async function checkRoles(req: FastifyRequest, changes: UserChanges) {
    if (!changes.role_ids?.length) return;
    const rows = await db.selectFrom('roles').select('id').where('id', 'in', changes.role_ids).execute();
    const known = new Set(rows.map((r) => Number(r.id)));
    const missing = changes.role_ids.filter((r) => !known.has(r));
    if (missing.length) {
      const msg = adminText(req.locale, 'unknownRoles', { ids: missing.join(', ') });
      throw new ApiError(400, msg, [{ field: 'role_ids', message: msg }]);
    }
  }
}
