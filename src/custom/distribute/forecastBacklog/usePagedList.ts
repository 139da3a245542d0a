// Headless logic of the planning lists: one page of rows, keyword search, paging kept in the address.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import type { Page, PageQuery } from './api';

export function usePagedList<T>(key: unknown[], fetch: (p: PageQuery, signal?: AbortSignal) => Promise<Page<T>>) {
  const { page, size, setPage, setSize } = useUrlPaging(20);
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    queryKey: ['planning', ...key, page, size, keyword],
    queryFn: ({ signal }) => fetch({ page, size, keyword }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    list: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    loading: query.isPending,
    error: query.error,
    page,
    size,
    setPage,
    setSize,
    search: (value: string) => {
      setKeyword(value.trim());
      setPage(1);
    },
  };
}

/** Which family a /distribute/{NonCF,CF,NonTI}/... path belongs to. */
export function familyOfPath(pathname: string): 'noncf' | 'cf' | 'nonti' {
  const seg = pathname.split('/')[2];
  return seg === 'CF' ? 'cf' : seg === 'NonTI' ? 'nonti' : 'noncf';
}
