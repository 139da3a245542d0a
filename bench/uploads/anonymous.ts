// Anonymous uploads against the real server (a child process on loopback): 16 parallel multipart
// requests of 5 x 19 MB files with no token, as the attack sent them, and the server's resident
// memory growth while they run (VmRSS sampled from /proc/<pid>/status every 5 ms, peak minus the
// idle figure before). Baseline in the same run: 16 parallel imports of a small file as a signed-in
// writer (what a normal busy moment costs). Aim: anonymous growth < 50 MB.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/uploads/anonymous.ts [parallel=16] [files=5] [fileMb=19]
import { request } from 'node:http';
import * as XLSX from 'xlsx';
import { benchDatabase, BENCH_PASSWORD } from '../lib/materials';
import { signIn, startBenchServer, type BenchServer } from '../lib/serverProcess';

const PARALLEL = Number(process.argv[2] ?? 16);
const FILES = Number(process.argv[3] ?? 5);
const FILE_MB = Number(process.argv[4] ?? 19);
const IMPORT = '/api/v1/ship/customer/import';
/** The create route takes multipart form fields: before, its parser buffered every file of the form. */
const CREATE = '/api/v1/ship/customer';
const BOUNDARY = '----bench-anonymous-upload';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

const partHead = (i: number) => Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file${i ? i : ''}"; filename="f${i}.xlsx"\r\ncontent-type: ${XLSX_TYPE}\r\n\r\n`);

/** Sends one multipart request whose files are produced as the socket takes them; resolves with the status and bytes sent. */
/** Until the socket takes more, or the request is over. */
const drained = (req: ReturnType<typeof request>) =>
  new Promise<void>((resolve) => {
    const done = () => {
      req.off('drain', done).off('close', done);
      resolve();
    };
    req.once('drain', done).once('close', done);
  });

/** Status 0: the server closed the connection before the client could read its answer (it refused to read on). */
function upload(base: string, path: string, files: { size: number; data?: Buffer }[], token?: string): Promise<{ status: number; sentMb: number }> {
  const chunk = Buffer.alloc(256 * 1024, 0x50);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, sentMb: sent / MB });
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      if (e.code === 'EPIPE' || e.code === 'ECONNRESET') resolve({ status: 0, sentMb: sent / MB });
      else reject(e);
    });
    const write = (data: Buffer) => {
      sent += data.length;
      return req.write(data);
    };
    (async () => {
      for (let i = 0; i < files.length && !answered; i++) {
        write(partHead(i));
        if (files[i].data) write(files[i].data!);
        for (let n = 0; n < files[i].size && !answered; n += chunk.length) {
          if (!write(chunk)) await drained(req);
        }
        write(Buffer.from('\r\n'));
      }
      if (!answered) req.end(`--${BOUNDARY}--\r\n`);
    })().catch(() => {});
  });
}

/** Runs `work` while sampling the server's resident memory; the peak growth over the figure before it. */
async function growth<T>(server: BenchServer, work: () => Promise<T>): Promise<{ result: T; beforeMb: number; peakMb: number }> {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const beforeMb = server.memory().rssMb;
  let peakMb = beforeMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, server.memory().rssMb)), 5);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, server.memory().rssMb);
    return { result, beforeMb, peakMb };
  } finally {
    clearInterval(timer);
  }
}

function smallSheet(): Buffer {
  const book = XLSX.utils.book_new();
  const rows = [['Customer no.', 'Customer name', 'Business group', 'Selling entity', 'Payment term'], ['BENCH-1', 'Bench', 'AUTO', 'SZ01', 'NET60']];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function main() {
  const scratch = await benchDatabase();
  const server = await startBenchServer(scratch.url);
  try {
    const token = await signIn(server.url, 'admin', BENCH_PASSWORD);
    const small = smallSheet();
    // Warm-up: the import route, the session lookup and the sheet reader once each.
    await upload(server.url, IMPORT, [{ size: 0, data: small }], token);
    await upload(server.url, IMPORT, [{ size: MB }]);

    const files = Array.from({ length: FILES }, () => ({ size: FILE_MB * MB }));
    const parallel = (send: () => Promise<{ status: number; sentMb: number }>) => () => Promise.all(Array.from({ length: PARALLEL }, send));
    const cases = [
      { name: `anonymous import, ${FILES} x ${FILE_MB} MB`, run: parallel(() => upload(server.url, IMPORT, files)) },
      { name: `anonymous create form, ${FILES} x ${FILE_MB} MB`, run: parallel(() => upload(server.url, CREATE, files)) },
      { name: `writer import, one ${(small.length / 1024).toFixed(0)} KB .xlsx (baseline)`, run: parallel(() => upload(server.url, IMPORT, [{ size: 0, data: small }], token)) },
    ];
    const statuses = (rs: { status: number }[]) => [...new Set(rs.map((r) => r.status || 'closed'))].join(',');
    console.log(`${PARALLEL} parallel requests each (${((FILES * FILE_MB * PARALLEL) / 1024).toFixed(2)} GB offered by each anonymous case); server RSS sampled every 5 ms`);
    console.log(`case                                          status      client sent  RSS before  RSS growth`);
    for (const c of cases) {
      const m = await growth(server, c.run);
      const sent = m.result.reduce((sum, r) => sum + r.sentMb, 0);
      console.log(
        `${c.name.padEnd(46)}${statuses(m.result).padEnd(12)}${sent.toFixed(1).padStart(8)} MB  ${m.beforeMb.toFixed(1).padStart(7)} MB  ${(m.peakMb - m.beforeMb).toFixed(1).padStart(7)} MB`,
      );
    }
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
