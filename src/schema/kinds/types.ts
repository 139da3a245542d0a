import type * as yup from 'yup';
import type { Field, FilterOp, Locale } from '../types';
import type { ValueShape } from './shapes';

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

/** A spreadsheet cell, as exports write it. */
export type Cell = string | number | boolean | null;

/** How a referenced record appears in a file (its key or name); undefined keeps the id. */
export type ReferenceText = (id: unknown) => string | undefined;

/**
 * A non-blank value's cell. `known` is a reference's text already looked up by the caller (the
 * server's export joins the keys in its query); null or undefined leaves it to `referenceText`.
 */
export type CellConverter = (value: unknown, known?: unknown) => Cell;

/** A non-empty import cell (already trimmed, a CSV formula guard removed) -> what the field's rule reads. */
export type ImportCell = (cell: string | number | boolean, ctx: { date1904: boolean }) => unknown;

/** A plainly valid import value, recognised without yup: the value the rule would give back, or undefined. */
export type FastAccept = (raw: unknown) => { value: unknown } | undefined;

/** What one field kind knows, apart from rendering (which lives in src/views/fields). */
export interface KindModule<F extends Field = Field> {
  kind: F['kind'];
  column(field: F): ColumnSpec;
  /** Operators offered when the declaration does not list its own. */
  defaultFilters: FilterOp[];
  /** The shape of raw value its rule reads (./shapes.ts): anything else is refused before the rule runs. */
  shape: ValueShape;
  /** The yup rule for one value (required-ness is added by the builder). */
  rule(field: F, ctx: RuleContext): yup.Schema;
  /** Turns a query-string filter value into what the column compares against. */
  parseFilter(field: F, raw: string): unknown;
  /** Whether a list may sort by it (a declaration may still say `sortable: false`). */
  sortable: boolean;
  /** Whether its value can name a referenced record in a file cell (a natural key or title). */
  cellKey: boolean;
  /** Export: a converter for this column's non-blank values, chosen once per column. */
  exportCell(field: F, referenceText?: ReferenceText): CellConverter;
  /** Import: a converter for this column's non-empty cells, built once per column. */
  importCell(field: F): ImportCell;
  /**
   * Import: accepts only what `rule` accepts unchanged (or trimmed), without running yup; every
   * other value goes to yup, which words the message. Tests compare the two value by value.
   */
  fastAccept(field: F): FastAccept;
  /** The OpenAPI schema of a value (the generic code adds title, bounds, readOnly...). */
  openApi(field: F): Record<string, unknown>;
}
