// The real server over a real database (PGlite, or PostgreSQL with DATABASE_URL) with the
// sign-in settings a test needs; optionally listening, for flows that need real HTTP.
import { createServer } from 'node:net';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { openSeededDatabase, type Backend } from '../harness';

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

/** env: the environment the config is read from (OIDC_ISSUER, OIDC_DEV_PROVIDER ...); config: settings without a variable (mail timings). */
export async function startAuthServer(backend: Backend, env: Record<string, string>, opts: { listen?: boolean; config?: (c: ServerConfig) => ServerConfig } = {}) {
  const port = opts.listen ? await freePort() : 8080;
  const loaded: ServerConfig = { ...loadConfig({ PORT: String(port), ...env }), staticDir: '/nonexistent' };
  const config = opts.config ? opts.config(loaded) : loaded;
  const { database, drop } = await openSeededDatabase(backend);
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
