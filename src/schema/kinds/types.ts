import type * as yup from 'yup';
import type { Field, FilterOp, Locale } from '../types';

/** How a field is stored: a PostgreSQL column type and whether it is an array. */
export interface ColumnSpec {
  type: string;
  /** Foreign key to another resource's table (by resource name). */
  references?: string;
}

export interface RuleContext {
  locale: Locale;
  /** The field's label in the locale, used in every message. */
  label: string;
}

/** What one field kind knows, apart from rendering (which lives in src/views/fields). */
export interface KindModule<F extends Field = Field> {
  kind: F['kind'];
  column(field: F): ColumnSpec;
  /** Operators offered when the declaration does not list its own. */
  defaultFilters: FilterOp[];
  /** The yup rule for one value (required-ness is added by the builder). */
  rule(field: F, ctx: RuleContext): yup.Schema;
  /** Turns a query-string filter value into what the column compares against. */
  parseFilter(field: F, raw: string): unknown;
}
