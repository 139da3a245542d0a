// Writes server/modules/index.ts from the folders: every `<area>/<module>/index.ts` is a module.
// Run `npx tsx server/modules/writeIndex.ts` after adding or removing a module's folder;
// tests/server/modules/index.test.ts fails while the written index is stale.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODULES_DIR = dirname(fileURLToPath(import.meta.url));
export const INDEX_FILE = join(MODULES_DIR, 'index.ts');

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** `<area>/<module>` of every folder holding an index.ts, in name order. */
export function moduleFolders(root = MODULES_DIR): string[] {
  return folders(root).flatMap((area) => folders(join(root, area)).filter((m) => existsSync(join(root, area, m, 'index.ts'))).map((m) => `${area}/${m}`));
}

/** The text of the index for these folders. */
export function moduleIndexSource(paths = moduleFolders()): string {
  const id = (path: string) => path.replace(/\/(.)/, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '_');
  return [
    '// Written by server/modules/writeIndex.ts from the folders: do not edit. A module is its folder',
    '// (`<area>/<module>/index.ts`); server/app.ts orders them (server/moduleOrder.ts).',
    ...paths.map((p) => `import ${id(p)} from './${p}';`),
    "import type { ServerModule } from './types';",
    '',
    'export const foundModules: ServerModule[] = [',
    ...paths.map((p) => `  ${id(p)},`),
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeFileSync(INDEX_FILE, moduleIndexSource());
