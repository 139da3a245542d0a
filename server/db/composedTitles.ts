// Composed titles (src/schema/composedTitle.ts): a BEFORE INSERT OR UPDATE trigger per composed field
// sets it from its parts, so every write path (generic routes, lines, imports, demo rows, module SQL)
// stores the same title. A reference part reads the referenced record's title field. Remade on every
// start, like the report views: the function follows the declaration.
import { sql, type Kysely } from 'kysely';
import { composedFields, tableName, TITLE_SEPARATOR, type ResourceDeclaration } from '../../src/schema';
import { ident } from './sqlNames';
import type { DB } from './types';

function partSql(decl: ResourceDeclaration, part: string, byName: Map<string, ResourceDeclaration>): string {
  const f = decl.fields[part];
  const value = `new.${ident(part)}`;
  if (f.kind === 'date') return `to_char(${value}, 'YYYY-MM-DD')`;
  if (f.kind === 'reference') {
    const target = byName.get(f.reference);
    if (!target) throw new Error(`resource "${decl.name}": composed title part "${part}" references unknown resource "${f.reference}"`);
    return `(select t.${ident(target.titleField)}::text from ${ident(tableName(target))} t where t.id = ${value})`;
  }
  return `${value}::text`;
}

export async function createComposedTitles(db: Kysely<DB>, declarations: ResourceDeclaration[]): Promise<void> {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  for (const decl of declarations) {
    if (decl.report) continue;
    const table = tableName(decl);
    for (const [field, parts] of composedFields(decl)) {
      const fn = ident(`${table}_${field}_compose`);
      const sep = TITLE_SEPARATOR.replace(/'/g, "''");
      await sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $$
        begin
          new.${ident(field)} := nullif(concat_ws('${sep}', ${parts.map((p) => partSql(decl, p, byName)).join(', ')}), '');
          return new;
        end $$`).execute(db);
      await sql.raw(`drop trigger if exists ${fn} on ${ident(table)}`).execute(db);
      await sql.raw(`create trigger ${fn} before insert or update on ${ident(table)} for each row execute function ${fn}()`).execute(db);
    }
  }
}
