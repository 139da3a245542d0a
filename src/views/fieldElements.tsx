// Builds the react-admin children (columns, show rows, inputs, filters) of one declaration.
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { SYSTEM_FIELD_LABELS as LABELS } from '../i18n/resources';
import { filterOps, type Field, type FilterOp, type ResourceDeclaration, type SystemField } from '../schema';
import { filterKey } from '../dataProvider/params';
import { fieldLabelKey } from './fields/common';
import { viewOf } from './fields';

/** The server-managed columns, described like declared fields so the same views render them. */
const SYSTEM_FIELDS: Record<SystemField, Field> = {
  id: { kind: 'integer', label: LABELS.id, readOnly: true },
  version: { kind: 'integer', label: LABELS.version, readOnly: true },
  created_at: { kind: 'datetime', label: LABELS.created_at, readOnly: true },
  updated_at: { kind: 'datetime', label: LABELS.updated_at, readOnly: true },
  created_by: { kind: 'text', label: LABELS.created_by, maxBytes: 0, readOnly: true, sortable: false },
  updated_by: { kind: 'text', label: LABELS.updated_by, maxBytes: 0, readOnly: true, sortable: false },
};

/** Shown at the bottom of the show page: who changed the record and when. */
export const AUDIT_FIELDS: SystemField[] = ['created_by', 'created_at', 'updated_by', 'updated_at'];

export function fieldOf(decl: ResourceDeclaration, name: string): Field {
  const field = decl.fields[name] ?? SYSTEM_FIELDS[name as SystemField];
  if (!field) throw new Error(`resource "${decl.name}" has no field "${name}"`);
  return field;
}

/** Mirrors the server's rule: declared fields sort unless they say not to or cannot (arrays, files, JSON). */
export function isSortable(field: Field): boolean {
  return field.sortable !== false && !['json', 'file', 'multiReference'].includes(field.kind);
}

/** A display element for a list column or a show row. */
export function fieldElement(decl: ResourceDeclaration, name: string): ReactElement {
  const field = fieldOf(decl, name);
  const View = viewOf(field);
  return <View.Field key={name} name={name} field={field} decl={decl} source={name} sortable={isSortable(field)} textAlign={View.align} />;
}

export function inputElement(decl: ResourceDeclaration, name: string): ReactElement {
  const field = fieldOf(decl, name);
  const View = viewOf(field);
  return <View.Input key={name} name={name} field={field} decl={decl} readOnly={field.readOnly} />;
}

/** Which of a field's operators get a filter input: both range ends, and the first of the others. */
function offeredOps(field: Field): FilterOp[] {
  const ops = filterOps(field);
  const main = ops.find((op) => op === 'eq' || op === 'like' || op === 'ne');
  return ops.filter((op) => op === 'gte' || op === 'lte' || op === main);
}

/** "Name", "Name (contains)", "Credit limit (from)": the field label with its operator. */
function FilterLabel({ decl, name, op }: { decl: ResourceDeclaration; name: string; op: FilterOp }) {
  const translate = useTranslate();
  const fieldLabel = translate(fieldLabelKey(decl, name), { _: fieldOf(decl, name).label.en });
  if (op === 'eq') return <>{fieldLabel}</>;
  return <>{`${fieldLabel} (${translate(`app.filter.${op}`, { _: op })})`}</>;
}

/** One filter input per offered operator of every declared field that has a filter view. */
export function filterElements(decl: ResourceDeclaration): ReactElement[] {
  const elements: ReactElement[] = [];
  for (const [name, field] of Object.entries(decl.fields)) {
    const Filter = viewOf(field).Filter;
    if (!Filter) continue;
    for (const op of offeredOps(field)) {
      const source = filterKey(name, op);
      elements.push(<Filter key={source} name={name} field={field} decl={decl} source={source} op={op} label={<FilterLabel decl={decl} name={name} op={op} />} />);
    }
  }
  return elements;
}
