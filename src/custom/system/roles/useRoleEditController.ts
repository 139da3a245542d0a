// One role's page: load it, edit name, description and permission set, save or delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { deleteRole, fetchRole, updateRole } from './roleApi';
import { ROLE_LIST_PATH, ROLES_KEY } from './useRoleListController';
import { usePermissionCatalogue } from './usePermissionCatalogue';

type ApiError = Error & { body?: { details?: { field: string; message: string }[] } };

export function useRoleEditController() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = useQuery({ queryKey: [...ROLES_KEY, 'one', id], queryFn: ({ signal }) => fetchRole(id, signal) });
  const catalogue = usePermissionCatalogue();
  // What the user changed, over the role as loaded (and as saved).
  const [draft, setDraft] = useState<{ name?: string; description?: string; permissions?: string[] }>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const name = draft.name ?? role.data?.name ?? '';
  const description = draft.description ?? role.data?.description ?? '';
  const permissions = draft.permissions ?? role.data?.permissions ?? [];
  const edit = (change: typeof draft) => setDraft((d) => ({ ...d, ...change }));

  const failed = (error: ApiError) => {
    setFieldErrors(Object.fromEntries((error.body?.details ?? []).map((d) => [d.field, d.message])));
    notify(error.message, { type: 'error' });
  };
  const save = useMutation({
    mutationFn: () => updateRole(role.data!.id, { name, description, permissions }),
    onSuccess: (saved) => {
      setFieldErrors({});
      setDraft({});
      notify('screens.roleManagement.saved', { messageArgs: { name: saved.name } });
      queryClient.setQueryData([...ROLES_KEY, 'one', id], saved);
      return queryClient.invalidateQueries({ queryKey: ROLES_KEY, predicate: (q) => q.queryKey[2] !== 'one' });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteRole(role.data!.id),
    onSuccess: () => {
      notify('screens.roleManagement.deleted', { messageArgs: { name: role.data!.name } });
      void queryClient.invalidateQueries({ queryKey: ROLES_KEY });
      navigate(ROLE_LIST_PATH);
    },
    onError: failed,
  });

  return {
    role: role.data,
    error: role.error,
    loading: role.isPending || catalogue.isPending,
    catalogue: catalogue.data ?? [],
    name,
    setName: (v: string) => edit({ name: v }),
    description,
    setDescription: (v: string) => edit({ description: v }),
    permissions,
    setPermissions: (v: string[]) => edit({ permissions: v }),
    fieldErrors,
    save,
    remove,
  };
}
