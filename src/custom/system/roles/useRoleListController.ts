// The role list's logic: search (debounced), paging, and creating a role (then opening it).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSearchedPages } from '../../../views/shared/useSearchedPages';
import { createRole, fetchRoles } from './roleApi';

export const ROLES_KEY = ['admin', 'roles'] as const;
export const ROLE_LIST_PATH = '/system/roles/roleManagement';

export function useRoleListController() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [nameError, setNameError] = useState<string>();
  const { rows: roles, ...pages } = useSearchedPages(ROLES_KEY, fetchRoles);

  const create = useMutation({
    mutationFn: (input: { name: string; description: string }) => createRole({ ...input, permissions: [] }),
    onSuccess: (role) => {
      notify('screens.roleManagement.created', { messageArgs: { name: role.name } });
      navigate(`${ROLE_LIST_PATH}/${role.id}`);
    },
    onError: (error: Error & { body?: { details?: { field: string; message: string }[] } }) => {
      setNameError(error.body?.details?.find((d) => d.field === 'name')?.message);
      notify(error.message, { type: 'error' });
    },
  });

  return {
    ...pages,
    roles,
    create,
    nameError,
    clearNameError: () => setNameError(undefined),
  };
}
