// Configuration comes from the environment only, so one build runs in every environment.
import { isIP } from 'node:net';
import { DEFAULT_BUSINESS_TZ, isTimeZone } from './time/businessDay';

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
  /** The demo accounts' password (DEMO_PASSWORD; `demo` outside production, required and not `demo` in it). */
  demoPassword: string;
  /** SEED_DEMO: demo accounts and rows on a new database where they are not the default (PostgreSQL, production). */
  seedDemo: boolean;
  /** The first administrator of a production database that has none (ADMIN_USER, ADMIN_PASSWORD). */
  admin: { user: string; password?: string };
  /** BUSINESS_TZ: the zone whose calendar day is "today" (server date defaults, route date segments). */
  businessTimeZone: string;
  /** Origin the browser should call; empty means the same origin that served the app. */
  apiOrigin: string;
  /** Browser origins allowed to call this API from elsewhere (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** Further origins the browser app may call (CSP_CONNECT_SRC): a provider's token or user-info host. */
  cspConnectSrc: string[];
  /** Folder of the built browser app, served on the same port. */
  staticDir: string;
  version: string;
  /** Idle and absolute session lifetimes in milliseconds. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Where browsers reach this server (PUBLIC_URL): links in mails, the dev provider's issuer. */
  publicUrl: string;
  /** Single sign-on (OpenID Connect); see server/auth/oidc. */
  oidc: OidcConfig;
  /** Sending the mail outbox; see server/mail. */
  mail: MailConfig;
  /** APP_SECRET: shared by replicas for signed values (API doc tickets); unset: one kept in the database. */
  appSecret?: string;
  /** TRUST_PROXY, Fastify's `trustProxy`: whose X-Forwarded-For names the client (per-address limits). */
  trustProxy: boolean | string[];
}

export interface MailConfig {
  /** nodemailer's SMTP URL (MAIL_URL, smtp:// or smtps://); unset: mails wait in mail_outbox. */
  url?: string;
  /** The sender address (MAIL_FROM). */
  from: string;
  /** How often the outbox is looked at besides the wake-up after each new mail. */
  pollMs: number;
  /** The first retry waits this long, each next one twice as long (capped at an hour). */
  retryBaseMs: number;
  /** After this many failed tries a mail is given up (kept, with failed_at set). */
  maxAttempts: number;
}

export interface OidcConfig {
  /** The provider's issuer URL; empty when single sign-on is not set up. */
  issuer: string;
  clientId: string;
  /** Only for the server-side code exchange (hhData) with a confidential client. */
  clientSecret?: string;
  /** The company scope asked for beside openid and profile. */
  scope: string;
  /** The development provider inside this server, mounted at /oidc. */
  devProvider: boolean;
  /** UAT skips single sign-on: the browser offers only the password form. */
  skip: boolean;
  /** Lifetime of the development provider's access and ID tokens, in seconds. */
  devTokenTtl: number;
}

const onOff = (value: string | undefined, name: string): boolean | undefined => {
  if (value === undefined || value === '') return undefined;
  if (/^(on|true|1|yes)$/i.test(value)) return true;
  if (/^(off|false|0|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off (got "${value}")`);
};

function positiveSeconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 60) throw new Error(`${name} must be a whole number of seconds, at least 60 (got "${value}")`);
  return n;
}

function loadOidcConfig(env: NodeJS.ProcessEnv, appEnv: AppEnv, publicUrl: string): OidcConfig {
  const external = (env.OIDC_ISSUER ?? '').replace(/\/+$/, '');
  // On by default in demo mode (the embedded database) unless a real provider is named.
  const devProvider = onOff(env.OIDC_DEV_PROVIDER, 'OIDC_DEV_PROVIDER') ?? (!external && !env.DATABASE_URL);
  return {
    issuer: devProvider ? `${publicUrl}/oidc` : external,
    clientId: env.OIDC_CLIENT_ID || 'distribution-admin',
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scope: env.OIDC_SCOPE ?? 'company',
    devProvider,
    skip: onOff(env.SSO_SKIP, 'SSO_SKIP') ?? appEnv === 'uat',
    devTokenTtl: positiveSeconds(env.OIDC_DEV_TOKEN_TTL, 'OIDC_DEV_TOKEN_TTL') ?? 3600,
  };
}

function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const url = env.MAIL_URL || undefined;
  if (url) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // reported below
    }
    // The value may hold a password: never repeat it in the message.
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('MAIL_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587');
  }
  return { url, from: env.MAIL_FROM || 'Distribution Admin <no-reply@localhost>', pollMs: 30_000, retryBaseMs: 60_000, maxAttempts: 8 };
}

/** Comma-separated http(s) origins, each reduced to its origin. */
function origins(value: string | undefined, name: string): string[] {
  return (value ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
    const url = URL.canParse(o) ? new URL(o) : undefined;
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be comma-separated origins such as https://login.example.com (got "${o}")`);
    return url.origin;
  });
}

function loadAppSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Never repeat the value in the message.
  if (value.length < 32) throw new Error('APP_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)');
  return value;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `true`/`false`, or comma-separated addresses, CIDRs or proxy-addr's names, as Fastify takes them.
 * Not a hop count: this Fastify trusts no one for a number, since a client talking to us directly
 * could then name any address it likes.
 */
function loadTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) throw new Error(`TRUST_PROXY takes the proxies' addresses or CIDRs, not a hop count (got "${text}")`);
  if (/^(on|true|yes|off|false|no)$/i.test(text)) return onOff(text, 'TRUST_PROXY')!;
  const list = text.split(',').map((a) => a.trim()).filter(Boolean);
  for (const item of list) {
    const [address, bits, extra] = item.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const ok = PROXY_NAMES.includes(item) || (family !== 0 && extra === undefined && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)));
    if (!ok) throw new Error(`TRUST_PROXY must be true, false or addresses/CIDRs separated by commas (got "${item}")`);
  }
  return list;
}

/** Sign-in passwords the server refuses to start with in production: the ones anyone can guess. */
const KNOWN_PASSWORDS = new Set(['demo', 'admin', 'password', 'changeme']);

/** The demo password, or a refusal to start: in production only a set, unknown one, and only if SEED_DEMO asks. */
function loadDemoPassword(env: NodeJS.ProcessEnv, appEnv: AppEnv, seedDemo: boolean): string {
  const value = env.DEMO_PASSWORD;
  if (appEnv !== 'production' || !seedDemo) return value || 'demo';
  if (!value) throw new Error('SEED_DEMO=true in production needs DEMO_PASSWORD: the demo accounts (admin included) would otherwise sign in with "demo"');
  if (KNOWN_PASSWORDS.has(value.toLowerCase())) throw new Error(`DEMO_PASSWORD must not be "${value}" in production: anyone could sign in as the demo admin`);
  return value;
}

function loadAdmin(env: NodeJS.ProcessEnv): ServerConfig['admin'] {
  const user = (env.ADMIN_USER ?? '').trim() || 'admin';
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(user)) throw new Error(`ADMIN_USER must be 3 to 50 letters, digits, dots, dashes or underscores (got "${user}")`);
  const password = env.ADMIN_PASSWORD || undefined;
  // Never repeat a password in a message.
  if (password !== undefined && (password.length < 12 || KNOWN_PASSWORDS.has(password.toLowerCase()))) {
    throw new Error('ADMIN_PASSWORD must be at least 12 characters and not a known default; leave it unset to get a one-time sign-in link instead');
  }
  return { user, password };
}

function loadTimeZone(value: string | undefined): string {
  const zone = (value ?? '').trim() || DEFAULT_BUSINESS_TZ;
  if (!isTimeZone(zone)) throw new Error(`BUSINESS_TZ must be an IANA time zone such as Asia/Shanghai or Europe/Berlin (got "${zone}")`);
  return zone;
}

/**
 * The password to seed demo accounts with into a new database, or undefined for none: the embedded
 * database gets them outside production, any database when SEED_DEMO=true asks (production: with the
 * DEMO_PASSWORD loadConfig checked).
 */
export function demoSeedPassword(config: Pick<ServerConfig, 'env' | 'seedDemo' | 'demoPassword'>, databaseKind: 'pglite' | 'postgres'): string | undefined {
  if (config.seedDemo) return config.demoPassword;
  return databaseKind === 'pglite' && config.env !== 'production' ? config.demoPassword : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appEnv = (env.APP_ENV ?? 'development') as AppEnv;
  if (!ENVS.includes(appEnv)) throw new Error(`APP_ENV must be one of ${ENVS.join(', ')} (got "${env.APP_ENV}")`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const host = env.HOST ?? '127.0.0.1';
  const seedDemo = onOff(env.SEED_DEMO, 'SEED_DEMO') ?? false;
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    env: appEnv,
    demoPassword: loadDemoPassword(env, appEnv, seedDemo),
    seedDemo,
    admin: loadAdmin(env),
    businessTimeZone: loadTimeZone(env.BUSINESS_TZ),
    apiOrigin: env.API_ORIGIN ?? '',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    cspConnectSrc: origins(env.CSP_CONNECT_SRC, 'CSP_CONNECT_SRC'),
    staticDir: env.STATIC_DIR ?? 'dist',
    version: env.APP_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    sessionIdleMs: 60 * 60 * 1000,
    sessionMaxMs: 12 * 60 * 60 * 1000,
    publicUrl,
    oidc: loadOidcConfig(env, appEnv, publicUrl),
    mail: loadMailConfig(env),
    appSecret: loadAppSecret(env.APP_SECRET),
    trustProxy: loadTrustProxy(env.TRUST_PROXY),
  };
}
