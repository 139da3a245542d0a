// Configuration comes from the environment only, so one build runs in every environment.

export type AppEnv = 'development' | 'staging' | 'uat' | 'production';
const ENVS: AppEnv[] = ['development', 'staging', 'uat', 'production'];

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  env: AppEnv;
  demoPassword: string;
  /** Origin the browser should call; empty means the same origin that served the app. */
  apiOrigin: string;
  /** Browser origins allowed to call this API from elsewhere (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** Folder of the built browser app, served on the same port. */
  staticDir: string;
  version: string;
  /** Idle and absolute session lifetimes in milliseconds. */
  sessionIdleMs: number;
  sessionMaxMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appEnv = (env.APP_ENV ?? 'development') as AppEnv;
  if (!ENVS.includes(appEnv)) throw new Error(`APP_ENV must be one of ${ENVS.join(', ')} (got "${env.APP_ENV}")`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    env: appEnv,
    demoPassword: env.DEMO_PASSWORD ?? 'demo',
    apiOrigin: env.API_ORIGIN ?? '',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    staticDir: env.STATIC_DIR ?? 'dist',
    version: env.APP_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    sessionIdleMs: 60 * 60 * 1000,
    sessionMaxMs: 12 * 60 * 60 * 1000,
  };
}
