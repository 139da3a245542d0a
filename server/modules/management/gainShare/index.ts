import type { FastifyInstance } from 'fastify';
import { getResource } from '../../../../src/resources/declarations';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { access } from '../../../http/routeAccess';
import { declAccess, pathId } from '../../../records/request';
import { defineServerModule } from '../../types';
import { gainShareReport } from './report';
import { seedGainShares } from './seed';

/** GET /api/v2/gain_share/report/{id}: the agreement's saving per month and its split (the screen's rule). */
function register(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('gain_share');
  app.get('/api/v2/gain_share/report/:id', access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const report = await gainShareReport(ctx.db, id);
    if (!report) throw new ApiError(404, t(req.locale, 'notFound', { what: 'gain-share agreement', id: String(id) }));
    return ok(report);
  });
}

/** Gain share: declared (list, create, edit with its months); the report. */
export default defineServerModule({
  name: 'management/gainShare',
  after: ['management/material', 'basic/customer'],
  register,
  seed: seedGainShares,
  demoGrants: { OP: ['manage-gainshare-manager'] },
});
