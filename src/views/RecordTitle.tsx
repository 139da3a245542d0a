import { useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../schema';

/** The record's title field (its name or code) as text; `#id` when it has none. */
export function recordTitleOf(decl: ResourceDeclaration, record: Record<string, unknown> | undefined): string {
  const value = record?.[decl.titleField];
  if (value !== null && value !== undefined && value !== '') return String(value);
  return record?.id === undefined || record.id === null ? '' : `#${String(record.id)}`;
}

/** Show and edit pages are titled by the record's title field (its name or code). */
export function RecordTitle({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const value: unknown = record?.[decl.titleField];
  return <span>{value === null || value === undefined ? '' : String(value)}</span>;
}
