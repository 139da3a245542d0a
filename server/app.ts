// The Fastify app factory: tests build it in process, main.ts listens with it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { resources as allResources } from '../src/resources/declarations';
import { type ResourceDeclaration, tableName, wordIn } from '../src/schema';
import { installLocale, makeAuthenticate } from './auth/guard';
import { registerAuthRoutes } from './auth/routes';
import type { ServerConfig } from './config';
import { registerCommandRoutes } from './records/commands';
import { registerTransitionRoutes } from './records/transitions';
import { registerCrudRoutes } from './records/routes';
import { registerLineRoutes } from './records/lines';
import type { Database } from './db/connect';
import { declarationsOf } from './declarationLookup';
import { featuresOf } from './features';
import { corsOptions } from './http/cors';
import { installErrorHandler, sendError } from './http/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { staticOptions } from './http/staticFiles';
import { installMultipartRules } from './http/multipartRoutes';
import { newRequestId } from './http/errorLog';
import { installDepthGuard } from './http/depthGuard';
import { installNulGuard } from './http/nulGuard';
import { installClosingAnswer } from './http/closing';
import { installRouteAccess } from './http/routeAccess';
import { registerImportExportRoutes } from './importExport/routes';
import { registerInfoRoutes } from './system/info';
import { registerFrontendLogRoute } from './system/frontendLog';
import { registerSystemInfoRoutes } from './system/systemInfo';
import { registerDatasetCounterRoute } from './system/datasetCounters';
import { foundModules } from './modules';
import { orderModules } from './moduleOrder';
import type { ServerModule } from './serverModule';

/**
 * The server's modules, found by folder and ordered once (server/moduleOrder.ts). This is the one
 * place that reads the module index: features, migrations, the seed and the counters are handed it.
 */
export const serverModules: ServerModule[] = orderModules(foundModules);

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  resources?: ResourceDeclaration[];
  modules?: ServerModule[];
  logger?: boolean;
}

export const BODY_LIMIT = 2 * 1024 * 1024;
export const FILE_LIMIT = 20 * 1024 * 1024;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const resources = opts.resources ?? allResources;
  const modules = opts.modules ?? serverModules;
  const app = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.authorization', 'body.password'] } : false,
    bodyLimit: BODY_LIMIT,
    genReqId: newRequestId,
    // Our ids are numbers in paths; anything else is answered by the routes themselves.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    // Closing answers 503 with Retry-After (installClosingAnswer), not Fastify's bare 503 the client reads as "sign out".
    return503OnClosing: false,
  });
  // Every route reads the served declarations from the instance (reference titles' targets).
  app.decorate('declarations', declarationsOf(resources));
  installLocale(app);
  installErrorHandler(app);
  installClosingAnswer(app);
  installSecurityHeaders(app, config);
  // Bounds on every JSON body before any route reads it: nesting first (other walks may recurse), then NUL.
  installDepthGuard(app);
  installNulGuard(app);
  // JSON and multipart only: plain text would reach a route as a string and read as an empty record.
  app.removeContentTypeParser('text/plain');
  // A build served from another origin (API_ORIGIN pointing here) needs these origins allowed.
  if (config.corsOrigins.length) await app.register(cors, corsOptions(config.corsOrigins));
  // Multipart bodies are read only by routes that take them, after their access check, as they
  // stream in (server/http/multipartRoutes.ts); the plugin itself buffers nothing.
  await app.register(multipart);
  // The caller's access first (before any body is read), then what the body may be.
  const authenticate = makeAuthenticate(database.db, config);
  installRouteAccess(app, authenticate, database.db);
  installMultipartRules(app, { formBytes: BODY_LIMIT, fileBytes: FILE_LIMIT });

  registerInfoRoutes(app, config);
  registerAuthRoutes(app, database.db, config, authenticate);
  registerSystemInfoRoutes(app, config);
  registerFrontendLogRoute(app, database.db);
  registerDatasetCounterRoute(app, database.db, modules.flatMap((m) => m.counters ?? []));

  const byTable = new Map(resources.map((r) => [tableName(r), r]));
  const labelOfTable = (table: string, req: FastifyRequest) => {
    const decl = byTable.get(table);
    if (!decl) return table;
    return wordIn(decl.label, req.locale);
  };
  for (const decl of resources) {
    registerCrudRoutes(app, decl, { db: database.db, authenticate, labelOfTable });
    registerCommandRoutes(app, decl, { db: database.db, authenticate, labelOfTable });
    registerTransitionRoutes(app, decl, { db: database.db, authenticate, labelOfTable });
    registerLineRoutes(app, decl, { db: database.db, authenticate, labelOfTable });
    registerImportExportRoutes(app, decl, { db: database.db, authenticate, labelOfTable, resources });
  }
  for (const register of featuresOf(modules)) await register(app, { db: database.db, config, resources, authenticate, labelOfTable });

  const staticDir = resolve(config.staticDir);
  const hasApp = existsSync(resolve(staticDir, 'index.html'));
  if (hasApp) await app.register(fastifyStatic, staticOptions(staticDir));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    // The app uses history routing: any non-API path that is not a file is the app itself.
    if (hasApp && req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return sendError(reply, 404, `No such route: ${req.method} ${path}`);
  });
  return app;
}
