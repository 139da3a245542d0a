// A hot read run as a named prepared statement (the `/* name:… */` comment of server/db/connect.ts):
// PostgreSQL parses and plans it once per pooled connection, then only binds and runs it. The name
// carries a hash of the text, so each distinct text (a list's combination of filters) has its own
// and a name never comes with two texts. On PGlite the comment is only a comment.
import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './types';

export async function preparedRows<R>(db: Kysely<DB>, label: string, query: RawBuilder<R>): Promise<R[]> {
  const { sql: text, parameters } = query.compile(db);
  const name = `${label}-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return (await db.executeQuery<R>(CompiledQuery.raw(`/* name:${name} */ ${text}`, [...parameters]))).rows;
}
