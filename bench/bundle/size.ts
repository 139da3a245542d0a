// How much JavaScript and CSS the first page (/home) loads, gzipped, against a bare react-admin app
// with one resource built in the same run. Ours is built with the project's own vite.config.ts (its
// chunking), the bare app with Vite's defaults. Usage: tsx bench/bundle/size.ts  (aim: ratio <= 1.0)
import react from '@vitejs/plugin-react';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const root = resolve(import.meta.dirname, '../..');

async function buildInto(projectRoot: string, input: string, configFile: string | false): Promise<{ outDir: string; manifest: Manifest }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  await build({
    root: projectRoot,
    configFile,
    logLevel: 'error',
    plugins: configFile ? [] : [react()],
    build: { outDir, manifest: true, emptyOutDir: true, chunkSizeWarningLimit: 5000, rolldownOptions: { input } },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest };
}

/** Files a page loads for the given manifest keys: each chunk, its static imports and their CSS. */
function filesLoaded(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function gzipBytes(outDir: string, files: Set<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const ours = await buildInto(root, resolve(root, 'index.html'), resolve(root, 'vite.config.ts'));
  const entry = Object.keys(ours.manifest).find((k) => ours.manifest[k].isEntry)!;
  const homeKey = 'src/custom/home/home/HomePage.tsx';
  if (!ours.manifest[homeKey]) throw new Error(`${homeKey} is not a chunk of its own: is Home still lazy?`);
  const oursFiles = filesLoaded(ours.manifest, [entry, homeKey]);
  const oursSize = gzipBytes(ours.outDir, oursFiles);
  const allChunks = Object.values(ours.manifest).length;

  const bareRoot = resolve(import.meta.dirname, 'bare');
  const bare = await buildInto(bareRoot, resolve(bareRoot, 'index.html'), false);
  const bareEntry = Object.keys(bare.manifest).find((k) => bare.manifest[k].isEntry)!;
  const bareSize = gzipBytes(bare.outDir, filesLoaded(bare.manifest, [bareEntry]));

  console.log(`/home loads ${oursFiles.size} files of ${allChunks} chunks: ${kb(oursSize)} gzipped`);
  console.log(`bare react-admin app with one resource: ${kb(bareSize)} gzipped`);
  console.log(`ratio: ${(oursSize / bareSize).toFixed(3)}x (aim <= 1.0x)`);
  for (const dir of [ours.outDir, bare.outDir]) rmSync(dir, { recursive: true, force: true });
}

await main();
