// Answers carry the title of every record they reference (`bg_id__title`), so a list shows
// "Automotive BG" in one round trip, and a user who may read a customer but not the business-group
// screen still sees which group the customer belongs to.
import type { Kysely, Transaction } from 'kysely';
import { findResource } from '../../src/modules/declarations';
import { tableName, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';

type AnyDB = Record<string, ResourceRow>;

export const titleKey = (field: string) => `${field}__title`;

export async function attachReferenceTitles(db: Kysely<DB> | Transaction<DB>, decl: ResourceDeclaration, rows: ResourceRow[]): Promise<void> {
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    const target = findResource(field.reference);
    if (!target) continue;
    const ids = new Set<number>();
    for (const row of rows) {
      const v = row[name];
      if (Array.isArray(v)) v.forEach((id) => ids.add(Number(id)));
      else if (v !== null && v !== undefined) ids.add(Number(v));
    }
    const titles = new Map<number, unknown>();
    if (ids.size) {
      const found = await (db as unknown as Kysely<AnyDB>)
        .selectFrom(tableName(target))
        .select(['id', target.titleField])
        .where('id', 'in', [...ids])
        .execute();
      for (const r of found) titles.set(Number(r.id), r[target.titleField]);
    }
    for (const row of rows) {
      const v = row[name];
      row[titleKey(name)] = Array.isArray(v) ? v.map((id) => titles.get(Number(id)) ?? null) : v === null || v === undefined ? null : (titles.get(Number(v)) ?? null);
    }
  }
}
