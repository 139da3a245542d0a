// How much JavaScript and CSS the first page (/home) loads, gzipped, against a bare react-admin app
// with one resource built in the same run. Ours is built with the project's own vite.config.ts (its
// chunking), the bare app with Vite's defaults; ours twice: as it is, and with FAKES extra declarations
// registered (issue 23: the ASN, planning, management and designer issues add about 130 screens; until
// they exist, copies of real declarations under routes of their own stand in for them, in the slim
// index and in the full declarations). Usage: tsx bench/bundle/size.ts [fakes=130]  (aim: ratio <= 1.0
// with the fakes)
import react from '@vitejs/plugin-react';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { fakeDeclarations } from './fakeDeclarations';

const root = resolve(import.meta.dirname, '../..');

async function buildInto(projectRoot: string, input: string, configFile: string | false, extra: Plugin[] = []): Promise<{ outDir: string; manifest: Manifest }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  await build({
    root: projectRoot,
    configFile,
    logLevel: 'error',
    plugins: configFile ? extra : [react()],
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

/** Adds the fake declarations to the build: to the slim index (the first page) and to the full declarations (loaded with the views). */
function withFakes(count: number): Plugin {
  const { full, slim } = fakeDeclarations(count);
  return {
    name: 'bench-fake-declarations',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('src/registry/resourceIndex.generated.ts')) return `${code}\nresourceIndex.push(...${JSON.stringify(slim)});\n`;
      if (id.endsWith('src/resources/declarations.generated.ts')) {
        const start = 'export const modelExports: readonly unknown[] = [';
        if (!code.includes(start)) throw new Error('declarations.generated.ts changed its shape: update bench/bundle/size.ts');
        return code.replace(start, `${start}\n  ...${JSON.stringify(full)},`);
      }
      return undefined;
    },
  };
}

/** Our first page (/home: the entry and the home screen, with their static imports), built with the given plugins. */
async function ourFirstPage(extra: Plugin[]) {
  const ours = await buildInto(root, resolve(root, 'index.html'), resolve(root, 'vite.config.ts'), extra);
  const entry = Object.keys(ours.manifest).find((k) => ours.manifest[k].isEntry)!;
  const homeKey = 'src/custom/home/home/HomePage.tsx';
  if (!ours.manifest[homeKey]) throw new Error(`${homeKey} is not a chunk of its own: is Home still lazy?`);
  const files = filesLoaded(ours.manifest, [entry, homeKey]);
  return { ...ours, files, size: gzipBytes(ours.outDir, files), chunks: Object.values(ours.manifest).length };
}

async function main() {
  const fakes = Number(process.argv[2] ?? 130);
  const ours = await ourFirstPage([]);
  const faked = await ourFirstPage([withFakes(fakes)]);

  const bareRoot = resolve(import.meta.dirname, 'bare');
  const bare = await buildInto(bareRoot, resolve(bareRoot, 'index.html'), false);
  const bareEntry = Object.keys(bare.manifest).find((k) => bare.manifest[k].isEntry)!;
  const bareSize = gzipBytes(bare.outDir, filesLoaded(bare.manifest, [bareEntry]));

  console.log(`bare react-admin app with one resource: ${kb(bareSize)} gzipped`);
  console.log(`/home loads ${ours.files.size} files of ${ours.chunks} chunks: ${kb(ours.size)} gzipped, ratio ${(ours.size / bareSize).toFixed(3)}x`);
  console.log(`with ${fakes} fake extra declarations (copies of real ones standing in for the next issues' modules, not yet written):`);
  console.log(`/home loads ${faked.files.size} files of ${faked.chunks} chunks: ${kb(faked.size)} gzipped, ratio ${(faked.size / bareSize).toFixed(3)}x (aim <= 1.0x)`);
  for (const dir of [ours.outDir, faked.outDir, bare.outDir]) rmSync(dir, { recursive: true, force: true });
}

await main();
