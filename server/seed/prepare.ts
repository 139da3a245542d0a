// What a start does to the database before serving: migrate, then seed demo data into an empty one.
// Both under the migration lock, so replicas starting together neither race on the schema nor seed
// twice: the second waits, then finds the schema current and the users there.
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../src/schema';
import { migrate } from '../db/migrate';
import { withMigrationLock } from '../db/migrationLock';
import type { DB } from '../db/types';
import type { ServerModule } from '../serverModule';
import { isEmpty, seedDemo } from './index';

/** `demoPassword` set: seed demo data when the database has no users yet. */
export function prepareDatabase(db: Kysely<DB>, resources: ResourceDeclaration[], modules: ServerModule[], demoPassword?: string): Promise<{ applied: string[]; seeded: boolean }> {
  return withMigrationLock(db, async (conn) => {
    const applied = await migrate(conn, resources, modules);
    if (demoPassword === undefined || !(await isEmpty(conn))) return { applied, seeded: false };
    await seedDemo(conn, resources, modules, demoPassword);
    return { applied, seeded: true };
  });
}
