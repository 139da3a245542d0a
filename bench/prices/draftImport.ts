// Import of a price-draft spreadsheet through the API (POST /api/v1/price/draft/import, the server as
// a child process: read, check every row, materials by MPN, one draft and all its lines in one
// transaction) against a raw multi-row INSERT of the same lines (ids already known) with `pg`, in one
// run; prints both rates and their ratio. Aim: API rate >= 0.5x of raw.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/prices/draftImport.ts [rows=20000]
import pg from 'pg';
import * as XLSX from 'xlsx';
import { benchDatabase, BENCH_PASSWORD, loadMaterials, benchMpn } from '../lib/materials';
import { signIn, startBenchServer } from '../lib/serverProcess';
import { median, ratio, timeOnce } from '../lib/timing';

const COUNT = Number(process.argv[2] ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);
const BATCH = 1000;
const PREFIX = 'BP';

interface Line { mpn: string; material_id: number; dbp: string; quote_price: string; srp: string; moq: string; valid_from: string }

function lineOf(i: number, ids: Map<string, number>): Line {
  const mpn = benchMpn(PREFIX, i);
  const cost = (0.1 + (i % 5000) / 1000).toFixed(6);
  return { mpn, material_id: ids.get(mpn)!, dbp: cost, quote_price: (Number(cost) * 1.15).toFixed(6), srp: (Number(cost) * 1.3).toFixed(6), moq: String(100 * (1 + (i % 10))), valid_from: '2034-01-01' };
}

function importFile(lines: Line[]): Buffer {
  const header = ['Material', 'Currency', 'DBP', 'Quote price', 'SRP', 'MOQ', 'Valid from'];
  const rows = lines.map((l) => [l.mpn, 'USD', l.dbp, l.quote_price, l.srp, l.moq, l.valid_from]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Prices');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The raw work: the draft row and multi-row INSERTs of BATCH lines, in one transaction. */
async function rawInsert(pool: pg.Pool, lines: Line[]) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const draft = (await client.query(`insert into price_draft (title, status, created_by, updated_by) values ('raw', 'draft', 'bench', 'bench') returning id`)).rows[0].id as number;
    for (let i = 0; i < lines.length; i += BATCH) {
      const params: unknown[] = [];
      const tuples = lines.slice(i, i + BATCH).map((l, k) => {
        const values = [draft, i + k + 1, l.material_id, 'USD', l.dbp, l.quote_price, l.srp, l.moq, l.valid_from, false, 'bench'];
        const start = params.length;
        params.push(...values);
        return `(${values.map((_, n) => `$${start + n + 1}`).join(', ')})`;
      });
      await client.query(`insert into price_draft_item (draft_id, line_no, material_id, currency, dbp, quote_price, srp, moq, valid_from, fb, created_by) values ${tuples.join(', ')}`, params);
    }
    await client.query('commit');
  } finally {
    client.release();
  }
}

const lineCount = async (pool: pg.Pool) => (await pool.query('select count(*)::int as n from price_draft_item i join price_draft d on d.id = i.draft_id where d.title in ($1, $2)', ['bench', 'raw'])).rows[0].n as number;
async function clear(pool: pg.Pool) {
  await pool.query(`delete from price_draft where title in ('bench', 'raw')`);
  await pool.query('vacuum analyze price_draft_item');
}

async function main() {
  const scratch = await benchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const server = await startBenchServer(scratch.url).catch(async (e) => {
    await scratch.drop();
    throw e;
  });
  try {
    await loadMaterials(scratch.database.db, COUNT, PREFIX);
    const ids = new Map((await pool.query(`select id::int as id, mpn from material where mpn like '${PREFIX}%'`)).rows.map((r: { id: number; mpn: string }) => [r.mpn, r.id]));
    const lines = Array.from({ length: COUNT }, (_, i) => lineOf(i, ids));
    const file = importFile(lines);
    const upload = new Blob([new Uint8Array(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const token = await signIn(server.url, 'admin', BENCH_PASSWORD);
    const api: number[] = [];
    const raw: number[] = [];
    for (let run = -1; run < RUNS; run++) {
      const a = await timeOnce(async () => {
        const form = new FormData();
        form.append('file', upload, 'prices.xlsx');
        const res = await fetch(`${server.url}/api/v1/price/draft/import?title=bench`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        const body = (await res.json()) as { data?: { inserted: number } };
        if (res.status !== 200 || body.data?.inserted !== COUNT) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      });
      if ((await lineCount(pool)) !== COUNT) throw new Error('import did not write every line');
      await clear(pool);
      const r = await timeOnce(() => rawInsert(pool, lines));
      if ((await lineCount(pool)) !== COUNT) throw new Error('raw insert did not write every line');
      await clear(pool);
      if (run >= 0) {
        api.push(a.ms);
        raw.push(r.ms);
      }
    }
    const apiMs = median(api);
    const rawMs = median(raw);
    const rate = (ms: number) => Math.round((COUNT / ms) * 1000);
    console.log(`price draft import of ${COUNT} lines from a ${(file.length / 1e6).toFixed(1)} MB .xlsx; median of ${RUNS} runs after one warm-up`);
    console.log(`api ${apiMs.toFixed(0)} ms (${rate(apiMs)} rows/s)  raw ${rawMs.toFixed(0)} ms (${rate(rawMs)} rows/s)  api rate = ${ratio(rawMs, apiMs)} of raw (aim >= 0.5x)`);
  } finally {
    await server.stop();
    await pool.end();
    await scratch.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
