// The real server over a real database (PGlite, or PostgreSQL with DATABASE_URL) with the
// sign-in settings a test needs; optionally listening, for flows that need real HTTP.
import { createServer } from 'node:net';
import { resources } from '../../../src/resources';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { openPGlite, openPostgres } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed';
import { PASSWORD, type Backend } from '../harness';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_auth_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** env: the environment the config is read from (OIDC_ISSUER, OIDC_DEV_PROVIDER ...); config: settings without a variable (mail timings). */
export async function startAuthServer(backend: Backend, env: Record<string, string>, opts: { listen?: boolean; config?: (c: ServerConfig) => ServerConfig } = {}) {
  const port = opts.listen ? await freePort() : 8080;
  const loaded: ServerConfig = { ...loadConfig({ PORT: String(port), ...env }), staticDir: '/nonexistent' };
  const config = opts.config ? opts.config(loaded) : loaded;
  let drop = async () => {};
  let database;
  if (backend === 'postgres') {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    database = await openPostgres(scratch.url);
  } else {
    database = await openPGlite('memory://');
  }
  await migrate(database.db, resources);
  await seedDemo(database.db, resources, PASSWORD);
  const app = await buildApp({ config, database });
  if (opts.listen) await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db: database.db,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export type AuthServer = Awaited<ReturnType<typeof startAuthServer>>;
