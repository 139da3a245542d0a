// The PSI calls of each family (docs/api-contract.md, "PSI"), NonCF's at /api/v1/backlog/psi:
//   GET {base}             one page (the spec's parameters; type=excel answers the spreadsheet)
//   GET {export}           the spreadsheet (size 999999; PSI_{date}_{bg or ALL}_BLK-{date}.xlsx)
//   GET {base}/delta       current − previous per period over week_count (16) weeks, changed periods
//   GET {base}/previous    the page computed on the previous forecast and backlog
//   GET {base}/status      rows per status (shortage, warning, watch, covered) and the sources
//   GET {base}/explain     ?key=&period=: the forecast, backlog and stock lines behind one balance
// Each checks the same permissions as the family's screens; a caller holding only my-psi reads
// only their own BGs (userIds is themselves).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deltaOf, PSI_STATUSES, STATUS_OF, colourOf } from '../../../../src/contract/psi/engine';
import { hasPermission } from '../../../../src/schema/access';
import { FAMILY_TABLE, MY_ONLY_PERMISSIONS, PSI_BASE, PSI_EXPORT, PSI_FAMILY_NAMES, psiCallAccess, psiFileName, type PsiFamily } from '../../../../src/contract/psi/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { queryError } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { rowsWithTotal } from '../shared/windowTotal';
import { buildPage, periodsOf } from './build';
import { explainBalance } from './explain';
import { writePsiBook } from './exportBook';
import { psiText } from './messages';
import { readPsiQuery, type PsiQuery } from './params';
import { queryPsiPage } from './query';
import { resolveSources } from './sources';

const WHAT = { en: 'PSI', zh: 'PSI' };

export function registerPsiRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  for (const family of PSI_FAMILY_NAMES) {
    const rule = psiCallAccess(family);
    const opts = access({ rule, action: 'read', what: WHAT });
    const base = PSI_BASE[family];

    /** The query with the caller's narrowing: my-psi alone opens only the caller's BGs. */
    const readQuery = (req: FastifyRequest, exporting = false): PsiQuery => {
      const q = readPsiQuery(req, { export: exporting });
      const user = req.user!;
      const wide = rule.permissions.some((p) => !MY_ONLY_PERMISSIONS.includes(p) && hasPermission(user, p));
      if (!wide) {
        if (q.userIds && q.userIds.some((id) => id !== user.id)) throw queryError(req.locale, 'userIds', psiText(req.locale, 'userIds'));
        q.userIds = [user.id];
      }
      return q;
    };
    const load = async (req: FastifyRequest, q: PsiQuery) => {
      const src = await resolveSources(db, req.locale, FAMILY_TABLE[family], family === 'VSR', q);
      const { rows, total } = await rowsWithTotal(q.page, (page, size) => queryPsiPage(db, src, { ...q, page, size }), q.size);
      return { src, page: buildPage(rows, src, q, total) };
    };
    const sendBook = async (req: FastifyRequest, reply: FastifyReply, q: PsiQuery) => {
      const { src, page } = await load(req, q);
      if (!page.list.length) throw new ApiError(404, psiText(req.locale, 'noRows'));
      const content = writePsiBook(page, req.locale);
      return sendWorkbook(reply, psiFileName(q.date, q.bg, src.current.backlogDate ?? q.backlogDate ?? q.date), content);
    };

    app.get(base, opts, async (req, reply) => {
      const q = readQuery(req);
      if (q.type === 'excel') return sendBook(req, reply, { ...q, page: 1, size: 999999 });
      return ok((await load(req, q)).page);
    });

    app.get(PSI_EXPORT[family], opts, async (req, reply) => sendBook(req, reply, readQuery(req, true)));

    app.get(`${base}/delta`, opts, async (req) => {
      const q = readQuery(req);
      const { page } = await load(req, { ...q, period: 'week' });
      return ok({
        ...page,
        periods: page.periods.slice(0, q.weekCount),
        week_count: q.weekCount,
        list: page.list.map(({ current, previous, ...row }) => ({ ...row, delta: deltaOf(current.outcome, previous?.outcome ?? null, q.weekCount) })),
      });
    });

    app.get(`${base}/previous`, opts, async (req) => {
      const { page } = await load(req, readQuery(req));
      return ok({
        ...page,
        list: page.list.map((row) => {
          const prev = row.previous ?? { no: null, totalDemand: '0', totalESD: '0', outcome: [] };
          const first = prev.outcome.findIndex((c) => c.balance.startsWith('-'));
          const colour = colourOf(first < 0 ? null : first + 1);
          return { ...row, current: prev, previous: null, colour, status: STATUS_OF[colour], firstNegative: first < 0 ? null : first + 1 };
        }),
      });
    });

    app.get(`${base}/status`, opts, async (req) => {
      const q = readQuery(req);
      const src = await resolveSources(db, req.locale, FAMILY_TABLE[family], family === 'VSR', q);
      const rows = await queryPsiPage(db, src, { ...q, page: 1, size: 999999, status: undefined });
      const counts = Object.fromEntries(PSI_STATUSES.map((s) => [s, 0])) as Record<(typeof PSI_STATUSES)[number], number>;
      for (const r of rows) counts[STATUS_OF[colourOf(r.first_neg)]] += 1;
      return ok({ ...counts, total: rows.length, periods: periodsOf(q).length, current: src.current, previous: src.previous });
    });

    app.get(`${base}/explain`, opts, async (req) => {
      const q = readQuery(req);
      const src = await resolveSources(db, req.locale, FAMILY_TABLE[family], family === 'VSR', q);
      return ok(await explainBalance(db, req, src, q));
    });
  }
}

export type { PsiFamily };
