// Secrets every replica must agree on (e.g. the signature of API doc tickets): derived from
// APP_SECRET when it is set, else a random value created once in the database. Creation cannot race:
// every replica inserts its own candidate with ON CONFLICT DO NOTHING, then all read the one that won.
import { createHmac, randomBytes } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { FeatureMigration } from '../db/featureMigration';

declare module '../db/types' {
  interface DB {
    shared_secrets: { name: string; value: string; created_at: ColumnType<Date, Date | string | undefined, Date | string> };
  }
}

export const sharedSecretsMigration: FeatureMigration = {
  name: 'shared-secrets-v1',
  statements: [`create table shared_secrets (name text primary key, value text not null, created_at timestamptz not null default now())`],
};

/** The secret for `purpose`, read once per process (the database is asked again only after a failure). */
export function sharedSecret(db: Kysely<DB>, purpose: string, appSecret: string | undefined): () => Promise<Buffer> {
  let loaded: Promise<Buffer> | undefined;
  const load = async () => {
    // One configured secret serves every purpose: each gets its own key derived from it.
    if (appSecret) return createHmac('sha256', appSecret).update(`shared-secret:${purpose}`).digest();
    await db
      .insertInto('shared_secrets')
      .values({ name: purpose, value: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('shared_secrets').select('value').where('name', '=', purpose).executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64');
  };
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
