// Time (and server memory) to refuse a 1,000,000-row .xlsx, against the time to import a normal
// small sheet, in one run on the real server (a child process on loopback, signed in as a writer).
// The tall sheets: one written by SheetJS (which declares its size, <dimension ref="A1:A1000001">)
// and one with no declared size (only the running row count can refuse it). Each is sent alone,
// then 4 at once. Aim: refusal < 0.5 s.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/uploads/tallSheet.ts [rows=1000000]
import { inflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { benchDatabase, BENCH_PASSWORD } from '../lib/materials';
import { signIn, startBenchServer, type BenchServer } from '../lib/serverProcess';
import { median } from '../lib/timing';
import { zipEntries } from '../../tests/server/zipFiles';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 3);
const IMPORT = '/api/v1/ship/customer/import';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Customer no.', 'Customer name', 'Business group', 'Selling entity', 'Payment term'];

function sheetFile(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The same file with the <dimension> element taken out of its sheet (the zip rebuilt around it). */
function withoutDimension(file: Buffer): Buffer {
  // SheetJS writes local headers without data descriptors; rebuild each entry, inflating only the sheet.
  const entries: [string, Buffer][] = [];
  for (let at = 0; file.readUInt32LE(at) === 0x04034b50; ) {
    const compressed = file.readUInt32LE(at + 18);
    const nameLength = file.readUInt16LE(at + 26);
    const extra = file.readUInt16LE(at + 28);
    const name = file.toString('utf8', at + 30, at + 30 + nameLength);
    const data = file.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + compressed);
    const method = file.readUInt16LE(at + 8);
    const content = method === 8 ? inflateRawSync(data) : data;
    entries.push([name, name.startsWith('xl/worksheets/') ? Buffer.from(content.toString('utf8').replace(/<dimension[^>]*\/>/, '')) : content]);
    at += 30 + nameLength + extra + compressed;
  }
  return zipEntries(entries);
}

async function upload(server: BenchServer, token: string, data: Buffer): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: XLSX_TYPE }), 'rows.xlsx');
  const start = performance.now();
  const res = await fetch(`${server.url}${IMPORT}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

async function main() {
  const tall = sheetFile([HEADER, ...Array.from({ length: ROWS }, (_, i) => [i])]);
  const undeclared = withoutDimension(tall);
  let n = 0;
  const small = () => sheetFile([HEADER, [`TALL-${++n}`, 'Bench', 'AUTO', 'SZ01', 'NET60']]);
  const scratch = await benchDatabase();
  const server = await startBenchServer(scratch.url);
  try {
    const token = await signIn(server.url, 'admin', BENCH_PASSWORD);
    await upload(server, token, small()); // warm-up
    const idleMb = server.memory().rssMb;
    const cases: [string, () => Buffer][] = [
      [`small sheet, 1 row (baseline)`, small],
      [`${ROWS} rows, declared size, ${(tall.length / 1048576).toFixed(1)} MB`, () => tall],
      [`${ROWS} rows, no declared size, ${(undeclared.length / 1048576).toFixed(1)} MB`, () => undeclared],
    ];
    console.log(`median of ${RUNS} runs; server RSS ${idleMb.toFixed(0)} MB idle`);
    console.log('case                                              status   alone ms   4 at once ms   ratio to baseline');
    let baseline = 0;
    for (const [name, file] of cases) {
      const alone: number[] = [];
      const together: number[] = [];
      let status = 0;
      for (let run = 0; run < RUNS; run++) {
        const one = await upload(server, token, file());
        status = one.status;
        alone.push(one.ms);
        const start = performance.now();
        await Promise.all(Array.from({ length: 4 }, () => upload(server, token, file())));
        together.push(performance.now() - start);
      }
      const ms = median(alone);
      if (!baseline) baseline = ms;
      console.log(`${name.padEnd(50)}${String(status).padStart(6)}${ms.toFixed(0).padStart(11)}${median(together).toFixed(0).padStart(15)}${`${(ms / baseline).toFixed(2)}x`.padStart(20)}`);
    }
    const { rssMb, peakMb } = server.memory();
    console.log(`server RSS: ${idleMb.toFixed(0)} MB idle, ${rssMb.toFixed(0)} MB after, ${peakMb.toFixed(0)} MB peak`);
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
