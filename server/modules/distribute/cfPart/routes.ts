// CF part calls beyond the generic list, create and update (base /api/v2/cfPart):
//   POST /api/v2/cfPart/send          { ids?: [...] } (write rule: manage-cfpart-list) -> the parts named, or
//                                     every active part not sent or changed since, go to the hubs as one batch:
//                                     a history row each, marked sent, in one transaction; { batch_no, sent }
//   GET  /api/v2/cfPart/history/list  ?page&size&keyword (cpn, MPN or batch)&cf_part_id (read rule) -> the sends, newest first
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cfPart, CF_PART_HISTORY_PATH, CF_PART_SEND_PATH } from '../../../../src/resources/distribute/cfPart/model/cfPart';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { queryId, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { declAccess, idValue, jsonBody } from '../../../records/request';
import { cw } from './words';

export function registerCfPartRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post(CF_PART_SEND_PATH, access(declAccess(cfPart, 'write')), async (req) => {
    const body = jsonBody(req);
    const ids = Array.isArray(body.ids) ? body.ids.map(idValue) : undefined;
    if (ids && ids.some((i) => !i)) throw new ApiError(400, cw(req.locale, 'idsBad'), [{ field: 'ids', message: cw(req.locale, 'idsBad') }]);
    const user = req.user!.name;
    const answer = await writeTransaction(ctx.db, async (trx) => {
      const chosen = ids?.length
        ? sql`p.id in (${sql.join(ids as number[])})`
        : sql`p.status = 'active' and p.send_status in ('unsent', 'changed')`;
      const parts = (await sql<{ id: number }>`select p.id::int as id from cf_part p where ${chosen} order by p.id for update`.execute(trx)).rows;
      if (!parts.length) throw new ApiError(409, cw(req.locale, 'nothingToSend'));
      if (ids?.length && parts.length !== ids.length) throw new ApiError(400, cw(req.locale, 'idsBad'), [{ field: 'ids', message: cw(req.locale, 'idsBad') }]);
      const stamp = (await sql<{ s: string }>`select to_char(now(), 'YYYYMMDD-HH24MISS') as s`.execute(trx)).rows[0].s;
      const batch = `CFP-${stamp}-${parts[0].id}`;
      const list = sql.join(parts.map((p) => p.id));
      await sql`insert into cf_part_history (batch_no, cf_part_id, bg_code, cpn, mpn, sa_no, plant, hub_code, mpq, safety_weeks, action, sent_by)
        select ${batch}, p.id, b.code, p.cpn, m.mpn, s.sa_no, p.plant, p.hub_code, p.mpq, p.safety_weeks,
          case when p.send_status = 'changed' then 'changed' when p.status = 'inactive' then 'withdrawn' else 'new' end, ${user}
        from cf_part p join material m on m.id = p.material_id left join bg b on b.id = p.bg_id left join sa s on s.id = p.sa_id
        where p.id in (${list})`.execute(trx);
      await sql`update cf_part set send_status = 'sent', sent_at = now(), version = version + 1, updated_at = now(), updated_by = ${user}
        where id in (${list})`.execute(trx);
      return { batch_no: batch, sent: parts.length };
    });
    return ok(answer);
  });

  app.get(CF_PART_HISTORY_PATH, access(declAccess(cfPart, 'read')), async (req) => {
    const q = req.query as Record<string, unknown>;
    const { page, size } = queryPaging(req.locale, q);
    const keyword = queryText(req.locale, 'keyword', q.keyword);
    const partId = queryId(req.locale, 'cf_part_id', q.cf_part_id);
    const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = sql.join(
      [sql`true`, ...(like ? [sql`(cpn ilike ${like} or mpn ilike ${like} or batch_no ilike ${like})`] : []), ...(partId ? [sql`cf_part_id = ${partId}`] : [])],
      sql` and `,
    );
    const total = Number((await sql<{ n: string }>`select count(*)::text as n from cf_part_history where ${where}`.execute(ctx.db)).rows[0].n);
    const list = (await sql<Record<string, unknown>>`select id::int as id, batch_no, cf_part_id::int as cf_part_id, bg_code, cpn, mpn, sa_no, plant, hub_code,
        mpq, safety_weeks, action, sent_by, sent_at
      from cf_part_history where ${where} order by sent_at desc, id desc limit ${size} offset ${(page - 1) * size}::bigint`.execute(ctx.db)).rows;
    return ok({ list, total, page, size });
  });
}
