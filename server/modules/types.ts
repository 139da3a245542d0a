import type { Kysely } from 'kysely';
import type { FeatureMigration } from '../db/featureMigration';
import type { DB } from '../db/types';
import type { FeatureRegistrar } from '../featureContext';
import type { DatasetCounter } from '../system/datasetCounters';

/**
 * One business module on the server: its routes beside the generic per-declaration ones, the
 * tables that are not declarations, and its demo rows. Listed in server/modules/index.ts.
 */
export interface ServerModule {
  /** `<area>/<module>`, as its folder (the same name as the browser side's module). */
  name: string;
  /** Registers the module's routes; each checks the same access rule as its screen. */
  register?: FeatureRegistrar;
  /** Run once each, in order, after the platform's own tables; never edit a landed one. */
  migrations?: FeatureMigration[];
  /** Demo rows for a new embedded database, after the declared resources' rows. */
  seed?: (db: Kysely<DB>) => Promise<void>;
  /** Counts of `GET /api/v1/counter/dataset` for the records the module has waiting (server/system/datasetCounters.ts). */
  counters?: DatasetCounter[];
}

export const defineServerModule = (module: ServerModule): ServerModule => module;
