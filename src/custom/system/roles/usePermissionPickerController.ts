// The picker's logic apart from its rendering: filter by a search text, group by menu group,
// toggle one permission or a whole (filtered) group. The search matches a permission's code and its label.
import { useMemo, useState } from 'react';
import type { CatalogueEntry } from './roleApi';

export interface PickerGroup {
  group: string;
  names: string[];
  /** How many of `names` are chosen. */
  chosen: number;
}

type Words = (name: string) => string;

export function groupCatalogue(catalogue: CatalogueEntry[], search: string, value: string[], labelOf: Words, permissionLabelOf: Words = (n) => n): PickerGroup[] {
  const needle = search.trim().toLowerCase();
  const has = (text: string) => text.toLowerCase().includes(needle);
  const groups = new Map<string, string[]>();
  for (const entry of catalogue) {
    const matches = !needle || has(entry.name) || has(permissionLabelOf(entry.name)) || has(labelOf(entry.group));
    if (!matches) continue;
    const list = groups.get(entry.group) ?? [];
    list.push(entry.name);
    groups.set(entry.group, list);
  }
  const chosen = new Set(value);
  return [...groups].map(([group, names]) => ({ group, names, chosen: names.filter((n) => chosen.has(n)).length }));
}

export function usePermissionPickerController(catalogue: CatalogueEntry[], value: string[], onChange: (next: string[]) => void, labelOf: Words, permissionLabelOf: Words) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupCatalogue(catalogue, search, value, labelOf, permissionLabelOf), [catalogue, search, value, labelOf, permissionLabelOf]);
  const chosen = useMemo(() => new Set(value), [value]);
  const toggle = (name: string) => onChange(chosen.has(name) ? value.filter((v) => v !== name) : [...value, name]);
  const toggleGroup = (group: PickerGroup) => {
    const all = group.chosen === group.names.length;
    onChange(all ? value.filter((v) => !group.names.includes(v)) : [...new Set([...value, ...group.names])]);
  };
  return { search, setSearch, groups, chosen, toggle, toggleGroup };
}
