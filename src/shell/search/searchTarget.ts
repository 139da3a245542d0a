// The header search looks up materials (the spec's material query at /search).
import { raName } from '../../schema/names';
import { useRegistry } from '../modules/RegistryContext';
import { SEARCH_RESOURCE } from './searchResource';

export { SEARCH_RESOURCE };

/** The searched resource's react-admin name and the fields one can search in (the material's own search fields). */
export function useSearchTarget(): { resource: string; fields: string[] } {
  const entry = useRegistry().findEntry(SEARCH_RESOURCE);
  if (!entry) throw new Error(`header search: no resource "${SEARCH_RESOURCE}"`);
  return { resource: raName(entry), fields: Object.keys(entry.search ?? {}) };
}

/** The /search address for a keyword, or undefined when there is nothing to search for. */
export function searchPath(keyword: string, field: string): string | undefined {
  const trimmed = keyword.trim();
  if (!trimmed) return undefined;
  return `/search?${new URLSearchParams({ keyword: trimmed, field }).toString()}`;
}

/** The search in a /search address: one of `fields`, else the first. */
export function readSearch(search: string, fields: string[]): { keyword: string; field: string } {
  const params = new URLSearchParams(search);
  const field = params.get('field') ?? '';
  return { keyword: (params.get('keyword') ?? '').trim(), field: fields.includes(field) ? field : fields[0] };
}
