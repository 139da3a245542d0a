// Tables of hand-written features (not declarations). Each migration runs once, in order, in one
// transaction, and is recorded by name in schema_migrations: never edit a landed one, add a new one.
import { authMigration } from '../auth/authTables';
import { masterMigrations } from '../master/tables';
import { notificationMigration } from '../notifications/tables';
import { fieldRightsMigration } from '../fields/tables';
import { switchMigration } from '../auth/switchTables';
import { mailMigration } from '../mail/tables';
import { sharedSecretsMigration } from '../auth/sharedSecret';

export interface FeatureMigration {
  name: string;
  statements: string[];
}

export const featureMigrations: FeatureMigration[] = [...masterMigrations, authMigration, notificationMigration, switchMigration, fieldRightsMigration, mailMigration, sharedSecretsMigration];
