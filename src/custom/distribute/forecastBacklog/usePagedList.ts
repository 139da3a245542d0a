// Headless logic of the planning lists: one page of rows, keyword search, paging kept in the address
// (the shared paged query, under the 'planning' key every planning change refreshes).
import { usePagedQuery } from '../../../views/shared/usePagedQuery';
import type { Page, PageQuery } from './api';

export function usePagedList<T>(key: unknown[], fetch: (p: PageQuery, signal?: AbortSignal) => Promise<Page<T>>) {
  return usePagedQuery<T>(['planning', ...key], fetch, 20);
}

/** Which family a /distribute/{NonCF,CF,NonTI}/... path belongs to. */
export function familyOfPath(pathname: string): 'noncf' | 'cf' | 'nonti' {
  const seg = pathname.split('/')[2];
  return seg === 'CF' ? 'cf' : seg === 'NonTI' ? 'nonti' : 'noncf';
}
