// Who may call the administration routes: the same rules as their screens (src/custom/*/access.ts).
import type { FastifyRequest } from 'fastify';
import { ROLE_MANAGEMENT_ACCESS } from '../../src/custom/roleManagement/access';
import { USER_MANAGEMENT_ACCESS } from '../../src/custom/userManagement/access';
import { allows } from '../../src/schema';
import { localeOf, requireAccess } from '../auth/guard';
import type { UserInfo } from '../auth/principal';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import type { FeatureContext } from '../features';
import { adminText } from './messages';

export function adminGuards(ctx: FeatureContext) {
  const users = (req: FastifyRequest) => adminText(localeOf(req), 'users');
  return {
    /** Signed in and allowed to read the user list. */
    async readUsers(req: FastifyRequest): Promise<UserInfo> {
      const me = await ctx.authenticate(req);
      requireAccess(req, USER_MANAGEMENT_ACCESS, 'read', users(req));
      return me;
    },
    async writeUsers(req: FastifyRequest): Promise<UserInfo> {
      const me = await ctx.authenticate(req);
      requireAccess(req, USER_MANAGEMENT_ACCESS, 'write', users(req));
      return me;
    },
    /** One's own account, or another's with the user-management read (or write) rule. */
    async selfOr(req: FastifyRequest, id: number, action: 'read' | 'write'): Promise<{ me: UserInfo; self: boolean }> {
      const me = await ctx.authenticate(req);
      if (me.id === id) return { me, self: true };
      if (!allows(me, USER_MANAGEMENT_ACCESS, action)) {
        const locale = localeOf(req);
        // Someone without user management learns only that they may see their own profile.
        const mayRead = allows(me, USER_MANAGEMENT_ACCESS, 'read');
        throw new ApiError(403, mayRead ? t(locale, 'forbiddenWrite', { what: users(req) }) : adminText(locale, 'ownProfileOfOthers'));
      }
      return { me, self: false };
    },
    /** Role management and the permission catalogue for roles: role OP. */
    async roles(req: FastifyRequest, action: 'read' | 'write'): Promise<UserInfo> {
      const me = await ctx.authenticate(req);
      requireAccess(req, ROLE_MANAGEMENT_ACCESS, action, adminText(localeOf(req), 'roles'));
      return me;
    },
    /** Role management, or user management (which assigns roles and permissions): the pickers' lists. */
    async rolesOrUsers(req: FastifyRequest): Promise<UserInfo> {
      const me = await ctx.authenticate(req);
      if (!allows(me, USER_MANAGEMENT_ACCESS, 'read') && !allows(me, ROLE_MANAGEMENT_ACCESS, 'read')) {
        requireAccess(req, ROLE_MANAGEMENT_ACCESS, 'read', adminText(localeOf(req), 'roles'));
      }
      return me;
    },
    /** Nobody disables, deletes or re-permissions themselves. */
    notSelf(req: FastifyRequest, me: UserInfo, id: number) {
      if (me.id === id) throw new ApiError(403, adminText(localeOf(req), 'notSelf'));
    },
  };
}

export type AdminGuards = ReturnType<typeof adminGuards>;
