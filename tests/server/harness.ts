// A real server in process over a real database: embedded PGlite always, and PostgreSQL too
// when DATABASE_URL is set (each run gets a scratch database, dropped afterwards).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { resources } from '../../src/resources';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openPGlite, openPostgres, type Database } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
export const PASSWORD = 'test-pass';

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

/** An empty database of its own on the DATABASE_URL server, and how to drop it. */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** `overrides` changes the configuration (e.g. CORS origins, a static folder) for this server only. */
export async function startTestServer(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  let drop = async () => {};
  let database: Database;
  if (backend === 'postgres') {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    database = await openPostgres(scratch.url);
  } else {
    database = await openPGlite('memory://');
  }
  await migrate(database.db, resources);
  await seedDemo(database.db, resources, PASSWORD);
  const config = { ...loadConfig({}), staticDir: '/nonexistent', version: '1.2.3', ...overrides };
  const app = await buildApp({ config, database });
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
