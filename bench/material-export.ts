// Export of materials to .xlsx through the API (GET /api/v2/material/info/export, the server as a
// child process) against the raw work: the same rows queried with `pg` plus SheetJS writing them.
// Every row of the downloaded file is checked, and every cell equals the raw file's (enum labels,
// references as name and code columns). Prints the ratio.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/material-export.ts [rows=100000]
import pg from 'pg';
import * as XLSX from 'xlsx';
import { resources } from '../src/resources/declarations';
import { benchDatabase, benchMpn, BENCH_PASSWORD, BENCH_USER, loadMaterials } from './lib/materials';
import { signIn, startBenchServer } from './lib/serverProcess';
import { median, ratio, timeOnce } from './lib/timing';

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
const material = resources.find((r) => r.name === 'material')!;
const FIELDS = Object.keys(material.fields);
const NUMERIC = new Set(['mpq', 'moq', 'lead_time_weeks', 'unit_weight_g', 'standard_cost']);
/** A reference is written as two columns, as the product's export does: the record's title, then its key. */
const REFERENCES: Record<string, [title: string, code: string]> = { manufacturer_id: ['mf_name', 'mf_code'], product_line_id: ['pl_name', 'pl_code'] };
/** Enums are written as their English labels. */
const LABELS = new Map(
  FIELDS.flatMap((f) => {
    const field = material.fields[f];
    return field.kind === 'enum' ? [[f, new Map(field.options.map((o) => [o.value, o.label.en]))] as const] : [];
  }),
);
const HEADER = ['ID', ...FIELDS.flatMap((f) => (REFERENCES[f] ? [material.fields[f].label.en, `${material.fields[f].label.en} code`] : [material.fields[f].label.en]))];

/** The raw work: one query for the rows (references joined for their name and code), SheetJS writing the product's cells. */
async function rawExport(pool: pg.Pool): Promise<Buffer> {
  const { rows } = await pool.query(
    `select m.*, mf.name as mf_name, mf.code as mf_code, pl.name as pl_name, pl.code as pl_code from material m
       join manufacturer mf on mf.id = m.manufacturer_id join product_line pl on pl.id = m.product_line_id
     where m.created_by = $1 order by m.mpn asc, m.id asc`,
    [BENCH_USER],
  );
  const data = rows.map((r) => {
    const line: unknown[] = [Number(r.id)];
    for (const f of FIELDS) {
      const ref = REFERENCES[f];
      if (ref) line.push(r[ref[0]], r[ref[1]]);
      else {
        const v = r[f];
        line.push(v === null ? null : NUMERIC.has(f) ? Number(v) : LABELS.has(f) ? LABELS.get(f)!.get(v) : v);
      }
    }
    return line;
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...data], { dense: true }), 'Materials');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Every generated MPN once, and nothing else; returns the sheet's rows. */
function checkFile(file: Buffer): unknown[][] {
  const sheet = XLSX.read(file, { dense: true }).Sheets;
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(Object.values(sheet)[0], { header: 1 });
  const header = aoa[0] as string[];
  const mpnAt = header.indexOf(material.fields.mpn.label.en);
  const seen = new Set(aoa.slice(1).map((row) => row[mpnAt]));
  if (aoa.length - 1 !== COUNT || seen.size !== COUNT) throw new Error(`file has ${aoa.length - 1} rows, ${seen.size} distinct MPNs; expected ${COUNT}`);
  for (let i = 0; i < COUNT; i++) if (!seen.has(benchMpn('BM', i))) throw new Error(`row ${benchMpn('BM', i)} is missing from the file`);
  return aoa;
}

/** The raw side writes the product's file: the same header and the same cell in every row. */
function sameCells(api: unknown[][], raw: unknown[][]) {
  if (api.length !== raw.length) throw new Error(`api file has ${api.length} lines, raw ${raw.length}`);
  for (let r = 0; r < api.length; r++) {
    const a = JSON.stringify(api[r]);
    const b = JSON.stringify(raw[r]);
    if (a !== b) throw new Error(`line ${r + 1} differs:\n  api ${a}\n  raw ${b}`);
  }
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
    const apiRows = checkFile(apiFile);
    sameCells(apiRows, checkFile(rawFile));
    const header = apiRows[0];
    const apiMs = median(api);
    const rawMs = median(raw);
    console.log(`export of ${COUNT} materials (.xlsx, ${header.length} labelled columns, all ${COUNT} rows checked in the downloaded file, cell for cell the raw side's)`);
    console.log(`median of ${RUNS} runs after one warm-up; API = server child process, HTTP until the last byte; raw = pg query + SheetJS writing the same cells`);
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
