// A scratch PostgreSQL database with the demo data, the app over it, and an admin token.
import { resources } from '../../src/resources/declarations';
import { buildApp, serverModules } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { scratchDatabase } from '../lib/scratchDb';

export async function benchServer() {
  const scratch = await scratchDatabase({ postgresOnly: true });
  await migrate(scratch.database.db, resources, serverModules);
  await seedDemo(scratch.database.db, resources, serverModules, 'bench');
  const app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database: scratch.database });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'bench' } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as unknown;
  };
  const send = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const res = await app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as unknown;
  };
  const close = async () => {
    await app.close();
    await scratch.drop();
  };
  return { db: scratch.database.db, get, send, close };
}
