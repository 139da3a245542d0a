// The role list's logic: search (debounced), paging, and creating a role (then opening it).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { createRole, fetchRoles } from './roleApi';

export const ROLES_KEY = ['admin', 'roles'] as const;
export const ROLE_LIST_PATH = '/system/roles/roleManagement';

export function useRoleListController() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [nameError, setNameError] = useState<string>();

  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useQuery({
    queryKey: [...ROLES_KEY, { page, size, keyword }],
    queryFn: ({ signal }) => fetchRoles({ page, size, keyword }, signal),
    placeholderData: keepPreviousData,
  });

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
    search,
    setSearch,
    page,
    setPage,
    size,
    setSize: (n: number) => {
      setSize(n);
      setPage(1);
    },
    roles: list.data?.data ?? [],
    total: list.data?.total ?? 0,
    isPending: list.isPending,
    error: list.error,
    create,
    nameError,
    clearNameError: () => setNameError(undefined),
  };
}
