// Every registered /api route, from the list the route-access hook keeps as each route is registered
// (server/http/routeAccess.ts), so hand-written features appear without being listed a second time.
// (Parsing `printRoutes`' tree text, as before, put methods on the wrong path where routes share a
// prefix: it documented POST /api/v1/material/{id}, which no route answers.)
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** OpenAPI style: /api/v1/bg/{id}. */
  path: string;
}

/** A Fastify path (`/a/:id`) in OpenAPI style (`/a/{id}`). */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const r of app.apiRoutes) {
    if (r.method === 'HEAD' || r.method === 'OPTIONS') continue;
    const route = { method: r.method, path: openApiPath(r.url) };
    seen.set(`${route.method} ${route.path}`, route);
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
