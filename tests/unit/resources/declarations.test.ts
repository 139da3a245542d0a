// Every declaration against the spec digests the project keeps (docs/spec, from scripts/syncSpec.mjs): its screen
// route and access rule as in routes.json, its API base as in endpoints.json.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resources } from '../../../src/resources/declarations';
import type { ResourceDeclaration } from '../../../src/schema';

interface SpecRoute {
  path: string;
  label?: string;
  permissions: string[];
  roles: string[];
  suggestedPermissions?: string[];
}
interface SpecEndpoint {
  method: string;
  path: string;
}

function loadSpec<T>(file: string): T {
  const path = resolve(__dirname, '../../../docs/spec', file);
  if (!existsSync(path)) throw new Error(`the spec digest is missing: expected ${path} (node scripts/syncSpec.mjs copies it)`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * API bases endpoints.json does not write as a path of their own (only calls below them): none today.
 * Every base is a written path, though not always with every verb (material_sub has no GET on its
 * base, inventory_brand only GET): the contract's conventions fill in the rest.
 */
const BASES_WITHOUT_OWN_PATH: string[] = [
  '/api/v1/ecpo', // the ECPO on-way calls are all below it ({id}, {id}/{id2}, onway)
  '/api/v1/rma', // RMA tasks: the spec writes tasks, task/{id}, notify/{id} ... below it
];

/**
/**
 * Bases chosen for calls endpoints.json lists as `unspecified` (named without a path): each must be
 * written in docs/api-contract.md, where the choice is explained.
 */
const CHOSEN_BASES: string[] = [
  '/api/v2/inventory',
  '/api/v2/inventory/record',
  '/api/v2/inventory/history',
  '/api/v2/inventory/price',
  '/api/v1/bangtai/history', // the 3PL warehouse's history (/management/inventories/bangtaiInventoryHistory)
  // The VMI drafts (inventory deduct, OPO); the 862 drafts sit on the spec's /api/v2/record862.
  '/api/v2/inventory-deduct',
  '/api/v2/opo',
  // Customer and sales orders (issue 13): the "my" screens' own lists, and the binding review.
  '/api/v1/order/my',
  '/api/v2/so/my',
  '/api/v2/order/binding-review',
  // The buyers' own POs and ORs (/myPo/list, /my/ORs/list): the same tables, scoped to the buyer.
  '/api/v2/po/my',
  '/api/v2/or/my',
  // The quote prices screen (/management/price/quote): the v2 price table under the quote screen's rule.
  '/api/v2/price-ti/quote',
  // Verification queues and the material report analysis (issue 14, helper verify).
  '/api/v1/verify/material-draft',
  '/api/v1/verify/ec-draft',
  '/api/v1/verify/sa-draft', // SA drafts (/events/SAVerify, issue 26)
  '/api/v1/report/material-analysis',
  // The 856 records' history (issue 25): sent and received ship notices, read-only.
  '/api/v2/record856',
];
const apiContract = readFileSync(resolve(__dirname, '../../../docs/api-contract.md'), 'utf8');

const all: ResourceDeclaration[] = resources;

const sorted = (xs: string[] | undefined) => [...(xs ?? [])].sort();

describe('declarations against the spec', () => {
  const routes = loadSpec<{ routes: SpecRoute[] }>('routes.json').routes;
  const endpoints = loadSpec<{ endpoints: SpecEndpoint[] }>('endpoints.json').endpoints;
  const routeByPath = new Map(routes.map((r) => [r.path, r]));
  const endpointPaths = new Set(endpoints.map((e) => e.path));

  it('covers the master-data declarations of issue 5', () => {
    const expected = ['manufacturer', 'vendor', 'product_line', 'vendor_type', 'vendor_ratio', 'account_setting', 'employee_rank', 'rank_group', 'sloc', 'or_sloc', 'prepaid', 'material', 'material_sub', 'chipset', 'inventory_brand'];
    for (const name of expected) expect(all.map((d) => d.name)).toContain(name);
  });

  it('gives each declaration its own name, route and API base', () => {
    for (const key of ['name', 'route'] as const) {
      const values = all.map((d) => d[key]);
      expect(values.filter((v, i) => values.indexOf(v) !== i), key).toEqual([]);
    }
    const bases = all.map((d) => d.api.base);
    expect(bases.filter((v, i) => bases.indexOf(v) !== i)).toEqual([]);
  });

  it('lists every declaration after the declarations it references', () => {
    all.forEach((d, i) => {
      for (const [field, f] of Object.entries(d.fields)) {
        if (f.kind !== 'reference' && f.kind !== 'multiReference') continue;
        const at = all.findIndex((x) => x.name === f.reference);
        expect(at, `${d.name}.${field} -> ${f.reference}`).toBeGreaterThanOrEqual(0);
        expect(at, `${d.name}.${field} -> ${f.reference}`).toBeLessThan(i);
      }
    });
  });

  describe.each(all.map((d) => [d.name, d] as const))('%s', (_name, d) => {
    // A screen of the product's own (`own`: why) is not the spec's: its route and base must not be spec ones.
    if (d.own) {
      it('says why it is the product\'s own, on a route and API base the spec does not have', () => {
        expect(d.own!.length).toBeGreaterThan(10);
        for (const path of [d.route, ...Object.values(d.routeAliases ?? {}).map((sub) => `${d.route}/${sub}`.replace(/:([A-Za-z_]\w*)/g, '{$1}'))]) {
          expect(routeByPath.has(path), `${path} is in routes.json: drop own`).toBe(false);
        }
        expect([...endpointPaths].filter((p) => p === d.api.base || p.startsWith(`${d.api.base}/`)), `${d.api.base} is in endpoints.json: drop own`).toEqual([]);
      });
      return;
    }

    it('sits on its spec route with the spec access rule', () => {
      // A screen whose spec path is redacted ({token}) sits on a path of ours, with that entry's rule.
      const redacted = d.redactedRoute ? routes.find((r) => r.path === '{token}' && r.label === d.redactedRoute) : undefined;
      if (d.redactedRoute) {
        expect(redacted, `no {token} route labelled "${d.redactedRoute}" in routes.json`).toBeDefined();
        expect(routeByPath.has(d.route), `${d.route} is in routes.json: drop redactedRoute`).toBe(false);
      }
      const route = redacted ?? routeByPath.get(d.routeParent ?? d.route);
      expect(route, `${d.route} is not in routes.json (and has no routeParent)`).toBeDefined();
      if (d.routeParent) expect(routeByPath.has(d.route), `${d.route} is in routes.json now: drop its routeParent`).toBe(false);
      const expected = route!.permissions.length ? route!.permissions : (route!.suggestedPermissions ?? []);
      expect(sorted(d.access.permissions)).toEqual(sorted(expected));
      expect(sorted(d.access.roles)).toEqual(sorted(route!.roles));
    });

    it('puts its alias sub-screens on spec routes too', () => {
      for (const sub of Object.values(d.routeAliases ?? {})) {
        const path = `${d.route}/${sub}`.replace(/:([A-Za-z_]\w*)/g, '{$1}');
        expect(routeByPath.has(path), path).toBe(true);
      }
    });

    it('uses an API base written in endpoints.json', () => {
      const base = d.api.base;
      if (CHOSEN_BASES.includes(base)) expect(new RegExp(`${base.replace(/[/.]/g, '\\$&')}(?![\\w/-])`).test(apiContract), `${base}: not listed in docs/api-contract.md`).toBe(true);
      else if (BASES_WITHOUT_OWN_PATH.includes(base)) expect([...endpointPaths].some((p) => p.startsWith(`${base}/`)), `${base}: no call below it in endpoints.json`).toBe(true);
      else expect(endpointPaths.has(base), `${base} is not a path in endpoints.json`).toBe(true);
    });
  });
});
