// The edit dialog's logic: the user's nickname, e-mail, roles and direct permissions; saving sends
// the profile and roles in one PUT, then only the permissions that changed.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fetchRoles } from '../roleManagement/roleApi';
import { usePermissionCatalogue } from '../roleManagement/usePermissionCatalogue';
import { changePermissions, updateUser, type AdminUser } from './userApi';

export function useUserEditController(user: AdminUser, onSaved: () => void) {
  const notify = useNotify();
  const roles = useQuery({ queryKey: ['admin', 'roles', 'all'], queryFn: ({ signal }) => fetchRoles({ page: 1, size: 500 }, signal) });
  const catalogue = usePermissionCatalogue();
  const [nickName, setNickName] = useState(user.nick_name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [roleIds, setRoleIds] = useState<number[]>(user.roles.map((r) => r.id));
  const [permissions, setPermissions] = useState<string[]>(user.permissions.map((p) => p.name));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: async () => {
      await updateUser(user.id, { nick_name: nickName, email, role_ids: roleIds });
      await changePermissions(user.id, user.permissions.map((p) => p.name), permissions);
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
    loading: roles.isPending || catalogue.isPending,
    nickName,
    setNickName,
    email,
    setEmail,
    roleIds,
    toggleRole,
    permissions,
    setPermissions,
    fieldErrors,
    save,
  };
}
