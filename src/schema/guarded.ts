// Field rights (issue 4, item 6): a guarded field is seen and written only by users assigned its
// right. The server strips it from answers and files and refuses writes to it; the views hide it.
import type { Principal } from './access';
import { fieldOf } from './fieldOf';
import type { Label, ResourceDeclaration } from './types';

/** `resource.field`, or any dotted snake_case name a declaration gives. */
export const FIELD_RIGHT_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/** The right a declaration gives a field (its default), or undefined when it guards none. */
export function fieldRight(decl: ResourceDeclaration, name: string): string | undefined {
  const guarded = fieldOf(decl, name)?.guarded;
  if (!guarded) return undefined;
  return typeof guarded === 'string' ? guarded : `${decl.name}.${name}`;
}

/** Field guards added at run time for this declaration (from the user's `fieldGuards`). */
const runtimeGuards = (decl: ResourceDeclaration, user: Principal | undefined): Record<string, string> => {
  const own = user?.fieldGuards && Object.prototype.hasOwnProperty.call(user.fieldGuards, decl.name) ? user.fieldGuards[decl.name] : undefined;
  return own ?? {};
};

/**
 * The guarded fields of a declaration, with their rights: the declared defaults, plus those an
 * administrator guarded at run time when a principal carrying them is given.
 */
export function guardedFields(decl: ResourceDeclaration, user?: Principal): { field: string; right: string }[] {
  const out: { field: string; right: string }[] = [];
  const added = runtimeGuards(decl, user);
  for (const name of Object.keys(decl.fields)) {
    const right = fieldRight(decl, name) ?? (Object.prototype.hasOwnProperty.call(added, name) ? added[name] : undefined);
    if (right) out.push({ field: name, right });
  }
  return out;
}

/** The field rights a user holds. */
export function heldFieldRights(user: Principal | undefined): Set<string> {
  return new Set((user?.fields ?? []).map((f) => (typeof f === 'string' ? f : f.name)));
}

/** Guarded fields of `decl` the user does not hold: hidden from them, and refused when written. */
export function deniedFields(decl: ResourceDeclaration, user: Principal | undefined): string[] {
  const held = heldFieldRights(user);
  return guardedFields(decl, user)
    .filter((g) => !held.has(g.right))
    .map((g) => g.field);
}

export interface FieldRightEntry {
  name: string;
  fields: { resource: string; field: string; label: Label; resourceLabel: Label }[];
}

/** Every field right the declarations name, with the fields each guards (the field catalogue). */
export function fieldRightCatalogue(resources: readonly ResourceDeclaration[]): FieldRightEntry[] {
  const byName = new Map<string, FieldRightEntry>();
  for (const decl of resources) {
    for (const { field, right } of guardedFields(decl)) {
      const entry = byName.get(right) ?? { name: right, fields: [] };
      entry.fields.push({ resource: decl.name, field, label: decl.fields[field].label, resourceLabel: decl.recordLabel });
      byName.set(right, entry);
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const views = new WeakMap<ResourceDeclaration, Map<string, ResourceDeclaration>>();

/**
 * The declaration as one user may see it: without the fields they are denied (list columns too).
 * The same object for the same denial, so views can memoise on it.
 */
export function visibleDeclaration(decl: ResourceDeclaration, user: Principal | undefined): ResourceDeclaration {
  const denied = deniedFields(decl, user);
  if (denied.length === 0) return decl;
  const key = denied.join(',');
  let cache = views.get(decl);
  if (!cache) views.set(decl, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const fields = Object.fromEntries(Object.entries(decl.fields).filter(([name]) => !denied.includes(name)));
  const view: ResourceDeclaration = { ...decl, fields, list: { ...decl.list, columns: decl.list.columns.filter((c) => !denied.includes(c)) } };
  cache.set(key, view);
  return view;
}

/** A guarded field that is required and has no default: a user without its right cannot create the record. */
export function blocksCreate(decl: ResourceDeclaration, denied: readonly string[]): string[] {
  return denied.filter((name) => decl.fields[name].required && decl.fields[name].defaultValue === undefined);
}

/** Whether `user` may fill in every field a new record needs. */
export const mayCreateWithFields = (decl: ResourceDeclaration, user: Principal | undefined) => blocksCreate(decl, deniedFields(decl, user)).length === 0;
