// Demo roles and accounts: admin (every permission, and role OP), op (role OP), manager (role Manager),
// viewer (view-only permissions). Seeded only into a new demo database.
import type { Kysely } from 'kysely';
import { fieldRightCatalogue, isReadOnlyPermission, type ResourceDeclaration } from '../../src/schema';
import { SPEC_PERMISSIONS } from '../modules/system/admin/catalogue';
import { hashPassword } from '../auth/password';
import type { DB } from '../db/types';
import { ensureFieldRights } from '../fields/catalogue';

/** Every permission name the spec's routes and the declarations use, in a stable order. */
export function permissionCatalogue(resources: ResourceDeclaration[]): string[] {
  const names = new Set<string>(SPEC_PERMISSIONS);
  for (const r of resources) for (const p of [...r.access.permissions, ...(r.access.write ?? [])]) names.add(p);
  return [...names].sort();
}

// Operators maintain the master data; managers read it and review (locks, ratio audits).
const OP_PERMISSIONS = [
  ...['manage-bg', 'manage-bu', 'manage-entity', 'manage-crm', 'manage-payment-term', 'manage-deliver-term', 'manage-end-customer', 'view-crm'],
  ...['manage-manufacturer-manager', 'manager-vendor-edit', 'manage-product_line', 'manage-account-setting', 'manage-employee-rank', 'manage-vendor-type'],
  ...['manage-sloc', 'manage-prepaid-manager', 'manage-material', 'manage-materialsub', 'manage-chipset', 'manage-inventory-brand'],
  ...['manage-rma-manager', 'manage-route-charge', 'manage-city-station', 'manage-route-quote', 'manage-route', 'manage-leadtime-manager'],
  ...['manage-bangtai-inventory', 'manage-quality-assurance', 'manage-sap-purchase', 'manage-pre-maxout-target', 'manage-pre-maxout-list'],
  ...['manage-stock', 'view-stock', 'manage-record-inventory', 'manage-inventory-price', 'my-sloc', 'manage-part-list'], // view-stock: the stock journal (Inventory records)
  ...['manage-pdc', 'ignore-logistics-manage'], // in transit: PDC shipments, ECPO on-way
  ...['manage-gr-list', 'view-gr', 'manage-opo'], // VMI receipts, their progress, and the deduction/OPO/862 drafts
  ...['manage-po-manager', 'manage-my-po', 'manage-or', 'manage-purchase-order', 'view-maxout'], // POs, pre-POs, ORs, max-out
  ...['co-manage', 'my-co', 'import-order', 'manage-so-manager', 'my-so-manager'], // customer and sales orders
  ...['manage-850-query-manager', 'manage-850-edit-manager', 'manage-850-send-manager', 'manage-855-manager'], // EDI
  ...['manage-spot', 'manage-direct-manager'], // spot market, direct files
  ...['manage-price-table-srp', 'manage-price-table-quote', 'manage-material-price'], // v2 price table (priceTi)
  ...['manage-price', 'import-price-draft'], // price drafts: written and finished by operators
  ...['manage-recordprice', 'manage-price-database', 'manage-qbr'], // price records, market prices, QBR
];
const MANAGER_PERMISSIONS = [
  ...['view-crm', 'manage-crm-lock', 'view-end-customer', 'manage-bg', 'manage-bu', 'asn-ar-sales-review'],
  ...['view-material', 'view-manufacturer-manager', 'manage-vendor-ratio-audit'],
  // Managers read the lead-time reviews (manage-leadtime-viewer only reads) and query route amounts.
  ...['manage-leadtime-viewer', 'manage-route'],
  ...['view-bangtai-inventory', 'view-inventory-history', 'manage-pre-maxout-compile', 'manage-pre-maxout-final'],
  'view-pdc',
  ...['view-gr'],
];

export interface DemoAccount {
  name: string;
  nick_name: string;
  roles: string[];
  /** Field rights (guarded prices, costs, ratios): `all`, or the names. */
  fields: 'all' | string[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Admin also holds OP: role management is open to role OP only (spec), and the demo admin must reach it.
  { name: 'admin', nick_name: 'Administrator', roles: ['Admin', 'OP'], fields: 'all' },
  // Operators keep prices, costs and ratios; managers audit ratios; the viewer sees none of them.
  { name: 'op', nick_name: 'Olivia Operator', roles: ['OP'], fields: 'all' },
  { name: 'manager', nick_name: 'Marcus Manager', roles: ['Manager'], fields: ['vendor_ratio.ratio'] },
  { name: 'viewer', nick_name: 'Vera Viewer', roles: ['Viewer'], fields: [] },
  // The two price-draft audit levels, held by different people (four eyes); both see the cost (DBP).
  { name: 'audit01', nick_name: 'Alan Auditor (level 01)', roles: ['PriceAudit01'], fields: ['price_ti.dbp'] },
  { name: 'audit02', nick_name: 'Bella Auditor (level 02)', roles: ['PriceAudit02'], fields: ['price_ti.dbp'] },
];

export async function seedAccounts(db: Kysely<DB>, resources: ResourceDeclaration[], password: string): Promise<void> {
  const catalogue = permissionCatalogue(resources);
  const roles: Record<string, string[]> = {
    Admin: catalogue,
    OP: OP_PERMISSIONS.filter((p) => catalogue.includes(p)),
    Manager: MANAGER_PERMISSIONS.filter((p) => catalogue.includes(p)),
    Viewer: catalogue.filter(isReadOnlyPermission),
    PriceAudit01: ['audit-price-draft-01'].filter((p) => catalogue.includes(p)),
    PriceAudit02: ['audit-price-draft-02', 'list-all-price-draft'].filter((p) => catalogue.includes(p)),
  };
  await db.transaction().execute(async (trx) => {
    for (const name of catalogue) await trx.insertInto('permissions').values({ name, description: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const perms = new Map((await trx.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]));
    for (const [role, names] of Object.entries(roles)) {
      const { id } = await trx.insertInto('roles').values({ name: role, description: null }).returning('id').executeTakeFirstOrThrow();
      if (names.length) await trx.insertInto('role_permissions').values(names.map((n) => ({ role_id: id, permission_id: perms.get(n)! }))).execute();
    }
    const roleIds = new Map((await trx.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    await ensureFieldRights(trx, resources);
    const rights = new Map((await trx.selectFrom('field_rights').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    const allRights = fieldRightCatalogue(resources).map((e) => e.name);
    const hash = await hashPassword(password);
    for (const account of DEMO_ACCOUNTS) {
      const { id } = await trx
        .insertInto('users')
        .values({ name: account.name, nick_name: account.nick_name, email: `${account.name}@example.com`, language: null, password_hash: hash })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values(account.roles.map((r) => ({ user_id: id, role_id: roleIds.get(r)! }))).execute();
      const fields = (account.fields === 'all' ? allRights : account.fields).filter((name) => rights.has(name));
      if (fields.length) await trx.insertInto('user_field_rights').values(fields.map((name) => ({ user_id: id, field_right_id: rights.get(name)! }))).execute();
    }
  });
}
