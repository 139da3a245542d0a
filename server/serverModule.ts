// What a server module declares (its folder's index.ts default export), and the platform reads.
import type { Kysely } from 'kysely';
import type { FeatureMigration } from './db/featureMigration';
import type { DB } from './db/types';
import type { FeatureRegistrar } from './featureContext';
import type { DatasetCounter } from './system/datasetCounters';

/** Demo rows keyed by declaration name; a reference field holds the referenced record's natural key. */
export type DemoRows = Record<string, Record<string, unknown>[]>;

/**
 * One business module on the server: its routes beside the generic per-declaration ones, the
 * tables that are not declarations, and its demo data. Found by its folder
 * (`server/modules/<area>/<module>/index.ts`, default export); no central file names it.
 */
export interface ServerModule {
  /** `<area>/<module>`, as its folder (the same name as the browser side's module). */
  name: string;
  /** Modules whose tables this one's migrations read or whose demo rows its seed draws on: they come first. */
  after?: string[];
  /** Registers the module's routes; each checks the same access rule as its screen. */
  register?: FeatureRegistrar;
  /** Run once each, in order, after the platform's own tables; never edit a landed one. */
  migrations?: FeatureMigration[];
  /** Permission names its own routes check beyond its declarations' (the permission catalogue lists them). */
  permissions?: string[];
  /** Demo rows of declarations (its own, usually), seeded in the declarations' reference order. */
  demoRows?: DemoRows;
  /** The demo roles' grants of its permissions, by role name (`OP`, `Manager`, …). */
  demoGrants?: Record<string, string[]>;
  /** Demo rows a script writes, after every module's `demoRows`. */
  seed?: (db: Kysely<DB>) => Promise<void>;
  /** Counts of `GET /api/v1/counter/dataset` for the records the module has waiting (server/system/datasetCounters.ts). */
  counters?: DatasetCounter[];
}

export const defineServerModule = (module: ServerModule): ServerModule => module;
