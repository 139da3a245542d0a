import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { access } from '../http/routeAccess';

/** The header's friendly links (EDI site, ticket system); each is set per environment or left out. */
export interface FriendlyLinks {
  ediUrl?: string;
  ticketUrl?: string;
}

/** Only http(s) addresses: the browser opens these in a new window. */
function webAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function friendlyLinksFromEnv(env: NodeJS.ProcessEnv = process.env): FriendlyLinks {
  return { ediUrl: webAddress(env.EDI_URL), ticketUrl: webAddress(env.TICKET_URL) };
}

/** Single sign-on settings for the browser (public values only; no client secret). */
function ssoRuntime({ oidc }: ServerConfig) {
  const sso = oidc.issuer && !oidc.skip ? { issuer: oidc.issuer, clientId: oidc.clientId, scope: oidc.scope } : undefined;
  return { ...(sso ? { sso } : {}), ssoSkip: oidc.skip };
}

/** Public: the browser's version check and environment bar read it before sign-in. */
export function registerInfoRoutes(app: FastifyInstance, config: ServerConfig, links: FriendlyLinks = friendlyLinksFromEnv()) {
  app.get('/api/v1/info', access('public'), async () => ({
    code: 0,
    message: 'Success',
    version: config.version,
    environment: config.env,
    data: { version: config.version, environment: config.env },
  }));

  // Run-time configuration for the browser: one build can be pointed at another API origin.
  app.get('/config.js', async (_req, reply) => {
    // businessTimeZone: the zone whose calendar day is "today" in route date segments (BUSINESS_TZ).
    const runtime = { apiOrigin: config.apiOrigin, environment: config.env, version: config.version, businessTimeZone: config.businessTimeZone, ...links, ...ssoRuntime(config) };
    const body = `window.__APP_CONFIG__ = ${JSON.stringify(runtime)};\n`;
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
