import { getResource } from '../../../src/resources/declarations';
import { validateRecord, type ResourceDeclaration } from '../../../src/schema';
import { demoRows as customerSeed } from '../../../server/modules/basic/customer/demo';

type Row = Record<string, unknown>;

const names = Object.keys(customerSeed);

const referenceFields = (decl: ResourceDeclaration) =>
  Object.entries(decl.fields).flatMap(([name, f]) => (f.kind === 'reference' ? [{ name, target: f.reference }] : []));

/** A row's natural key as one string (the form reference fields hold). */
function keyOf(decl: ResourceDeclaration, row: Row): string {
  const fields = decl.naturalKey ?? [];
  return fields.map((f) => String(row[f])).join('|');
}

function keysOf(name: string): Set<string> {
  const decl = getResource(name);
  return new Set(customerSeed[name].map((r) => keyOf(decl, r)));
}

describe('customer seed data', () => {
  it('covers the nine customer declarations in dependency order', () => {
    expect(names).toEqual(['bg', 'bu', 'entity', 'payment_term', 'deliver_term', 'ship_customer', 'bill_to', 'ship_to', 'end_customer']);
    names.forEach((name, i) => {
      for (const ref of referenceFields(getResource(name))) {
        expect(names.indexOf(ref.target), `${name}.${ref.name} -> ${ref.target}`).toBeGreaterThanOrEqual(0);
        expect(names.indexOf(ref.target), `${name}.${ref.name} -> ${ref.target}`).toBeLessThan(i);
      }
    });
  });

  describe.each(names)('%s', (name) => {
    const decl = getResource(name);
    const rows = customerSeed[name];

    it('has rows, each with a natural key and only declared fields', () => {
      expect(rows.length).toBeGreaterThan(0);
      expect(decl.naturalKey?.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const k of Object.keys(row)) expect(decl.fields, `${name} ${keyOf(decl, row)}: ${k}`).toHaveProperty(k);
      }
    });

    it('passes the declaration validation, text stored exactly as written', async () => {
      const refs = referenceFields(decl);
      for (const row of rows) {
        const input: Row = { ...row };
        for (const ref of refs) if (input[ref.name] !== undefined && input[ref.name] !== null) input[ref.name] = 1;
        const result = await validateRecord(decl, input);
        const where = `${name} ${keyOf(decl, row)}`;
        expect(result, where).toMatchObject({ ok: true });
        if (!result.ok) continue;
        // No value relies on the validator to trim or upper-case it.
        for (const [field, f] of Object.entries(decl.fields)) {
          if (f.kind === 'text' && row[field] !== undefined) expect(result.value[field], `${where}.${field}`).toBe(row[field]);
        }
      }
    });

    it('has unique natural keys', () => {
      const keys = rows.map((r) => keyOf(decl, r));
      const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
      expect(dupes).toEqual([]);
    });

    it('references only keys that exist in the referenced list', () => {
      for (const ref of referenceFields(decl)) {
        const known = keysOf(ref.target);
        for (const row of rows) {
          const v = row[ref.name];
          if (v === undefined || v === null) continue;
          expect(typeof v, `${name} ${keyOf(decl, row)}.${ref.name}`).toBe('string');
          expect(known.has(v as string), `${name} ${keyOf(decl, row)}.${ref.name} = ${String(v)}`).toBe(true);
        }
      }
    });
  });

  it('puts each customer in a business unit of its own business group', () => {
    const buGroup = new Map(customerSeed.bu.map((b) => [b.code, b.bg_id]));
    for (const c of customerSeed.ship_customer) {
      if (c.bu_id !== undefined) expect(buGroup.get(c.bu_id), `${String(c.code)}`).toBe(c.bg_id);
    }
  });
});
