// Dated snapshots of a declaration's rows (`snapshots`): take one (POST base/snapshots, the rows as
// they are now, kept under today's or the given date), list the dates, read one date's rows, and
// compare two dates (added, removed and changed rows with the changed fields). Reading needs the
// resource's read access, taking one its write access; answers pass through the field guard.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { compareSnapshots, isIsoDate, labelIn, snapshotKey, tableName, wordIn, type ResourceDeclaration, type SnapshotValues } from '../../src/schema';
import { attachReferenceTitles } from '../records/referenceTitles';
import { recordEvent } from '../records/events';
import { writeTransaction } from '../db/retry';
import type { ResourceRow } from '../db/types';
import type { FeatureContext } from '../featureContext';
import { guardOf } from '../fields/guard';
import { ApiError, ok } from '../http/errors';
import { fieldError, queryPaging } from '../http/params';
import { access, type RouteAccess } from '../http/routeAccess';
import { businessToday } from '../time/businessDay';

const today = businessToday;

function dateParam(req: FastifyRequest, name: string, raw: unknown): string {
  if (typeof raw !== 'string' || !isIsoDate(raw)) throw fieldError(req.locale, name, 'must be a date YYYY-MM-DD');
  return raw;
}

function registerSnapshotRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: FeatureContext) {
  const snapshots = decl.snapshots!;
  const { db } = ctx;
  const base = `${decl.api.base}/snapshots`;
  const rule = (action: 'read' | 'write'): RouteAccess => ({ rule: decl.access, action, what: (req) => wordIn(decl.label, req.locale) });
  const kept = [...snapshots.key, ...snapshots.fields];
  // Titles for the references a snapshot keeps, not for every reference of the resource.
  const keptDecl: ResourceDeclaration = { ...decl, fields: Object.fromEntries(kept.map((f) => [f, decl.fields[f]])) };

  /** Rows of one date, keys in order, with reference titles and without the fields the caller may not see. */
  const rowsOn = async (req: FastifyRequest, date: string): Promise<SnapshotValues[]> => {
    const found = await db.selectFrom('record_snapshots').select('row_values').where('resource', '=', decl.name).where('taken_on', '=', date).orderBy('row_key').execute();
    const rows = found.map((r) => ({ ...(r.row_values as SnapshotValues) })) as ResourceRow[];
    await attachReferenceTitles(db, req.server.declarations, keptDecl, rows);
    return guardOf(decl, req).rows(rows);
  };
  const dateExists = async (req: FastifyRequest, date: string) => {
    const hit = await db.selectFrom('record_snapshots').select('id').where('resource', '=', decl.name).where('taken_on', '=', date).limit(1).executeTakeFirst();
    if (!hit) throw new ApiError(404, labelIn({ en: `No snapshot on ${date}`, zh: `${date} 没有快照` }, req.locale));
  };

  app.post(base, access(rule('write')), async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const date = body.date === undefined ? today() : dateParam(req, 'date', body.date);
    const user = req.user!;
    const count = await writeTransaction(db, async (trx) => {
      // One taker per resource and date at a time: calls at the same moment would each find the date
      // empty and insert the same keys (a unique violation). Each replaces the date's rows in turn.
      await sql`select pg_advisory_xact_lock(hashtext('record_snapshots'), hashtext(${`${decl.name}|${date}`}))`.execute(trx);
      const source = (await sql<ResourceRow>`select ${sql.join(kept.map((f) => sql.ref(f)))} from ${sql.table(tableName(decl))}`.execute(trx)).rows;
      await trx.deleteFrom('record_snapshots').where('resource', '=', decl.name).where('taken_on', '=', date).execute();
      const rows = source.map((r) => ({ resource: decl.name, taken_on: date, row_key: snapshotKey(snapshots, r), row_values: JSON.stringify(r), taken_by: user.name }));
      for (let i = 0; i < rows.length; i += 500) await trx.insertInto('record_snapshots').values(rows.slice(i, i + 500)).execute();
      await recordEvent(trx, { user, resource: decl.name, recordId: null, action: 'snapshot', after: { date, rows: rows.length } });
      return rows.length;
    });
    return ok({ date, rows: count });
  });

  app.get(base, access(rule('read')), async () => {
    const dates = await db
      .selectFrom('record_snapshots')
      .select(['taken_on as date', sql<number>`count(*)::int`.as('rows')])
      .where('resource', '=', decl.name)
      .groupBy('taken_on')
      .orderBy('taken_on', 'desc')
      .execute();
    return ok({ list: dates, total: dates.length });
  });

  app.get(`${base}/:date`, access(rule('read')), async (req) => {
    const date = dateParam(req, 'date', (req.params as { date: string }).date);
    await dateExists(req, date);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const all = await rowsOn(req, date);
    return ok({ list: all.slice((page - 1) * size, page * size), total: all.length });
  });

  app.get(`${base}/compare/:first/:second`, access(rule('read')), async (req) => {
    const params = req.params as { first: string; second: string };
    const first = dateParam(req, 'first', params.first);
    const second = dateParam(req, 'second', params.second);
    await dateExists(req, first);
    await dateExists(req, second);
    // Compared on what the caller may see: a hidden field neither shows nor counts as a change.
    const denied = new Set(guardOf(decl, req).denied);
    const result = compareSnapshots({ key: snapshots.key, fields: snapshots.fields.filter((f) => !denied.has(f)) }, await rowsOn(req, first), await rowsOn(req, second));
    return ok({ first, second, ...result });
  });
}

export function registerSnapshotsFeature(app: FastifyInstance, ctx: FeatureContext) {
  for (const decl of ctx.resources) if (decl.snapshots) registerSnapshotRoutes(app, decl, ctx);
}
