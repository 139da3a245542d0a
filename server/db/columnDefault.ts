// A required field added to a table that already holds rows: the rows get the field's declared
// default and the column is NOT NULL, so no old row lacks what every new record must have. Without
// a default there is nothing to give the old rows, and the column stays nullable (the rule still
// asks for a value on every save).
import type { Field } from '../../src/schema';

/** A DDL literal (DDL takes no parameters): quoted text with quotes doubled, then cast to the column type. */
function literal(value: unknown, type: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}::${type}` : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    if (value.includes('\0')) return undefined;
    return `'${value.replace(/'/g, "''")}'::${type}`;
  }
  if (Array.isArray(value) && type.endsWith('[]')) {
    if (!value.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return undefined;
    return `'{${value.join(',')}}'::${type}`;
  }
  if (typeof value === 'object' && value !== null && type === 'jsonb') return literal(JSON.stringify(value), 'jsonb');
  return undefined;
}

/** What follows the column's type when it is added to an existing table: `default ... not null`, or nothing. */
export function addedColumnTail(field: Field, type: string): string {
  if (!field.required || field.defaultValue === undefined || field.defaultValue === null) return '';
  const value = literal(field.defaultValue, type);
  return value === undefined ? '' : ` default ${value} not null`;
}
