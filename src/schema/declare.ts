import { FIELD_RIGHT_PATTERN } from './guarded';
import { DEFAULT_FILTERS } from './kinds/filters';
import { statesProblems } from './transitions';
import { linesProblems } from './linesCheck';
import { scopeProblems } from './scope';
import { layoutProblems } from './fieldLayout';
import { snapshotProblems } from './snapshots';
import { crossFieldDeclarationProblems } from './crossField';
import { composedTitleProblems } from './composedTitle';
import { periodsProblems } from './periods';
import type { Field, FilterOp, ResourceDeclaration } from './types';
import { SYSTEM_FIELDS } from './types';

export class DeclarationError extends Error {}

/** Checks a declaration once, where it is written, so mistakes fail at start-up and in tests. */
export function defineResource<R extends ResourceDeclaration>(decl: R): R {
  const where = `resource "${decl.name}"`;
  const names = Object.keys(decl.fields);
  const known = new Set<string>([...names, ...SYSTEM_FIELDS]);
  if (!/^[a-z][a-z0-9_]*$/.test(decl.table ?? decl.name)) throw new DeclarationError(`${where}: table name must be snake_case`);
  if (!decl.api.base.startsWith('/api/')) throw new DeclarationError(`${where}: api.base must start with /api/`);
  if (!decl.route.startsWith('/')) throw new DeclarationError(`${where}: route must start with /`);
  if (decl.access.permissions.length === 0 && !decl.access.roles?.length) throw new DeclarationError(`${where}: access needs a permission or a role`);
  for (const name of names) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new DeclarationError(`${where}: field "${name}" must be snake_case`);
    if ((SYSTEM_FIELDS as readonly string[]).includes(name)) throw new DeclarationError(`${where}: field "${name}" is a system field`);
  }
  const check = (list: string[], what: string) => {
    for (const f of list) if (!known.has(f)) throw new DeclarationError(`${where}: ${what} names unknown field "${f}"`);
  };
  check(decl.list.columns, 'list.columns');
  check(decl.list.search, 'list.search');
  check([decl.list.sort.field, decl.titleField], 'sort/titleField');
  check(decl.naturalKey ?? [], 'naturalKey');
  for (const set of decl.uniqueTogether ?? []) {
    check(set, 'uniqueTogether');
    if (set.length < 2 || new Set(set).size !== set.length) throw new DeclarationError(`${where}: uniqueTogether sets need two or more different fields`);
  }
  for (const f of decl.list.search) {
    if (decl.fields[f]?.kind !== 'text') throw new DeclarationError(`${where}: search field "${f}" must be text`);
  }
  checkGuarded(decl, where);
  for (const problem of [...crossFieldDeclarationProblems(decl), ...composedTitleProblems(decl), ...periodsProblems(decl)]) throw new DeclarationError(`${where}: ${problem}`);
  for (const problem of statesProblems(decl)) throw new DeclarationError(`${where}: ${problem}`);
  for (const problem of linesProblems(decl)) throw new DeclarationError(`${where}: ${problem}`);
  for (const problem of scopeProblems(decl)) throw new DeclarationError(`${where}: ${problem}`);
  for (const problem of [...layoutProblems(decl.layout, names), ...snapshotProblems(decl.snapshots, names)]) throw new DeclarationError(`${where}: ${problem}`);
  for (const [name, command] of Object.entries(decl.commands ?? {})) {
    if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new DeclarationError(`${where}: command "${name}" must be camelCase`);
    if (command.permissions.length === 0) throw new DeclarationError(`${where}: command "${name}" needs a permission`);
    check([...Object.keys(command.set ?? {}), ...Object.keys(command.when ?? {}), ...(command.inputs ?? []), ...(command.refuse ?? []).map((r) => r.field)], `command "${name}"`);
    if (Object.keys(command.set ?? {}).length === 0 && !command.inputs?.length) throw new DeclarationError(`${where}: command "${name}" sets nothing`);
    // A path without {id} (the spec's POST /api/v2/po/price-change) takes the record's id in the body.
    if (command.path !== undefined && !/^[a-z0-9{}/-]+$/i.test(command.path)) throw new DeclarationError(`${where}: command "${name}": path "${command.path}" is not a path`);
  }
  return decl;
}

/** A guarded field stays out of what everyone uses: keys, titles, keyword search and the default sort. */
function checkGuarded(decl: ResourceDeclaration, where: string) {
  const everyone = new Set([...(decl.naturalKey ?? []), decl.titleField, ...decl.list.search, decl.list.sort.field]);
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.guarded === undefined || field.guarded === false) continue;
    if (typeof field.guarded === 'string' && !FIELD_RIGHT_PATTERN.test(field.guarded)) {
      throw new DeclarationError(`${where}: field "${name}" names field right "${field.guarded}", which must be dotted snake_case (e.g. price.cost)`);
    }
    if (field.guarded !== true && typeof field.guarded !== 'string') throw new DeclarationError(`${where}: field "${name}": guarded must be true or a field-right name`);
    if (everyone.has(name)) throw new DeclarationError(`${where}: guarded field "${name}" cannot be a natural key, the title, a search field or the default sort`);
  }
}

/** The filter operators a field offers (declared, else its kind's defaults). */
export function filterOps(field: Field): FilterOp[] {
  return field.filters ?? DEFAULT_FILTERS[field.kind];
}

/** Fields a client may write (all declared fields except read-only ones). */
export function writableFields(decl: ResourceDeclaration): string[] {
  return Object.entries(decl.fields)
    .filter(([, f]) => !f.readOnly)
    .map(([name]) => name);
}

export const tableName = (decl: ResourceDeclaration) => decl.table ?? decl.name;

/** The unique index backing a `uniqueTogether` set. */
export const uniqueTogetherIndex = (table: string, fields: string[]) => `${table}_${fields.join('_')}_key`;

/** The declared unique set that is exactly these fields (in any order), if any. */
export const uniqueSetOf = (decl: ResourceDeclaration, fields: string[]) =>
  decl.uniqueTogether?.find((set) => set.length === fields.length && fields.every((f) => set.includes(f)));
