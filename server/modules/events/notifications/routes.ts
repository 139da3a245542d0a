// The message centre (spec: GET/PUT /api/v1/notification, POST .../user|role/{id}, .../all).
// Reading and marking read: any signed-in user, own notifications only. Sending: send-notification.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule } from '../../../../src/schema';
import type { FeatureContext, FeatureRegistrar } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { parseId, parseMessage, parsePaging } from './input';
import { notifyText } from './messages';
import { deliver, everyone, listOwn, markAllRead, markOneRead, roleMembers, rolesWithMembers, unreadCount, userExists } from './queries';
import { access } from '../../../http/routeAccess';
import { swapCounts } from '../../distribute/swap/counts';

/** The sending screen's rule (routes.json /system/notifyManagement). */
export const SEND_NOTIFICATION_ACCESS: AccessRule = { permissions: ['send-notification'] };

function registerReadRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v1/notification', access('signedIn'), async (req) => {
    const me = req.user!;
    const paging = parsePaging(req);
    const { rows, total } = await listOwn(ctx.db, me.id, paging);
    const list = rows.map((r) => ({ ...r, read: r.read_at !== null }));
    return ok({ list, total, page: paging.page, size: paging.size, unreadCount: await unreadCount(ctx.db, me.id), swapCount: await swapCounts(ctx.db, me) });
  });

  app.put<{ Params: { id: string } }>('/api/v1/notification/:id', access('signedIn'), async (req) => {
    const me = req.user!;
    const id = parseId(req, req.params.id);
    // Someone else's notification answers like a missing one: ids of others are not revealed.
    if (!(await markOneRead(ctx.db, me.id, id))) throw new ApiError(404, notifyText(req.locale, 'notFound', { id: String(id) }));
    return ok({ id, unreadCount: await unreadCount(ctx.db, me.id) });
  });

  app.put('/api/v1/notification', access('signedIn'), async (req) => {
    const me = req.user!;
    const marked = await markAllRead(ctx.db, me.id);
    return ok({ marked, unreadCount: 0 });
  });
}

function registerSendRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const what = (req: FastifyRequest) => notifyText(req.locale, 'notifications');
  const send = access({ rule: SEND_NOTIFICATION_ACCESS, action: 'write', what });
  const sender = (req: FastifyRequest) => ({ me: req.user!, msg: parseMessage(req) });

  app.post<{ Params: { id: string } }>('/api/v1/notification/user/:id', send, async (req) => {
    const { me, msg } = sender(req);
    const id = parseId(req, req.params.id);
    if (!(await userExists(ctx.db, id))) throw new ApiError(404, notifyText(req.locale, 'userNotFound', { id: String(id) }));
    return ok({ recipients: await deliver(ctx.db, [id], { ...msg, audience: 'user', sent_by: me.name }) });
  });

  app.post<{ Params: { id: string } }>('/api/v1/notification/role/:id', send, async (req) => {
    const { me, msg } = sender(req);
    const id = parseId(req, req.params.id);
    const role = await roleMembers(ctx.db, id);
    if (!role) throw new ApiError(404, notifyText(req.locale, 'roleNotFound', { id: String(id) }));
    if (role.userIds.length === 0) throw new ApiError(400, notifyText(req.locale, 'noRecipients'));
    return ok({ recipients: await deliver(ctx.db, role.userIds, { ...msg, audience: `role:${role.name}`, sent_by: me.name }) });
  });

  // The sending screen's role choices: GET /api/v1/role needs role or user management, which a
  // sender need not have. Users come from GET /api/v2/common/user (any signed-in user).
  app.get('/api/v1/notification/targets/role', access({ rule: SEND_NOTIFICATION_ACCESS, action: 'read', what }), async () => {
    return ok({ list: await rolesWithMembers(ctx.db) });
  });

  app.post('/api/v1/notification/all', send, async (req) => {
    const { me, msg } = sender(req);
    return ok({ recipients: await deliver(ctx.db, await everyone(ctx.db), { ...msg, audience: 'all', sent_by: me.name }) });
  });
}

export const notificationsFeature: FeatureRegistrar = (app, ctx) => {
  registerReadRoutes(app, ctx);
  registerSendRoutes(app, ctx);
};
