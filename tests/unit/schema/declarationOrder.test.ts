// Declarations are found, not listed: collected from the modules' model exports and ordered so that
// a table comes after the tables it references, whatever order the folders are read in.
import { describe, expect, it } from 'vitest';
import { collectDeclarations, orderByReferences, type ResourceDeclaration } from '../../../src/schema';

const decl = (name: string, refs: string[] = []): ResourceDeclaration =>
  ({
    name,
    api: { base: `/api/${name}` },
    route: `/${name}`,
    access: { permissions: [] },
    label: { en: name, zh: name },
    fields: Object.fromEntries(refs.map((r, i) => [`ref${i}`, { kind: 'reference', reference: r, label: { en: r, zh: r } }])),
  }) as unknown as ResourceDeclaration;

const names = (ds: ResourceDeclaration[]) => ds.map((d) => d.name);

describe('orderByReferences', () => {
  it('puts a declaration after the ones it references, and keeps the given order otherwise', () => {
    const order = orderByReferences([decl('order', ['customer', 'material']), decl('zone'), decl('material', ['vendor']), decl('customer'), decl('vendor')]);
    expect(names(order)).toEqual(['customer', 'vendor', 'material', 'order', 'zone']);
  });

  it('lets a declaration reference itself (a parent row) and ignores names declared nowhere', () => {
    expect(names(orderByReferences([decl('node', ['node', 'elsewhere']), decl('leaf', ['node'])]))).toEqual(['node', 'leaf']);
  });

  it('names the circle when references go round', () => {
    expect(() => orderByReferences([decl('a', ['b']), decl('b', ['c']), decl('c', ['a'])])).toThrow('references go round in a circle: a -> b -> c -> a');
  });
});

describe('collectDeclarations', () => {
  it('takes declarations exported alone or in arrays, once each, and skips other exports', () => {
    const vendor = decl('vendor');
    const material = decl('material');
    const found = collectDeclarations([vendor, 3, ['x'], material, [material, vendor]]);
    expect(names(found)).toEqual(['vendor', 'material']);
  });

  it('refuses two different declarations under one name', () => {
    expect(() => collectDeclarations([decl('vendor'), [decl('vendor')]])).toThrow('"vendor" is declared twice');
  });
});
