// A real server in process over a real database: embedded PGlite always, and PostgreSQL too
// when DATABASE_URL is set (each run gets a scratch database, dropped afterwards).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { resources as moduleResources } from '../../src/resources/declarations';
import type { ResourceDeclaration } from '../../src/schema';
import { buildApp, serverModules } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openPGlite, openPostgres, type Database } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import type { ServerModule } from '../../server/serverModule';
import { seedDemo } from '../../server/seed';
import { pgliteSnapshot, SEED_PASSWORD } from '../setup/seededSnapshot';
import { adminQuery, databaseUrl } from '../shared/postgres';

export type Backend = 'pglite' | 'postgres';
/**
 * Both engines, for the platform's own SQL (migrations, the generic list and writes, lines, scopes):
 * what the declarations generate must behave the same on the embedded and the production database.
 */
export const EVERY_BACKEND: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/**
 * One engine for a module's own rules, proven once: production's PostgreSQL when DATABASE_URL is set
 * (about three times faster than the embedded engine), else the embedded one. The app tests and the
 * browser tests, which open every screen, run on the embedded engine.
 */
export const TEST_BACKEND: Backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
export const BACKENDS: Backend[] = [TEST_BACKEND];
export const PASSWORD = SEED_PASSWORD;

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Signs in a demo account and returns its bearer token. */
  login(name: string): Promise<string>;
  call(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: Record<string, unknown> & { code: number; message: string; data?: unknown } }>;
  /** Rows in a table, read straight from the database. */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

/** An empty database of its own on the DATABASE_URL server (or a copy of `template`), and how to drop it. */
export async function scratchPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A migrated database with the demo data, of its own. The run's seeded snapshot serves the modules'
 * own declarations (a copy, not a fresh seed); test-only `extraResources` or `extraModules` migrate
 * and seed afresh.
 */
export async function openSeededDatabase(
  backend: Backend,
  extraResources: ResourceDeclaration[] = [],
  extraModules: ServerModule[] = [],
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const resources = [...moduleResources, ...extraResources];
  const modules = [...serverModules, ...extraModules];
  const snapshot = extraResources.length === 0 && extraModules.length === 0 ? inject('seededSnapshot') : undefined;
  let drop = async () => {};
  let url: string | undefined;
  let database: Database;
  let seeded: boolean;
  if (backend === 'postgres') {
    const scratch = await scratchPostgres(snapshot?.postgresTemplate);
    ({ drop, url } = scratch);
    database = await openPostgres(scratch.url);
    seeded = Boolean(snapshot?.postgresTemplate);
  } else {
    const dump = pgliteSnapshot(snapshot?.pgliteFile);
    database = await openPGlite('memory://', dump);
    seeded = Boolean(dump);
  }
  if (!seeded) {
    await migrate(database.db, resources, modules);
    await seedDemo(database.db, resources, modules, PASSWORD);
  }
  return { database, url, drop };
}

/**
 * `overrides` changes the configuration (e.g. CORS origins, a static folder) for this server only;
 * `extraResources` are test-only declarations served beside the modules' (tables, routes, permissions),
 * `extraModules` test-only server modules after the found ones (routes, tables, demo data).
 */
export async function startTestServer(
  backend: Backend,
  overrides: Partial<ServerConfig> = {},
  extraResources: ResourceDeclaration[] = [],
  extraModules: ServerModule[] = [],
): Promise<TestServer> {
  const resources = [...moduleResources, ...extraResources];
  const { database, drop } = await openSeededDatabase(backend, extraResources, extraModules);
  const config = { ...loadConfig({}), staticDir: '/nonexistent', version: '1.2.3', ...overrides };
  const app = await buildApp({ config, database, resources, modules: [...serverModules, ...extraModules] });
  const tokens = new Map<string, string>();

  const call: TestServer['call'] = async ({ token, headers, ...opts }) => {
    const res = await app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    let body: Record<string, unknown> = {};
    try {
      body = res.json();
    } catch {
      body = { raw: res.body };
    }
    return { status: res.statusCode, body: body as never };
  };

  return {
    app,
    database,
    call,
    async login(name) {
      const hit = tokens.get(name);
      if (hit) return hit;
      const res = await call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: name, password: PASSWORD } });
      if (res.status !== 200) throw new Error(`login ${name}: ${res.status} ${res.body.message}`);
      const token = (res.body.data as { token: string }).token;
      tokens.set(name, token);
      return token;
    },
    async count(table) {
      const res = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db);
      return Number(res.rows[0].n);
    },
    async close() {
      // Browser-side tests leave keep-alive connections open; close them rather than wait.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      await drop();
    },
  };
}
