// A hand-written list's page and size kept in the address as the spec's list pages take them
// (`?page=2&size=50`, rule R11), so going back, reloading or sharing the link returns to the same
// rows, as react-admin's own lists do. Page is 1-based; size is 1..500 (the spec's largest page).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../config';

const whole = (raw: string | null, fallback: number, max: number) => {
  const n = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return n >= 1 ? Math.min(n, max) : fallback;
};

export function useUrlPaging(defaultSize: number) {
  const [params, setParams] = useSearchParams();
  const page = whole(params.get('page'), 1, Number.MAX_SAFE_INTEGER);
  const size = whole(params.get('size'), defaultSize, MAX_PAGE_SIZE);
  const write = useCallback(
    (next: { page: number; size?: number }) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set('page', String(next.page));
          if (next.size !== undefined) out.set('size', String(next.size));
          return out;
        },
      ),
    [setParams],
  );
  const setPage = useCallback((p: number) => write({ page: p }), [write]);
  // A new size starts again from the first page, as react-admin's pager does.
  const setSize = useCallback((s: number) => write({ page: 1, size: s }), [write]);
  return { page, size, setPage, setSize };
}
