import { useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../schema';

/** Show and edit pages are titled by the record's title field (its name or code). */
export function RecordTitle({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const value: unknown = record?.[decl.titleField];
  return <span>{value === null || value === undefined ? '' : String(value)}</span>;
}
