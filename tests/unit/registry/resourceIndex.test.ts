// The first page carries the slim index of the declarations (src/registry/resourceIndex.generated.ts),
// not the declarations: the index must say what they say, and the registry must build on it alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { currentResourceIndex, GENERATED } from '../../../scripts/resourceIndex.mjs';
import { buildRegistry } from '../../../src/registry';
import { raName } from '../../../src/schema/names';

describe('the slim resource index', () => {
  it('is up to date with the declarations (run npx tsx scripts/resourceIndex.mjs when not)', async () => {
    const { count, text } = await currentResourceIndex();
    expect(readFileSync(GENERATED, 'utf8')).toBe(text);
    expect(count).toBeGreaterThan(50);
  });

  it('gives every resource its module, and the header search its fields in both languages', () => {
    const registry = buildRegistry();
    expect(registry.resources.filter((e) => !e.module).map((e) => e.name)).toEqual([]);
    const material = registry.findEntry('material')!;
    expect(Object.keys(material.search ?? {}).length).toBeGreaterThan(0);
    for (const label of Object.values(material.search ?? {})) expect(label).toEqual({ en: expect.any(String), zh: expect.any(String) });
    expect(registry.findEntry(raName(material))).toBe(material);
  });

  it('loads the full declarations and their field words only when asked, once', async () => {
    const registry = buildRegistry();
    const first = registry.loadDeclarations();
    expect(registry.loadDeclarations()).toBe(first);
    const set = await first;
    expect(set.resources.map((d) => d.name).sort()).toEqual(registry.resources.map((e) => e.name).sort());
  });
});
