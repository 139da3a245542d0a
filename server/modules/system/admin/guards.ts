// Who may call the administration routes: the same rules as their screens (src/contract).
import type { FastifyRequest } from 'fastify';
import { ROLE_MANAGEMENT_ACCESS } from '../../../../src/contract/roleAccess';
import { USER_MANAGEMENT_ACCESS } from '../../../../src/contract/userAccess';
import { allows } from '../../../../src/schema';
import type { UserInfo } from '../../../auth/principal';
import { ApiError } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { t } from '../../../http/messages';
import type { FeatureContext } from '../../../featureContext';
import { adminText } from './messages';

const usersWord = (req: FastifyRequest) => adminText(req.locale, 'users');
const rolesWord = (req: FastifyRequest) => adminText(req.locale, 'roles');

/** Route options of the administration routes: the same rules as their screens. */
export const adminAccess = {
  readUsers: access({ rule: USER_MANAGEMENT_ACCESS, action: 'read', what: usersWord }),
  writeUsers: access({ rule: USER_MANAGEMENT_ACCESS, action: 'write', what: usersWord }),
  readRoles: access({ rule: ROLE_MANAGEMENT_ACCESS, action: 'read', what: rolesWord }),
  writeRoles: access({ rule: ROLE_MANAGEMENT_ACCESS, action: 'write', what: rolesWord }),
  /** Role management, or user management (which assigns roles and permissions): the pickers' lists. */
  rolesOrUsers: access({
    rule: {
      permissions: [...ROLE_MANAGEMENT_ACCESS.permissions, ...USER_MANAGEMENT_ACCESS.permissions],
      roles: [...(ROLE_MANAGEMENT_ACCESS.roles ?? []), ...(USER_MANAGEMENT_ACCESS.roles ?? [])],
    },
    action: 'read',
    what: rolesWord,
  }),
  /** One's own account, or another's with user management: the handler tells which (selfOr). */
  selfOrUsers: access('signedIn'),
};

export function adminGuards(ctx: FeatureContext) {
  const users = (req: FastifyRequest) => adminText(req.locale, 'users');
  return {
    /** One's own account, or another's with the user-management read (or write) rule. */
    async selfOr(req: FastifyRequest, id: number, action: 'read' | 'write'): Promise<{ me: UserInfo; self: boolean }> {
      const me = req.user ?? (await ctx.authenticate(req));
      if (me.id === id) return { me, self: true };
      if (!allows(me, USER_MANAGEMENT_ACCESS, action)) {
        const locale = req.locale;
        // Someone without user management learns only that they may see their own profile.
        const mayRead = allows(me, USER_MANAGEMENT_ACCESS, 'read');
        throw new ApiError(403, mayRead ? t(locale, 'forbiddenWrite', { what: users(req) }) : adminText(locale, 'ownProfileOfOthers'));
      }
      return { me, self: false };
    },
    /** Nobody disables, deletes or re-permissions themselves. */
    notSelf(req: FastifyRequest, me: UserInfo, id: number) {
      if (me.id === id) throw new ApiError(403, adminText(req.locale, 'notSelf'));
    },
  };
}

export type AdminGuards = ReturnType<typeof adminGuards>;
