// Generic code and modules import one way: no file of the browser or the server imports itself back
// through others, counting static imports (type imports too), lazy import() and import.meta.glob.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { importCircles } from '../../../scripts/importCircles.mjs';

/** The circles of a small source tree written for the test. */
function circlesOf(files: Record<string, string>): string[][] {
  const root = mkdtempSync(join(tmpdir(), 'circles-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, 'src', path, '..'), { recursive: true });
      writeFileSync(join(root, 'src', path), text);
    }
    return importCircles(['src'], root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('imports', () => {
  it('form no circles in src and server', () => {
    expect(importCircles(['src', 'server'])).toEqual([]);
  });

  it('count a lazy import() and an import.meta.glob as well as a static import', () => {
    const back = "import { path } from './screens';\nexport const page = path;\n";
    expect(circlesOf({ 'screens.ts': "export const path = '/x';\nexport const load = () => import('./Page');\n", 'Page.tsx': back })).toEqual([['src/Page.tsx', 'src/screens.ts']]);
    expect(circlesOf({ 'registry.ts': "const found = import.meta.glob<unknown>(['./mods/*/index.ts'], { eager: true });\nexport { found };\n", 'mods/a/index.ts': "import { found } from '../../registry';\nexport default found;\n" })).toEqual([['src/mods/a/index.ts', 'src/registry.ts']]);
    expect(circlesOf({ 'a.ts': "import type { B } from './b';\nexport type A = B;\n", 'b.ts': "export type B = 1;\n" })).toEqual([]);
  });
});
