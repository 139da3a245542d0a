// GET /api/v2/common/user: names of users for pickers (notify a user, filter events by user, ...).
// Any signed-in user: it answers only id, name and nickname of active accounts.
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { queryIds } from '../../../http/params';
import { likePattern, listWindow } from '../../../http/requestParts';

export function registerCommonUserRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v2/common/user', access('signedIn'), async (req) => {
    const locale = req.locale;
    const query = (req.query ?? {}) as Record<string, unknown>;
    const w = listWindow(query, locale, ['name'], 'name');
    let q = ctx.db.selectFrom('users');
    const ids = queryIds(locale, 'ids', query.ids);
    if (ids) {
      // Resolving chosen ids shows disabled accounts too, so a saved choice still has a name.
      q = q.where('id', 'in', ids);
    } else {
      q = q.where('disabled', '=', false);
    }
    if (w.keyword) {
      const like = likePattern(w.keyword);
      q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('nick_name', 'ilike', like)]));
    }
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.select(['id', 'name', 'nick_name']).orderBy('name', w.order).limit(w.size).offset((w.page - 1) * w.size).execute();
    return ok({ list: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(n) });
  });
}
