// The edit dialog's logic: the user's nickname, e-mail, roles, direct permissions and field rights;
// saving sends the profile and roles in one PUT, then only the permissions and field rights that changed.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fetchRoles } from '../roles/roleApi';
import { usePermissionCatalogue } from '../roles/usePermissionCatalogue';
import { changeFieldRights, fetchFieldRights } from './fieldRightApi';
import { changePermissions, updateUser, type AdminUser } from './userApi';

export function useUserEditController(user: AdminUser, onSaved: () => void) {
  const notify = useNotify();
  const roles = useQuery({ queryKey: ['admin', 'roles', 'all'], queryFn: ({ signal }) => fetchRoles({ page: 1, size: 500 }, signal) });
  const catalogue = usePermissionCatalogue();
  const fieldRights = useQuery({ queryKey: ['admin', 'fieldRights'], queryFn: ({ signal }) => fetchFieldRights(signal), staleTime: 5 * 60_000 });
  const [fields, setFields] = useState<string[]>((user.fields ?? []).map((f) => f.name));
  const [nickName, setNickName] = useState(user.nick_name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [roleIds, setRoleIds] = useState<number[]>(user.roles.map((r) => r.id));
  const [permissions, setPermissions] = useState<string[]>(user.permissions.map((p) => p.name));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: async () => {
      await updateUser(user.id, { nick_name: nickName, email, role_ids: roleIds });
      await changePermissions(user.id, user.permissions.map((p) => p.name), permissions);
      await changeFieldRights(user.id, (user.fields ?? []).map((f) => f.name), fields);
    },
    onSuccess: () => {
      notify('screens.userManagement.saved', { messageArgs: { name: user.name } });
      onSaved();
    },
    onError: (error: Error & { body?: { details?: { field: string; message: string }[] } }) => {
      setFieldErrors(Object.fromEntries((error.body?.details ?? []).map((d) => [d.field, d.message])));
      notify(error.message, { type: 'error' });
    },
  });

  const toggleRole = (id: number) => setRoleIds((ids) => (ids.includes(id) ? ids.filter((r) => r !== id) : [...ids, id]));

  return {
    roles: roles.data?.data ?? [],
    catalogue: catalogue.data ?? [],
    fieldRights: fieldRights.data ?? [],
    loading: roles.isPending || catalogue.isPending || fieldRights.isPending,
    nickName,
    setNickName,
    email,
    setEmail,
    roleIds,
    toggleRole,
    permissions,
    setPermissions,
    fields,
    setFields,
    fieldErrors,
    save,
  };
}
