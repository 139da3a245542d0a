// Tables of hand-written features (not declarations): the platform's own, then each module's
// (in the order server/app.ts hands them over). Each migration runs once, in order, in one transaction, and is
// recorded by name in schema_migrations: never edit a landed one, add a new one.
import { authMigration } from '../auth/authTables';
import { rightsStampMigration } from '../auth/rightsStamp';
import { sharedSecretsMigration } from '../auth/sharedSecret';
import { switchMigration } from '../auth/switchTables';
import { eventsJsonMigration } from '../events/tables';
import { fieldRightGuardsMigration, fieldRightsMigration } from '../fields/tables';
import { mailMigration } from '../mail/tables';
import type { ServerModule } from '../serverModule';
import { snapshotsMigration } from '../snapshots/tables';
import type { FeatureMigration } from './featureMigration';

export type { FeatureMigration } from './featureMigration';

const platformMigrations: FeatureMigration[] = [authMigration, switchMigration, fieldRightsMigration, mailMigration, sharedSecretsMigration, fieldRightGuardsMigration, snapshotsMigration, rightsStampMigration, eventsJsonMigration];

export const featureMigrations = (modules: ServerModule[]): FeatureMigration[] => [...platformMigrations, ...modules.flatMap((m) => m.migrations ?? [])];
