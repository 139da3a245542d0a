// Reports: read-only resources whose rows are a query over a declared resource (grouping, counts and
// exact sums, a period pivot). A report is declared as plain data; reportResource turns it into a
// resource declaration (table = the report's database view) that the generic list, filters, field
// rights and export read like any other, and that the server answers only GET list and export for.
import { defineResource, DeclarationError } from './declare';
import { fieldRight } from './guarded';
import { label } from './fields';
import { pivotColumns, PIVOT_YEAR, type ReportQuery } from './reportQuery';
import type { AccessRule, Field, Label, MenuPlacement, ResourceDeclaration, SortSpec } from './types';

export interface ReportDeclaration extends ReportQuery {
  name: string;
  api: { base: string };
  route: string;
  routeParent?: string;
  access: AccessRule;
  menu: MenuPlacement;
  label: Label;
  /** One row of the report (messages such as "this row ..."). */
  recordLabel: Label;
  sort?: SortSpec;
}

const NUMERIC = new Set<Field['kind']>(['integer', 'decimal', 'money']);
const GROUPABLE = new Set<Field['kind']>(['text', 'integer', 'decimal', 'money', 'boolean', 'date', 'enum', 'reference']);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The report's database view: its own name space, never a declared table. */
export const reportView = (name: string) => `report_${name}`;

/** A column that holds a sum of `field`: an integer stays integer, a decimal keeps its scale. */
function sumField(source: Field, l: Label, guard: string | undefined): Field {
  const common = { label: l, readOnly: true, ...(guard ? { guarded: guard } : {}) };
  if (source.kind === 'integer') return { kind: 'integer', ...common };
  const scale = source.kind === 'decimal' || source.kind === 'money' ? source.scale : 0;
  return { kind: 'decimal', scale, ...common };
}

/** The resource declaration of a report over `source` (checked: a wrong field name fails at start-up). */
export function reportResource(report: ReportDeclaration, source: ResourceDeclaration): ResourceDeclaration {
  const where = `report "${report.name}"`;
  const fail = (why: string) => new DeclarationError(`${where}: ${why}`);
  if (source.name !== report.source) throw fail(`source is "${report.source}", given "${source.name}"`);
  const sourceField = (name: string, kinds: Set<Field['kind']>, what: string) => {
    const field = source.fields[name];
    if (!field || !kinds.has(field.kind)) throw fail(`${what} "${name}" is not a ${[...kinds].join('/')} field of ${source.name}`);
    return field;
  };
  // A value computed from a guarded field is guarded by the same right.
  const guardOf = (name: string) => fieldRight(source, name);
  if (report.groupBy.length === 0) throw fail('groupBy names no field');

  const fields: Record<string, Field> = {};
  for (const name of report.groupBy) {
    const { required: _r, unique: _u, defaultValue: _d, guarded: _g, ...field } = sourceField(name, GROUPABLE, 'groupBy');
    fields[name] = { ...field, readOnly: true, ...(guardOf(name) ? { guarded: guardOf(name) } : {}) } as Field;
  }
  if (report.pivot) fields[PIVOT_YEAR] = { kind: 'integer', label: label('Year', '年度'), readOnly: true };
  for (const [name, m] of Object.entries(report.measures)) {
    if (fields[name]) throw fail(`measure "${name}" is also a group column`);
    if (m.fn === 'sum') fields[name] = sumField(sourceField(m.field, NUMERIC, 'sum'), m.label, guardOf(m.field));
    else {
      if (m.field) sourceField(m.field, GROUPABLE, 'count');
      fields[name] = { kind: 'integer', label: m.label, readOnly: true };
    }
  }
  if (report.pivot) {
    const { date, by, sum } = report.pivot;
    sourceField(date, new Set(['date']), 'pivot date');
    const summed = sourceField(sum, NUMERIC, 'pivot sum');
    pivotColumns(report.pivot).forEach((name, i) => {
      if (fields[name]) throw fail(`"${name}" is a pivot column`);
      const l = by === 'quarter' ? label(`Q${i + 1}`, `第${i + 1}季度`) : label(MONTHS[i], `${i + 1}月`);
      fields[name] = sumField(summed, l, guardOf(sum));
    });
  }

  const groups = report.pivot ? [...report.groupBy, PIVOT_YEAR] : report.groupBy;
  const first = report.groupBy[0];
  return defineResource({
    name: report.name,
    table: reportView(report.name),
    api: report.api,
    route: report.route,
    ...(report.routeParent ? { routeParent: report.routeParent } : {}),
    access: report.access,
    menu: report.menu,
    label: report.label,
    recordLabel: report.recordLabel,
    fields,
    titleField: first,
    list: {
      columns: Object.keys(fields),
      search: groups.filter((g) => fields[g].kind === 'text' && !fields[g].guarded),
      sort: report.sort ?? { field: first, order: 'ASC' },
    },
    importExport: { import: false, export: true },
    report: { source: report.source, groupBy: report.groupBy, measures: report.measures, ...(report.pivot ? { pivot: report.pivot } : {}) },
  });
}
