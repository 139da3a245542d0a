// The one test command: type-check, lint, unit/server/app tests, then browser tests on a fresh
// build. Ends with one summary line ("tests: N passed, N failed") that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensurePostgres } from './testSetup.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
mkdirSync('.tmp', { recursive: true });

const heading = (title, cmd, args) => `\n== ${title}: ${cmd} ${args.join(' ')}`;
const outcome = (title, status, started) => `== ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`;

function run(title, cmd, args) {
  console.log(heading(title, cmd, args));
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.log(outcome(title, res.status, started));
  return res.status === 0;
}

function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, names: [`${file} was not written`] };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed to load counts as a failure even though it ran no test.
  const broken = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
  // Named in the summary, so the last lines of a long log say what to fix.
  const names = (r.testResults ?? []).flatMap((t) => {
    const file = t.name.replace(`${process.cwd()}/`, '');
    const tests = (t.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${file} > ${a.fullName}`);
    return t.status === 'failed' && tests.length === 0 ? [`${file} (did not load: ${(t.message ?? '').split('\n')[0]})`] : tests;
  });
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + broken, names };
}

/** Runs the checks two at a time (two cores), each one's output printed whole when it ends. */
async function runTwoAtATime(checks) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const [title, cmd, args] = checks[next++];
      const started = Date.now();
      const child = spawn(cmd, args, { env: process.env });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(`${heading(title, cmd, args)}\n${output}${outcome(title, status, started)}`);
      results.push(status === 0);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

// A fresh machine: install or start what the tests need, and say what could not be had.
const databaseUrl = ensurePostgres();
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
const hasBrowser = ensureChromium();

const steps = [];
// Tests and tools, then the browser and the server each as its own project (the server's has no
// DOM and no JSX, so a server import of screen code fails here); the linter beside them.
// Their caches in .tmp/ (kept between runs, never in git): a second run on the same checkout re-checks
// only what changed; a fresh clone has none and checks everything.
const checks = ['tsconfig.json', 'tsconfig.app.json', 'tsconfig.server.json'].map((project) => [
  `type-check ${project}`,
  bin('tsc'),
  ['--noEmit', '-p', project, '--incremental', '--tsBuildInfoFile', `.tmp/${project.replace(/\.json$/, '')}.tsbuildinfo`],
]);
checks.splice(1, 0, ['lint', bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-location', '.tmp/eslintcache']]);
const started = Date.now();
steps.push(...(await runTwoAtATime(checks)));
console.log(`== type-check and lint: ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const f of ['.tmp/vitest.json', '.tmp/e2e.json']) rmSync(f, { force: true });
steps.push(run('unit, server and app tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']));
steps.push(run('build', bin('vite'), ['build', '--logLevel', 'warn']));
if (!hasBrowser) console.log('\n== browser tests: not run (no Chromium); counted as a failed step');
else steps.push(run('browser tests', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/e2e.json']));

const unit = counts('.tmp/vitest.json');
const e2e = counts('.tmp/e2e.json');
const checksFailed = steps.filter((ok) => !ok).length + (hasBrowser ? 0 : 1);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit/server/app: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed; failed steps: ${checksFailed}`);
for (const name of [...unit.names, ...e2e.names]) console.log(`failed: ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(checksFailed === 0 && failed === 0 && passed > 0 ? 0 : 1);
