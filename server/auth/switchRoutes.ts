// GET /api/v1/auth/switch/{id} (switch-user): a new session acting as user {id}, remembering who
// switched. From a switched session, {id} = the original user switches back: the switched session
// ends and the original user's info is answered (the browser restores the token it kept).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SWITCH_USER_ACCESS } from '../../src/contract/userAccess';
import { allows } from '../../src/schema';
import { idParam } from '../http/requestParts';
import { recordEvent } from '../records/events';
import type { FeatureContext } from '../featureContext';
import { ApiError, ok } from '../http/errors';
import { access } from '../http/routeAccess';
import { loadUserInfo, type UserInfo } from './principal';
import { createSwitchedSession, revokeSessionById } from './sessions';
import { switchText } from './switchMessages';
import { writeTransaction } from '../db/retry';

export function registerSwitchRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;

  async function switchBack(req: FastifyRequest, me: UserInfo, original: NonNullable<UserInfo['original_user']>) {
    const session = req.authSession!;
    await writeTransaction(db, async (trx) => {
      await revokeSessionById(trx, session.id);
      await recordEvent(trx, { user: me, resource: 'user', recordId: me.id, action: 'switch_back', after: { switched_back_to: original.name } });
    });
    const user = await loadUserInfo(db, original.id);
    return ok({ user, switchedBack: true });
  }

  app.get('/api/v1/auth/switch/:id', access('signedIn'), async (req) => {
    const locale = req.locale;
    const me = req.user!;
    const id = idParam(req);
    if (me.original_user) {
      if (id === me.original_user.id) return switchBack(req, me, me.original_user);
      throw new ApiError(403, switchText(locale, 'alreadySwitched', { name: me.original_user.name }));
    }
    if (!allows(me, SWITCH_USER_ACCESS, 'read')) throw new ApiError(403, switchText(locale, 'forbidden'));
    if (id === me.id) throw new ApiError(403, switchText(locale, 'self'));
    const target = await db.selectFrom('users').select(['id', 'name', 'disabled']).where('id', '=', id).executeTakeFirst();
    if (!target) throw new ApiError(404, switchText(locale, 'notFound', { id: String(id) }));
    if (target.disabled) throw new ApiError(403, switchText(locale, 'disabled', { name: target.name }));
    const info = await loadUserInfo(db, id);
    if (!info || info.roles.length === 0) throw new ApiError(403, switchText(locale, 'notActivated', { name: target.name }));
    const token = await writeTransaction(db, async (trx) => {
      const t = await createSwitchedSession(trx, id, req.authSession!, ctx.config);
      await recordEvent(trx, { user: me, resource: 'user', recordId: id, action: 'switch', after: { switched_to: target.name } });
      return t;
    });
    return ok({ token, user: { ...info, original_user: { id: me.id, name: me.name, nick_name: me.nick_name } } });
  });
}
