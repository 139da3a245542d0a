// One database row -> the cells of its export line, in the form an import reads back: references
// as the referenced record's key, enums as their value, booleans true/false, dates YYYY-MM-DD.
import type { Field, ResourceDeclaration } from '../../src/schema';
import type { ResourceRow } from '../db/types';
import { referenceAlias } from './exportQuery';
import type { Cell } from './writeSheet';

const pad = (n: number) => String(n).padStart(2, '0');

function dateText(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return String(value).slice(0, 10);
}

function numberCell(value: unknown): Cell {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : String(value);
}

function fieldCell(field: Field, value: unknown, referenceKey: unknown): Cell {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'money':
      return numberCell(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : String(value);
    case 'date':
      return dateText(value);
    case 'datetime':
      return value instanceof Date ? value.toISOString() : String(value);
    case 'reference':
      // A dangling or key-less reference keeps its id, which an import also accepts.
      return referenceKey === null || referenceKey === undefined ? numberCell(value) : String(referenceKey);
    case 'multiReference':
      return referenceKey === null || referenceKey === undefined ? (value as unknown[]).join(', ') : String(referenceKey);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'file':
      return typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : String(value);
    default:
      return String(value);
  }
}

export function exportCells(decl: ResourceDeclaration, columns: string[], row: ResourceRow): Cell[] {
  return columns.map((name) => {
    const value = row[name];
    if (value === null || value === undefined || value === '') return null;
    const field = decl.fields[name];
    return field ? fieldCell(field, value, row[referenceAlias(name)]) : numberCell(value);
  });
}
