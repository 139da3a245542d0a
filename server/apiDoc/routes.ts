// API documentation: GET /api/v1/openapi.json and the readable GET /doc, only with api-doc.
// The browser first asks POST /api/v1/doc/ticket (bearer) and opens /doc?ticket=… in a new window.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, type AccessRule } from '../../src/schema';
import { requireAccess } from '../auth/guard';
import { loadUserInfo } from '../auth/principal';
import type { FeatureContext, FeatureRegistrar } from '../featureContext';
import { ApiError, ok } from '../http/errors';
import { access } from '../http/routeAccess';
import { t } from '../http/messages';
import { withPagePolicy } from '../http/securityHeaders';
import { DOC_PAGE_POLICY, renderDocHtml, renderDocRefusal } from './html';
import { buildOpenApi } from './openapi';
import { registeredRoutes } from './routeList';
import { sharedSecret } from '../auth/sharedSecret';
import { makeTickets, TICKET_TTL_MS } from './ticket';

/** The user menu's API DOC rule (spec: only with api-doc). */
export const API_DOC_ACCESS: AccessRule = { permissions: ['api-doc'] };
const WHAT = 'API documentation';

type Tickets = ReturnType<typeof makeTickets>;

/** Bearer token, or a doc ticket in the query; then the api-doc check. */
async function authorise(req: FastifyRequest, ctx: FeatureContext, tickets: Tickets): Promise<string | undefined> {
  const ticket = (req.query as { ticket?: string } | undefined)?.ticket;
  if (ticket === undefined || req.headers.authorization) {
    await ctx.authenticate(req);
    requireAccess(req, API_DOC_ACCESS, 'read', WHAT);
    return undefined;
  }
  const userId = typeof ticket === 'string' ? await tickets.read(ticket) : undefined;
  const user = userId === undefined ? undefined : await loadUserInfo(ctx.db, userId);
  if (!user) throw new ApiError(401, t(req.locale, 'tokenExpired'));
  if (!allows(user, API_DOC_ACCESS, 'read')) throw new ApiError(403, t(req.locale, 'forbiddenRead', { what: WHAT }));
  return ticket;
}

function registerDocRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const tickets = makeTickets(sharedSecret(ctx.db, 'api-doc-ticket', ctx.config.appSecret));
  const document = () => buildOpenApi(ctx.resources, registeredRoutes(app), ctx.config.version);

  app.post('/api/v1/doc/ticket', access({ rule: API_DOC_ACCESS, action: 'read', what: () => WHAT }), async (req) => {
    const me = req.user!;
    const ticket = await tickets.issue(me.id);
    return ok({ ticket, url: `/doc?ticket=${encodeURIComponent(ticket)}`, expiresIn: TICKET_TTL_MS / 1000 });
  });

  // A session or a doc ticket (the doc page cannot send a bearer token).
  app.get('/api/v1/openapi.json', access('handler'), async (req) => {
    await authorise(req, ctx, tickets);
    return document();
  });

  app.get('/doc', { onRequest: withPagePolicy(DOC_PAGE_POLICY) }, async (req, reply) => {
    try {
      const ticket = await authorise(req, ctx, tickets);
      const jsonHref = ticket ? `/api/v1/openapi.json?ticket=${encodeURIComponent(ticket)}` : '/api/v1/openapi.json';
      return reply.type('text/html; charset=utf-8').send(renderDocHtml(document(), jsonHref));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return reply.status(err.status).type('text/html; charset=utf-8').send(renderDocRefusal(err.status, err.message));
    }
  });
}

export const apiDocFeature: FeatureRegistrar = (app, ctx) => registerDocRoutes(app, ctx);
