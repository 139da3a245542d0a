// The user information page's own call (the rest it reads from GET /api/v1/user/{id} and /user/role/{id}):
//   GET /api/v1/user/info/{id} -> { id, last_sign_in_at, last_seen_at, live_sessions, organization: { assigned_at,
//       path: [company, department, team] } | null, activity: { list, total }, account_changes: { list, total } }
// Same rule as the screen (src/contract/userAccess.ts, routes.json's suggestion): admin-user.
// A bad id is a 400 naming id; an unknown one a 404.
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { idParam } from '../../../http/requestParts';
import { access } from '../../../http/routeAccess';
import { adminText } from '../admin/messages';
import { userInfoExtra } from './queries';
import { USER_INFO_ACCESS } from '../../../../src/contract/userAccess';

export const USER_INFO_BASE = '/api/v1/user/info';


export function registerUserInfoRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access({ rule: USER_INFO_ACCESS, action: 'read', what: (req) => adminText(req.locale, 'users') });
  app.get(`${USER_INFO_BASE}/:id`, read, async (req) => {
    const id = idParam(req);
    const user = await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw new ApiError(404, adminText(req.locale, 'userNotFound', { id: String(id) }));
    return ok(await userInfoExtra(ctx.db, id));
  });
}
