// The header's ASN counters (document 1, section 3; document 3, section 6): drafts (status 0) and
// price-rejected ASNs (13) waiting for their supplier, and ASNs awaiting the manager audit (6), which
// only review-asn loads. The spec shows no path: GET /api/v1/counter/asn, one field per count the
// caller may have (absent otherwise, as the dataset counters do).
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ASN_COUNTER_ACCESS, ASN_COUNTER_PATH, type AsnCounts } from '../../../../src/resources/events/asnAudit/model/asnCounters';
import { permissionNames } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import type { UserInfo } from '../../../auth/principal';

const count = async (db: Kysely<DB>, status: string, owner?: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from asn_order where status = ${status} and (${owner ?? null}::text is null or created_by = ${owner ?? null})`.execute(db)).rows[0].n;

export async function asnCounts(db: Kysely<DB>, user: UserInfo): Promise<AsnCounts> {
  const held = permissionNames(user);
  const out: AsnCounts = {};
  // The ASN table belongs to the ASN module: without it there is nothing to count.
  if (!(await sql<{ t: string | null }>`select to_regclass('asn_order')::text as t`.execute(db)).rows[0].t) return out;
  const supplier = held.has('send-asn');
  if (supplier) out.draft = await count(db, '0', user.name);
  if (supplier || held.has('manage-asn')) out.price_rejected = await count(db, '13', supplier ? user.name : undefined);
  if (held.has('review-asn')) out.audit = await count(db, '6');
  return out;
}

export function registerAsnCounterRoute(app: FastifyInstance, ctx: FeatureContext) {
  app.get(ASN_COUNTER_PATH, access({ rule: ASN_COUNTER_ACCESS, action: 'read', what: () => 'ASN' }), async (req) => ok(await asnCounts(ctx.db, req.user!)));
}
