// Import of a materials .xlsx through the API (POST /api/v2/material/info/import, the server as a
// child process) against a raw multi-row INSERT of the same rows with `pg`, in one run; prints both
// rates, their ratio, and the server's memory read from /proc/<pid>/status (VmRSS before, VmHWM =
// resident high-water mark of the server process after the imports).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/material-import.ts [rows=50000]
import pg from 'pg';
import * as XLSX from 'xlsx';
import { resources } from '../src/resources/declarations';
import { benchDatabase, BENCH_PASSWORD, materialRow, referenceKeys } from './lib/materials';
import { signIn, startBenchServer } from './lib/serverProcess';
import { median, ratio, timeOnce } from './lib/timing';

const COUNT = Number(process.argv[2] ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 3);
const PREFIX = 'BI';
const BATCH = 1000;
const material = resources.find((r) => r.name === 'material')!;
type Row = ReturnType<typeof materialRow>;
const COLUMNS = Object.keys(material.fields);

/** The upload: one header row of English labels, references by their codes. */
function importFile(rows: Row[]): Buffer {
  const header = COLUMNS.map((f) => material.fields[f].label.en);
  const cells = rows.map((r) => COLUMNS.map((f) => (f === 'manufacturer_id' ? r.manufacturer.code : f === 'product_line_id' ? r.product_line.code : r[f as keyof Row])));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...cells]), 'Materials');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The raw work: multi-row INSERTs of BATCH rows, ids already known, in one transaction. */
async function rawInsert(pool: pg.Pool, rows: Row[]) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const params: unknown[] = [];
      const tuples = batch.map((r) => {
        const values = COLUMNS.map((f) => (f === 'manufacturer_id' ? r.manufacturer.id : f === 'product_line_id' ? r.product_line.id : r[f as keyof Row]));
        const start = params.length;
        params.push(...values, 'bench', 'bench');
        return `(${values.map((_, k) => `$${start + k + 1}`).join(', ')}, $${start + values.length + 1}, $${start + values.length + 2})`;
      });
      await client.query(`insert into material (${COLUMNS.join(', ')}, created_by, updated_by) values ${tuples.join(', ')}`, params);
    }
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function clear(pool: pg.Pool): Promise<void> {
  await pool.query(`delete from material where mpn like '${PREFIX}%'`);
  await pool.query('vacuum analyze material');
}

async function count(pool: pg.Pool): Promise<number> {
  return (await pool.query(`select count(*)::int as n from material where mpn like '${PREFIX}%'`)).rows[0].n;
}

async function main() {
  const scratch = await benchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const server = await startBenchServer(scratch.url).catch(async (e) => {
    await scratch.drop();
    throw e;
  });
  try {
    const refs = await referenceKeys(scratch.database.db);
    const rows = Array.from({ length: COUNT }, (_, i) => materialRow(i, PREFIX, refs));
    const file = importFile(rows);
    const upload = new Blob([new Uint8Array(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const token = await signIn(server.url, 'admin', BENCH_PASSWORD);
    const before = server.memory();
    const api: number[] = [];
    const raw: number[] = [];
    // One warm-up pair, then alternate so both see the same table and machine state.
    for (let run = -1; run < RUNS; run++) {
      const a = await timeOnce(async () => {
        const form = new FormData();
        form.append('file', upload, 'materials.xlsx');
        const res = await fetch(`${server.url}${material.api.base}/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        const body = (await res.json()) as { code: number; message?: string; data?: { inserted: number } };
        if (res.status !== 200 || body.data?.inserted !== COUNT) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      });
      if ((await count(pool)) !== COUNT) throw new Error('import did not write every row');
      await clear(pool);
      const r = await timeOnce(() => rawInsert(pool, rows));
      if ((await count(pool)) !== COUNT) throw new Error('raw insert did not write every row');
      await clear(pool);
      if (run >= 0) {
        api.push(a.ms);
        raw.push(r.ms);
      }
    }
    const after = server.memory();
    const apiMs = median(api);
    const rawMs = median(raw);
    const rate = (ms: number) => Math.round((COUNT / ms) * 1000);
    console.log(`import of ${COUNT} materials from a ${(file.length / 1e6).toFixed(1)} MB .xlsx (${COLUMNS.length} columns), into a table of ${(await pool.query('select count(*)::int as n from material')).rows[0].n} rows`);
    console.log(`median of ${RUNS} runs after one warm-up; API = multipart POST to the server child process (parse, check, write in one transaction); raw = pg multi-row INSERT, ${BATCH} rows a statement, one transaction`);
    console.log(`api ${apiMs.toFixed(0)} ms (${rate(apiMs)} rows/s)  raw ${rawMs.toFixed(0)} ms (${rate(rawMs)} rows/s)  api rate = ${ratio(rawMs, apiMs)} of raw`);
    console.log(`server memory (child process, /proc): RSS ${before.rssMb.toFixed(0)} MB before the imports, peak RSS (VmHWM) ${after.peakMb.toFixed(0)} MB after ${RUNS + 1} imports`);
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
