// API doc tickets work on every replica: two servers over one database (two pools on PostgreSQL)
// agree on the signing secret, kept once in the database; with APP_SECRET it comes from the
// configuration instead, and servers sharing it agree without any row.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { openPostgres, type Database } from '../../../server/db/connect';
import { BACKENDS, PASSWORD, openSeededDatabase, type Backend } from '../harness';

/** A database with the demo data and `replicas` connections to it (one PGlite serves all its replicas). */
async function sharedDatabase(backend: Backend, replicas: number) {
  if (backend === 'pglite') {
    const { database } = await openSeededDatabase('pglite');
    return { connections: Array.from({ length: replicas }, () => database), close: () => database.close() };
  }
  const { database, url, drop } = await openSeededDatabase('postgres');
  const connections: Database[] = [database];
  for (let i = 1; i < replicas; i++) connections.push(await openPostgres(url!));
  return {
    connections,
    close: async () => {
      for (const c of connections) await c.close();
      await drop();
    },
  };
}

/** A server with its own copy of every server module, as another process would have. */
async function replica(database: Database, env: Record<string, string> = {}) {
  vi.resetModules();
  const { buildApp } = await import('../../../server/app');
  return buildApp({ config: { ...loadConfig(env), staticDir: '/nonexistent' }, database });
}

async function ticketFrom(app: FastifyInstance): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: PASSWORD } });
  const token = login.json().data.token as string;
  const res = await app.inject({ method: 'POST', url: '/api/v1/doc/ticket', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json().data.ticket as string;
}
const open = async (app: FastifyInstance, ticket: string) => (await app.inject({ method: 'GET', url: `/api/v1/openapi.json?ticket=${encodeURIComponent(ticket)}` })).statusCode;

describe.each(BACKENDS)('API doc tickets across replicas on %s', (backend) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    shared = await sharedDatabase(backend, 2);
    apps = [await replica(shared.connections[0]), await replica(shared.connections[1])];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await shared?.close();
  });

  it('accepts on one replica a ticket issued by the other, both ways, even when both made the secret at once', async () => {
    // Both replicas need the secret for the first time together: one row wins, both read it.
    const [a, b] = await Promise.all([ticketFrom(apps[0]), ticketFrom(apps[1])]);
    expect(await open(apps[1], a)).toBe(200);
    expect(await open(apps[0], b)).toBe(200);
    const rows = await shared.connections[0].db.selectFrom('shared_secrets').select('name').execute();
    expect(rows).toEqual([{ name: 'api-doc-ticket' }]);
  });

  it('still refuses a forged ticket on either replica', async () => {
    const [user, expires, signature] = (await ticketFrom(apps[0])).split('.');
    expect(await open(apps[1], `${user}.${Number(expires) + 1}.${signature}`)).toBe(401);
  });
});

describe('API doc tickets with APP_SECRET', () => {
  const secret = 'x'.repeat(16) + 'a-long-enough-secret';
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    shared = await sharedDatabase('pglite', 1);
    const database = shared.connections[0];
    apps = [await replica(database, { APP_SECRET: secret }), await replica(database, { APP_SECRET: secret }), await replica(database)];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await shared?.close();
  });

  it('are signed with the configured secret, which takes precedence over the database', async () => {
    const ticket = await ticketFrom(apps[0]);
    expect(await open(apps[1], ticket)).toBe(200);
    // Nothing was kept in the database: a replica without APP_SECRET makes its own there, and refuses the ticket.
    expect(await shared.connections[0].db.selectFrom('shared_secrets').select('name').execute()).toEqual([]);
    expect(await open(apps[2], ticket)).toBe(401);
  });
});
