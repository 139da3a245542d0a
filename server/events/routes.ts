// The event log (spec: GET /api/v1/event, GET /api/v1/event/user). The whole log needs the event
// log screen's rule (user-event); one's own events need only a signed-in user.
import { EVENT_LOG_ACCESS } from '../../src/custom/eventLog/access';
import { localeOf, requireAccess } from '../auth/guard';
import type { FeatureRegistrar } from '../features';
import { ok } from '../http/errors';
import { parseEventQuery } from './input';
import { guardEvents } from './fieldRights';
import { listEvents } from './queries';

const eventsWord = (locale: string) => (locale === 'zh-CN' ? '事件日志' : 'the event log');

export const eventsFeature: FeatureRegistrar = (app, ctx) => {
  app.get('/api/v1/event', async (req) => {
    await ctx.authenticate(req);
    requireAccess(req, EVENT_LOG_ACCESS, 'read', eventsWord(localeOf(req)));
    const page = await listEvents(ctx.db, parseEventQuery(req));
    return ok({ ...page, list: guardEvents(page.list, ctx.resources, req) });
  });

  app.get('/api/v1/event/user', async (req) => {
    const me = await ctx.authenticate(req);
    const page = await listEvents(ctx.db, parseEventQuery(req, ['resource', 'record_id', 'action', 'from', 'to']), me.id);
    return ok({ ...page, list: guardEvents(page.list, ctx.resources, req) });
  });
};
