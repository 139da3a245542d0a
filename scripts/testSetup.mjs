// What the test command needs besides npm's packages, made ready where this machine allows it:
// Debian's Chromium for the browser tests and a PostgreSQL server for the tests that prove rules on
// production's engine. Each step says plainly what it did, or what it could not do and what follows.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const quiet = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
const has = (cmd) => quiet('sh', ['-c', `command -v ${cmd}`]);
const isRoot = () => process.getuid?.() === 0;

let aptUpdated = false;
function aptInstall(pkg) {
  if (!isRoot() || !has('apt-get')) return false;
  if (!aptUpdated) aptUpdated = quiet('apt-get', ['update', '-qq']);
  const res = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return res.status === 0;
}

/** True when the browser tests can run. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log(`set-up: ${CHROMIUM} is missing; installing Debian's chromium`);
  if (aptInstall('chromium') && existsSync(CHROMIUM)) return true;
  console.log(`set-up: could not install Chromium (needs root and apt-get): the browser tests cannot run; install it with \`apt-get install chromium\` or set CHROMIUM_PATH`);
  return false;
}

const pgReady = () => quiet('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);

function startLocalCluster() {
  if (!existsSync('/etc/postgresql')) {
    console.log('set-up: no PostgreSQL here; installing Debian\'s postgresql');
    if (!aptInstall('postgresql')) return false;
  }
  const version = readdirSync('/etc/postgresql')[0];
  if (!version || !has('pg_ctlcluster')) return false;
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
  for (let i = 0; i < 30 && !pgReady(); i++) spawnSync('sleep', ['1']);
  return pgReady();
}

/**
 * The DATABASE_URL for the PostgreSQL tests: the one given, or the local server on 5432 (started or
 * installed when missing); undefined when none can be had, and then those tests run on PGlite only.
 */
export function ensurePostgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!has('pg_isready') && !isRoot()) {
    console.log('set-up: no PostgreSQL client here and no root to install one: server tests run on the embedded database only');
    return undefined;
  }
  if (!pgReady() && !startLocalCluster()) {
    console.log('set-up: PostgreSQL could not be started on 127.0.0.1:5432: server tests run on the embedded database only (set DATABASE_URL to use another server)');
    return undefined;
  }
  const asPostgres = quiet('psql', [DEFAULT_DATABASE_URL, '-c', 'select 1']);
  const url = asPostgres ? DEFAULT_DATABASE_URL : `postgres://${process.env.USER ?? 'postgres'}@127.0.0.1:5432/test`;
  if (!asPostgres && !quiet('psql', [url, '-c', 'select 1'])) {
    console.log(`set-up: PostgreSQL runs on 5432 but neither postgres nor ${process.env.USER} may use database test: server tests run on the embedded database only`);
    return undefined;
  }
  console.log(`set-up: PostgreSQL tests on ${url}`);
  return url;
}
