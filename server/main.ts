// Starts the product: migrates the database from the declarations, seeds a new embedded demo
// database, serves the built app and the API on one port.
import { mkdirSync } from 'node:fs';
import { resources } from '../src/resources/declarations';
import { buildApp, serverModules } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { describeMail } from './mail/transport';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { prepareDatabase } from './seed/prepare';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  // Demo accounts go only into a new embedded database (or PostgreSQL when SEED_DEMO=true asks for it).
  const wantsDemo = database.kind === 'pglite' || process.env.SEED_DEMO === 'true';
  const { applied, seeded } = await prepareDatabase(database.db, resources, serverModules, wantsDemo ? config.demoPassword : undefined);
  if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
  const app = await buildApp({ config, database, logger: process.env.LOG_REQUESTS === 'true' });
  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nDistribution Admin is running at ${address}  (${config.env}, ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(describeMail(config.mail));
  if (seeded || database.kind === 'pglite') {
    console.log(`Demo accounts (password "${seeded ? config.demoPassword : 'as set when the database was created'}"): ${DEMO_ACCOUNTS.map((a) => a.name).join(', ')}`);
  }
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
