// A small built app in a temporary folder, laid out as `vite build` writes it (index.html, hashed
// assets under assets/) with the .br and .gz twins the build writes next to each asset.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const MAIN_SCRIPT = '/assets/index-B7x_Qk2d.js';
export const MAIN_STYLE = '/assets/index-Cq9LmZ0a.css';

export const INDEX_HTML = `<!doctype html><html><head><script src="/config.js"></script>
<script type="module" crossorigin src="${MAIN_SCRIPT}"></script><link rel="stylesheet" href="${MAIN_STYLE}"></head>
<body><div id="root"></div></body></html>`;

/** Big and repetitive enough that compression obviously pays. */
export const SCRIPT = `console.log(${JSON.stringify('compress me '.repeat(400))});\n`;
const STYLE = `body{margin:0}${'.x{color:red}'.repeat(200)}\n`;

export interface BuiltApp {
  dir: string;
  remove(): void;
}

export function builtApp(): BuiltApp {
  const dir = mkdtempSync(join(tmpdir(), 'built-app-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    ['/index.html', INDEX_HTML],
    [MAIN_SCRIPT, SCRIPT],
    [MAIN_STYLE, STYLE],
  ]) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, path + '.br'), brotliCompressSync(text));
    writeFileSync(join(dir, path + '.gz'), gzipSync(text));
  }
  // A file the build copies as it is (no hash in its name).
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
