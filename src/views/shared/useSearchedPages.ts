// A hand-written list's search and paging: the keyword is applied 300 ms after typing stops and
// goes back to page 1, as does a new page size; the previous page stays shown while the next loads.
// Page and size live in the address (R11: `?page=2&size=50`), as in every other list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PageQuery } from './pageQuery';
import { useUrlPaging } from './useUrlPaging';

const SEARCH_DELAY_MS = 300;

export function useSearchedPages<T>(queryKey: readonly unknown[], fetchPage: (q: PageQuery, signal?: AbortSignal) => Promise<{ data: T[]; total: number }>) {
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const { page, size, setPage, setSize } = useUrlPaging(20);

  useEffect(() => {
    const next = search.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, keyword, setPage]);

  const list = useQuery({
    queryKey: [...queryKey, { page, size, keyword }],
    queryFn: ({ signal }) => fetchPage({ page, size, keyword }, signal),
    placeholderData: keepPreviousData,
  });

  return {
    search,
    setSearch,
    page,
    setPage,
    size,
    setSize,
    rows: list.data?.data ?? [],
    total: list.data?.total ?? 0,
    isPending: list.isPending,
    error: list.error,
  };
}
