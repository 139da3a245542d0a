// GET /api/v1/counter/dataset (document 3, section 3): what waits for the caller, one field per
// workflow, contributed by the modules that have it (`counters` in server/serverModule.ts). A field
// is answered only to a caller allowed its screen, and only when a module counts it (so far the
// customer orders' binding review: co_binding_so_review_count); a workflow not built is absent.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DATASET_PATH, type DatasetField } from '../../src/contract/datasetCounters';
import { allows, type AccessRule } from '../../src/schema';
import type { UserInfo } from '../auth/principal';
import type { DB } from '../db/types';
import { ok } from '../http/errors';
import { access } from '../http/routeAccess';

export interface DatasetCounter {
  field: DatasetField;
  /** The rule of the screen the count leads to: other callers get no field at all. */
  access: AccessRule;
  /** Records waiting for this user, counted from the database on each call. */
  count: (db: Kysely<DB>, user: UserInfo) => Promise<number>;
}

export async function datasetCounts(db: Kysely<DB>, user: UserInfo, counters: readonly DatasetCounter[]): Promise<Partial<Record<DatasetField, number>>> {
  const out: Partial<Record<DatasetField, number>> = {};
  for (const counter of counters) {
    if (!allows(user, counter.access, 'read')) continue;
    out[counter.field] = (out[counter.field] ?? 0) + (await counter.count(db, user));
  }
  return out;
}

export function registerDatasetCounterRoute(app: FastifyInstance, db: Kysely<DB>, counters: readonly DatasetCounter[]) {
  app.get(DATASET_PATH, access('signedIn'), async (req) => ok(await datasetCounts(db, req.user!, counters)));
}
