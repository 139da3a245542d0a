// The picker's logic apart from its rendering: filter by a search text, group by menu group,
// toggle one permission or a whole (filtered) group.
import { useMemo, useState } from 'react';
import type { CatalogueEntry } from './roleApi';

export interface PickerGroup {
  group: string;
  names: string[];
  /** How many of `names` are chosen. */
  chosen: number;
}

export function groupCatalogue(catalogue: CatalogueEntry[], search: string, value: string[], labelOf: (group: string) => string): PickerGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, string[]>();
  for (const entry of catalogue) {
    const matches = !needle || entry.name.toLowerCase().includes(needle) || labelOf(entry.group).toLowerCase().includes(needle);
    if (!matches) continue;
    const list = groups.get(entry.group) ?? [];
    list.push(entry.name);
    groups.set(entry.group, list);
  }
  const chosen = new Set(value);
  return [...groups].map(([group, names]) => ({ group, names, chosen: names.filter((n) => chosen.has(n)).length }));
}

export function usePermissionPickerController(catalogue: CatalogueEntry[], value: string[], onChange: (next: string[]) => void, labelOf: (group: string) => string) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupCatalogue(catalogue, search, value, labelOf), [catalogue, search, value, labelOf]);
  const chosen = useMemo(() => new Set(value), [value]);
  const toggle = (name: string) => onChange(chosen.has(name) ? value.filter((v) => v !== name) : [...value, name]);
  const toggleGroup = (group: PickerGroup) => {
    const all = group.chosen === group.names.length;
    onChange(all ? value.filter((v) => !group.names.includes(v)) : [...new Set([...value, ...group.names])]);
  };
  return { search, setSearch, groups, chosen, toggle, toggleGroup };
}
