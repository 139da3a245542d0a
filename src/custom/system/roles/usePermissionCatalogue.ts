import { useQuery } from '@tanstack/react-query';
import { fetchPermissionCatalogue } from './roleApi';

/** The permission catalogue, read once per session of the screen. */
export const usePermissionCatalogue = () =>
  useQuery({ queryKey: ['admin', 'permissions'], queryFn: ({ signal }) => fetchPermissionCatalogue(signal), staleTime: 5 * 60_000 });
