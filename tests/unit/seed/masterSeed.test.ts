import { resources } from '../../../src/resources/declarations';
import { companyResources } from '../../../src/resources/basic/company/model';
import { prepaid } from '../../../src/resources/basic/prepaid/model/prepaid';
import { hrResources, hrVendorRatioResources } from '../../../src/resources/basic/hr/model';
import { slocResources } from '../../../src/resources/basic/sloc/model';
import { inventoryResources } from '../../../src/resources/management/inventories/model';
import { materialResources } from '../../../src/resources/management/material/model';
import { validateRecord, type ResourceDeclaration } from '../../../src/schema';
import { serverModules } from '../../../server/app';
import { demoRows as customerSeed } from '../../../server/modules/basic/customer/demo';
import { allParts } from '../../../server/modules/management/material/demo/materials';
import { demoRowsOf } from '../../../server/seed';

type Row = Record<string, unknown>;

// The master-data declarations, in the order the registry lists them (after the customer area).
const MASTER: ResourceDeclaration[] = [...hrResources, ...companyResources, ...hrVendorRatioResources, ...slocResources, ...materialResources, prepaid, ...inventoryResources];
// The modules' demo rows of those declarations, in the order the seed inserts them (the registry's).
const demo = demoRowsOf(resources, serverModules);
const masterSeed = Object.fromEntries(resources.filter((d) => MASTER.includes(d) && demo[d.name]).map((d) => [d.name, demo[d.name]]));
const byName = new Map<string, ResourceDeclaration>([...resources, ...MASTER].map((d) => [d.name, d]));
const decl = (name: string) => {
  const d = byName.get(name);
  if (!d) throw new Error(`no declaration "${name}"`);
  return d;
};
const rowsOf = (name: string): Row[] => masterSeed[name] ?? customerSeed[name] ?? [];

const names = Object.keys(masterSeed);

const referenceFields = (d: ResourceDeclaration) =>
  Object.entries(d.fields).flatMap(([name, f]) => (f.kind === 'reference' ? [{ name, target: f.reference }] : []));

/** A row's natural key as one string. */
const keyOf = (d: ResourceDeclaration, row: Row) => (d.naturalKey ?? []).map((f) => String(row[f])).join('|');

/** The values a reference may hold: the seeder resolves references by the target's first natural-key field. */
function referenceKeys(target: string): Set<string> {
  const key = decl(target).naturalKey?.[0] ?? 'id';
  return new Set(rowsOf(target).map((r) => String(r[key])));
}

