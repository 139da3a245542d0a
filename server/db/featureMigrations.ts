// Tables of hand-written features (not declarations). Each migration runs once, in order, in one
// transaction, and is recorded by name in schema_migrations: never edit a landed one, add a new one.
export interface FeatureMigration {
  name: string;
  statements: string[];
}

export const featureMigrations: FeatureMigration[] = [];
