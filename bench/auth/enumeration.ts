// Can the delay of an answer tell whether an account exists? Times a failed sign-in for a known
// user (wrong password) against an unknown user name, and a registration with a free name and
// e-mail against one whose name and e-mail are taken, in alternation on the same server, and prints
// the ratios. Aim: about 1.00x (before the fix, a known user took ~6x an unknown one).
//
//   node_modules/.bin/tsx bench/auth/enumeration.ts [runs=25]          (embedded PGlite)
//   DATABASE_URL=postgres://... node_modules/.bin/tsx bench/auth/enumeration.ts [runs]
import { resources } from '../../src/resources/declarations';
import { buildApp, serverModules } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { scratchDatabase } from '../lib/scratchDb';
import { median, ratio, timeOnce } from '../lib/timing';

const RUNS = Number(process.argv[2] ?? 25);
const WARMUPS = 3;

async function main() {
  const { database, drop } = await scratchDatabase();
  try {
    await migrate(database.db, resources, serverModules);
    await seedDemo(database.db, resources, serverModules, 'bench');
    const app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database });
    let n = 0;
    // Each call from a new address with the counters cleared first (not timed), so no limit or captcha steps in.
    const call = async (url: string, payload: Record<string, unknown>, expected: number) => {
      // Work a route leaves for after its answer (the reset link) must not land in the next timing.
      await new Promise((r) => setTimeout(r, 50));
      await database.db.deleteFrom('login_failures').execute();
      await database.db.deleteFrom('auth_attempts').execute();
      const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;
      return timeOnce(async () => {
        const res = await app.inject({ method: 'POST', url, payload, remoteAddress });
        if (res.statusCode !== expected) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      });
    };
    const pairs: [string, string, () => Promise<{ ms: number }>, string, () => Promise<{ ms: number }>][] = [
      [
        'sign-in',
        'known user, wrong password',
        () => call('/api/v1/auth/login', { username: 'op', password: 'wrong-password' }, 401),
        'unknown user',
        () => call('/api/v1/auth/login', { username: `ghost-${n}`, password: 'wrong-password' }, 401),
      ],
      [
        'registration',
        'name and e-mail taken',
        () => call('/api/v1/auth/register', { username: 'manager', email: 'op@example.com', password: 'bench-pass-1' }, 200),
        'free name and e-mail',
        () => call('/api/v1/auth/register', { username: `clerk-${n}`, email: `clerk-${n}@corp.example`, password: 'bench-pass-1' }, 200),
      ],
      [
        'reset request',
        'known user',
        () => call('/api/v1/auth/forgetPwd', { username: 'manager' }, 200),
        'unknown user',
        () => call('/api/v1/auth/forgetPwd', { username: `ghost-${n}` }, 200),
      ],
    ];
    console.log(`${database.kind}; median of ${RUNS} runs each, in alternation after ${WARMUPS} warm-ups; app.inject in process`);
    console.log('what          case A                       A ms   case B                  B ms   A/B');
    for (const [what, aName, a, bName, b] of pairs) {
      const as: number[] = [];
      const bs: number[] = [];
      for (let i = 0; i < WARMUPS + RUNS; i++) {
        const [x, y] = [(await a()).ms, (await b()).ms];
        if (i < WARMUPS) continue;
        as.push(x);
        bs.push(y);
      }
      const [ma, mb] = [median(as), median(bs)];
      console.log(`${what.padEnd(13)} ${aName.padEnd(28)} ${ma.toFixed(1).padStart(5)}   ${bName.padEnd(22)} ${mb.toFixed(1).padStart(5)}   ${ratio(ma, mb)}`);
    }
    await app.close();
  } finally {
    await drop();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