describe('master seed data', () => {
  it('covers every master declaration once, each after what it references', () => {
    expect([...names].sort()).toEqual(MASTER.map((d) => d.name).sort());
    const customer = Object.keys(customerSeed);
    names.forEach((name, i) => {
      for (const ref of referenceFields(decl(name))) {
        const where = `${name}.${ref.name} -> ${ref.target}`;
        if (customer.includes(ref.target)) continue;
        expect(names.indexOf(ref.target), where).toBeGreaterThanOrEqual(0);
        expect(names.indexOf(ref.target), where).toBeLessThan(i);
      }
    });
  });

  it('has the demo volumes the screens are meant to show', () => {
    const count = (n: string) => masterSeed[n].length;
    expect(count('manufacturer')).toBeGreaterThanOrEqual(40);
    expect(count('vendor')).toBeGreaterThanOrEqual(30);
    expect(count('product_line')).toBeGreaterThanOrEqual(60);
    expect(count('vendor_ratio')).toBeGreaterThanOrEqual(60);
    expect(count('material')).toBeGreaterThanOrEqual(3000);
    expect(count('material_sub')).toBeGreaterThanOrEqual(200);
    expect(count('prepaid')).toBeGreaterThanOrEqual(40);
  });

  it('fits each list in one INSERT (the seeder sends a list at once; PostgreSQL allows 65,535 parameters)', () => {
    for (const name of names) {
      const params = masterSeed[name].reduce((n, r) => n + Object.keys(r).length + 2, 0);
      expect(params, name).toBeLessThan(65535);
    }
  });

  it('generates the materials deterministically and fast', () => {
    const started = performance.now();
    const again = allParts();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(again.map((p) => p.mpn)).toEqual(masterSeed.material.map((m) => m.mpn));
  });

  describe.each(names)('%s', (name) => {
    const d = decl(name);
    const rows = masterSeed[name];

    it('has rows, each with a natural key and only declared fields', () => {
      expect(rows.length).toBeGreaterThan(0);
      expect(d.naturalKey?.length).toBeGreaterThan(0);
      const undeclared = rows.flatMap((row) => Object.keys(row).filter((k) => !(k in d.fields)).map((k) => `${name} ${keyOf(d, row)}: ${k}`));
      expect(undeclared).toEqual([]);
    });

    it('passes the declaration validation, text stored exactly as written', async () => {
      const refs = referenceFields(d);
      const fields = Object.fromEntries(Object.entries(d.fields).map(([k, f]) => [k, { ...f, readOnly: false }]));
      const asWritten: ResourceDeclaration = { ...d, name: `${d.name}_seeded`, fields };
      const failures: string[] = [];
      for (const row of rows) {
        const input: Row = { ...row };
        for (const ref of refs) if (input[ref.name] !== undefined && input[ref.name] !== null) input[ref.name] = 1;
        // The seed writes server-set (read-only) fields too, so they are checked like the others.
        const result = await validateRecord(asWritten, input);
        const where = `${name} ${keyOf(d, row)}`;
        if (!result.ok) {
          failures.push(`${where}: ${result.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
          continue;
        }
        // No value relies on the validator to trim or upper-case it.
        for (const [field, f] of Object.entries(d.fields)) {
          if (f.kind === 'text' && row[field] !== undefined && result.value[field] !== row[field]) failures.push(`${where}.${field}: "${String(row[field])}" is stored as "${String(result.value[field])}"`);
        }
      }
      expect(failures.slice(0, 20)).toEqual([]);
    });

    it('has unique natural keys and unique values in unique fields', () => {
      const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
      const keys = rows.map((r) => keyOf(d, r));
      expect(new Set(keys).size, `duplicate keys: ${dupes(keys).slice(0, 5).join(', ')}`).toBe(keys.length);
      for (const [field, f] of Object.entries(d.fields)) {
        if (!f.unique) continue;
        const values = rows.filter((r) => r[field] !== undefined).map((r) => String(r[field]));
        expect(new Set(values).size, `${name}.${field} duplicates: ${dupes(values).slice(0, 5).join(', ')}`).toBe(values.length);
      }
    });

    it('references only keys that exist (in this seed or in the customer seed)', () => {
      const missing: string[] = [];
      for (const ref of referenceFields(d)) {
        const known = referenceKeys(ref.target);
        for (const row of rows) {
          const v = row[ref.name];
          if (v === undefined || v === null) continue;
          if (typeof v !== 'string' || !known.has(v)) missing.push(`${name} ${keyOf(d, row)}.${ref.name} = ${String(v)}`);
        }
      }
      expect(missing.slice(0, 20)).toEqual([]);
    });
  });

  describe('business consistency', () => {
    const index = <T extends Row>(rows: T[], key: string) => new Map(rows.map((r) => [String(r[key]), r]));

    it("gives each material its product line's manufacturer", () => {
      const lines = index(masterSeed.product_line, 'code');
      const wrong = masterSeed.material.filter((m) => lines.get(m.product_line_id as string)?.manufacturer_id !== m.manufacturer_id).map((m) => m.mpn);
      expect(wrong).toEqual([]);
    });

    it('sells in whole packs: MOQ is a multiple of the MPQ', () => {
      const wrong = masterSeed.material.filter((m) => (m.moq as number) % (m.mpq as number) !== 0).map((m) => m.mpn);
      expect(wrong).toEqual([]);
    });

    it('keeps obsolete materials inactive', () => {
      const wrong = masterSeed.material.filter((m) => m.lifecycle === 'obsolete' && m.status !== 'inactive').map((m) => m.mpn);
      expect(wrong).toEqual([]);
    });

    it('never substitutes a material by itself', () => {
      const wrong = masterSeed.material_sub.filter((s) => s.original_material_id === s.substitute_material_id);
      expect(wrong).toEqual([]);
    });

    it('dates decided qualifications only', () => {
      for (const s of masterSeed.material_sub) {
        const decided = s.qualification_status === 'qualified' || s.qualification_status === 'rejected';
        expect(s.qualified_date !== undefined, `${String(s.original_material_id)} > ${String(s.substitute_material_id)}`).toBe(decided);
      }
    });

    it('gives every refused vendor ratio a memo (document 3, section 5)', () => {
      const refused = masterSeed.vendor_ratio.filter((r) => r.audit_status === '3');
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect(String(r.audit_memo ?? '').trim(), `${String(r.vendor_id)} ${String(r.period)}`).not.toBe('');
    });

    it('has at most one default storage location per plant, and a customer on VMI hubs only', () => {
      const defaults = masterSeed.sloc.filter((s) => s.is_default).map((s) => s.plant);
      expect(new Set(defaults).size).toBe(defaults.length);
      for (const s of masterSeed.sloc) if (s.customer_id !== undefined) expect(s.warehouse_type, String(s.code)).toBe('vmi_hub');
    });

    it("books prepaid items on the customer's entity and never ships more than was prepaid", () => {
      const customers = index(customerSeed.ship_customer, 'code');
      for (const p of masterSeed.prepaid) {
        expect(p.entity_id, String(p.prepaid_no)).toBe(customers.get(p.customer_id as string)?.entity_id);
        expect(p.shipped_qty as number, String(p.prepaid_no)).toBeLessThanOrEqual(p.quantity as number);
      }
    });

    it('gives each account a rank of an active group', () => {
      const ranks = index(masterSeed.employee_rank, 'code');
      const groups = index(masterSeed.rank_group, 'code');
      for (const a of masterSeed.account_setting.filter((x) => x.status === 'active')) {
        const rank = ranks.get(a.employee_rank_id as string);
        expect(groups.get(rank?.rank_group_id as string)?.status, String(a.employee_no)).toBe('active');
      }
    });
  });
});
