// States and transitions: an enum field whose values move only by named transitions (see
// TransitionDeclaration). Transitions of one group share a button, a dialog and a route; the server
// registers the route and the browser the buttons, both from here.
import { refusalOf } from './commands';
import { labelIn } from './messages';
import type { AccessRule, Label, ResourceDeclaration, StatesDeclaration, TransitionDeclaration, TransitionGroup } from './types';

export interface TransitionGroupOf {
  name: string;
  group: TransitionGroup;
  transitions: [string, TransitionDeclaration][];
}

/** Every group of the declaration's transitions; a transition naming no group is a group of its own. */
export function transitionGroups(decl: ResourceDeclaration): TransitionGroupOf[] {
  const states = decl.states;
  if (!states) return [];
  const byGroup = new Map<string, [string, TransitionDeclaration][]>();
  for (const [name, transition] of Object.entries(states.transitions)) {
    const key = transition.group ?? name;
    byGroup.set(key, [...(byGroup.get(key) ?? []), [name, transition]]);
  }
  return [...byGroup.entries()].map(([name, transitions]) => ({
    name,
    group: states.groups?.[name] ?? { label: transitions[0][1].label, done: transitions[0][1].label },
    transitions,
  }));
}

/** The transition's own rule: its permissions (for writing), and the roles that open the screen. */
export const transitionRule = (decl: ResourceDeclaration, transition: TransitionDeclaration): AccessRule => ({
  permissions: transition.permissions,
  write: transition.permissions,
  roles: decl.access.roles,
});

/** Who may call the group's route: anyone who may run one of its transitions (each is checked again once chosen). */
export const groupRule = (decl: ResourceDeclaration, g: TransitionGroupOf): AccessRule => {
  const permissions = [...new Set(g.transitions.flatMap(([, t]) => t.permissions))];
  return { permissions, write: permissions, roles: decl.access.roles };
};

export const groupMethod = (group: TransitionGroup) => group.method ?? 'POST';

/** The group's call (`/api/v2/vendor-ratio/audit`); the body is `{ items: [{ id, version?, ...inputs }], ...inputs, <state field>? }`. */
export const groupUrl = (decl: ResourceDeclaration, g: TransitionGroupOf) => `${decl.api.base}/${g.group.path ?? `transition/${g.name}`}`;

export const stateOf = (states: StatesDeclaration, record: Record<string, unknown>) => (record[states.field] === null || record[states.field] === undefined ? '' : String(record[states.field]));

/** Whether the record is in a state the transition leaves from. */
export const leavesFrom = (states: StatesDeclaration, transition: TransitionDeclaration, record: Record<string, unknown>) => transition.from.includes(stateOf(states, record));

/** Whether the record is in one of the declaration's final states (no edit, no line save, no delete). */
export const isFinal = (decl: ResourceDeclaration, record: Record<string, unknown>) =>
  Boolean(decl.states?.final?.includes(stateOf(decl.states, record)));

/** Whether `user` changed the record last, so a four-eyes transition is not theirs to run. */
export const lastEditedBy = (transition: TransitionDeclaration, record: Record<string, unknown>, user: string | undefined) =>
  Boolean(transition.notByLastEditor) && user !== undefined && record.updated_by === user;

/** The first declared refusal the record meets, in the caller's words. */
export const transitionRefusal = (decl: ResourceDeclaration, transition: TransitionDeclaration, record: Record<string, unknown>, locale: string) =>
  refusalOf(decl, transition.refuse, record, locale);

/** How a record is named in messages: its `itemTitle` fields (a reference by its title), else its title field. */
export function itemTitle(decl: ResourceDeclaration, record: Record<string, unknown>): string {
  const fields = decl.states?.itemTitle ?? [decl.titleField];
  const shown = (f: string) => record[`${f}__title`] ?? record[f] ?? '';
  return fields.map((f) => String(shown(f))).join(' ').trim() || String(record.id ?? '');
}

/** A label with "one |||| many" forms, for a count (Chinese has one form). */
export function countedIn(label: Label, locale: string, count: number): string {
  const forms = labelIn(label, locale).split('||||').map((s) => s.trim());
  return (count === 1 || forms.length === 1 ? forms[0] : forms[1]).replaceAll('%{smart_count}', String(count));
}

/** What is wrong with the declaration's states, if anything (defineResource refuses it). */
export function statesProblems(decl: ResourceDeclaration): string[] {
  const states = decl.states;
  if (!states) return [];
  const problems: string[] = [];
  const field = decl.fields[states.field];
  if (field?.kind !== 'enum') return [`states.field "${states.field}" must be an enum field`];
  const values = new Set(field.options.map((o) => o.value));
  for (const [name, t] of Object.entries(states.transitions)) {
    const where = `transition "${name}"`;
    if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) problems.push(`${where} must be camelCase`);
    if (!t.permissions.length) problems.push(`${where} needs a permission`);
    if (!t.from.length) problems.push(`${where} leaves from no state`);
    for (const v of [...t.from, t.to]) if (!values.has(v)) problems.push(`${where} names "${v}", not a value of ${states.field}`);
    for (const f of [...(t.inputs ?? []), ...(t.refuse ?? []).map((r) => r.field)]) if (!decl.fields[f]) problems.push(`${where} names unknown field "${f}"`);
    for (const f of t.requiredInputs ?? []) if (!t.inputs?.includes(f)) problems.push(`${where}: required input "${f}" is not one of its inputs`);
    if (t.inputs?.includes(states.field)) problems.push(`${where}: the state field cannot be an input`);
    if (t.group && !states.groups?.[t.group]) problems.push(`${where} names undeclared group "${t.group}"`);
  }
  for (const g of transitionGroups(decl)) {
    const targets = g.transitions.map(([, t]) => t.to);
    if (new Set(targets).size !== targets.length) problems.push(`group "${g.name}": its transitions must enter different states (the call names the state it enters)`);
    if (g.group.path?.includes('{id}')) problems.push(`group "${g.name}": the path names no record (the records are the body's items)`);
  }
  for (const f of states.itemTitle ?? []) if (!decl.fields[f]) problems.push(`states.itemTitle names unknown field "${f}"`);
  return problems;
}
