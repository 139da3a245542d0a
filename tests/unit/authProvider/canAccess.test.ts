// @vitest-environment jsdom
import { authProvider, canAccessResource, registerAccessRules, type AppUser } from '../../../src/authProvider';
import { bg } from '../../../src/resources/basic/customer/model/bg';
import { endCustomer } from '../../../src/resources/basic/customer/model/endCustomer';
import { raName } from '../../../src/resources/declarations';
import { buildRegistry } from '../../../src/registry';

// The composition root gives the access rules of every declaration and screen to the authProvider.
buildRegistry();

const user = (over: Partial<AppUser>): AppUser => ({ id: 1, name: 'u', roles: [], permissions: [], ...over });

const viewer = user({ name: 'viewer', roles: [{ name: 'Viewer', permissions: [{ name: 'view-end-customer' }] }] });
const op = user({ name: 'op', roles: [{ name: 'OP', permissions: [] }], permissions: [{ name: 'manage-bg' }] });
const nobody = user({ name: 'nobody' });

const END_CUSTOMERS = raName(endCustomer);
const BG = raName(bg);

describe('canAccessResource', () => {
  it('lets a viewer with view-end-customer list and show, but not create or edit, end customers', () => {
    expect(canAccessResource(viewer, END_CUSTOMERS, 'list')).toBe(true);
    expect(canAccessResource(viewer, END_CUSTOMERS, 'show')).toBe(true);
    expect(canAccessResource(viewer, END_CUSTOMERS, 'export')).toBe(true);
    expect(canAccessResource(viewer, END_CUSTOMERS, 'create')).toBe(false);
    expect(canAccessResource(viewer, END_CUSTOMERS, 'edit')).toBe(false);
    expect(canAccessResource(viewer, END_CUSTOMERS, 'delete')).toBe(false);
  });

  it('lets an op holding manage-bg directly edit business groups', () => {
    expect(canAccessResource(op, BG, 'edit')).toBe(true);
    expect(canAccessResource(op, BG, 'create')).toBe(true);
    expect(canAccessResource(op, BG, 'list')).toBe(true);
    expect(canAccessResource(op, END_CUSTOMERS, 'list')).toBe(false);
  });

  it('grants a permission held through a role', () => {
    const manager = user({ roles: [{ name: 'Manager', permissions: [{ name: 'manage-end-customer' }] }] });
    expect(canAccessResource(manager, END_CUSTOMERS, 'delete')).toBe(true);
  });

  it('grants access by role name where the rule lists roles', () => {
    registerAccessRules({ '/system/systemConfig': { permissions: [], roles: ['OP'] } });
    expect(canAccessResource(op, 'system/systemConfig', 'edit')).toBe(true);
    expect(canAccessResource(viewer, 'system/systemConfig', 'list')).toBe(false);
  });

  it('refuses a user with nothing, an unknown resource, an unknown action and no user', () => {
    expect(canAccessResource(nobody, END_CUSTOMERS, 'list')).toBe(false);
    expect(canAccessResource(nobody, BG, 'edit')).toBe(false);
    expect(canAccessResource(op, 'no/such/resource', 'list')).toBe(false);
    expect(canAccessResource(op, BG, 'fly')).toBe(false);
    expect(canAccessResource(undefined, BG, 'list')).toBe(false);
  });

  it('also finds a declaration by its name', () => {
    expect(canAccessResource(op, 'bg', 'edit')).toBe(true);
  });
});

describe('authProvider.canAccess', () => {
  afterEach(() => localStorage.clear());

  it('answers for the user stored at sign-in', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(viewer));
    expect(await authProvider.canAccess!({ resource: END_CUSTOMERS, action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: END_CUSTOMERS, action: 'create' })).toBe(false);
    // A changed stored user is picked up (sign-in as someone else, another tab).
    localStorage.setItem('user', JSON.stringify(op));
    expect(await authProvider.canAccess!({ resource: BG, action: 'edit' })).toBe(true);
  });

  it('answers false when nobody is signed in', async () => {
    expect(await authProvider.canAccess!({ resource: BG, action: 'list' })).toBe(false);
  });

  it('keeps a 403 signed in and signs a 401 out', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
  });

  it('refuses checkAuth without a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    localStorage.setItem('token', 't');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('names the user by nickname, else name', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user({ id: 5, name: 'jdoe', nick_name: 'Jane', roles: [{ name: 'OP', permissions: [] }] })));
    expect(await authProvider.getIdentity!()).toEqual({ id: 5, fullName: 'Jane' });
  });
});
