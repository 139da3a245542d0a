// Export of materials to .xlsx through the API (GET /api/v2/material/info/export, the server as a
// child process) against the raw work: the same rows queried with `pg` plus SheetJS writing them.
// Every row of the downloaded file is checked. Prints the ratio.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/material-export.ts [rows=100000]
import pg from 'pg';
import * as XLSX from 'xlsx';
import { resources } from '../src/modules/declarations';
import { benchDatabase, benchMpn, BENCH_PASSWORD, BENCH_USER, loadMaterials } from './lib/materials';
import { signIn, startBenchServer } from './lib/serverProcess';
import { median, ratio, timeOnce } from './lib/timing';

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
const material = resources.find((r) => r.name === 'material')!;
const FIELDS = Object.keys(material.fields);
const REFERENCES: Record<string, string> = { manufacturer_id: 'manufacturer_code', product_line_id: 'product_line_code' };
const NUMERIC = new Set(['mpq', 'moq', 'lead_time_weeks', 'unit_weight_g', 'standard_cost']);

/** The raw work: one query for the rows (references as their codes), SheetJS writing them. */
async function rawExport(pool: pg.Pool): Promise<Buffer> {
  const { rows } = await pool.query(
    `select m.*, mf.code as manufacturer_code, pl.code as product_line_code from material m
       join manufacturer mf on mf.id = m.manufacturer_id join product_line pl on pl.id = m.product_line_id
     where m.created_by = $1 order by m.mpn asc, m.id asc`,
    [BENCH_USER],
  );
  const header = ['ID', ...FIELDS.map((f) => material.fields[f].label.en)];
  const data = rows.map((r) => [
    Number(r.id),
    ...FIELDS.map((f) => {
      const v = REFERENCES[f] ? r[REFERENCES[f]] : r[f];
      return v === null ? null : NUMERIC.has(f) ? Number(v) : v;
    }),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...data], { dense: true }), 'Materials');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Every generated MPN once, and nothing else; returns the header row. */
function checkFile(file: Buffer): string[] {
  const sheet = XLSX.read(file, { dense: true }).Sheets;
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(Object.values(sheet)[0], { header: 1 });
  const header = aoa[0] as string[];
  const mpnAt = header.indexOf(material.fields.mpn.label.en);
  const seen = new Set(aoa.slice(1).map((row) => row[mpnAt]));
  if (aoa.length - 1 !== COUNT || seen.size !== COUNT) throw new Error(`file has ${aoa.length - 1} rows, ${seen.size} distinct MPNs; expected ${COUNT}`);
  for (let i = 0; i < COUNT; i++) if (!seen.has(benchMpn('BM', i))) throw new Error(`row ${benchMpn('BM', i)} is missing from the file`);
  return header;
}

async function main() {
  const scratch = await benchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const server = await startBenchServer(scratch.url).catch(async (e) => {
    await scratch.drop();
    throw e;
  });
  try {
    await loadMaterials(scratch.database.db, COUNT);
    const token = await signIn(server.url, 'admin', BENCH_PASSWORD);
    const url = `${server.url}${material.api.base}/export?format=xlsx&created_by=${BENCH_USER}&sort=mpn&order=asc`;
    const api: number[] = [];
    const raw: number[] = [];
    let apiFile: Buffer = Buffer.alloc(0);
    let rawFile: Buffer = Buffer.alloc(0);
    // One warm-up of each, then alternate so both see the same machine state.
    for (let run = -1; run < RUNS; run++) {
      const a = await timeOnce(async () => {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } });
        if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
        return Buffer.from(await res.arrayBuffer());
      });
      const r = await timeOnce(() => rawExport(pool));
      if (run >= 0) {
        api.push(a.ms);
        raw.push(r.ms);
      }
      apiFile = a.value;
      rawFile = r.value;
    }
    const header = checkFile(apiFile);
    checkFile(rawFile);
    const apiMs = median(api);
    const rawMs = median(raw);
    console.log(`export of ${COUNT} materials (.xlsx, ${header.length} labelled columns, all ${COUNT} rows checked in the downloaded file)`);
    console.log(`median of ${RUNS} runs after one warm-up; API = server child process, HTTP until the last byte; raw = pg query + SheetJS write`);
    console.log(`api ${apiMs.toFixed(0)} ms (${(apiFile.length / 1e6).toFixed(1)} MB)  raw ${rawMs.toFixed(0)} ms (${(rawFile.length / 1e6).toFixed(1)} MB)  ratio ${ratio(apiMs, rawMs)}`);
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
