import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { allows, defineResource, DeclarationError, writePermissions, type Principal } from '../../../src/schema';

const user = (perms: string[], roles: { name: string; permissions?: string[] }[] = []): Principal => ({
  permissions: perms.map((name) => ({ name })),
  roles: roles.map((r) => ({ name: r.name, permissions: (r.permissions ?? []).map((name) => ({ name })) })),
});

describe('access rules (spec document 1, section 6)', () => {
  const customers = { permissions: ['manage-crm', 'view-crm', 'manage-crm-lock'], write: ['manage-crm', 'manage-crm-lock'] };

  it('grants a permission held directly or through any role', () => {
    expect(allows(user(['view-crm']), customers, 'read')).toBe(true);
    expect(allows(user([], [{ name: 'Sales', permissions: ['view-crm'] }]), customers, 'read')).toBe(true);
    expect(allows(user(['manage-bg']), customers, 'read')).toBe(false);
  });

  it('lets any one listed permission grant access', () => {
    expect(allows(user(['manage-crm-lock']), customers, 'read')).toBe(true);
    expect(allows(user(['manage-crm-lock']), customers, 'write')).toBe(true);
  });

  it('keeps view-* permissions read-only', () => {
    const endCustomers = { permissions: ['view-end-customer', 'manage-end-customer'] };
    expect(writePermissions(endCustomers)).toEqual(['manage-end-customer']);
    expect(allows(user(['view-end-customer']), endCustomers, 'read')).toBe(true);
    expect(allows(user(['view-end-customer']), endCustomers, 'write')).toBe(false);
  });

  it('checks roles by name (role OP alone reaches role management)', () => {
    const roleManagement = { permissions: [], roles: ['OP'] };
    expect(allows(user([], [{ name: 'OP' }]), roleManagement, 'write')).toBe(true);
    expect(allows(user(['admin-user'], [{ name: 'Manager' }]), roleManagement, 'read')).toBe(false);
  });

  it('every declaration carries the access rule of its spec route', () => {
    const byRoute = Object.fromEntries(resources.map((r) => [r.route, r.access.permissions]));
    expect(byRoute['/basic/customer/bgManagement']).toEqual(['manage-bg']);
    expect(byRoute['/basic/customer/endCustomerManagement']).toEqual(['view-end-customer', 'manage-end-customer']);
    expect(byRoute['/basic/customer/customers']).toEqual([
      'manage-crm',
      'view-crm',
      'manage-crm-lock',
      'asn-ar-asset-review',
      'asn-ar-sales-review',
      'asn-ar-finance-review',
    ]);
  });
});

describe('defineResource', () => {
  // The business groups: a declaration with a text code and an enumerated status (not the first by folder order, which changes).
  const base = resources.find((r) => r.name === 'bg')!;
  it('refuses a list column that is not a field', () => {
    expect(() => defineResource({ ...base, list: { ...base.list, columns: ['nope'] } })).toThrow(DeclarationError);
  });
  it('refuses a search field that is not text', () => {
    expect(() => defineResource({ ...base, list: { ...base.list, search: ['status'] } })).toThrow(/must be text/);
  });
  it('refuses a declaration nobody may open', () => {
    expect(() => defineResource({ ...base, access: { permissions: [] } })).toThrow(/access/);
  });
  it('refuses a uniqueTogether set naming an unknown field, or fewer than two different fields', () => {
    const [first, second] = Object.keys(base.fields);
    expect(() => defineResource({ ...base, uniqueTogether: [[first, 'nope']] })).toThrow(/uniqueTogether names unknown field "nope"/);
    expect(() => defineResource({ ...base, uniqueTogether: [[first]] })).toThrow(/two or more different fields/);
    expect(() => defineResource({ ...base, uniqueTogether: [[first, first]] })).toThrow(/two or more different fields/);
    expect(defineResource({ ...base, uniqueTogether: [[first, second]] }).uniqueTogether).toEqual([[first, second]]);
  });
});
