// The OR PSI calls (docs/api-contract.md, "PSI"):
//   GET /api/v1/psi/or/list       the PSI of the parts on the buyer's released ORs (`no`: one OR's)
//   GET /api/v1/psi/or/inventory  the PSI of the parts held in stock
//   GET /api/v1/psi/or/backlog    the buyer's released ORs, each with its parts counted by PSI status
// manage-purchase-order, as My ORs; a buyer without manage-or reads the ORs they raised.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { colourOf, PSI_STATUSES, STATUS_OF, type PsiStatus } from '../../../../src/contract/psi/engine';
import { hasPermission } from '../../../../src/schema/access';
import { isIsoDate } from '../../../../src/schema/storable';
import { OR_PSI, OR_PSI_ACCESS, OR_PSI_PARAMS, OR_SEE_ALL, PSI_EXPORT_SIZE, type OrBacklogRow } from '../../../../src/contract/psi/types';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { queryError, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { businessToday } from '../../../time/businessDay';
import { buildRow, periodsOf } from '../psi/build';
import { rowsWithTotal } from '../shared/windowTotal';
import { psiText } from '../psi/messages';
import { queryOrPsi, type OrPsiQuery } from './query';

const WHAT = { en: 'OR PSI', zh: 'OR PSI' };

function readOrQuery(req: FastifyRequest): OrPsiQuery {
  const locale = req.locale;
  const q = req.query as Record<string, unknown>;
  const unknown = Object.keys(q).find((k) => !(OR_PSI_PARAMS as readonly string[]).includes(k));
  if (unknown) throw queryError(locale, unknown, psiText(locale, 'param', OR_PSI_PARAMS.join(', ')));
  const text = (k: string) => queryText(locale, k, q[k]);
  const pick = <T extends string>(k: string, allowed: readonly T[], why: string) => {
    const v = text(k);
    if (v !== undefined && !allowed.includes(v as T)) throw queryError(locale, k, why);
    return v as T | undefined;
  };
  const date = text('date');
  if (date !== undefined && !isIsoDate(date)) throw queryError(locale, 'date', psiText(locale, 'date'));
  const sorts = ['MPN', 'Manufacturer', 'on_hands', 'on_ways', 'status'] as const;
  return {
    date: date ?? businessToday(),
    period: pick('period', ['week', 'month'] as const, psiText(locale, 'period')) ?? 'week',
    ...queryPaging(locale, q, PSI_EXPORT_SIZE, 10),
    keyword: text('keyword'),
    status: pick('status', PSI_STATUSES, psiText(locale, 'status')),
    sort: pick('sort', sorts, psiText(locale, 'sort', sorts.join(', '))),
    order: pick('order', ['asc', 'desc'] as const, psiText(locale, 'order')) ?? 'asc',
    no: text('no'),
    createdBy: hasPermission(req.user!, OR_SEE_ALL) ? undefined : req.user!.name,
  };
}

export function registerOrPsiRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  const opts = access({ rule: OR_PSI_ACCESS, action: 'read', what: WHAT });

  const psiPage = async (req: FastifyRequest, source: 'list' | 'inventory') => {
    const q = readOrQuery(req);
    const { rows, total } = await rowsWithTotal(q.page, (page, size) => queryOrPsi(db, source, { ...q, page, size }), q.size);
    const periods = periodsOf(q);
    return ok({
      list: rows.map((r) => buildRow(r, periods, false)),
      total,
      page: q.page,
      size: q.size,
      rule: 1,
      period: q.period,
      periods,
      balanceColumnIndex: 5,
      current: { forecastNos: [], backlogNo: q.no ?? null, backlogDate: null },
      previous: { forecastNos: [], backlogNo: null, backlogDate: null },
    });
  };

  app.get(OR_PSI.list, opts, (req) => psiPage(req, 'list'));
  app.get(OR_PSI.inventory, opts, (req) => psiPage(req, 'inventory'));

  app.get(OR_PSI.backlog, opts, async (req) => {
    const q = readOrQuery(req);
    const mine = q.createdBy ? sql`and o.created_by = ${q.createdBy}` : sql``;
    const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
    const readOrs = (page: number, size: number) => sql<Omit<OrBacklogRow, PsiStatus> & { materials: number[]; total: number }>`
      select o.id::int as id, o.or_no, v.name as vendor, o.or_date::text as or_date, count(i.id)::int as lines, coalesce(sum(i.qty), 0)::text as qty,
        min(i.request_date)::text as first_date, array_agg(distinct i.material_id) as materials, count(*) over ()::int as total
      from or_order o join vendor v on v.id = o.vendor_id left join or_item i on i.or_id = o.id
      where o.status = 'released' ${mine} ${like ? sql`and (o.or_no ilike ${like} or v.name ilike ${like})` : sql``}
      group by o.id, v.name order by min(i.request_date) nulls last, o.or_no limit ${size} offset ${(page - 1) * size}`.execute(db).then((r) => r.rows);
    const { rows: orRows, total } = await rowsWithTotal(q.page, readOrs, q.size);
    // The status of each part on these ORs, from the OR PSI of the buyer's parts (one statement).
    const status = new Map<number, PsiStatus>();
    if (orRows.length) {
      for (const r of await queryOrPsi(db, 'list', { ...q, page: 1, size: PSI_EXPORT_SIZE, keyword: undefined, status: undefined, no: undefined })) {
        if (r.material_id) status.set(r.material_id, STATUS_OF[colourOf(r.first_neg)]);
      }
    }
    const list: OrBacklogRow[] = orRows.map(({ materials, total: _total, ...o }) => {
      const counts = { shortage: 0, warning: 0, watch: 0, covered: 0 };
      for (const m of materials ?? []) if (m !== null) counts[status.get(Number(m)) ?? 'covered'] += 1;
      return { ...o, ...counts };
    });
    return ok({ list, total, page: q.page, size: q.size });
  });
}
