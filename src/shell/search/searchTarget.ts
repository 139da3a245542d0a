// The header search looks up materials (the spec's material query at /search).
import { getResource, raName } from '../../resources/declarations';

export const searchDeclaration = () => getResource('material');
export const searchResource = () => raName(searchDeclaration());
/** The fields one can search in, the material's own search fields. */
export const searchFields = () => searchDeclaration().list.search;

/** The /search address for a keyword, or undefined when there is nothing to search for. */
export function searchPath(keyword: string, field: string): string | undefined {
  const trimmed = keyword.trim();
  if (!trimmed) return undefined;
  return `/search?${new URLSearchParams({ keyword: trimmed, field }).toString()}`;
}

/** The search in a /search address: a known field, else the first. */
export function readSearch(search: string): { keyword: string; field: string } {
  const params = new URLSearchParams(search);
  const fields = searchFields();
  const field = params.get('field') ?? '';
  return { keyword: (params.get('keyword') ?? '').trim(), field: fields.includes(field) ? field : fields[0] };
}
