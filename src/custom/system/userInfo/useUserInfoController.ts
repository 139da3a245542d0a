// The user information page's data: the user (GET /api/v1/user/{id}), their roles with each role's
// permissions (GET /api/v1/user/role/{id}), the page's own call (sign-ins, unit, events) and the
// permission catalogue, which names each permission's menu group. The permissions held are grouped
// by that menu group, each with how it is held: directly and/or through which roles.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import { allows, type Principal } from '../../../schema';
import { ROLE_MANAGEMENT_ACCESS } from '../../../contract/roleAccess';
import { permissionLabel } from '../../../i18n/permissionWords';
import { usePermissionCatalogue } from '../roles/usePermissionCatalogue';
import { fetchInfoUser, fetchUserInfoExtra, fetchUserRoles } from './userInfoApi';

export interface HeldPermission {
  name: string;
  words: string;
  direct: boolean;
  /** Roles that give it. */
  roles: string[];
}

export interface PermissionGroup {
  group: string;
  permissions: HeldPermission[];
}

const OTHER = 'other';

export function groupPermissions(direct: string[], roles: { name: string; permissions: string[] }[], groupOf: (name: string) => string | undefined, locale: string): PermissionGroup[] {
  const held = new Map<string, HeldPermission>();
  const take = (name: string) => held.get(name) ?? held.set(name, { name, words: permissionLabel(name, locale), direct: false, roles: [] }).get(name)!;
  for (const name of direct) take(name).direct = true;
  for (const role of roles) for (const name of role.permissions) take(name).roles.push(role.name);
  const groups = new Map<string, HeldPermission[]>();
  for (const p of held.values()) {
    const group = groupOf(p.name) ?? OTHER;
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return [...groups.entries()]
    .map(([group, permissions]) => ({ group, permissions: permissions.sort((a, b) => a.words.localeCompare(b.words, locale)) }))
    .sort((a, b) => (a.group === OTHER ? 1 : b.group === OTHER ? -1 : a.group.localeCompare(b.group)));
}

export function useUserInfoController(locale: string) {
  const { id = '' } = useParams();
  const { permissions: me } = usePermissions<Principal | undefined>();
  const user = useQuery({ queryKey: ['admin', 'userInfo', id, 'user'], queryFn: ({ signal }) => fetchInfoUser(id, signal) });
  const roles = useQuery({ queryKey: ['admin', 'userInfo', id, 'roles'], queryFn: ({ signal }) => fetchUserRoles(id, signal), enabled: user.isSuccess });
  const extra = useQuery({ queryKey: ['admin', 'userInfo', id, 'extra'], queryFn: ({ signal }) => fetchUserInfoExtra(id, signal), enabled: user.isSuccess });
  const catalogue = usePermissionCatalogue();

  const groups = useMemo(() => {
    if (!user.data || !roles.data) return undefined;
    const groupByName = new Map((catalogue.data ?? []).map((c) => [c.name, c.group]));
    return groupPermissions(user.data.permissions.map((p) => p.name), roles.data, (name) => groupByName.get(name), locale);
  }, [user.data, roles.data, catalogue.data, locale]);

  return {
    id,
    user: user.data,
    roles: roles.data,
    extra: extra.data,
    groups,
    loading: user.isPending,
    /** The user's own error first (a 404 says the user is gone); the others only dim their section. */
    error: user.error,
    rolesError: roles.error,
    extraError: extra.error,
    /** Role names link to role management for those who may open it. */
    canOpenRoles: me ? allows(me, ROLE_MANAGEMENT_ACCESS, 'read') : false,
  };
}
