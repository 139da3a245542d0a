// Hand-written server features beside the generic per-declaration routes (lookups, master-data
// actions, administration, notifications, ...). Each feature module exports one registrar; add it
// to the list below. Routes of a feature must check the same access rule as its screen.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDeclaration } from '../src/schema';
import { authFeature } from './auth/authFeature';
import type { UserInfo } from './auth/principal';
import type { ServerConfig } from './config';
import type { DB } from './db/types';
import { registerAdmin } from './admin';
import { masterFeature } from './master';
import { notificationsFeature } from './notifications/routes';
import { apiDocFeature } from './apiDoc/routes';
import { eventsFeature } from './events/routes';
import { fieldRightsFeature } from './fields/routes';
import { mailFeature } from './mail/mailFeature';

export interface FeatureContext {
  db: Kysely<DB>;
  config: ServerConfig;
  resources: ResourceDeclaration[];
  /** Resolves the bearer token to the signed-in user (401/403 otherwise) and sets req.user. */
  authenticate: (req: FastifyRequest) => Promise<UserInfo>;
  labelOfTable: (table: string, req: FastifyRequest) => string;
}

export type FeatureRegistrar = (app: FastifyInstance, ctx: FeatureContext) => void | Promise<void>;

export const features: FeatureRegistrar[] = [registerAdmin, masterFeature, authFeature, notificationsFeature, apiDocFeature, eventsFeature, fieldRightsFeature, mailFeature];
