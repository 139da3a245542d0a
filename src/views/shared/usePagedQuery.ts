// A hand-written list's one page of rows: page and size kept in the address (useUrlPaging, R11), a
// keyword search that starts again from page 1, the previous page kept on screen while the next loads.
// The caller's own filters go into `key` (and its fetch); changing one should call setPage(1).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useUrlPaging } from './useUrlPaging';

export interface PagedQuery { page: number; size: number; keyword: string }

export function usePagedQuery<T>(key: readonly unknown[], fetch: (q: PagedQuery, signal?: AbortSignal) => Promise<{ list: T[]; total: number }>, defaultSize = 20) {
  const { page, size, setPage, setSize } = useUrlPaging(defaultSize);
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    queryKey: [...key, page, size, keyword],
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
    keyword,
    search: (value: string) => {
      setKeyword(value.trim());
      setPage(1);
    },
  };
}
