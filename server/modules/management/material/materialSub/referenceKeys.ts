// Puts each reference's key (the referenced record's natural key, as exports write it) on rows
// read outside the export query, under the alias exportCells reads.
import type { Kysely } from 'kysely';
import { findResource } from '../../../../../src/resources/declarations';
import { tableName, type ResourceDeclaration } from '../../../../../src/schema';
import type { DB, ResourceRow } from '../../../../db/types';
import { referenceKeyField } from '../../../../importExport/columns';
import { referenceAlias } from '../../../../importExport/exportQuery';

type AnyDB = Record<string, ResourceRow>;

export async function withReferenceKeys(db: Kysely<DB>, decl: ResourceDeclaration, rows: ResourceRow[]): Promise<ResourceRow[]> {
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind !== 'reference') continue;
    const target = findResource(field.reference);
    const key = target && referenceKeyField(target);
    if (!target || !key) continue;
    const ids = [...new Set(rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined).map(Number))];
    if (!ids.length) continue;
    const found = await (db as unknown as Kysely<AnyDB>).selectFrom(tableName(target)).select(['id', key]).where('id', 'in', ids).execute();
    const keys = new Map(found.map((r) => [Number(r.id), r[key]]));
    for (const row of rows) row[referenceAlias(name)] = row[name] === null || row[name] === undefined ? null : String(keys.get(Number(row[name])) ?? '');
  }
  return rows;
}
