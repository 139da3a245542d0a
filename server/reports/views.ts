// A report's rows as a database view, built with Kysely from the declaration: its source table, group
// columns, counts, exact sums (numeric in SQL, never added up in JavaScript) and a period pivot. Names
// come from the declaration (checked identifiers); the constants are SQL literals, as a view holds no
// parameters. The generic list, filters, sort and export then read the view as they read a table.
import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder } from 'kysely';
import { pivotColumns, PIVOT_YEAR, tableName, type ResourceDeclaration } from '../../src/schema';
import type { DB } from '../db/types';

type Find = (name: string) => ResourceDeclaration | undefined;

const col = (name: string) => sql.ref(`s.${name}`);

/** The SELECT behind a report's view. */
export function reportSelect(db: Kysely<DB>, decl: ResourceDeclaration, find: Find) {
  const report = decl.report!;
  const source = find(report.source);
  if (!source) throw new Error(`report "${decl.name}": unknown source resource "${report.source}"`);
  const groups: { name: string; expr: RawBuilder<unknown> }[] = report.groupBy.map((name) => ({ name, expr: sql`${col(name)}` }));
  const pivot = report.pivot;
  if (pivot) groups.push({ name: PIVOT_YEAR, expr: sql`extract(year from ${col(pivot.date)})::int` });

  const columns: AliasedRawBuilder<unknown, string>[] = [
    // A stable row id for the list's selection and paging: the row's place in group order.
    sql`row_number() over (order by ${sql.join(groups.map((g) => sql`${g.expr} nulls first`))})`.as('id'),
    ...groups.map((g) => g.expr.as(g.name)),
  ];
  for (const [name, m] of Object.entries(report.measures)) {
    if (m.fn === 'count') columns.push((m.field ? sql`count(${col(m.field)})` : sql`count(*)`).as(name));
    else columns.push(sql`coalesce(sum(${col(m.field)}), 0)`.as(name));
  }
  if (pivot) {
    const part = sql.raw(pivot.by === 'quarter' ? 'quarter' : 'month');
    pivotColumns(pivot).forEach((name, i) => {
      const inPeriod = sql`extract(${part} from ${col(pivot.date)}) = ${sql.lit(i + 1)}`;
      columns.push(sql`coalesce(sum(${col(pivot.sum)}) filter (where ${inPeriod}), 0)`.as(name));
    });
  }
  const dyn = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return dyn
    .selectFrom(sql`${sql.table(tableName(source))}`.as('s'))
    .select(columns as never)
    .groupBy(groups.map((g) => g.expr) as never);
}

/**
 * (Re)creates every report's view, after the tables: dropped first, so a report whose columns
 * changed gets its new shape; cheap, as a view holds no rows.
 */
export async function createReportViews(db: Kysely<DB>, declarations: readonly ResourceDeclaration[]): Promise<string[]> {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const made: string[] = [];
  for (const decl of declarations.filter((d) => d.report)) {
    const view = tableName(decl);
    await db.transaction().execute(async (trx) => {
      await trx.schema.dropView(view).ifExists().execute();
      await trx.schema.createView(view).as(reportSelect(trx, decl, (name) => byName.get(name)) as never).execute();
    });
    made.push(`view ${view}`);
  }
  return made;
}
