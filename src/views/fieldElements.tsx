// Builds the react-admin children (columns, show rows, inputs, filters) of one declaration.
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { SYSTEM_FIELD_LABELS as LABELS } from '../i18n/resources';
import { filterOps, isSortable, type Field, type FilterOp, type ResourceDeclaration, type SystemField } from '../schema';
import { columnHint } from '../schema/kinds/columns';
import { filterKey, rangeKey } from '../dataProvider/params';
import { fieldLabelKey } from './fields/common';
import { viewOf } from './fields';
import { ListCell } from './list/ListCell';
import { RangeFilter } from './list/RangeFilter';

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

/** A display element for a list column or a show row. */
export function fieldElement(decl: ResourceDeclaration, name: string): ReactElement {
  const field = fieldOf(decl, name);
  const View = viewOf(field);
  return <View.Field key={name} name={name} field={field} decl={decl} source={name} sortable={isSortable(field)} textAlign={View.align} />;
}

/**
 * A list column: the kind's display inside a cell sized by the column hint (one line, cut with an
 * ellipsis past its width). Datagrid and the column chooser read source, sortable and textAlign here.
 */
export function columnElement(decl: ResourceDeclaration, name: string): ReactElement {
  const field = fieldOf(decl, name);
  const View = viewOf(field);
  const hint = columnHint(field);
  return (
    <ListCell key={name} source={name} sortable={isSortable(field)} textAlign={hint.align} hint={hint}>
      <View.Field name={name} field={field} decl={decl} source={name} sortable={isSortable(field)} textAlign={View.align} />
    </ListCell>
  );
}

export function inputElement(decl: ResourceDeclaration, name: string): ReactElement {
  const field = fieldOf(decl, name);
  const View = viewOf(field);
  return <View.Input key={name} name={name} field={field} decl={decl} readOnly={field.readOnly} />;
}

/**
 * Which of a field's operators get a filter entry: a field with both range ends gets one "from – to"
 * pair (from = to finds one value); any other gets its first main operator and its single range end.
 */
function offeredOps(field: Field): (FilterOp | 'range')[] {
  const ops = filterOps(field);
  if (ops.includes('gte') && ops.includes('lte')) return ['range'];
  const main = ops.find((op) => op === 'eq' || op === 'like' || op === 'ne');
  return ops.filter((op) => op === 'gte' || op === 'lte' || op === main);
}

/** "Name", "Name (contains)", "Credit limit (from)": the field label with its operator. */
function FilterLabel({ decl, name, op }: { decl: ResourceDeclaration; name: string; op: FilterOp | 'range' }) {
  const translate = useTranslate();
  const fieldLabel = translate(fieldLabelKey(decl, name), { _: fieldOf(decl, name).label.en });
  if (op === 'eq' || op === 'range') return <>{fieldLabel}</>;
  return <>{`${fieldLabel} (${translate(`app.filter.${op}`, { _: op })})`}</>;
}

/** One filter entry per offered operator of every declared field that has a filter view. */
export function filterElements(decl: ResourceDeclaration): ReactElement[] {
  const elements: ReactElement[] = [];
  for (const [name, field] of Object.entries(decl.fields)) {
    const Filter = viewOf(field).Filter;
    if (!Filter) continue;
    for (const op of offeredOps(field)) {
      if (op === 'range') {
        const source = rangeKey(name);
        const ends = { gte: <FilterLabel decl={decl} name={name} op="gte" />, lte: <FilterLabel decl={decl} name={name} op="lte" /> };
        elements.push(<RangeFilter key={source} name={name} field={field} decl={decl} source={source} Filter={Filter} endLabels={ends} label={<FilterLabel decl={decl} name={name} op="range" />} />);
        continue;
      }
      const source = filterKey(name, op);
      elements.push(<Filter key={source} name={name} field={field} decl={decl} source={source} op={op} label={<FilterLabel decl={decl} name={name} op={op} />} />);
    }
  }
  return elements;
}
