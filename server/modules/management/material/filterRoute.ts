// GET /api/v1/material/info/filter: the values the material list's filter dropdowns offer, with how
// many materials carry each. `field=<name>` answers one column as `[{ value, label, count }]`;
// without it every filterable column is answered as `{ <field>: [...] }`. `keyword` and `limit` as
// in the common lookups. Reading needs the material screen's read rule.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findResource } from '../../../../src/resources/declarations';
import { labelIn, tableName, type Field, type Locale, type ResourceDeclaration } from '../../../../src/schema';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { escapeLike, lookupQuery, pick, textParam, type LookupQuery, type Option } from '../../system/lookups/options';
import { mt } from '../../../records/messages';
import { access } from '../../../http/routeAccess';
import { declAccess, fieldError } from '../../../records/request';

/** Columns with a short set of values worth offering in a dropdown (not free text like descriptions). */
export const MATERIAL_FILTER_FIELDS = ['manufacturer_id', 'product_line_id', 'package', 'lifecycle', 'status', 'rohs', 'lead_time_weeks', 'mpq'];

const YES_NO = { true: { en: 'Yes', zh: '是' }, false: { en: 'No', zh: '否' } };

async function distinctValues(ctx: FeatureContext, decl: ResourceDeclaration, name: string, q: LookupQuery): Promise<Option[]> {
  const field: Field = decl.fields[name];
  const table = sql.table(tableName(decl));
  const column = sql.ref(`m.${name}`);
  if (field.kind === 'reference') {
    const target = findResource(field.reference)!;
    const title = sql.ref(`r.${target.titleField}`);
    const like = q.keyword ? sql`and ${title}::text ilike ${`%${escapeLike(q.keyword)}%`}` : sql``;
    const rows = await sql<{ value: number; label: string; count: number }>`
      select ${column} as value, ${title}::text as label, count(*)::int as count
      from ${table} as m join ${sql.table(tableName(target))} as r on r.id = ${column}
      where true ${like} group by ${column}, ${title} order by ${title} limit ${q.limit}`.execute(ctx.db);
    return rows.rows.map((r) => ({ value: Number(r.value), label: r.label, count: Number(r.count) }));
  }
  if (field.kind === 'enum' || field.kind === 'boolean') {
    // Few values: count them all and filter the worded labels here.
    const rows = await sql<{ value: string | boolean; count: number }>`
      select ${column} as value, count(*)::int as count from ${table} as m where ${column} is not null group by ${column}`.execute(ctx.db);
    const word = (value: string | boolean) =>
      field.kind === 'enum' ? labelIn(field.options.find((o) => o.value === value)?.label ?? { en: String(value), zh: String(value) }, q.locale) : labelIn(YES_NO[String(value) as 'true' | 'false'], q.locale);
    const order = field.kind === 'enum' ? field.options.map((o) => o.value) : [true, false];
    const options = rows.rows
      .sort((a, b) => order.indexOf(a.value as never) - order.indexOf(b.value as never))
      .map((r) => ({ value: r.value as string, label: word(r.value), count: Number(r.count) }));
    return pick(options, q);
  }
  const like = q.keyword ? sql`and ${column}::text ilike ${`%${escapeLike(q.keyword)}%`}` : sql``;
  const rows = await sql<{ value: string | number; count: number }>`
    select ${column} as value, count(*)::int as count from ${table} as m
    where ${column} is not null ${like} group by ${column} order by ${column} limit ${q.limit}`.execute(ctx.db);
  const numeric = field.kind === 'integer' || field.kind === 'decimal';
  return rows.rows.map((r) => ({ value: numeric ? Number(r.value) : r.value, label: String(r.value), count: Number(r.count) }));
}

export function registerMaterialFilterRoute(app: FastifyInstance, ctx: FeatureContext, material: ResourceDeclaration) {
  app.get('/api/v1/material/info/filter', access(declAccess(material, 'read')), async (req) => {
    const q = lookupQuery(req);
    const field = textParam(req, 'field');
    if (field !== undefined) {
      if (!MATERIAL_FILTER_FIELDS.includes(field)) throw fieldError('field', mt(q.locale as Locale, 'unknownFilterField', { value: field, fields: MATERIAL_FILTER_FIELDS.join(', ') }));
      return ok(await distinctValues(ctx, material, field, q));
    }
    const all: Record<string, Option[]> = {};
    for (const name of MATERIAL_FILTER_FIELDS) all[name] = await distinctValues(ctx, material, name, q);
    return ok(all);
  });
}
