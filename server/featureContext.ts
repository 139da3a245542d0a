// What a server feature (a module's routes, or a platform service) is given when it registers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../src/schema';
import type { UserInfo } from './auth/principal';
import type { ServerConfig } from './config';
import type { DB } from './db/types';

export interface FeatureContext {
  db: Kysely<DB>;
  config: ServerConfig;
  resources: ResourceDeclaration[];
  /** Resolves the bearer token to the signed-in user (401/403 otherwise) and sets req.user. */
  authenticate: (req: FastifyRequest) => Promise<UserInfo>;
  labelOfTable: (table: string, req: FastifyRequest) => string;
}

export type FeatureRegistrar = (app: FastifyInstance, ctx: FeatureContext) => void | Promise<void>;
