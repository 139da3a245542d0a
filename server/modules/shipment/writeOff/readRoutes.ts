// Reading a pre-maxout case's lines, its export, and the spec's status call:
//   GET /api/v2/pre-maxout/detail/{id}    the case with its lines (the detail screen; every stage reads)
//   GET /api/v2/pre-maxout/export/{id}    the lines as an .xlsx
//   PUT /api/v2/pre-maxout/status/{id}    { version?, status }: the declared stage transition (PUT
//     /api/v2/pre-maxout/status with items) for one case, so each stage's permission moves its own
//     stage only and the transition's checks, lock and event apply unchanged.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { PRE_MAXOUT_BASE, type PreMaxoutItem } from '../../../../src/contract/warehouse';
import { groupRule, transitionGroups } from '../../../../src/schema';
import { getRecord } from '../../../records/repository';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { injectAs } from '../../../http/forward';
import { access } from '../../../http/routeAccess';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { writeXlsx } from '../../../importExport/writeSheet';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, notFound, pathId, pluralWord } from '../../../records/request';
import { woText } from './messages';

export async function readItems(db: Kysely<DB>, id: number): Promise<PreMaxoutItem[]> {
  const rows = await sql<PreMaxoutItem>`
    select i.id, i.line_no, i.material_id, m.mpn, i.qty, i.unit_cost::text as unit_cost, i.amount::text as amount,
           i.result_qty, i.result_amount::text as result_amount, i.remark
    from pre_maxout_item i join material m on m.id = i.material_id
    where i.pre_maxout_id = ${id} order by i.line_no`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), material_id: Number(r.material_id), qty: Number(r.qty), result_qty: r.result_qty === null ? null : Number(r.result_qty) }));
}

export function registerPreMaxoutReadRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('pre_maxout');
  const read = access(declAccess(decl, 'read'));

  app.get(`${PRE_MAXOUT_BASE}/detail/:id`, read, async (req) => {
    const id = pathId(req, 'id');
    const row = await getRecord(ctx.db, decl, id);
    if (!row) throw notFound(req, decl, id);
    return ok({ ...(await records(req, decl, ctx.db).answer(row)), items: await readItems(ctx.db, id) });
  });

  app.get(`${PRE_MAXOUT_BASE}/export/:id`, read, async (req, reply) => {
    const id = pathId(req, 'id');
    const row = await getRecord(ctx.db, decl, id);
    if (!row) throw notFound(req, decl, id);
    const locale = req.locale;
    const items = await readItems(ctx.db, id);
    const cells = items.map((i) => [i.line_no, i.mpn, i.qty, i.unit_cost, i.amount, i.result_qty, i.result_amount, i.remark]);
    const data = writeXlsx(woText(locale, 'headers'), cells, woText(locale, 'sheet'));
    const name = `pre_maxout_${String(row.case_no)}.xlsx`;
    return sendWorkbook(reply, name, data);
  });

  const advance = transitionGroups(decl).find((g) => g.name === 'advance')!;
  const rule = { rule: groupRule(decl, advance), action: 'write' as const, what: (req: Parameters<typeof pluralWord>[1]) => pluralWord(decl, req) };
  app.put(`${PRE_MAXOUT_BASE}/status/:id`, access(rule), async (req, reply) => {
    const id = pathId(req, 'id');
    const body = jsonBody(req);
    const res = await injectAs(app, req, 'PUT', `${PRE_MAXOUT_BASE}/status`, {
      items: [{ id, ...(body.version === undefined ? {} : { version: body.version }) }],
      status: body.status,
    });
    const answer = res.json() as { code: number; data?: { list: unknown[] } };
    if (res.statusCode !== 200) return reply.code(res.statusCode).send(answer);
    return ok(answer.data!.list[0]);
  });
}
