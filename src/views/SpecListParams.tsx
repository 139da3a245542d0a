// The spec's list pages take `page` and `size` in the query; react-admin reads `page` and `perPage`.
// A link written the spec's way (…?page=3&size=50) is rewritten once, in place, before the list reads it.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function specSearchToReactAdmin(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const size = params.get('size');
  if (size === null || params.has('perPage')) return undefined;
  params.delete('size');
  if (/^\d+$/.test(size)) params.set('perPage', size);
  return `?${params.toString()}`;
}

export function SpecListParams({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const rewritten = specSearchToReactAdmin(location.search);
  useEffect(() => {
    if (rewritten !== undefined) navigate({ pathname: location.pathname, search: rewritten }, { replace: true });
  }, [rewritten, location.pathname, navigate]);
  return rewritten === undefined ? <>{children}</> : null;
}
