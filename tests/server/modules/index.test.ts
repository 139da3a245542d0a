// Server modules are found by folder: the written index lists exactly the folders, only app.ts reads
// it, and the order (migrations, seed) follows each module's `after`, naming a circle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../../../server/app';
import { foundModules } from '../../../server/modules';
import { orderModules } from '../../../server/moduleOrder';
import type { ServerModule } from '../../../server/serverModule';
import { INDEX_FILE, moduleFolders, moduleIndexSource } from '../../../server/modules/writeIndex';

const SERVER = join(__dirname, '../../../server');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('server modules found by folder', () => {
  it('the written index is the folders’ (run `npx tsx server/modules/writeIndex.ts` when this fails)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(moduleIndexSource());
  });

  it('each module is named as its folder', () => {
    expect(foundModules.map((m) => m.name)).toEqual(moduleFolders());
  });

  it('only server/app.ts reads the index; every other file is handed the list', () => {
    const readers = tsFiles(SERVER).filter((file) => /from '(\.\.?\/)+modules(\/index)?'/.test(readFileSync(file, 'utf8')) || /from '\.\/modules(\/index)?'/.test(readFileSync(file, 'utf8')));
    expect(readers.map((f) => relative(SERVER, f))).toEqual(['app.ts']);
  });

  it('a module comes after those it names; the rest keep the folders’ order', () => {
    const position = new Map(serverModules.map((m, i) => [m.name, i]));
    for (const m of serverModules) for (const before of m.after ?? []) expect(position.get(before)!, `${before} before ${m.name}`).toBeLessThan(position.get(m.name)!);
    expect(serverModules).toHaveLength(foundModules.length);
    const mod = (name: string, after?: string[]): ServerModule => ({ name, after });
    expect(orderModules([mod('a/x', ['b/y']), mod('a/z'), mod('b/y')]).map((m) => m.name)).toEqual(['b/y', 'a/x', 'a/z']);
  });

  it('the sales-order module uses only the customer orders’ shared surface, not their insides', () => {
    const specs = tsFiles(join(SERVER, 'modules/shipment/salesOrder')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from '(\.\.\/customerOrder\/[^']+)'/g)].map((m) => m[1]));
    expect([...new Set(specs)]).toEqual(['../customerOrder/shared']);
  });

  it('refuses a circle, naming it, and an unknown module to wait for', () => {
    const mod = (name: string, after: string[]): ServerModule => ({ name, after });
    expect(() => orderModules([mod('a/x', ['a/y']), mod('a/y', ['a/z']), mod('a/z', ['a/x'])])).toThrow('a/x → a/y → a/z → a/x');
    expect(() => orderModules([mod('a/x', ['a/gone'])])).toThrow('a/x comes after a/gone: no such module');
  });
});
