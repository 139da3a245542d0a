// Demo roles and accounts: admin (every permission, and role OP), op (role OP), manager (role Manager),
// viewer (view-only permissions). Seeded only into a new demo database. And the first administrator
// of a production database, which never gets the demo accounts unless asked (server/config.ts).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fieldRightCatalogue, isReadOnlyPermission, type ResourceDeclaration } from '../../src/schema';
import { hashPassword } from '../auth/password';
import { tokenHash } from '../auth/recovery';
import type { DB } from '../db/types';
import { ensureFieldRights } from '../fields/catalogue';
import type { ServerModule } from '../serverModule';

/** Every permission name the modules' own routes and the declarations use, in a stable order. */
export function permissionCatalogue(resources: ResourceDeclaration[], modules: ServerModule[]): string[] {
  const names = new Set<string>(modules.flatMap((m) => m.permissions ?? []));
  for (const r of resources) for (const p of [...r.access.permissions, ...(r.access.write ?? [])]) names.add(p);
  return [...names].sort();
}

/**
 * The demo roles, in the order they are made: Admin holds every permission, Viewer every read-only
 * one; the modules' `demoGrants` fill the others (operators maintain the master data, managers read
 * it and review, the two price-draft audit levels).
 */
function demoRoles(catalogue: string[], modules: ServerModule[]): Record<string, string[]> {
  const granted = (role: string) => [...new Set(modules.flatMap((m) => m.demoGrants?.[role] ?? []))].filter((p) => catalogue.includes(p));
  const roles: Record<string, string[]> = { Admin: catalogue, OP: granted('OP'), Manager: granted('Manager'), Viewer: catalogue.filter(isReadOnlyPermission) };
  for (const m of modules) for (const role of Object.keys(m.demoGrants ?? {})) roles[role] ??= granted(role);
  return roles;
}

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
  // The ASN review queues (issue 25): review-asn, every asn-ar-* review and the prepaid one (manage-prepaid-manager,
  // so it sees prepaid amounts: prepaid.price); server/modules/events/auditItem.
  { name: 'reviewer', nick_name: 'Rita Reviewer (ASN)', roles: ['AsnReviewer'], fields: ['prepaid.price'] },
  // The demo supplier sending ASNs (server/modules/shipment/asn seeds its ASNs).
  { name: 'supplier', nick_name: 'Sunny Supplier (Asia Components Ltd.)', roles: ['Supplier'], fields: [] },
];

export async function seedAccounts(db: Kysely<DB>, resources: ResourceDeclaration[], modules: ServerModule[], password: string): Promise<void> {
  const catalogue = permissionCatalogue(resources, modules);
  const roles = demoRoles(catalogue, modules);
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

/** The one-time sign-in link of a first administrator without ADMIN_PASSWORD lives this long. */
export const FIRST_LINK_TTL_MS = 24 * 60 * 60_000;

export interface FirstAdministrator {
  name: string;
  /** Set when no password was given: the page where the administrator chooses one, valid once. */
  link?: string;
}

/**
 * A database where no enabled holder of role Admin can sign in gets one: `admin.user` with every
 * permission, role OP (role management) and every field right. Its password is ADMIN_PASSWORD, or
 * it chooses one through a one-time link (the password-reset page), so no password is ever printed;
 * a link that ran out unused is replaced at the next start. Undefined when an administrator exists.
 */
export async function ensureAdministrator(
  db: Kysely<DB>,
  resources: ResourceDeclaration[],
  modules: ServerModule[],
  admin: { user: string; password?: string },
  publicUrl: string,
): Promise<FirstAdministrator | undefined> {
  // An administrator who can sign in: a password, a single sign-on link, or a one-time link not yet used.
  const existing = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('users.id')
    .where('roles.name', '=', 'Admin')
    .where('users.disabled', '=', false)
    .where((eb) =>
      eb.or([
        eb('users.password_hash', 'is not', null),
        eb.exists(eb.selectFrom('user_sso_links').select('user_id').whereRef('user_sso_links.user_id', '=', 'users.id')),
        eb.exists(eb.selectFrom('password_resets').select('user_id').whereRef('password_resets.user_id', '=', 'users.id').where('used_at', 'is', null).where('expires_at', '>', new Date())),
      ]),
    )
    .executeTakeFirst();
  if (existing) return undefined;
  const catalogue = permissionCatalogue(resources, modules);
  const hash = admin.password === undefined ? null : await hashPassword(admin.password);
  const token = admin.password === undefined ? randomBytes(32).toString('base64url') : undefined;
  await db.transaction().execute(async (trx) => {
    for (const name of catalogue) await trx.insertInto('permissions').values({ name, description: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const roleId = async (name: string) =>
      (await trx.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst())?.id ??
      (await trx.insertInto('roles').values({ name, description: null }).returning('id').executeTakeFirstOrThrow()).id;
    const adminRole = await roleId('Admin');
    const opRole = await roleId('OP');
    const perms = await trx.selectFrom('permissions').select('id').where('name', 'in', catalogue).execute();
    await trx.insertInto('role_permissions').values(perms.map((p) => ({ role_id: adminRole, permission_id: p.id }))).onConflict((oc) => oc.doNothing()).execute();
    const found = await trx.selectFrom('users').select('id').where('name', '=', admin.user).executeTakeFirst();
    const id = found
      ? (await trx.updateTable('users').set({ ...(hash ? { password_hash: hash } : {}), disabled: false, updated_at: new Date() }).where('id', '=', found.id).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.insertInto('users').values({ name: admin.user, nick_name: 'Administrator', email: null, language: null, password_hash: hash }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.insertInto('user_roles').values([adminRole, opRole].map((role_id) => ({ user_id: id, role_id }))).onConflict((oc) => oc.doNothing()).execute();
    await ensureFieldRights(trx, resources);
    const rights = await trx.selectFrom('field_rights').select('id').execute();
    if (rights.length) await trx.insertInto('user_field_rights').values(rights.map((r) => ({ user_id: id, field_right_id: r.id }))).onConflict((oc) => oc.doNothing()).execute();
    if (token) await trx.insertInto('password_resets').values({ user_id: id, token_hash: tokenHash(token), expires_at: new Date(Date.now() + FIRST_LINK_TTL_MS) }).execute();
  });
  return { name: admin.user, ...(token ? { link: `${publicUrl}/resetPwd?token=${token}` } : {}) };
}
