// The layout's two import directions, checked on every browser file (static and lazy imports):
// generic code never names a module (it reads the registry, which finds modules by folder, and the
// declaration index), and a resource never imports a custom screen (a custom screen may import a
// resource's public parts). So no central file lists modules: adding one touches its folder only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { globFiles } from '../../../scripts/importCircles.mjs';

const ROOT = resolve(__dirname, '../../..');
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpec(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((s) => base + s).find((p) => existsSync(p) && statSync(p).isFile());
  return hit && relative(ROOT, hit);
}

/** Every import of a src file, as [importer, imported] repo-relative paths. */
const edges = files(join(ROOT, 'src')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(SPEC)].flatMap((m) => {
    const target = resolveSpec(file, m[1]);
    return target ? [[relative(ROOT, file), target] as const] : [];
  }),
);

const isModuleInside = (path: string) => /^src\/(resources|custom)\/[^/]+\/[^/]+\//.test(path);
const isModuleCode = (path: string) => /^src\/(resources|custom)\//.test(path);

describe('module import directions', () => {
  it('reads some hundreds of imports (the scan works)', () => {
    expect(edges.length).toBeGreaterThan(1000);
  });

  it('generic browser code never imports a module: no central file lists modules', () => {
    const named = edges.filter(([from, to]) => !isModuleCode(from) && isModuleInside(to)).map(([from, to]) => `${from} -> ${to}`);
    expect(named).toEqual([]);
  });

  it('generic code never imports the registry: the composition root (App.tsx) builds it and hands it down', () => {
    const readers = edges.filter(([from, to]) => to.startsWith('src/registry/') && !isModuleCode(from) && !from.startsWith('src/registry/') && from !== 'src/App.tsx');
    expect(readers.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
    expect(edges.some(([from, to]) => from === 'src/App.tsx' && to === 'src/registry/index.ts')).toBe(true);
  });

  it('the first page carries the slim index of the declarations, not the declarations', () => {
    // What main.tsx loads before any lazy import: its static imports and the registry's eager glob.
    const STATIC = /^(?:import|export)\s+(?!type\b)[^'";]*?\s*from\s*['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]/gm;
    const firstPage = new Set<string>();
    const visit = (file: string) => {
      if (firstPage.has(file)) return;
      firstPage.add(file);
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(STATIC)) {
        const target = resolveSpec(join(ROOT, file), m[1] ?? m[2]);
        if (target) visit(target);
      }
      for (const glob of text.matchAll(/import\.meta\.glob[^(]*\((\[[^\]]*\]|'[^']*')\s*,\s*\{[^}]*eager:\s*true/g)) {
        for (const [, pattern] of glob[1].matchAll(/'([^']+)'/g)) for (const found of globFiles(join(ROOT, file), pattern) as string[]) visit(relative(ROOT, found));
      }
    };
    visit('src/main.tsx');
    expect(firstPage.has('src/registry/resourceIndex.generated.ts')).toBe(true);
    expect([...firstPage].filter((f) => /^src\/custom\/[^/]+\/[^/]+\/index\.ts$/.test(f)).length).toBeGreaterThan(10);
    expect([...firstPage].filter((f) => f === 'src/resources/declarations.ts' || f === 'src/resources/declarations.generated.ts')).toEqual([]);
    // No declaration either: a custom screen's route reads a resource's slim entry (src/registry/entries.ts), not its model.
    const declaring = [...firstPage].filter((f) => /\b(defineResource|variantOf|reportResource)\(/.test(readFileSync(join(ROOT, f), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')));
    expect(declaring.filter((f) => !f.startsWith('src/schema/'))).toEqual([]);
  });

  it('generic code reads the declarations through the registry (or the loader it hands the dataProvider), never by import', () => {
    const readers = edges.filter(([from, to]) => /^src\/resources\/declarations(\.generated)?\.ts$/.test(to) && !isModuleCode(from) && !from.startsWith('src/registry/'));
    expect(readers.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('a resource never imports a custom screen', () => {
    const back = edges.filter(([from, to]) => from.startsWith('src/resources/') && to.startsWith('src/custom/')).map(([from, to]) => `${from} -> ${to}`);
    expect(back).toEqual([]);
  });

  it('finds modules by folder: every resource and custom folder with an index.ts is in the registry', async () => {
    const { appModules } = await import('../../../src/registry');
    const folders = ['resources', 'custom'].flatMap((top) =>
      readdirSync(join(ROOT, 'src', top), { withFileTypes: true })
        .filter((a) => a.isDirectory())
        .flatMap((area) => readdirSync(join(ROOT, 'src', top, area.name)).filter((m) => existsSync(join(ROOT, 'src', top, area.name, m, 'index.ts'))).map((m) => `${area.name}/${m}`)),
    );
    expect(appModules.map((m) => m.name).sort()).toEqual(folders.sort());
  });
});
