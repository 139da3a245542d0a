// The stateful pass's calls: every declared transition and command, each aimed at a seeded record it
// is offered on (else at any record, to be refused), with plausible inputs: the record's own value,
// else one of the field's kind (a referenced record's id comes from the database).
import {
  commandMethod,
  commandOffered,
  commandsOf,
  commandIdInBody,
  commandUrl,
  groupMethod,
  groupUrl,
  leavesFrom,
  transitionGroups,
  type Field,
  type ResourceDeclaration,
} from '../../../src/schema';

type Row = Record<string, unknown>;

export interface WorkflowCall {
  /** "bg transition activate", "customer command lock": what a failure names. */
  name: string;
  method: 'POST' | 'PUT';
  url: (row: Row) => string;
  body: (row: Row, inputs: Row) => Row;
  offered: (row: Row) => boolean;
  inputs: string[];
}

export function workflowCalls(decl: ResourceDeclaration): WorkflowCall[] {
  const calls: WorkflowCall[] = [];
  const states = decl.states;
  for (const g of states ? transitionGroups(decl) : []) {
    for (const [name, transition] of g.transitions) {
      calls.push({
        name: `${decl.name} transition ${name}`,
        method: groupMethod(g.group) as 'POST' | 'PUT',
        url: () => groupUrl(decl, g),
        body: (row, inputs) => ({ ...inputs, [states!.field]: transition.to, items: [{ id: Number(row.id), version: Number(row.version) }] }),
        offered: (row) => leavesFrom(states!, transition, row),
        inputs: transition.inputs ?? [],
      });
    }
  }
  for (const [name, command] of commandsOf(decl)) {
    calls.push({
      name: `${decl.name} command ${name}`,
      method: commandMethod(command),
      url: (row) => commandUrl(decl, name, command, String(row.id)),
      body: (row, inputs) => ({ ...inputs, version: Number(row.version), reason: 'stateful fuzz', ...(commandIdInBody(name, command) ? { id: Number(row.id) } : {}) }),
      offered: (row) => commandOffered(command, row),
      inputs: command.inputs ?? [],
    });
  }
  return calls;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A value the field's rule accepts, for an input the record does not hold yet; `referenced` gives an existing id. */
export function plausibleValue(field: Field, referenced: (resource: string) => number | undefined): unknown {
  switch (field.kind) {
    case 'text':
      return 'FUZZ';
    case 'integer':
    case 'decimal':
    case 'money':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return today();
    case 'datetime':
      return new Date().toISOString();
    case 'enum':
      return field.options[0]?.value;
    case 'reference':
      return referenced(field.reference) ?? null;
    case 'multiReference':
      return [];
    case 'json':
      return {};
    case 'file':
      return null;
  }
}
