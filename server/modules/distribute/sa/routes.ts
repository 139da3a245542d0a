// SA calls beyond the generic list, create, update and delete (base /api/v1/sa), all with the SA
// list's rule (manage-sa-list); docs/api-contract.md, "Planning: SA, CF parts, CF backlog V2V, swaps":
//   POST /api/v1/sa/inspect   { items: [{ sa_no, vendor, mpn, plant, ... }] } -> each row: new, changed (with its changes) or unchanged
//   GET  /api/v1/sa/resemble  ?material_id=&vendor_id= -> the SAs of that material (any supplier), then the supplier's at the same plant
//   POST /api/v1/sa/diff      { ids: [a, b] } -> two SAs' values field by field
//   POST /api/v1/sa/auto      { items: [...] } (an EDI message) -> a pending draft at /events/SAVerify per new or changed agreement, in one transaction
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sa, saDraft } from '../../../../src/resources/distribute/sa/model';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, idValue, jsonBody, notFound } from '../../../records/request';
import { changes, readAgreements, storedByNo } from './agreements';
import { saw } from './words';

const DIFF_FIELDS = ['sa_no', 'vendor_id', 'material_id', 'plant', 'target_qty', 'unit_price', 'currency', 'valid_from', 'valid_to', 'status', 'source'];

export function registerSaRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access(declAccess(sa, 'read'));
  const write = access(declAccess(sa, 'write'));

  app.post('/api/v1/sa/inspect', read, async (req) => {
    const items = await readAgreements(ctx.db, jsonBody(req), req.locale);
    const stored = await storedByNo(ctx.db, items.map((i) => String(i.values.sa_no)));
    const rows = items.map((i) => {
      const current = stored.get(String(i.values.sa_no));
      const changed = changes(i.values, current);
      return { row: i.row, sa_no: i.values.sa_no, id: current?.id ?? null, state: !current ? 'new' : changed.length ? 'changed' : 'unchanged', changes: changed };
    });
    return ok({ list: rows, total: rows.length });
  });

  app.get('/api/v1/sa/resemble', read, async (req) => {
    const q = req.query as Record<string, unknown>;
    const materialId = idValue(q.material_id);
    const vendorId = idValue(q.vendor_id) ?? null;
    if (!materialId) throw new ApiError(400, saw(req.locale, 'materialMissing'), [{ field: 'material_id', message: saw(req.locale, 'materialMissing') }]);
    const rows = await sql<Record<string, unknown>>`select s.* from sa s
      where s.material_id = ${materialId} or (s.vendor_id = ${vendorId} and s.plant in (select plant from sa where material_id = ${materialId}))
      order by (s.material_id = ${materialId}) desc, s.valid_to desc, s.sa_no limit 50`.execute(ctx.db);
    const list = await Promise.all(rows.rows.map((r) => records(req, sa, ctx.db).answer(r as never)));
    return ok({ list, total: list.length });
  });

  app.post('/api/v1/sa/diff', read, async (req) => {
    const body = jsonBody(req);
    const ids = Array.isArray(body.ids) ? body.ids.map(idValue) : [];
    if (ids.length !== 2 || ids.some((i) => !i)) throw new ApiError(400, saw(req.locale, 'diffIds'), [{ field: 'ids', message: saw(req.locale, 'diffIds') }]);
    const pair = [];
    for (const id of ids as number[]) {
      const row = (await sql<Record<string, unknown>>`select * from sa where id = ${id}`.execute(ctx.db)).rows[0];
      if (!row) throw notFound(req, sa, id);
      pair.push(await records(req, sa, ctx.db).answer(row as never));
    }
    const [a, b] = pair as Record<string, unknown>[];
    const fields = DIFF_FIELDS.map((f) => ({ field: f, left: a[f] ?? null, right: b[f] ?? null, changed: String(a[f] ?? '') !== String(b[f] ?? '') }));
    return ok({ left: a, right: b, fields });
  });

  app.post('/api/v1/sa/auto', write, async (req) => {
    const items = await readAgreements(ctx.db, jsonBody(req), req.locale);
    const result = await writeTransaction(ctx.db, async (trx) => {
      const stored = await storedByNo(trx, items.map((i) => String(i.values.sa_no)));
      const drafts: number[] = [];
      let unchanged = 0;
      for (const item of items) {
        const current = stored.get(String(item.values.sa_no));
        if (current && !changes(item.values, current).length) {
          unchanged++;
          continue;
        }
        const draft = await records(req, saDraft, trx).create({ ...item.values, sa_id: current?.id }).catch((err: unknown) => {
          if (err instanceof ApiError) throw new ApiError(err.status, `#${item.row}: ${err.message}`, err.errors?.map((e) => ({ ...e, row: item.row })));
          throw err;
        });
        drafts.push(Number(draft.id));
      }
      return { drafted: drafts.length, unchanged, ids: drafts };
    });
    return ok(result);
  });
}
