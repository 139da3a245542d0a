// PCN calls beyond the declared ones (list, one, create, edit, delete, export, parts, PUT confirm):
//   GET /api/v2/pcn/change_type   the change types in the caller's language, each with its PCN count
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { PCN_CHANGE_TYPES } from '../../../../src/resources/management/pcn/model/pcn';
import { labelIn } from '../../../../src/schema';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import type { FeatureContext } from '../../../featureContext';
import type { TransitionEffect } from '../../../records/transitionEffects';
import { declAccess } from '../../../records/request';

/** Confirming stamps who did it and when, in the transition's transaction. */
export const confirmEffect: TransitionEffect = async (trx, { req, row }) => {
  await sql`update pcn set confirmed_by = ${req.user!.name}, confirmed_at = now() where id = ${row.id}`.execute(trx);
};

export function registerPcnRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const pcn = getResource('pcn');
  app.get('/api/v2/pcn/change_type', access(declAccess(pcn, 'read')), async (req) => {
    const counts = (await sql<{ change_type: string; n: string }>`select change_type, count(*) as n from pcn group by change_type`.execute(ctx.db)).rows;
    const byType = new Map(counts.map((c) => [c.change_type, Number(c.n)]));
    return ok(PCN_CHANGE_TYPES.map((t) => ({ value: t.value, label: labelIn(t.label, req.locale), count: byType.get(t.value) ?? 0 })));
  });
}
