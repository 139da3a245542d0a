// Bytes on the wire for the first page (/login): its HTML plus every script and style it references,
// fetched from the built server with `accept-encoding: br, gzip` against `identity`, in one run.
// Needs a build (`npx vite build`). Usage: tsx bench/bundle/wire.ts
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { startServerProcess } from '../lib/serverProcess';

interface Answer {
  status: number;
  encoding: string;
  cacheControl: string;
  wireBytes: number;
  body: Buffer;
}

/** node:http, not fetch: fetch decodes the body, and we count what travelled. */
function get(url: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          cacheControl: String(res.headers['cache-control'] ?? ''),
          wireBytes: body.length,
          body,
        });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function startServer() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
  return startServerProcess({ DATA_DIR: 'memory://', DATABASE_URL: '', STATIC_DIR: 'dist' });
}

/** The page's own HTML and the scripts, module preloads and styles it names. */
async function pageWeight(base: string, path: string, acceptEncoding: string) {
  const html = await get(base + path, acceptEncoding);
  const identityHtml = html.encoding === 'identity' ? html.body.toString() : (await get(base + path, 'identity')).body.toString();
  const refs = [...identityHtml.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+)"/g)].map((m) => m[1]);
  const answers = [{ path, ...html }];
  for (const ref of [...new Set(refs)]) answers.push({ path: ref, ...(await get(base + ref, acceptEncoding)) });
  for (const a of answers) if (a.status !== 200) throw new Error(`${a.path} answered ${a.status}`);
  return { answers, total: answers.reduce((sum, a) => sum + a.wireBytes, 0) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const server = await startServer();
  try {
    const plain = await pageWeight(server.url, '/login', 'identity');
    const packed = await pageWeight(server.url, '/login', 'br, gzip');
    const main = packed.answers.find((a) => /\/assets\/index-[^/]+\.js$/.test(a.path));
    const mainPlain = plain.answers.find((a) => a.path === main?.path);
    console.log(`/login: HTML + ${plain.answers.length - 1} referenced scripts/styles`);
    console.log(`identity    ${kb(plain.total)}`);
    console.log(`br, gzip    ${kb(packed.total)}  (encodings: ${[...new Set(packed.answers.map((a) => a.encoding))].join(', ')})`);
    console.log(`ratio       ${(packed.total / plain.total).toFixed(3)}x of identity`);
    if (main && mainPlain) console.log(`main chunk ${main.path}: ${kb(mainPlain.wireBytes)} -> ${kb(main.wireBytes)} (${main.encoding}), cache-control "${main.cacheControl}"`);
    console.log(`/login HTML cache-control "${packed.answers[0].cacheControl}"`);
  } finally {
    await server.stop();
  }
}

await main();
