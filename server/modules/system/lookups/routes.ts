// The common lookups forms use for their choices (document 2, "Common lookups"; document 3,
// "Constants and system"). Any signed-in user may read them: they answer codes and names only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { CURRENCIES } from '../../../../src/resources/basic/customer/model/entity';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { mt } from '../../../records/messages';
import { fieldError } from '../../../records/request';
import { codeTables } from './codeInfo';
import { CONSTANT_LISTS } from './constants';
import { escapeLike, lookupQuery, pick, textParam, type LookupQuery, type Option } from './options';
import type { ScopeKind } from './tables';
import { labelIn } from '../../../../src/schema';

/** Active rows of a code/name table, matched by keyword on code and name, limited to the user's scope when asked. */
async function codeNameRows(ctx: FeatureContext, req: FastifyRequest, table: 'manufacturer' | 'bg', q: LookupQuery, scope?: ScopeKind): Promise<Option[]> {
  const conditions: RawBuilder<unknown>[] = [sql`status = 'active'`];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conditions.push(sql`(code ilike ${like} or name ilike ${like})`);
  }
  if (scope) {
    // No rows of this kind: the user is not restricted in it.
    const own = sql`select ref_id from user_data_scope where user_id = ${req.user!.id} and scope = ${scope}`;
    conditions.push(sql`(not exists (${own}) or id in (${own}))`);
  }
  const rows = await sql<{ id: number; code: string; name: string }>`
    select id, code, name from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}
    order by code limit ${q.limit}`.execute(ctx.db);
  return rows.rows.map((r) => ({ value: Number(r.id), label: r.name, code: r.code }));
}

function namedList<T>(req: FastifyRequest, param: string, lists: Map<string, T>): T | undefined {
  const name = textParam(req, param);
  if (name === undefined) return undefined;
  const hit = lists.get(name);
  if (!hit) throw fieldError(param, mt(lookupQuery(req).locale, 'unknownGroup', { param, value: name }));
  return hit;
}

export function registerLookupRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const pre = access('signedIn');
  const tables = codeTables(ctx.resources);
  const constants = new Map(Object.entries(CONSTANT_LISTS));

  app.get('/api/v2/common/manufacturer', pre, async (req) => ok(await codeNameRows(ctx, req, 'manufacturer', lookupQuery(req))));
  app.get('/api/v2/common/manufacturer/permissions', pre, async (req) => ok(await codeNameRows(ctx, req, 'manufacturer', lookupQuery(req), 'manufacturer')));
  app.get('/api/v2/common/bg/permissions', pre, async (req) => ok(await codeNameRows(ctx, req, 'bg', lookupQuery(req), 'bg')));

  // Site codes are the plants that have an active storage location, with the entity running them.
  app.get('/api/v2/common/sitecode', pre, async (req) => {
    const q = lookupQuery(req);
    const like = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
    const rows = await sql<{ plant: string; entity: string; slocs: number }>`
      select s.plant, min(e.name) as entity, count(*)::int as slocs
      from sloc s join entity e on e.id = s.entity_id
      where s.status = 'active' ${like ? sql`and (s.plant ilike ${like} or e.name ilike ${like})` : sql``}
      group by s.plant order by s.plant limit ${q.limit}`.execute(ctx.db);
    return ok(rows.rows.map((r) => ({ value: r.plant, label: `${r.plant} (${r.entity})`, slocs: Number(r.slocs) })));
  });

  app.get('/api/v2/common/currency', pre, async (req) => {
    const q = lookupQuery(req);
    return ok(pick(CURRENCIES.map((c) => ({ value: c.value, label: labelIn(c.label, q.locale) })), q));
  });

  app.get('/api/v2/common/code-info', pre, async (req) => {
    const q = lookupQuery(req);
    const table = namedList(req, 'type', tables);
    if (!table) return ok(pick([...tables.values()].map((t) => ({ value: t.type, label: labelIn(t.label, q.locale) })), q));
    return ok(pick(table.options.map((o) => ({ value: o.value, label: labelIn(o.label, q.locale) })), q));
  });

  // Every constant list at once, in the caller's language: { name: { label, options: [{ value, label }] } }.
  app.get('/api/v1/const', pre, async (req) => {
    const { locale } = lookupQuery(req);
    const lists = [...constants].map(([name, l]) => [name, { label: labelIn(l.label, locale), options: l.options.map((o) => ({ value: o.value, label: labelIn(o.label, locale) })) }]);
    return ok(Object.fromEntries(lists));
  });

  app.get('/api/v1/const/option', pre, async (req) => {
    const q = lookupQuery(req);
    const list = namedList(req, 'name', constants);
    if (!list) return ok(pick([...constants].map(([name, l]) => ({ value: name, label: labelIn(l.label, q.locale) })), q));
    return ok(pick(list.options.map((o) => ({ value: o.value, label: labelIn(o.label, q.locale) })), q));
  });
}
