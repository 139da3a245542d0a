// Starts the product: migrates the database from the declarations, seeds a new embedded demo
// database (never in production unless SEED_DEMO asks), gives a production database without an
// administrator its first one, serves the built app and the API on one port.
import { mkdirSync } from 'node:fs';
import { resources } from '../src/resources/declarations';
import { buildApp, serverModules } from './app';
import { demoSeedPassword, loadConfig } from './config';
import { withMigrationLock } from './db/migrationLock';
import { openDatabase } from './db/connect';
import { describeMail } from './mail/transport';
import { DEMO_ACCOUNTS, ensureAdministrator, FIRST_LINK_TTL_MS } from './seed/accounts';
import { prepareDatabase } from './seed/prepare';
import { setBusinessTimeZone } from './time/businessDay';

async function main() {
  const config = loadConfig();
  setBusinessTimeZone(config.businessTimeZone);
  if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  // Demo accounts (password known to all) go only into a new embedded database outside production,
  // or where SEED_DEMO=true asks for them (in production only with a DEMO_PASSWORD of its own).
  const demoPassword = demoSeedPassword(config, database.kind);
  const { applied, seeded } = await prepareDatabase(database.db, resources, serverModules, demoPassword);
  if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
  const first = config.env === 'production' ? await withMigrationLock(database.db, (conn) => ensureAdministrator(conn, resources, serverModules, config.admin, config.publicUrl)) : undefined;
  const app = await buildApp({ config, database, logger: process.env.LOG_REQUESTS === 'true' });
  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nDistribution Admin is running at ${address}  (${config.env}, ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(describeMail(config.mail));
  if (seeded || (demoPassword !== undefined && database.kind === 'pglite')) {
    // A production demo password was chosen by whoever started it: never printed.
    const password = !seeded ? 'as set when the database was created' : config.env === 'production' ? 'the DEMO_PASSWORD given' : `"${config.demoPassword}"`;
    console.log(`Demo accounts (password ${password}): ${DEMO_ACCOUNTS.map((a) => a.name).join(', ')}`);
  }
  if (first?.link) {
    console.log(`\nFirst administrator "${first.name}" created without a password. Choose it once, within ${FIRST_LINK_TTL_MS / 3_600_000} hours, at:\n  ${first.link}\n`);
  } else if (first) console.log(`First administrator "${first.name}" created with ADMIN_PASSWORD.`);
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
