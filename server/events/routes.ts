// The event log (spec: GET /api/v1/event, GET /api/v1/event/user). The whole log needs the event
// log screen's rule (user-event); one's own events need only a signed-in user.
import { EVENT_LOG_ACCESS } from '../../src/contract/eventLogAccess';
import type { FeatureRegistrar } from '../featureContext';
import { ok } from '../http/errors';
import { access } from '../http/routeAccess';
import { parseEventQuery } from './input';
import { guardEvents } from './fieldRights';
import { listEvents } from './queries';
import { titleEventReferences } from './titles';

const eventsWord = (locale: string) => (locale === 'zh-CN' ? '事件日志' : 'the event log');

export const eventsFeature: FeatureRegistrar = (app, ctx) => {
  app.get('/api/v1/event', access({ rule: EVENT_LOG_ACCESS, action: 'read', what: (req) => eventsWord(req.locale) }), async (req) => {
    const page = await listEvents(ctx.db, parseEventQuery(req));
    return ok({ ...page, list: await titleEventReferences(ctx.db, guardEvents(page.list, ctx.resources, req), ctx.resources) });
  });

  app.get('/api/v1/event/user', access('signedIn'), async (req) => {
    const me = req.user!;
    const page = await listEvents(ctx.db, parseEventQuery(req, ['resource', 'record_id', 'action', 'from', 'to']), me.id);
    return ok({ ...page, list: await titleEventReferences(ctx.db, guardEvents(page.list, ctx.resources, req), ctx.resources) });
  });
};
