// The server reads the declarations through a generated index of the modules' model/ folders (it
// cannot glob as the browser does): the index must list exactly the folders that exist.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { GENERATED, modelFolders, renderIndex } from '../../../scripts/moduleIndex.mjs';
import { resources } from '../../../src/resources/declarations';
import { referencesOf } from '../../../src/schema';

describe('the generated module index', () => {
  it('is up to date with src/resources/*/*/model (run npx tsx scripts/moduleIndex.mjs when not)', async () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(await renderIndex());
    expect(modelFolders().length).toBeGreaterThan(20);
  });

  it('gives every declaration after the declarations it references', () => {
    const at = new Map(resources.map((r, i) => [r.name, i]));
    const late = resources.flatMap((r) => referencesOf(r).filter((ref) => (at.get(ref) ?? -1) > at.get(r.name)!).map((ref) => `${r.name} -> ${ref}`));
    expect(late).toEqual([]);
  });
});
