// A "managed list + my list" pair over one table: the variant is another screen (its own name, API
// base, route, access rule, menu place, label) over the base declaration's rows. What describes the
// rows is inherited (table, fields, title, list, keys, import/export, lines, layout); what belongs to
// a screen is not (route aliases, views, actions, commands, states, scope, snapshots): the variant
// states its own. Either part may still be overridden (a variant with other editable fields).
import { defineResource, tableName } from './declare';
import type { ResourceDeclaration } from './types';

const INHERITED = ['fields', 'titleField', 'list', 'naturalKey', 'uniqueTogether', 'periods', 'importExport', 'create', 'deleteReason', 'lines', 'layout', 'recordLabel'] as const;

type Inherited = (typeof INHERITED)[number];
/** The variant's own screen: required; anything inherited may be overridden; the table is the base's. */
export type Variant = Pick<ResourceDeclaration, 'name' | 'api' | 'route' | 'access' | 'menu' | 'label'> & Partial<Omit<ResourceDeclaration, 'table' | 'report'>>;

export function variantOf(base: ResourceDeclaration, variant: Variant): ResourceDeclaration {
  const rows = Object.fromEntries(INHERITED.filter((k) => base[k] !== undefined).map((k) => [k, base[k]])) as Pick<ResourceDeclaration, Inherited>;
  return defineResource({ ...rows, table: tableName(base), ...variant });
}
